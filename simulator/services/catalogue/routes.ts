import { SellerSearchQuery, WineSearchQuery } from '../../../spec/schemas/upstream/catalogue';
import { RecipeSearchQuery } from '../../../spec/schemas/upstream/recipes';
import type { SimContext } from '../../core/context';
import type { SimResponse, SimRoute } from '../../core/contract';
import { PRODUCT_NOT_FOUND } from '../../../spec/schemas/upstream/catalogue';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { storeById } from '../stores';
import { searchRecipes } from './recipes';
import { searchCatalogue } from './search';

/** A search for one product (`bpn`) that names none of the shop's products is a 404: the product does not exist. */
function answerSearch(found: ReturnType<typeof searchCatalogue>, bpn: string | undefined): SimResponse {
  if (bpn !== undefined && !found.products.some((p) => p.bpn === bpn)) return failure('servlets', 404, PRODUCT_NOT_FOUND, `Product ${bpn} not found`);
  return json(200, found);
}

/**
 * The catalogue's search routes (decision 0402). They answer beside the servlets, on the site origin, and use
 * the servlets' error body. A store that does not exist is a 404: availability is always some store's.
 */
export const catalogueRoutes: SimRoute<SimContext>[] = [
  {
    calls: ['CALL-20'],
    service: 'servlets',
    method: 'GET',
    path: '/search/seller-carousel',
    summary: "Product search of the banner's shop or the marketplace (across sellers, or one seller's), with availability at a store",
    resolve(request, ctx) {
      const query = parsePart('servlets', 'query', SellerSearchQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { storeId, shop = 'marketplace', ...rest } = query.data;
      if (storeId !== undefined && !storeById(ctx, storeId)) return failure('servlets', 404, 'STORE_NOT_FOUND', `Store ${storeId} not found`);
      if (shop === 'grocery' && rest.sellerId) return failure('servlets', 400, 'INVALID_REQUEST', 'Invalid query parameter sellerId: the grocery shop has no marketplace sellers');
      return answerSearch(searchCatalogue({ shop, storeId, ...rest }), rest.bpn);
    },
  },
  {
    calls: ['CALL-21'],
    service: 'servlets',
    method: 'GET',
    path: '/search/wine-carousel',
    summary: 'Wine shop product search, with availability at a store',
    resolve(request, ctx) {
      const query = parsePart('servlets', 'query', WineSearchQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { storeId, ...rest } = query.data;
      if (storeId !== undefined && !storeById(ctx, storeId)) return failure('servlets', 404, 'STORE_NOT_FOUND', `Store ${storeId} not found`);
      return answerSearch(searchCatalogue({ shop: 'wine', storeId, ...rest }), rest.bpn);
    },
  },
  {
    // The spec names the recipes tab (DEEPLINK-16) but no call for it: the route names the rule it serves (decision 0406).
    calls: ['DEEPLINK-16'],
    service: 'servlets',
    method: 'GET',
    path: '/search/recipes',
    summary: 'Recipe search for the recipes tab of the search results page',
    resolve(request) {
      const query = parsePart('servlets', 'query', RecipeSearchQuery, queryOf(request));
      return query.ok ? json(200, searchRecipes(query.data)) : query.response;
    },
  },
];
