import type { CatalogueProduct, Shop } from '../../../spec/schemas/upstream/catalogue';
import { isApiError } from '../../api/http';
import { serverErrorRedirect } from '../../rules/pages';
import { sellerIdOf } from './search';
import { stockLabel } from './availability';
import { loadErrorText, SERVER_ERROR_TITLE } from './pageContent';
import type { CatalogueSource } from './pageContent';

// The product page's failure redirect and the Node scenario driver's reading of a page's catalogue content, apart from
// ./pageContent.ts, which every shopping page's load carries.

/** Which catalogue content a page path shows (000 §2 page paths); null for pages without catalogue content. */
export type CataloguePage =
  | { readonly kind: 'product'; readonly shop: Shop; readonly bpn: string }
  | { readonly kind: 'search'; readonly shop: Shop; readonly q: string; readonly sellerId: string | null }
  | { readonly kind: 'aisle'; readonly slug: string };

export function cataloguePage(pathname: string, search: string): CataloguePage | null {
  const product = /^\/shop\/(?:(vineandcellar|marketplace)\/)?product-details\.(\d+)\.html$/.exec(pathname);
  if (product) return { kind: 'product', shop: product[1] === 'vineandcellar' ? 'wine' : product[1] === 'marketplace' ? 'marketplace' : 'grocery', bpn: product[2]! };
  const q = new URLSearchParams(search).get('q') ?? '';
  if (pathname === '/shop/search-results.html') return { kind: 'search', shop: 'grocery', q, sellerId: null };
  if (pathname === '/shop/vineandcellar/search-results.html') return { kind: 'search', shop: 'wine', q, sellerId: null };
  if (pathname === '/shop/marketplace/seller-search.html' || /^\/shop\/marketplace\/search-results\.[^/.]+\.html$/.test(pathname)) return { kind: 'search', shop: 'marketplace', q, sellerId: sellerIdOf(pathname, search) };
  const aisle = /^\/shop\/aisles\/([a-z0-9-]+)(?:\.\d{2,4})?\.html$/.exec(pathname) ?? /^\/content\/shop\/[a-z]+\/en\/aisles\/([a-z0-9-]+)/.exec(pathname);
  if (aisle) return { kind: 'aisle', slug: aisle[1]! };
  return null;
}

/** ERR-17 / PAGES-07: a product page whose catalogue call answered a server error goes to the error page; null otherwise. */
export function productFailureRedirect(error: unknown): string | null {
  // Without an answer (no status) there was no server error.
  return isApiError(error) ? serverErrorRedirect(error.status ?? 0) : null;
}

export interface CatalogueContent {
  readonly outcome: 'loaded' | 'not-found' | 'failed';
  /** ERR-17 / PAGES-07: where a server error sends the shopper (a product page has nothing to show without its product). */
  readonly redirect?: string;
  /** What the shopper reads: product names and their stock labels (ERR-20), or the failure message. */
  readonly texts: readonly string[];
}

const productTexts = (products: readonly CatalogueProduct[]) => products.flatMap((p) => [p.name, ...(stockLabel(p.availability) ? [stockLabel(p.availability)!.text] : [])]);

/**
 * The catalogue content of a page at a store, as the page shows it: the same calls and labels as the product,
 * search and aisle pages (the Node scenario driver reads pages through this).
 */
export async function catalogueContent(source: CatalogueSource, pathname: string, search: string, storeId: string, signal?: AbortSignal): Promise<CatalogueContent | null> {
  const page = cataloguePage(pathname, search);
  if (!page) return null;
  try {
    if (page.kind === 'product') {
      const product = await source.product({ shop: page.shop, bpn: page.bpn, storeId }, signal);
      return product ? { outcome: 'loaded', texts: productTexts([product]) } : { outcome: 'not-found', texts: ['This product could not be found'] };
    }
    const found =
      page.kind === 'aisle'
        ? await source.search({ shop: 'grocery', aisle: page.slug, storeId, size: 48 }, signal)
        : await source.search({ shop: page.shop, q: page.q, storeId, size: 24, ...(page.sellerId ? { sellerId: page.sellerId } : {}) }, signal);
    return { outcome: 'loaded', texts: productTexts(found.products) };
  } catch (error) {
    const redirect = page.kind === 'product' ? productFailureRedirect(error) : null;
    if (redirect) return { outcome: 'failed', texts: [SERVER_ERROR_TITLE], redirect };
    return { outcome: 'failed', texts: [loadErrorText(page.kind === 'product' ? 'this product' : page.kind === 'aisle' ? 'this aisle' : 'search results')] };
  }
}
