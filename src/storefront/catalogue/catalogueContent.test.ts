import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { catalogueContent, cataloguePage, productFailureRedirect } from './catalogueContent';
import type { CatalogueSource } from './pageContent';

const product = (name: string, status: 'in-stock' | 'out-of-stock' | 'unavailable' | 'low-stock' = 'in-stock', attendedDeliveryOnly = false) =>
  ({ name, availability: { storeId: '1502', status, quantity: null, attendedDeliveryOnly } }) as never;

function source(overrides: Partial<CatalogueSource> = {}) {
  const search = vi.fn(async () => ({ products: [product('Milk'), product('Wine', 'in-stock', true), product('Eggs', 'out-of-stock')] }) as never);
  const productCall = vi.fn(async () => product('Berries', 'unavailable'));
  return { search, product: productCall, similar: vi.fn(), ...overrides } as unknown as CatalogueSource & { search: typeof search; product: typeof productCall };
}

const statusError = (status?: number) => new ApiError({ kind: 'status', call: 'CALL-X', message: 'failed', ...(status === undefined ? {} : { status }) });

describe('which catalogue content a page shows', () => {
  it('000 §2 product pages of the grocery, wine and marketplace shops name their product number', () => {
    expect(cataloguePage('/shop/product-details.960127.html', '')).toEqual({ kind: 'product', shop: 'grocery', bpn: '960127' });
    expect(cataloguePage('/shop/vineandcellar/product-details.12.html', '')).toEqual({ kind: 'product', shop: 'wine', bpn: '12' });
    expect(cataloguePage('/shop/marketplace/product-details.34.html', '')).toEqual({ kind: 'product', shop: 'marketplace', bpn: '34' });
    expect(cataloguePage('/shop/product-details.abc.html', '')).toBeNull();
    expect(cataloguePage('/x/shop/product-details.1.html', '')).toBeNull();
    expect(cataloguePage('/shop/product-details.1.html/more', '')).toBeNull();
  });

  it('SEARCH-12 the search pages carry the query; a marketplace seller search its seller', () => {
    expect(cataloguePage('/shop/search-results.html', '?q=milk')).toEqual({ kind: 'search', shop: 'grocery', q: 'milk', sellerId: null });
    expect(cataloguePage('/shop/search-results.html', '')).toEqual({ kind: 'search', shop: 'grocery', q: '', sellerId: null });
    expect(cataloguePage('/shop/vineandcellar/search-results.html', '?q=red')).toEqual({ kind: 'search', shop: 'wine', q: 'red', sellerId: null });
    expect(cataloguePage('/shop/marketplace/seller-search.html', '?q=tea&sellerId=s-9')).toEqual({ kind: 'search', shop: 'marketplace', q: 'tea', sellerId: 's-9' });
    expect(cataloguePage('/shop/marketplace/search-results.s-77.html', '?q=tea')).toEqual({ kind: 'search', shop: 'marketplace', q: 'tea', sellerId: 's-77' });
    expect(cataloguePage('/shop/marketplace/search-results.a.b.html', '')).toBeNull();
    expect(cataloguePage('/x/shop/marketplace/search-results.s.html', '')).toBeNull();
    expect(cataloguePage('/shop/marketplace/search-results.s.html/x', '')).toBeNull();
  });

  it('000 §2 aisle pages, by either address, name their aisle; other pages have no catalogue content', () => {
    expect(cataloguePage('/shop/aisles/dairy-eggs.html', '')).toEqual({ kind: 'aisle', slug: 'dairy-eggs' });
    expect(cataloguePage('/shop/aisles/dairy-eggs.3132.html', '')).toEqual({ kind: 'aisle', slug: 'dairy-eggs' });
    expect(cataloguePage('/content/shop/freshway/en/aisles/bakery', '')).toEqual({ kind: 'aisle', slug: 'bakery' });
    expect(cataloguePage('/shop/aisles/dairy.1.html', '')).toBeNull();
    expect(cataloguePage('/shop/aisles/Dairy.html', '')).toBeNull();
    expect(cataloguePage('/x/content/shop/freshway/en/aisles/bakery', '')).toBeNull();
    expect(cataloguePage('/x/shop/aisles/bakery.html', '')).toBeNull();
    expect(cataloguePage('/shop/aisles/bakery.html/x', '')).toBeNull();
    expect(cataloguePage('/', '?q=milk')).toBeNull();
  });
});

describe('ERR-17 PAGES-07 the product page after a failed catalogue call', () => {
  it('a server error goes to the error page; a client error, no status or another failure stays', () => {
    expect(productFailureRedirect(statusError(500))).toBe('/error-page/500.html');
    expect(productFailureRedirect(statusError(503))).toBe('/error-page/500.html');
    expect(productFailureRedirect(statusError(404))).toBeNull();
    expect(productFailureRedirect(statusError())).toBeNull();
    expect(productFailureRedirect(new Error('500'))).toBeNull();
    expect(productFailureRedirect(Object.assign(new Error('failed'), { status: 500 }))).toBeNull();
  });
});

describe('the catalogue content of a page at a store', () => {
  it('ERR-20 a product page shows its product and its stock label, asked for the page shop, number and store', async () => {
    const s = source();
    const signal = new AbortController().signal;
    expect(await catalogueContent(s, '/shop/vineandcellar/product-details.12.html', '', '1502', signal)).toEqual({ outcome: 'loaded', texts: ['Berries', 'This item is not available right now'] });
    expect(s.product).toHaveBeenCalledWith({ shop: 'wine', bpn: '12', storeId: '1502' }, signal);
  });

  it('a product the catalogue does not have is not found', async () => {
    expect(await catalogueContent(source({ product: async () => null }), '/shop/product-details.1.html', '', '1502')).toEqual({ outcome: 'not-found', texts: ['This product could not be found'] });
  });

  it('ERR-20 a search shows the names with their labels: 24 results of the page shop, the seller where there is one', async () => {
    const s = source();
    expect(await catalogueContent(s, '/shop/search-results.html', '?q=milk', '1502')).toEqual({ outcome: 'loaded', texts: ['Milk', 'Wine', 'Available only with Attended Delivery', 'Eggs', 'This item is currently out of stock.'] });
    expect(s.search).toHaveBeenCalledWith({ shop: 'grocery', q: 'milk', storeId: '1502', size: 24 }, undefined);
    await catalogueContent(s, '/shop/marketplace/seller-search.html', '?q=tea&sellerId=s-9', '1502');
    expect(s.search).toHaveBeenLastCalledWith({ shop: 'marketplace', q: 'tea', storeId: '1502', size: 24, sellerId: 's-9' }, undefined);
    await catalogueContent(s, '/shop/marketplace/search-results.s-77.html', '?q=tea', '1502');
    expect(s.search).toHaveBeenLastCalledWith({ shop: 'marketplace', q: 'tea', storeId: '1502', size: 24, sellerId: 's-77' }, undefined);
  });

  it('an aisle shows 48 grocery products of the aisle', async () => {
    const s = source();
    await catalogueContent(s, '/shop/aisles/bakery.html', '', '1605');
    expect(s.search).toHaveBeenCalledWith({ shop: 'grocery', aisle: 'bakery', storeId: '1605', size: 48 }, undefined);
  });

  it('ERR-17 PAGES-07 a product page whose call answered a server error goes to the error page', async () => {
    expect(await catalogueContent(source({ product: async () => Promise.reject(statusError(500)) }), '/shop/product-details.1.html', '', '1502')).toEqual({ outcome: 'failed', texts: ['Something went wrong'], redirect: '/error-page/500.html' });
  });

  it('any other failure leaves the message of what could not be loaded', async () => {
    const failing = async () => Promise.reject(statusError(500));
    expect(await catalogueContent(source({ product: async () => Promise.reject(statusError(404)) }), '/shop/product-details.1.html', '', '1502')).toEqual({ outcome: 'failed', texts: ["We couldn't load this product right now."] });
    expect(await catalogueContent(source({ search: failing }), '/shop/aisles/bakery.html', '', '1502')).toEqual({ outcome: 'failed', texts: ["We couldn't load this aisle right now."] });
    expect(await catalogueContent(source({ search: failing }), '/shop/search-results.html', '?q=x', '1502')).toEqual({ outcome: 'failed', texts: ["We couldn't load search results right now."] });
  });

  it('a page without catalogue content asks nothing', async () => {
    const s = source();
    expect(await catalogueContent(s, '/', '', '1502')).toBeNull();
    expect(s.search).not.toHaveBeenCalled();
    expect(s.product).not.toHaveBeenCalled();
  });
});
