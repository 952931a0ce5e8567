import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogueSearchResponse } from '../../../spec/schemas/upstream/catalogue';
import { RecipeSearchResponse } from '../../../spec/schemas/upstream/recipes';
import { createSimContext } from '../../core/context';
import { invoke } from '../identity/testing';
import { CATALOGUE, SELLERS } from './products';
import { RECIPES, recipeRelevance } from './recipes';
import { catalogueRoutes } from './routes';
import { relevance } from './search';

const ctx = createSimContext();
const search = async (path: string) => {
  const res = await invoke(catalogueRoutes, ctx, 'GET', path);
  return { status: res.status, invalidField: res.headers?.['x-sim-invalid-field'], parsed: res.status === 200 ? CatalogueSearchResponse.parse(res.body) : null };
};

describe('catalogue', () => {
  it('holds a few hundred products across grocery aisles, the wine shop and several marketplace sellers', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(250);
    expect(new Set(CATALOGUE.map((p) => p.bpn)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.filter((p) => p.shop === 'grocery').map((p) => p.aisle.id)).size).toBeGreaterThanOrEqual(8);
    expect(CATALOGUE.filter((p) => p.shop === 'wine').length).toBeGreaterThan(20);
    expect(new Set(CATALOGUE.filter((p) => p.shop === 'marketplace').map((p) => p.seller?.sellerId)).size).toBe(SELLERS.length);
  });
});

describe('CALL-20 seller search', () => {
  it('CALL-20 cross-seller search finds matching marketplace products of every seller, with a seller facet', async () => {
    const { parsed } = await search('/search/seller-carousel?q=mug&storeId=1502');
    expect(parsed?.shop).toBe('marketplace');
    expect(parsed?.products.length).toBeGreaterThan(1);
    expect(parsed?.products.every((p) => p.shop === 'marketplace' && /mug/i.test(p.name))).toBe(true);
    expect(parsed?.sellers.map((s) => s.sellerId).sort()).toEqual(['mkp-5120', 'mkp-6033', 'mkp-7301']);
    expect(parsed?.sellers.reduce((n, s) => n + s.count, 0)).toBe(parsed?.total);
  });

  it('CALL-20 a seller id walls the search to that seller, and the facet still lists the other sellers', async () => {
    const { parsed } = await search('/search/seller-carousel?q=mug&storeId=1502&sellerId=mkp-6033');
    expect(parsed?.products.map((p) => p.name)).toEqual(['Camping Mug']);
    expect(parsed?.products[0]?.seller).toEqual({ sellerId: 'mkp-6033', name: 'Trailhead Outfitters' });
    expect(parsed?.sellers.length).toBe(3);
  });

  it('CALL-20 shop=grocery searches the banner shelf: relevance puts exact name matches first and requires every word', async () => {
    const { parsed } = await search('/search/seller-carousel?shop=grocery&q=whole%20milk&storeId=1502');
    expect(parsed?.products.map((p) => p.name)).toEqual(['Lucerne Whole Milk', 'O Organics Whole Milk']);
    const plural = await search('/search/seller-carousel?shop=grocery&q=apples&storeId=1502');
    expect(plural.parsed?.products.every((p) => p.name.includes('Gala Apples'))).toBe(true);
    expect((await search('/search/seller-carousel?shop=grocery&q=zzzz&storeId=1502')).parsed?.total).toBe(0);
  });

  it('CALL-20 CALL-21 a one-product search for a product the shop does not have is a 404 PRODUCT_NOT_FOUND; a known one answers 200', async () => {
    for (const path of ['/search/seller-carousel?shop=grocery&bpn=123&size=1', '/search/seller-carousel?shop=grocery&bpn=999999999&storeId=1502', '/search/wine-carousel?bpn=960012421']) {
      const res = await invoke(catalogueRoutes, ctx, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ errorCode: 'PRODUCT_NOT_FOUND' });
    }
    expect((await search('/search/seller-carousel?shop=grocery&bpn=960012421&size=1')).status).toBe(200);
    expect((await search('/search/seller-carousel?shop=grocery&bpn=abc')).status).toBe(400);
  });

  it('CALL-20 an aisle lists that aisle; pages are disjoint and together give the total', async () => {
    const first = (await search('/search/seller-carousel?shop=grocery&aisle=produce&storeId=1502&size=12')).parsed;
    const second = (await search('/search/seller-carousel?shop=grocery&aisle=produce&storeId=1502&size=12&page=2')).parsed;
    const third = (await search('/search/seller-carousel?shop=grocery&aisle=produce&storeId=1502&size=12&page=3')).parsed;
    expect(first?.aisle).toEqual({ id: 'produce', name: 'Produce' });
    const all = [...(first?.products ?? []), ...(second?.products ?? []), ...(third?.products ?? [])];
    expect(all.length).toBe(first?.total);
    expect(new Set(all.map((p) => p.bpn)).size).toBe(all.length);
    expect(all.every((p) => p.aisle.id === 'produce')).toBe(true);
  });

  it('ERR-20 availability is per store: the pinned salmon is out of stock at 1502 and the pinned ribeye not carried; another store differs', async () => {
    const at1502 = (await search('/search/seller-carousel?shop=grocery&bpn=960012421&storeId=1502')).parsed;
    expect(at1502?.products[0]?.availability).toMatchObject({ storeId: '1502', status: 'out-of-stock', quantity: 0 });
    const ribeye = (await search('/search/seller-carousel?shop=grocery&bpn=960012431&storeId=1502')).parsed;
    expect(ribeye?.products[0]?.availability?.status).toBe('unavailable');
    const elsewhere = (await search('/search/seller-carousel?shop=grocery&bpn=960012421&storeId=2210')).parsed;
    expect(elsewhere?.products[0]?.availability?.status).not.toBe('out-of-stock');
    const aisle1502 = (await search('/search/seller-carousel?shop=grocery&aisle=pantry&storeId=1502&size=48')).parsed?.products.map((p) => p.availability?.status);
    const aisle2210 = (await search('/search/seller-carousel?shop=grocery&aisle=pantry&storeId=2210&size=48')).parsed?.products.map((p) => p.availability?.status);
    expect(aisle1502).not.toEqual(aisle2210);
  });

  it('CALL-20 without a store answers the carousel without availability (sellers and products)', async () => {
    const { parsed } = await search('/search/seller-carousel');
    expect(parsed?.storeId).toBeNull();
    expect(parsed?.sellers.length).toBe(SELLERS.length);
    expect(parsed?.products.every((p) => p.availability === null)).toBe(true);
  });

  it('CALL-20 a malformed query is a 400 naming the field; an unknown store is a 404', async () => {
    for (const [path, field] of [
      ['/search/seller-carousel?storeId=abc', 'storeId'],
      ['/search/seller-carousel?size=500', 'size'],
      ['/search/seller-carousel?page=0', 'page'],
      ['/search/seller-carousel?sellerId=Bad%20Id', 'sellerId'],
      ['/search/seller-carousel?shop=wine', 'shop'],
    ] as const) {
      const res = await search(path);
      expect(res.status, path).toBe(400);
      expect(res.invalidField).toBe(field);
    }
    expect((await search('/search/seller-carousel?storeId=9')).status).toBe(404);
    expect((await search('/search/seller-carousel?shop=grocery&sellerId=mkp-4417')).status).toBe(400);
  });
});

describe('CALL-21 wine search', () => {
  it('CALL-21 finds wines only, each needing attended delivery', async () => {
    const { parsed } = await search('/search/wine-carousel?q=cabernet&storeId=1502');
    expect(parsed?.shop).toBe('wine');
    expect(parsed?.products.length).toBeGreaterThan(0);
    expect(parsed?.products.every((p) => p.shop === 'wine' && p.name.includes('Cabernet') && p.availability?.attendedDeliveryOnly === true)).toBe(true);
    expect(parsed?.products[0]?.upc).toMatch(/^\d{13}$/);
  });

  it('CALL-21 ignores no input: any query string answers 200 or a 400, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (q, page) => {
        const res = await invoke(catalogueRoutes, ctx, 'GET', `/search/wine-carousel?q=${encodeURIComponent(q)}&page=${encodeURIComponent(page)}`);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 60 },
    );
  });
});

describe('search relevance', () => {
  it('CALL-20 relevance is zero unless every query word matches, and adding a word never widens the results', () => {
    const word = fc.constantFrom('milk', 'organic', 'apples', 'bread', 'mug', 'travel', 'salmon', 'cheese', 'o', 'lucerne');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), word, (ws, extra) => {
        const q = ws.join(' ');
        const wider = CATALOGUE.filter((p) => relevance(q, p) > 0).map((p) => p.bpn);
        const narrower = CATALOGUE.filter((p) => relevance(`${q} ${extra}`, p) > 0).map((p) => p.bpn);
        expect(narrower.every((b) => wider.includes(b))).toBe(true);
      }),
    );
  });
});

describe('recipe search (decision 0406)', () => {
  const recipes = async (path: string) => {
    const res = await invoke(catalogueRoutes, ctx, 'GET', path);
    return { status: res.status, invalidField: res.headers?.['x-sim-invalid-field'], parsed: res.status === 200 ? RecipeSearchResponse.parse(res.body) : null };
  };

  it('DEEPLINK-16 the recipes tab search finds recipes by name first, then by ingredient', async () => {
    const { parsed } = await recipes('/search/recipes?q=salmon');
    expect(parsed?.recipes.map((r) => r.id)).toEqual(['lemon-garlic-salmon', 'salmon-spinach-rice-bowl']);
    const spinach = await recipes('/search/recipes?q=spinach');
    // Name matches rank before recipes that only use the ingredient.
    expect(spinach.parsed?.recipes[0]?.id).toBe('salmon-spinach-rice-bowl');
    expect(spinach.parsed?.recipes.map((r) => r.id)).toContain('ribeye-steak-dinner');
  });

  it('DEEPLINK-16 every query word must match; no query lists every recipe; pages partition the matches', async () => {
    expect((await recipes('/search/recipes?q=salmon%20dessert')).parsed?.total).toBe(0);
    const all = await recipes('/search/recipes?size=48');
    expect(all.parsed?.total).toBe(RECIPES.length);
    const first = await recipes('/search/recipes?size=10&page=1');
    const third = await recipes('/search/recipes?size=10&page=3');
    expect(first.parsed?.recipes).toHaveLength(10);
    expect(third.parsed?.recipes).toHaveLength(RECIPES.length - 20);
  });

  it('malformed query values are a 400 naming the field', async () => {
    expect(await recipes('/search/recipes?size=0')).toMatchObject({ status: 400, invalidField: 'size' });
    expect(await recipes('/search/recipes?page=x')).toMatchObject({ status: 400, invalidField: 'page' });
  });

  it('every ingredient search term finds products in the grocery shop, so "shop ingredients" never lands on an empty page', async () => {
    for (const term of new Set(RECIPES.flatMap((r) => r.ingredients.map((i) => i.searchTerm)))) {
      const { parsed } = await search(`/search/seller-carousel?shop=grocery&q=${encodeURIComponent(term)}`);
      expect(parsed?.total, term).toBeGreaterThan(0);
    }
  });

  it('property: any query text answers 200 with a schema-valid page whose recipes all match every query word', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (q) => {
        const { status, parsed } = await recipes(`/search/recipes?q=${encodeURIComponent(q)}`);
        expect(status).toBe(200);
        expect(parsed?.recipes.length).toBeLessThanOrEqual(parsed?.size ?? 0);
        for (const r of parsed?.recipes ?? []) expect(recipeRelevance(q, RECIPES.findIndex((x) => x.id === r.id))).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});
