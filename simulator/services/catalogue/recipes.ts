import type { Recipe, RecipeSearchResponse } from '../../../spec/schemas/upstream/recipes';
import { RECIPE_PAGE_SIZE_DEFAULT } from '../../../spec/schemas/upstream/recipes';
import { RECIPE_PICTURES, picturePath } from './pictures';
import { queryWords } from './search';

/**
 * The simulated recipe collection (decision 0406): the same recipes for every seed, so pages and tests can name
 * them. Each ingredient carries the product search that shops it; the terms are words of the product catalogue.
 */

type Line = [name: string, amount: string, searchTerm: string];
interface RecipeDef {
  id: string;
  name: string;
  summary: string;
  totalMinutes: number;
  servings: number;
  course: string;
  tags: string[];
  ingredients: Line[];
}

const DEFS: RecipeDef[] = [
  { id: 'lemon-garlic-salmon', name: 'Lemon Garlic Salmon', summary: 'Salmon fillets roasted with lemon, garlic and olive oil.', totalMinutes: 25, servings: 4, course: 'Dinner', tags: ['seafood', 'quick', 'gluten free'], ingredients: [['Atlantic salmon fillet', '1½ lb', 'salmon'], ['Lemons', '2', 'lemons'], ['Extra virgin olive oil', '2 tbsp', 'olive oil'], ['Salted butter', '1 tbsp', 'butter']] },
  { id: 'salmon-spinach-rice-bowl', name: 'Salmon & Spinach Rice Bowl', summary: 'Flaked salmon over rice with wilted baby spinach and avocado.', totalMinutes: 30, servings: 2, course: 'Lunch', tags: ['seafood', 'bowl'], ingredients: [['Atlantic salmon fillet', '¾ lb', 'salmon'], ['Long grain white rice', '1 cup', 'rice'], ['Baby spinach', '3 oz', 'spinach'], ['Hass avocado', '1', 'avocados']] },
  { id: 'sheet-pan-chicken-vegetables', name: 'Sheet Pan Chicken & Vegetables', summary: 'Chicken thighs, potatoes, carrots and broccoli roasted on one pan.', totalMinutes: 45, servings: 4, course: 'Dinner', tags: ['chicken', 'one pan'], ingredients: [['Chicken thighs', '2 lb', 'chicken thighs'], ['Russet potatoes', '1 lb', 'potatoes'], ['Carrots', '4', 'carrots'], ['Broccoli crowns', '1 lb', 'broccoli'], ['Extra virgin olive oil', '3 tbsp', 'olive oil']] },
  { id: 'creamy-chicken-soup', name: 'Creamy Chicken Soup', summary: 'Chicken breast simmered with carrots, onion and broth, finished with half & half.', totalMinutes: 40, servings: 6, course: 'Soup', tags: ['chicken', 'comfort'], ingredients: [['Boneless chicken breast', '1 lb', 'chicken breast'], ['Chicken broth', '32 fl oz', 'chicken broth'], ['Carrots', '3', 'carrots'], ['Yellow onion', '1', 'onions'], ['Half & half', '1 cup', 'half half']] },
  { id: 'classic-spaghetti-marinara', name: 'Classic Spaghetti Marinara', summary: 'Spaghetti in a quick tomato and olive oil marinara.', totalMinutes: 20, servings: 4, course: 'Dinner', tags: ['pasta', 'vegetarian', 'quick'], ingredients: [['Spaghetti', '16 oz', 'spaghetti'], ['Marinara sauce', '24 oz', 'marinara'], ['Extra virgin olive oil', '1 tbsp', 'olive oil'], ['Shredded mozzarella', '½ cup', 'mozzarella']] },
  { id: 'beef-tacos', name: 'Weeknight Beef Tacos', summary: 'Seasoned ground beef in warm tortillas with tomato, lettuce and cheddar.', totalMinutes: 25, servings: 4, course: 'Dinner', tags: ['beef', 'quick', 'family'], ingredients: [['Ground beef', '1 lb', 'ground beef'], ['Flour tortillas', '8', 'tortillas'], ['Roma tomatoes', '2', 'tomatoes'], ['Romaine hearts', '1', 'romaine'], ['Sharp cheddar cheese', '1 cup', 'cheddar']] },
  { id: 'black-bean-rice-bowl', name: 'Black Bean & Rice Bowl', summary: 'Black beans and rice with tomato, avocado and sour cream.', totalMinutes: 20, servings: 4, course: 'Lunch', tags: ['vegetarian', 'bowl', 'budget'], ingredients: [['Black beans', '2 cans', 'black beans'], ['Long grain white rice', '1½ cups', 'rice'], ['Diced tomatoes', '1 can', 'diced tomatoes'], ['Hass avocado', '1', 'avocados'], ['Sour cream', '½ cup', 'sour cream']] },
  { id: 'shrimp-stir-fry', name: 'Garlic Shrimp Stir-Fry', summary: 'Shrimp and broccoli tossed in a hot pan and served over rice.', totalMinutes: 20, servings: 3, course: 'Dinner', tags: ['seafood', 'quick'], ingredients: [['Raw shrimp', '1 lb', 'shrimp'], ['Broccoli crowns', '1 lb', 'broccoli'], ['Long grain white rice', '1 cup', 'rice'], ['Extra virgin olive oil', '1 tbsp', 'olive oil']] },
  { id: 'baked-cod-potatoes', name: 'Baked Cod with Roast Potatoes', summary: 'Cod fillets baked with lemon beside crisp roast potatoes.', totalMinutes: 40, servings: 4, course: 'Dinner', tags: ['seafood', 'gluten free'], ingredients: [['Cod fillet', '1½ lb', 'cod'], ['Russet potatoes', '2 lb', 'potatoes'], ['Lemons', '1', 'lemons'], ['Salted butter', '2 tbsp', 'butter']] },
  { id: 'ribeye-steak-dinner', name: 'Pan-Seared Ribeye', summary: 'Ribeye seared in butter, with a baby spinach side.', totalMinutes: 30, servings: 2, course: 'Dinner', tags: ['beef', 'gluten free'], ingredients: [['Ribeye steak', '1 lb', 'ribeye'], ['Salted butter', '2 tbsp', 'butter'], ['Baby spinach', '5 oz', 'spinach']] },
  { id: 'pork-chops-apples', name: 'Pork Chops with Apples', summary: 'Bone-in pork chops with pan-softened apples and onion.', totalMinutes: 35, servings: 4, course: 'Dinner', tags: ['pork', 'one pan'], ingredients: [['Bone-in pork chops', '4', 'pork chops'], ['Gala apples', '2', 'apples'], ['Yellow onion', '1', 'onions'], ['Salted butter', '1 tbsp', 'butter']] },
  { id: 'blueberry-pancakes', name: 'Blueberry Pancakes', summary: 'Fluffy pancakes studded with blueberries, with maple syrup.', totalMinutes: 25, servings: 4, course: 'Breakfast', tags: ['breakfast', 'vegetarian', 'family'], ingredients: [['Pancake mix', '2 cups', 'pancake mix'], ['Whole milk', '1½ cups', 'whole milk'], ['Large eggs', '2', 'eggs'], ['Blueberries', '6 oz', 'blueberries'], ['Maple syrup', 'to serve', 'maple syrup']] },
  { id: 'overnight-oats', name: 'Overnight Oats with Berries', summary: 'Oats soaked overnight in milk and yogurt, topped with strawberries and honey.', totalMinutes: 10, servings: 2, course: 'Breakfast', tags: ['breakfast', 'vegetarian', 'make ahead'], ingredients: [['Old fashioned oats', '1 cup', 'oats'], ['Oat milk', '1 cup', 'oat milk'], ['Greek yogurt', '½ cup', 'greek yogurt'], ['Strawberries', '1 cup', 'strawberries'], ['Honey', '1 tbsp', 'honey']] },
  { id: 'cheddar-omelette', name: 'Cheddar & Spinach Omelette', summary: 'Three-egg omelette folded over sharp cheddar and spinach.', totalMinutes: 15, servings: 1, course: 'Breakfast', tags: ['breakfast', 'vegetarian', 'quick', 'gluten free'], ingredients: [['Large eggs', '3', 'eggs'], ['Sharp cheddar cheese', '¼ cup', 'cheddar'], ['Baby spinach', '1 cup', 'spinach'], ['Salted butter', '1 tsp', 'butter']] },
  { id: 'strawberry-banana-smoothie', name: 'Strawberry Banana Smoothie', summary: 'Strawberries, banana and yogurt blended with oat milk.', totalMinutes: 5, servings: 2, course: 'Drink', tags: ['breakfast', 'vegetarian', 'quick'], ingredients: [['Strawberries', '1 cup', 'strawberries'], ['Bananas', '1', 'bananas'], ['Greek yogurt', '½ cup', 'greek yogurt'], ['Oat milk', '1 cup', 'oat milk']] },
  { id: 'mango-berry-smoothie', name: 'Mango Berry Smoothie', summary: 'Frozen mango and blueberries blended with coconut water.', totalMinutes: 5, servings: 2, course: 'Drink', tags: ['vegan', 'quick'], ingredients: [['Mango chunks', '1 cup', 'mango'], ['Frozen blueberries', '1 cup', 'frozen blueberries'], ['Coconut water', '1½ cups', 'coconut water']] },
  { id: 'caprese-baguette', name: 'Caprese Baguette Sandwich', summary: 'Baguette with tomato, mozzarella and a drizzle of olive oil.', totalMinutes: 10, servings: 2, course: 'Lunch', tags: ['vegetarian', 'sandwich', 'quick'], ingredients: [['French baguette', '1', 'baguette'], ['Roma tomatoes', '2', 'tomatoes'], ['Shredded mozzarella', '½ cup', 'mozzarella'], ['Extra virgin olive oil', '1 tbsp', 'olive oil']] },
  { id: 'turkey-club', name: 'Turkey Bacon Club', summary: 'Sliced turkey, crisp bacon, romaine and tomato on toasted bread.', totalMinutes: 15, servings: 2, course: 'Lunch', tags: ['sandwich', 'turkey'], ingredients: [['Sliced turkey breast', '8 oz', 'turkey'], ['Thick cut bacon', '4 slices', 'bacon'], ['Whole wheat bread', '6 slices', 'wheat bread'], ['Romaine hearts', '1', 'romaine'], ['Roma tomatoes', '1', 'tomatoes']] },
  { id: 'mac-and-cheese-bake', name: 'Baked Mac & Cheese', summary: 'Boxed macaroni upgraded with cheddar and a crisp top.', totalMinutes: 35, servings: 4, course: 'Side', tags: ['vegetarian', 'family', 'comfort'], ingredients: [['Macaroni & cheese', '2 boxes', 'macaroni'], ['Sharp cheddar cheese', '1 cup', 'cheddar'], ['Whole milk', '½ cup', 'whole milk'], ['Salted butter', '2 tbsp', 'butter']] },
  { id: 'tuna-salad', name: 'Lemony Tuna Salad', summary: 'Tuna with lemon and olive oil over crisp romaine.', totalMinutes: 10, servings: 2, course: 'Lunch', tags: ['seafood', 'quick', 'gluten free'], ingredients: [['Tuna in water', '2 cans', 'tuna'], ['Romaine hearts', '2', 'romaine'], ['Lemons', '1', 'lemons'], ['Extra virgin olive oil', '2 tbsp', 'olive oil'], ['Cucumbers', '1', 'cucumbers']] },
  { id: 'guacamole-chips', name: 'Chunky Guacamole', summary: 'Avocado, tomato, onion and lemon, with tortilla chips.', totalMinutes: 10, servings: 6, course: 'Snack', tags: ['vegan', 'party', 'quick'], ingredients: [['Hass avocados', '4', 'avocados'], ['Roma tomatoes', '1', 'tomatoes'], ['Yellow onion', '½', 'onions'], ['Lemons', '1', 'lemons'], ['Tortilla chips', '1 bag', 'tortilla chips']] },
  { id: 'hummus-veggie-plate', name: 'Hummus Veggie Plate', summary: 'Classic hummus with carrots, cucumber and rice cakes.', totalMinutes: 10, servings: 4, course: 'Snack', tags: ['vegan', 'party', 'quick'], ingredients: [['Classic hummus', '10 oz', 'hummus'], ['Carrots', '3', 'carrots'], ['Cucumbers', '1', 'cucumbers'], ['Rice cakes', '1 pack', 'rice cakes']] },
  { id: 'cheese-ravioli-bake', name: 'Cheese Ravioli Bake', summary: 'Frozen ravioli baked in marinara under melted mozzarella.', totalMinutes: 35, servings: 4, course: 'Dinner', tags: ['pasta', 'vegetarian', 'family'], ingredients: [['Cheese ravioli', '25 oz', 'ravioli'], ['Marinara sauce', '24 oz', 'marinara'], ['Shredded mozzarella', '1 cup', 'mozzarella']] },
  { id: 'cinnamon-apple-crisp', name: 'Cinnamon Apple Crisp', summary: 'Baked apples under an oat, flour and butter crumble.', totalMinutes: 50, servings: 6, course: 'Dessert', tags: ['dessert', 'vegetarian', 'family'], ingredients: [['Gala apples', '3 lb', 'apples'], ['Old fashioned oats', '1 cup', 'oats'], ['All-purpose flour', '½ cup', 'flour'], ['Granulated sugar', '½ cup', 'sugar'], ['Salted butter', '½ cup', 'butter']] },
];

export const RECIPES: readonly Recipe[] = DEFS.map((d) => ({
  id: d.id,
  name: d.name,
  summary: d.summary,
  imageUrl: picturePath(RECIPE_PICTURES[d.id] ?? 'fork-and-knife-with-plate'),
  totalMinutes: d.totalMinutes,
  servings: d.servings,
  course: d.course,
  tags: [...d.tags],
  ingredients: d.ingredients.map(([name, amount, searchTerm]) => ({ name, amount, searchTerm })),
}));

const split = (text: string) => text.toLowerCase().split(/[^a-z0-9%]+/).filter(Boolean);
const INDEX = RECIPES.map((r) => ({
  name: split(r.name),
  terms: new Set([...split(r.course), ...r.tags.flatMap(split), ...r.ingredients.flatMap((i) => [...split(i.name), ...split(i.searchTerm)])]),
}));

/** A word matches exactly, as a prefix, or as the singular of a plural; the name weighs most, then course, tags and ingredients. */
function wordScore(word: string, entry: (typeof INDEX)[number]): number {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  if (entry.name.includes(word) || entry.name.includes(singular)) return 10;
  if (entry.name.some((t) => t.startsWith(singular))) return 6;
  if (entry.terms.has(word) || entry.terms.has(singular)) return 4;
  for (const t of entry.terms) if (t.startsWith(singular)) return 2;
  return 0;
}

/** Relevance of a recipe to a query: every query word must match; no query lists every recipe. */
export function recipeRelevance(q: string, index: number): number {
  const entry = INDEX[index];
  if (!entry) return 0;
  const ws = queryWords(q);
  if (ws.length === 0) return 1;
  let score = 0;
  for (const w of ws) {
    const s = wordScore(w, entry);
    if (s === 0) return 0;
    score += s;
  }
  return score;
}

/** Searches the recipes: every word must match, best first, ties in collection order, then a page. */
export function searchRecipes(input: { q?: string | undefined; page?: number | undefined; size?: number | undefined }): RecipeSearchResponse {
  const q = (input.q ?? '').trim();
  const ranked = RECIPES.map((recipe, index) => ({ recipe, index, score: recipeRelevance(q, index) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const size = input.size ?? RECIPE_PAGE_SIZE_DEFAULT;
  const page = input.page ?? 1;
  return {
    query: q,
    page,
    size,
    total: ranked.length,
    recipes: ranked.slice((page - 1) * size, page * size).map((r) => structuredClone(r.recipe)),
  };
}
