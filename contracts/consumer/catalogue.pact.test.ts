import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { createRecipeClient } from '../../src/api/recipes';
import { apiAt, eachLike, integer, like, pactFor, regex, rejection } from './support';

const pact = pactFor('catalogue');

const STATUS = regex(/^(in-stock|low-stock|out-of-stock|unavailable)$/, 'in-stock');
const product = (overrides: Record<string, unknown> = {}) => ({
  bpn: regex(/^\d{6,12}$/, '960012421'),
  upc: regex(/^\d{13}$/, '0000960012421'),
  name: like('Open Nature Atlantic Salmon Fillet'),
  brand: like('Open Nature'),
  size: like('per lb'),
  price: like(11.99),
  unitPrice: like('$11.99/lb'),
  imageUrl: like('/images/products/960012421.png'),
  description: like('Open Nature Atlantic Salmon Fillet, per lb.'),
  aisle: { id: like('meat-seafood'), name: like('Meat & Seafood') },
  department: like('Fresh'),
  shop: 'grocery',
  seller: null,
  availability: { storeId: '1502', status: STATUS, quantity: integer(12), attendedDeliveryOnly: false },
  ...overrides,
});
const page = (shop: string, query: string, storeId: string | null, extra: Record<string, unknown>) => ({
  query,
  storeId,
  shop,
  page: 1,
  total: integer(1),
  aisle: null,
  aisles: eachLike({ id: like('kitchen-home'), name: like('Kitchen & Home'), count: integer(1) }),
  sellers: eachLike({ sellerId: like('mkp-5120'), name: like('Hearth & Home Goods'), count: integer(1) }, 0),
  ...extra,
});

describe('catalogue contract', () => {
  it('CALL-20 SEARCH-03 a seller-walled marketplace search answers that seller’s products with availability at the store', async () => {
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-20 a marketplace search walled to one seller')
      .withRequest('GET', '/search/seller-carousel', (b) => b.query({ storeId: '1502', q: 'mug', page: '1', size: '24', shop: 'marketplace', sellerId: 'mkp-6033' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page('marketplace', 'mug', '1502', {
            size: 24,
            products: eachLike(
              product({
                name: like('Camping Mug'),
                shop: 'marketplace',
                seller: { sellerId: 'mkp-6033', name: like('Trailhead Outfitters') },
                availability: { storeId: '1502', status: STATUS, quantity: null, attendedDeliveryOnly: false },
              }),
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const found = await api.catalogue.search({ shop: 'marketplace', q: 'mug', storeId: '1502', sellerId: 'mkp-6033', page: 1, size: 24 });
        expect(found.products.every((p) => p.seller?.sellerId === 'mkp-6033')).toBe(true);
      });
  });

  it('CALL-20 the seller list of the dropdown: no store, no query, every seller', async () => {
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-20 the marketplace seller list without a store')
      .withRequest('GET', '/search/seller-carousel', (b) => b.query({ size: '1', shop: 'marketplace' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page('marketplace', '', null, {
            size: 1,
            sellers: eachLike({ sellerId: like('mkp-4417'), name: like('Pantry Partners'), count: integer(10) }),
            products: eachLike(product({ shop: 'marketplace', seller: { sellerId: like('mkp-4417'), name: like('Pantry Partners') }, availability: null })),
          }),
        ),
      )
      .executeTest(async (server) => {
        const found = await apiAt(server.url).api.catalogue.search({ shop: 'marketplace', size: 1 });
        expect(found.sellers.length).toBeGreaterThan(0);
      });
  });

  // CALL-20 for the product page: the pinned salmon, at a store or (before the page load has decided one) without.
  const salmon = (storeId: string | null, availability: unknown) =>
    pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving(storeId === null ? 'CALL-20 one grocery product by bpn without a store' : `CALL-20 one grocery product by bpn at store ${storeId}`)
      .withRequest('GET', '/search/seller-carousel', (b) => b.query({ ...(storeId === null ? {} : { storeId }), size: '1', bpn: '960012421', shop: 'grocery' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page('grocery', '', storeId, {
            size: 1,
            aisles: eachLike({ id: like('produce'), name: like('Produce'), count: integer(30) }),
            products: eachLike(product({ bpn: '960012421', availability })),
          }),
        ),
      );

  it('CALL-20 one grocery product by bpn at a store: the pinned salmon is out of stock at 1502', async () => {
    await salmon('1502', { storeId: '1502', status: 'out-of-stock', quantity: 0, attendedDeliveryOnly: false }).executeTest(async (server) => {
      const item = await apiAt(server.url).api.catalogue.product({ shop: 'grocery', bpn: '960012421', storeId: '1502' });
      expect(item?.availability?.status).toBe('out-of-stock');
    });
  });

  it('CALL-20 PAGES-01 one grocery product by bpn before the store is known: the product without availability', async () => {
    await salmon(null, null).executeTest(async (server) => {
      const item = await apiAt(server.url).api.catalogue.product({ shop: 'grocery', bpn: '960012421', storeId: null });
      expect(item?.bpn).toBe('960012421');
      expect(item?.availability).toBeNull();
    });
  });

  it('CALL-20 a product the shop does not have is a 404 PRODUCT_NOT_FOUND, which the client answers as no product', async () => {
    await pact
      .addInteraction()
      .uponReceiving('CALL-20 one grocery product by a bpn the shop does not have')
      .withRequest('GET', '/search/seller-carousel', (b) => b.query({ size: '1', bpn: '123', shop: 'grocery' }))
      .willRespondWith(404, (b) => b.jsonBody({ errorCode: 'PRODUCT_NOT_FOUND', errorMessage: like('Product 123 not found') }))
      .executeTest(async (server) => {
        expect(await apiAt(server.url).api.catalogue.product({ shop: 'grocery', bpn: '123', storeId: null })).toBeNull();
      });
  });

  it('CALL-21 SEARCH-04 a wine search answers wines that need attended delivery', async () => {
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-21 a wine search at store 1502')
      .withRequest('GET', '/search/wine-carousel', (b) => b.query({ storeId: '1502', q: 'cabernet', size: '24' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page('wine', 'cabernet', '1502', {
            size: 24,
            aisles: eachLike({ id: like('red-wine'), name: like('Red Wine'), count: integer(4) }),
            products: eachLike(product({ name: like('Napa Valley Cabernet Sauvignon'), shop: 'wine', aisle: { id: like('red-wine'), name: like('Red Wine') }, availability: { storeId: '1502', status: STATUS, quantity: integer(12), attendedDeliveryOnly: true } })),
          }),
        ),
      )
      .executeTest(async (server) => {
        const found = await apiAt(server.url).api.catalogue.search({ shop: 'wine', q: 'cabernet', storeId: '1502', size: 24 });
        expect(found.products.every((p) => p.availability?.attendedDeliveryOnly)).toBe(true);
      });
  });

  it('CALL-20 a store that does not exist is a 404 the client raises as an ApiError', async () => {
    await pact
      .addInteraction()
      .given('store 999999 does not exist')
      .uponReceiving('CALL-20 a search at a store that does not exist')
      .withRequest('GET', '/search/seller-carousel', (b) => b.query({ storeId: '999999', q: 'milk', shop: 'grocery' }))
      .willRespondWith(404, (b) => b.jsonBody({ errorCode: 'STORE_NOT_FOUND', errorMessage: like('Store 999999 not found') }))
      .executeTest(async (server) => {
        const error = await rejection(apiAt(server.url).api.catalogue.search({ shop: 'grocery', q: 'milk', storeId: '999999' }));
        expect(error.status).toBe(404);
        expect(error.call).toBe('CALL-20');
      });
  });

  it('DEEPLINK-16 the recipes tab: a recipe search answers recipes whose ingredients name the product search that shops them', async () => {
    await pact
      .addInteraction()
      .uponReceiving('DEEPLINK-16 a recipe search for the recipes tab (decision 0406)')
      .withRequest('GET', '/search/recipes', (b) => b.query({ q: 'salmon', page: '1', size: '12' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          query: 'salmon',
          page: 1,
          size: 12,
          total: integer(2),
          recipes: eachLike({
            id: regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lemon-garlic-salmon'),
            name: like('Lemon Garlic Salmon'),
            summary: like('Salmon fillets roasted with lemon, garlic and olive oil.'),
            imageUrl: like('/images/recipes/lemon-garlic-salmon.svg'),
            totalMinutes: integer(25),
            servings: integer(4),
            course: like('Dinner'),
            tags: eachLike('seafood', 0),
            ingredients: eachLike({ name: like('Atlantic salmon fillet'), amount: like('1½ lb'), searchTerm: like('salmon') }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const { config, env } = apiAt(server.url);
        const found = await createRecipeClient({ config: parseConfigObject(config), env }).recipes({ q: 'salmon', page: 1, size: 12 });
        expect(found.recipes[0]?.ingredients[0]?.searchTerm).toBe('salmon');
      });
  });
});
