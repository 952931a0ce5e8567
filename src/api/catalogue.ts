import { CatalogueSearchResponse, PRODUCT_NOT_FOUND, SellerSearchQuery, WineSearchQuery } from '../../spec/schemas/upstream/catalogue';
import type { CatalogueProduct, Shop } from '../../spec/schemas/upstream/catalogue';
import type { ApiContext } from './context';
import { checkedInput } from './context';
import { errorCodeOf, isApiError, send } from './http';
import { catalogueRequest, productQuery, type CatalogueQuery } from './catalogueRequest';
import { fetchWithEarly } from './earlyResponses';

export type { CatalogueProduct, CatalogueSearchResponse, Shop } from '../../spec/schemas/upstream/catalogue';
export type { Recipe, RecipeSearchResponse } from '../../spec/schemas/upstream/recipes';
export type { RecipeSearchInput } from './recipes';

export type CatalogueSearchInput = Omit<CatalogueQuery, 'bpn'>;

/** The query schema of each search call: CALL-20's shops and sellers, CALL-21's wine shop. */
const querySchema = { 'CALL-20': SellerSearchQuery, 'CALL-21': WineSearchQuery } as const;

/**
 * The catalogue's search routes on the site origin (the configuration names no catalogue host; decision 0402):
 * CALL-20 for the banner's shop and the marketplace, CALL-21 for the wine shop. A request the page started early
 * (the product page's, src/app/product/earlyProduct.ts) is answered by that request's response, once.
 */
export function createCatalogueClient({ config, env }: ApiContext) {
  const origin = config.domain.servletBase;

  async function run(input: CatalogueQuery, signal?: AbortSignal): Promise<CatalogueSearchResponse> {
    const request = catalogueRequest(origin, input);
    await checkedInput(request.call, querySchema[request.call], request.raw);
    const via = { ...env, fetch: fetchWithEarly(env.fetch, request.url, request.headers) };
    return (await send(via, { call: request.call, method: 'GET', url: request.url, headers: request.headers, schema: CatalogueSearchResponse, signal })).data;
  }

  return {
    /** CALL-20 / CALL-21: a page of products matching a query (or an aisle), with availability at the store. */
    search: (input: CatalogueSearchInput, signal?: AbortSignal) => run(input, signal),

    /**
     * CALL-20 / CALL-21: one product of a shop, at a store (or without one: no availability); null when the shop has
     * no such product (the 404 PRODUCT_NOT_FOUND answer). Any other failure, a 404 for an unknown store included,
     * rejects: the page cannot tell then whether the product exists.
     */
    async product(input: { shop: Shop; bpn: string; storeId: string | null }, signal?: AbortSignal): Promise<CatalogueProduct | null> {
      try {
        const found = await run(productQuery(input), signal);
        return found.products.find((p) => p.bpn === input.bpn) ?? null;
      } catch (error) {
        if (isApiError(error) && error.status === 404 && errorCodeOf(error) === PRODUCT_NOT_FOUND) return null;
        throw error;
      }
    },

    /** CALL-20 / CALL-21: other products of the same aisle (and seller), for the similar-items shelf. */
    async similar(product: CatalogueProduct, storeId: string, limit = 6, signal?: AbortSignal): Promise<CatalogueProduct[]> {
      const found = await run({ shop: product.shop, storeId, aisle: product.aisle.id, sellerId: product.seller?.sellerId, size: limit + 1 }, signal);
      return found.products.filter((p) => p.bpn !== product.bpn).slice(0, limit);
    },

  };
}
export type CatalogueClient = ReturnType<typeof createCatalogueClient>;
