import { RecipeSearchQuery, RecipeSearchResponse } from '../../spec/schemas/upstream/recipes';
import type { ApiContext } from './context';
import { checkedInput } from './context';
import { buildHeaders, buildUrl, send } from './http';

export interface RecipeSearchInput {
  q?: string;
  page?: number;
  size?: number;
}

/** The recipe search has no catalogue CALL ID; errors name the rule of the tab it serves (decision 0406). */
const RECIPES_CALL = 'DEEPLINK-16';

/**
 * The recipe search on the site origin (decision 0406), beside the catalogue's product search. Apart from catalogue.ts:
 * only the search page's recipes tab asks for recipes, so the page load, which carries the catalogue's client, does
 * not carry the recipe search and its schemas.
 */
export function createRecipeClient({ config, env }: ApiContext) {
  const origin = config.domain.servletBase;
  return {
    /** The recipes tab of the search results (DEEPLINK-16): recipes matching a query, best first (decision 0406). */
    async recipes(input: RecipeSearchInput, signal?: AbortSignal): Promise<RecipeSearchResponse> {
      const raw = {
        q: input.q?.trim() || undefined,
        page: input.page === undefined ? undefined : String(input.page),
        size: input.size === undefined ? undefined : String(input.size),
      };
      await checkedInput(RECIPES_CALL, RecipeSearchQuery, raw, 'recipe search input');
      const url = buildUrl(`${origin.replace(/\/+$/, '')}/search/recipes`, '', raw);
      return (await send(env, { call: RECIPES_CALL, method: 'GET', url, headers: buildHeaders(env, {}), schema: RecipeSearchResponse, signal })).data;
    },
  };
}
export type RecipeClient = ReturnType<typeof createRecipeClient>;
