import type { Shop } from '../../spec/schemas/upstream/catalogue';
import { withQuery } from './query';

/**
 * The catalogue's search request, built apart from the client that sends and parses it (catalogue.ts), so the
 * product page's early request (src/app/product/earlyProduct.ts) builds the very same request without the schemas:
 * the path, the query, the headers. CALL-20 for the banner's shop and the marketplace, CALL-21 for the wine shop.
 */
export interface CatalogueQuery {
  shop: Shop;
  /** The session's store: availability is that store's (none without a store, e.g. the seller list). */
  storeId?: string;
  q?: string;
  aisle?: string;
  /** Marketplace only: walls the search to one seller (SEARCH-14). */
  sellerId?: string;
  page?: number;
  size?: number;
  /** Only products with this promotion (the simulator's own filter, decision 0434). */
  promo?: 'bogo' | 'sale';
  /** Only this brand's products, by slug (the simulator's own filter, decision 0434). */
  brand?: string;
  /** One product, by its number (the product page). */
  bpn?: string;
}

export interface CatalogueRequest {
  readonly call: 'CALL-20' | 'CALL-21';
  /** The query as the spec's schema reads it (SellerSearchQuery, WineSearchQuery); the client checks it before sending. */
  readonly raw: Record<string, string | undefined>;
  readonly url: string;
  readonly headers: Record<string, string>;
}

const SEARCH_PATH = { seller: '/search/seller-carousel', wine: '/search/wine-carousel' } as const;

/**
 * The catalogue's request headers: CALLS-02's assembly for an untraced call of nobody (the catalogue's calls carry no
 * trace and no bearer token), which is `accept` alone; a test holds them to the rule's assembly. Written out so the
 * early file (fetched before the product page shows) does not carry the assembly of every other call's headers.
 */
export const CATALOGUE_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json' };

/** The catalogue's search routes on the site origin (the configuration names no catalogue host; decision 0402). */
export function catalogueRequest(servletBase: string, input: CatalogueQuery): CatalogueRequest {
  const wine = input.shop === 'wine';
  const q = input.q?.trim() || undefined;
  const raw = {
    storeId: input.storeId,
    q,
    aisle: input.aisle,
    page: input.page === undefined ? undefined : String(input.page),
    size: input.size === undefined ? undefined : String(input.size),
    bpn: input.bpn,
    promo: input.promo,
    brand: input.brand,
    ...(wine ? {} : { shop: input.shop, sellerId: input.shop === 'marketplace' ? input.sellerId : undefined }),
  };
  const origin = servletBase.replace(/\/+$/, '');
  return { call: wine ? 'CALL-21' : 'CALL-20', raw, url: withQuery(`${origin}${wine ? SEARCH_PATH.wine : SEARCH_PATH.seller}`, raw), headers: { ...CATALOGUE_HEADERS } };
}

/** The product page's query for one product of a shop, at a store or (while the store is being decided) without one. */
export const productQuery = (input: { shop: Shop; bpn: string; storeId: string | null }): CatalogueQuery => ({ shop: input.shop, ...(input.storeId === null ? {} : { storeId: input.storeId }), bpn: input.bpn, size: 1 });
