import { z } from '../zod';
import { pageNumber, pageSizeUpTo } from './catalogue';

/**
 * Recipe search behind the recipes tab of the search results page (DEEPLINK-16, index 1). The spec names the tab
 * and recipes pages but no call and no payload; decision 0406 records the shape: `GET /search/recipes` on the site
 * origin, beside the catalogue's product search.
 */

export const RECIPE_PAGE_SIZE_MAX = 48;
export const RECIPE_PAGE_SIZE_DEFAULT = 12;

const pageSize = pageSizeUpTo(RECIPE_PAGE_SIZE_MAX);

/** Query of the recipe search (values arrive as strings); no query lists every recipe. */
export const RecipeSearchQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200, 'q is at most 200 characters'))),
  page: z.optional(pageNumber),
  size: z.optional(pageSize),
});
export type RecipeSearchQuery = z.input<typeof RecipeSearchQuery>;

/** One ingredient line; `searchTerm` is the product search that shops it (the global search, SEARCH-01). */
export const RecipeIngredient = z.looseObject({
  name: z.string(),
  amount: z.string(),
  searchTerm: z.string(),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredient>;

export const Recipe = z.looseObject({
  /** Kebab-case recipe id. */
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  name: z.string(),
  summary: z.string(),
  /** Path of the recipe image on the site origin. */
  imageUrl: z.string(),
  /** Minutes from start to table. */
  totalMinutes: z.int().check(z.positive()),
  servings: z.int().check(z.positive()),
  course: z.string(),
  tags: z.array(z.string()),
  ingredients: z.array(RecipeIngredient).check(z.minLength(1)),
});
export type Recipe = z.infer<typeof Recipe>;

/** The answer of the recipe search: a page of recipes, best match first. */
export const RecipeSearchResponse = z.looseObject({
  query: z.string(),
  page: z.int().check(z.gte(1)),
  size: z.int().check(z.gte(1)),
  total: z.int().check(z.nonnegative()),
  recipes: z.array(Recipe),
});
export type RecipeSearchResponse = z.infer<typeof RecipeSearchResponse>;
