import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { createCatalogueClient, type CatalogueProduct } from './catalogue';
import { ApiError } from './http';
import { fakeFetch, jsonReply, testConfig, testEnv } from '../../tests/support/api';

const product = {
  bpn: '980000215',
  upc: '0000980000215',
  name: 'Camping Mug',
  brand: 'Trailhead Outfitters',
  size: '12 oz',
  price: 12.8,
  wasPrice: 16,
  unitPrice: '$1.07/oz',
  imageUrl: '/images/products/980000215.png',
  description: 'Camping Mug, 12 oz.',
  aisle: { id: 'outdoor', name: 'Outdoor & Travel' },
  department: 'Marketplace',
  shop: 'marketplace',
  seller: { sellerId: 'mkp-6033', name: 'Trailhead Outfitters' },
  availability: { storeId: '1502', status: 'in-stock', quantity: null, attendedDeliveryOnly: false },
};
const answer = (products: unknown[] = [product], extra: Record<string, unknown> = {}) => ({ query: 'mug', storeId: '1502', shop: 'marketplace', page: 1, size: 24, total: products.length, products, aisle: null, aisles: [], sellers: [], ...extra });

const client = (reply = () => jsonReply(200, answer())) => {
  const { fetch, sent } = fakeFetch(reply);
  return { api: createCatalogueClient({ config: parseConfigObject(testConfig()), env: testEnv(fetch) }), sent };
};

describe('catalogue client', () => {
  it('CALL-20 a seller-walled search goes to the seller carousel path on the site origin with the seller and store', async () => {
    const { api, sent } = client();
    const found = await api.search({ shop: 'marketplace', q: ' mug ', storeId: '1502', sellerId: 'mkp-6033', page: 2, size: 24 });
    expect(found.products[0]?.seller?.name).toBe('Trailhead Outfitters');
    const url = new URL(sent[0]!.url, 'http://127.0.0.1:9');
    expect(url.pathname).toBe('/search/seller-carousel');
    expect(Object.fromEntries(url.searchParams)).toEqual({ storeId: '1502', q: 'mug', page: '2', size: '24', shop: 'marketplace', sellerId: 'mkp-6033' });
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });

  it('CALL-20 the grocery shop never sends a seller id; CALL-21 the wine shop uses the wine carousel path', async () => {
    const { api, sent } = client();
    await api.search({ shop: 'grocery', q: 'milk', storeId: '1502', sellerId: 'mkp-6033' });
    expect(new URL(sent[0]!.url, 'http://x').searchParams.has('sellerId')).toBe(false);
    await api.search({ shop: 'wine', q: 'red', storeId: '1502' });
    const wine = new URL(sent[1]!.url, 'http://x');
    expect(wine.pathname).toBe('/search/wine-carousel');
    expect(wine.searchParams.has('shop')).toBe(false);
  });

  it('CALL-20 product() picks the product with that bpn, or null when the shop has none', async () => {
    expect((await client().api.product({ shop: 'marketplace', bpn: '980000215', storeId: '1502' }))?.name).toBe('Camping Mug');
    expect(await client(() => jsonReply(200, answer([]))).api.product({ shop: 'marketplace', bpn: '980000999', storeId: '1502' })).toBeNull();
  });

  it('CALL-20 product() answers a 404 PRODUCT_NOT_FOUND as no product; a 404 for an unknown store and a 5xx still reject', async () => {
    const missing = client(() => jsonReply(404, { errorCode: 'PRODUCT_NOT_FOUND', errorMessage: 'Product 123 not found' }));
    expect(await missing.api.product({ shop: 'grocery', bpn: '123', storeId: null })).toBeNull();
    expect(new URL(missing.sent[0]!.url, 'http://127.0.0.1:9').searchParams.get('bpn')).toBe('123');
    const store = await client(() => jsonReply(404, { errorCode: 'STORE_NOT_FOUND', errorMessage: 'Store 9 not found' })).api.product({ shop: 'grocery', bpn: '123', storeId: '9' }).catch((e: unknown) => e);
    expect(store).toMatchObject({ status: 404, call: 'CALL-20' });
    const down = await client(() => jsonReply(503, { errorCode: 'DOWN', errorMessage: 'down' })).api.product({ shop: 'grocery', bpn: '123', storeId: null }).catch((e: unknown) => e);
    expect(down).toMatchObject({ status: 503 });
  });

  it('CALL-20 a malformed input fails before any request with the field named', async () => {
    const { api, sent } = client();
    const error = await api.search({ shop: 'grocery', storeId: '15a2' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('missing-input');
    expect((error as ApiError).field).toBe('storeId');
    expect(sent).toHaveLength(0);
  });

  it('CALL-20 a failed or malformed answer is an ApiError with the status or the field, never a crash', async () => {
    const failed = await client(() => jsonReply(503, { errorCode: 'DOWN', errorMessage: 'down' })).api.search({ shop: 'grocery', storeId: '1502' }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ kind: 'status', status: 503, call: 'CALL-20' });
    const bad = await client(() => jsonReply(200, answer([{ ...product, availability: { ...product.availability, status: 'sold-out' } }]))).api.search({ shop: 'grocery', storeId: '1502' }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ kind: 'unexpected-body', field: 'products.0.availability.status' });
  });

  it('CALL-20 CALL-21 any query text is sent encoded and never throws before the request', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.constantFrom('grocery', 'wine', 'marketplace' as const), async (q, shop) => {
        const { api, sent } = client();
        await api.search({ shop, q, storeId: '1502' });
        const sentQ = new URL(sent[0]!.url, 'http://x').searchParams.get('q');
        expect(sentQ).toBe(q.trim() === '' ? null : q.trim());
      }),
      { numRuns: 50 },
    );
  });

  it('CALL-20 CALL-21 every search is a GET', async () => {
    const { api, sent } = client();
    await api.search({ shop: 'marketplace', storeId: '1502' });
    await api.search({ shop: 'wine', storeId: '1502' });
    expect(sent.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('CALL-20 a marketplace search walled to a seller id of another shape is refused before any request, naming sellerId', async () => {
    const { api, sent } = client();
    expect(await api.search({ shop: 'marketplace', storeId: '1502', sellerId: 'MKP 6033' }).catch((e: unknown) => e)).toMatchObject({ kind: 'missing-input', call: 'CALL-20', field: 'sellerId' });
    expect(sent).toHaveLength(0);
  });

  it('CALL-20 product() picks the product with that bpn wherever it is in the answer', async () => {
    const other = { ...product, bpn: '980000216', name: 'Camping Plate' };
    expect((await client(() => jsonReply(200, answer([other, product]))).api.product({ shop: 'marketplace', bpn: '980000215', storeId: '1502' }))?.name).toBe('Camping Mug');
    expect(await client(() => jsonReply(200, answer([other]))).api.product({ shop: 'marketplace', bpn: '980000215', storeId: '1502' })).toBeNull();
  });

  it('CALL-20 product(): a PRODUCT_NOT_FOUND code on another status than 404 still rejects', async () => {
    const error = await client(() => jsonReply(500, { errorCode: 'PRODUCT_NOT_FOUND', errorMessage: 'Product 123 not found' })).api.product({ shop: 'grocery', bpn: '123', storeId: null }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, call: 'CALL-20' });
  });

  it('CALL-20 similar() asks the product\'s aisle (and seller) at the store for one more than the limit, and leaves the product itself out', async () => {
    const others = ['980000216', '980000217', '980000218'].map((bpn) => ({ ...product, bpn }));
    const { api, sent } = client(() => jsonReply(200, answer([others[0], product, others[1], others[2]])));
    expect((await api.similar(product as CatalogueProduct, '1502', 2)).map((p) => p.bpn)).toEqual(['980000216', '980000217']);
    expect(Object.fromEntries(new URL(sent[0]!.url, 'http://x').searchParams)).toEqual({ storeId: '1502', aisle: 'outdoor', size: '3', shop: 'marketplace', sellerId: 'mkp-6033' });
    const grocery = { ...product, shop: 'grocery', seller: null, aisle: { id: 'dairy', name: 'Dairy' } };
    expect((await api.similar(grocery as CatalogueProduct, '1502')).map((p) => p.bpn)).toEqual(['980000216', '980000217', '980000218']);
    expect(Object.fromEntries(new URL(sent[1]!.url, 'http://x').searchParams)).toEqual({ storeId: '1502', aisle: 'dairy', size: '7', shop: 'grocery' });
  });

});
