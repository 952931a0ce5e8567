import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestHeaders } from '../rules/calls';
import { CATALOGUE_HEADERS, catalogueRequest, productQuery } from './catalogueRequest';
import { buildHeaders } from './http';

describe('the catalogue request', () => {
  it("CALLS-02 the catalogue's headers are the rule's assembly for an untraced call of nobody: accept alone, no trace, no bearer", () => {
    expect(CATALOGUE_HEADERS).toEqual(requestHeaders({ traced: false }).headers);
    expect(CATALOGUE_HEADERS).toEqual({ accept: 'application/json' });
  });

  it("CALLS-02 they are what the clients' header builder gives an untraced call without a caller, whatever the clock and randomness", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (now, random) => {
        expect(buildHeaders({ now: () => now, random: () => random }, {})).toEqual(CATALOGUE_HEADERS);
      }),
    );
  });

  it('CALL-20 every request gets its own copy of the headers, so one request changing its own leaves the next alone', () => {
    const first = catalogueRequest('http://127.0.0.1:9', productQuery({ shop: 'grocery', bpn: '960012345', storeId: null }));
    first.headers['x-extra'] = 'changed';
    const second = catalogueRequest('http://127.0.0.1:9', productQuery({ shop: 'grocery', bpn: '960012345', storeId: null }));
    expect(second.headers).toEqual({ accept: 'application/json' });
    expect(second.url).toBe('http://127.0.0.1:9/search/seller-carousel?size=1&bpn=960012345&shop=grocery');
  });
});

describe('the catalogue request for each shop', () => {
  it('CALL-20 CALL-21 the banner\'s shop and the marketplace search the seller carousel, the wine shop the wine carousel, on the site origin', () => {
    const grocery = catalogueRequest('http://127.0.0.1:9//', { shop: 'grocery', storeId: '1502', q: ' milk ', aisle: 'dairy', sellerId: 'mkp-1', page: 2, size: 24, promo: 'sale', brand: 'acme' });
    expect(grocery.call).toBe('CALL-20');
    expect(grocery.raw).toEqual({ storeId: '1502', q: 'milk', aisle: 'dairy', page: '2', size: '24', promo: 'sale', brand: 'acme', shop: 'grocery' });
    const url = new URL(grocery.url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/search/seller-carousel');
    expect(Object.fromEntries(url.searchParams)).toEqual({ storeId: '1502', q: 'milk', aisle: 'dairy', page: '2', size: '24', promo: 'sale', brand: 'acme', shop: 'grocery' });
    const marketplace = catalogueRequest('', { shop: 'marketplace', sellerId: 'mkp-1', q: '  ' });
    expect(marketplace).toMatchObject({ call: 'CALL-20', url: '/search/seller-carousel?shop=marketplace&sellerId=mkp-1' });
    expect(marketplace.raw.q).toBeUndefined();
    const wine = catalogueRequest('http://127.0.0.1:9', { shop: 'wine', storeId: '1502', sellerId: 'mkp-1', bpn: '970000001' });
    expect(wine).toMatchObject({ call: 'CALL-21', url: 'http://127.0.0.1:9/search/wine-carousel?storeId=1502&bpn=970000001' });
    expect(Object.keys(wine.raw)).not.toContain('shop');
  });

  it('CALL-20 the product page asks for one product, at the store when there is one', () => {
    expect(productQuery({ shop: 'marketplace', bpn: '980000215', storeId: '1502' })).toEqual({ shop: 'marketplace', storeId: '1502', bpn: '980000215', size: 1 });
    expect(productQuery({ shop: 'grocery', bpn: '960012345', storeId: null })).toStrictEqual({ shop: 'grocery', bpn: '960012345', size: 1 });
  });
});
