/**
 * Which picture the catalogue shows for a product, recipe, aisle tile or sponsored category (decision 0430): an icon
 * of the Fluent Emoji Flat set (MIT), chosen by what the item is. The pictures are static SVG files under
 * `/images/pictures/{icon}.svg` (`public/images/pictures/`, written by `npm run pictures` from the installed icon set,
 * only the icons named here), so the catalogue's answers name them and no picture is bundled into the page's code.
 */

export const PICTURES_PATH = '/images/pictures';

/** The site path of an icon's picture. */
export const picturePath = (icon: string): string => `${PICTURES_PATH}/${icon}.svg`;

/**
 * What a product is, by the words of its name (first match wins, so the more specific words come first): the
 * apples are apples whatever their brand, and a frozen blueberry is still a blueberry.
 */
const BY_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  // Drinks before fruit: orange juice is a drink, coconut water is a coconut's.
  [/coconut water/, 'coconut'],
  [/orange juice|lemonade/, 'beverage-box'],
  [/sparkling water|spring water|sports drink|water bottle|kids travel mug|sippy cup/, 'cup-with-straw'],
  [/\bcola\b/, 'tumbler-glass'],
  [/coffee|travel mug|coffee mug|camping mug/, 'hot-beverage'],
  [/matcha|green tea|chocolate tea/, 'teacup-without-handle'],
  [/tea kettle|tea infuser/, 'teapot'],
  [/oat milk/, 'beverage-box'],
  [/milk|half & half/, 'glass-of-milk'],
  // Wine by style.
  [/sparkling wine|prosecco/, 'bottle-with-popping-cork'],
  [/ros[eé]|cabernet|pinot|merlot|zinfandel|syrah|red blend|chardonnay|sauvignon|riesling/, 'wine-glass'],
  // Fresh produce.
  [/apple/, 'red-apple'],
  [/banana/, 'banana'],
  [/spinach|romaine/, 'leafy-green'],
  [/strawberr/, 'strawberry'],
  [/blueberr/, 'blueberries'],
  [/avocado/, 'avocado'],
  [/diced tomato|tuna|snack tin/, 'canned-food'],
  [/marinara|tomato/, 'tomato'],
  [/onion/, 'onion'],
  [/potato chips/, 'potato'],
  [/potato/, 'potato'],
  [/carrot/, 'carrot'],
  [/broccoli|mixed vegetables/, 'broccoli'],
  [/\bpeas\b/, 'pea-pod'],
  [/lemon/, 'lemon'],
  [/grape/, 'grapes'],
  [/cucumber/, 'cucumber'],
  [/mango/, 'mango'],
  // Dairy and eggs.
  [/\beggs?\b/, 'egg'],
  [/mac(aroni)? & cheese/, 'shallow-pan-of-food'],
  [/ravioli/, 'dumpling'],
  [/cheddar|mozzarella|string cheese/, 'cheese-wedge'],
  [/butter(?! cup)/, 'butter'],
  [/yogurt|cottage cheese|sour cream|oatmeal|oats|cereal|granola, almond|corn flakes/, 'bowl-with-spoon'],
  // Bakery.
  [/bagel/, 'bagel'],
  [/croissant/, 'croissant'],
  [/baguette/, 'baguette-bread'],
  [/muffin/, 'cupcake'],
  [/tortilla chips/, 'ear-of-corn'],
  [/tortilla/, 'flatbread'],
  [/hamburger bun/, 'hamburger'],
  [/cookie/, 'cookie'],
  [/cinnamon roll/, 'doughnut'],
  [/bread/, 'bread'],
  // Meat and seafood.
  [/chicken nuggets/, 'poultry-leg'],
  [/chicken broth/, 'pot-of-food'],
  [/chicken|turkey/, 'poultry-leg'],
  [/salmon|cod|fish/, 'fish'],
  [/shrimp/, 'shrimp'],
  [/bacon/, 'bacon'],
  [/pork/, 'meat-on-bone'],
  [/beef|steak|ribeye/, 'cut-of-meat'],
  // Frozen, snacks, breakfast, pantry.
  [/ice cream/, 'ice-cream'],
  [/pizza/, 'pizza'],
  [/waffle/, 'waffle'],
  [/nuts|trail mix|peanut/, 'peanuts'],
  [/pretzel/, 'pretzel'],
  [/popcorn/, 'popcorn'],
  [/chocolate|granola bar/, 'chocolate-bar'],
  [/hummus/, 'falafel'],
  [/rice cake/, 'rice-cracker'],
  [/rice/, 'cooked-rice'],
  [/pancake/, 'pancakes'],
  [/maple/, 'maple-leaf'],
  [/jam/, 'jar'],
  [/spaghetti|pasta/, 'spaghetti'],
  [/black beans/, 'beans'],
  [/olive oil|balsamic/, 'olive'],
  [/flour/, 'sheaf-of-rice'],
  [/sugar|salt/, 'salt'],
  [/honey/, 'honey-pot'],
  [/saffron/, 'herb'],
  [/chili/, 'hot-pepper'],
  // Household and marketplace goods.
  [/paper towels|bath tissue/, 'roll-of-paper'],
  [/dish soap/, 'soap'],
  [/detergent|cleaner/, 'lotion-bottle'],
  [/trash bags/, 'wastebasket'],
  [/foil|sandwich bags|food storage|beeswax/, 'package'],
  [/cutting board/, 'wood'],
  [/skillet/, 'cooking'],
  [/tea towels|picnic blanket/, 'basket'],
  [/knife/, 'kitchen-knife'],
  [/candle/, 'candle'],
  [/cooler bag/, 'shopping-bags'],
  [/camp chair/, 'chair'],
  [/headlamp/, 'flashlight'],
  [/baby food/, 'baby-bottle'],
  [/bib|teether/, 'teddy-bear'],
  [/plates/, 'fork-and-knife-with-plate'],
  [/snack catcher/, 'popcorn'],
];

/** Aisle tiles, sponsored categories and anything no name rule knows: the aisle's own picture. */
export const AISLE_PICTURES: Readonly<Record<string, string>> = {
  produce: 'leafy-green',
  dairy: 'glass-of-milk',
  bakery: 'bread',
  'meat-seafood': 'cut-of-meat',
  beverages: 'cup-with-straw',
  frozen: 'ice-cream',
  snacks: 'popcorn',
  breakfast: 'pancakes',
  pantry: 'canned-food',
  household: 'roll-of-paper',
  'red-wine': 'wine-glass',
  'white-wine': 'wine-glass',
  'sparkling-wine': 'bottle-with-popping-cork',
  'specialty-pantry': 'olive',
  'kitchen-home': 'cooking',
  outdoor: 'camping',
  baby: 'baby-bottle',
  wine: 'wine-glass',
  marketplace: 'shopping-bags',
};

/** Recipes by their dish. */
export const RECIPE_PICTURES: Readonly<Record<string, string>> = {
  'lemon-garlic-salmon': 'fish',
  'salmon-spinach-rice-bowl': 'steaming-bowl',
  'sheet-pan-chicken-vegetables': 'shallow-pan-of-food',
  'creamy-chicken-soup': 'pot-of-food',
  'classic-spaghetti-marinara': 'spaghetti',
  'beef-tacos': 'taco',
  'black-bean-rice-bowl': 'burrito',
  'shrimp-stir-fry': 'fried-shrimp',
  'baked-cod-potatoes': 'fish',
  'ribeye-steak-dinner': 'cut-of-meat',
  'pork-chops-apples': 'meat-on-bone',
  'blueberry-pancakes': 'pancakes',
  'overnight-oats': 'bowl-with-spoon',
  'cheddar-omelette': 'cooking',
  'strawberry-banana-smoothie': 'bubble-tea',
  'mango-berry-smoothie': 'tropical-drink',
  'caprese-baguette': 'sandwich',
  'turkey-club': 'sandwich',
  'mac-and-cheese-bake': 'shallow-pan-of-food',
  'tuna-salad': 'green-salad',
  'guacamole-chips': 'avocado',
  'hummus-veggie-plate': 'falafel',
  'cheese-ravioli-bake': 'dumpling',
  'cinnamon-apple-crisp': 'pie',
};

/** The picture a name says the item is, or null when no rule knows the name. */
export function pictureByName(name: string): string | null {
  const text = name.toLowerCase();
  for (const [pattern, icon] of BY_NAME) if (pattern.test(text)) return icon;
  return null;
}

/** The picture of an item named `name` in aisle `aisleId`: by what its name says it is, else the aisle's. */
export function pictureFor(name: string, aisleId: string): string {
  return pictureByName(name) ?? AISLE_PICTURES[aisleId] ?? 'shopping-bags';
}

/** Every icon a name rule, an aisle or a recipe can name: the set `npm run pictures` writes (and nothing else). */
export function allPictureIcons(): string[] {
  return [...new Set([...BY_NAME.map(([, icon]) => icon), ...Object.values(AISLE_PICTURES), ...Object.values(RECIPE_PICTURES)])].sort();
}
