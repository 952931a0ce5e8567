import type { Recipe, RecipeSearchInput, RecipeSearchResponse } from '../../src/api/catalogue';
import type { RecipeSource } from '../../src/app/search/recipeSource';

/** Test double of the recipe search: a few recipes, a call log, and failures on demand. */
export function recipe(id: string, name: string, ingredients: Array<[name: string, amount: string, searchTerm: string]>, extra: Partial<Recipe> = {}): Recipe {
  return {
    id,
    name,
    summary: `${name}, made at home.`,
    imageUrl: `/images/recipes/${id}.svg`,
    totalMinutes: 25,
    servings: 4,
    course: 'Dinner',
    tags: [],
    ingredients: ingredients.map(([n, amount, searchTerm]) => ({ name: n, amount, searchTerm })),
    ...extra,
  };
}

export const FAKE_RECIPES: readonly Recipe[] = [
  recipe('lemon-garlic-salmon', 'Lemon Garlic Salmon', [['Atlantic salmon fillet', '1½ lb', 'salmon'], ['Lemons', '2', 'lemons']], { totalMinutes: 25, servings: 4 }),
  recipe('salmon-spinach-rice-bowl', 'Salmon & Spinach Rice Bowl', [['Atlantic salmon fillet', '¾ lb', 'salmon'], ['Baby spinach', '3 oz', 'baby spinach']], { totalMinutes: 30, servings: 2, course: 'Lunch' }),
  recipe('blueberry-pancakes', 'Blueberry Pancakes', [['Pancake mix', '2 cups', 'pancake mix']], { course: 'Breakfast' }),
];

export interface FakeRecipes extends RecipeSource {
  readonly calls: RecipeSearchInput[];
  /** The next `n` calls fail as a network failure. */
  failNext(n: number): void;
}

export function fakeRecipes(recipes: readonly Recipe[] = FAKE_RECIPES): FakeRecipes {
  const calls: RecipeSearchInput[] = [];
  let failures = 0;
  return {
    calls,
    failNext: (n) => {
      failures = n;
    },
    async recipes(input): Promise<RecipeSearchResponse> {
      calls.push(input);
      await Promise.resolve();
      if (failures > 0) {
        failures--;
        throw new Error('recipes unavailable');
      }
      const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = recipes.filter((r) => words.every((w) => `${r.name} ${r.ingredients.map((i) => i.name).join(' ')}`.toLowerCase().includes(w)));
      const size = input.size ?? 12;
      const page = input.page ?? 1;
      return { query: input.q ?? '', page, size, total: found.length, recipes: found.slice((page - 1) * size, page * size) };
    },
  };
}
