import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { servicePaths } from '../../../spec/config/endpoints';
import { CatalogueSearchResponse } from '../../../spec/schemas/upstream/catalogue';
import { createSimContext } from '../../core/context';
import { contentRoutes } from '../content/routes';
import { invoke } from '../identity/testing';
import { servletRoutes } from '../servlets/routes';
import { CATALOGUE, brandSlug, productByBpn, stockAt } from './products';
import { promotionsFor, splashDeals } from './promotions';
import { catalogueRoutes } from './routes';
import { searchCatalogue } from './search';

const ctx = createSimContext();
const bogo = CATALOGUE.filter((p) => p.promotion?.id === 'bogo');

describe('catalogue promotions (decision 0434)', () => {
  it('a few grocery products are buy one get one free, none of them also on sale', () => {
    expect(bogo.length).toBeGreaterThan(5);
    for (const p of bogo) {
      expect(p.shop).toBe('grocery');
      expect(p.wasPrice).toBeUndefined();
    }
  });

  it('CALL-17 answers buy one get one free only for terms whose products have it, with how many', () => {
    const withIt = bogo[0]!.name;
    expect(promotionsFor(withIt)).toEqual([{ id: 'bogo', text: 'buy_one_get_one_free', searchTerms: withIt, count: expect.any(Number) }]);
    const without = CATALOGUE.find((p) => p.shop === 'grocery' && p.promotion === undefined && promotionsFor(p.name).length === 0);
    expect(without, 'some search finds no promoted product').toBeDefined();
    expect(promotionsFor('zzz-no-such-product')).toEqual([]);
  });

  it('property: the promotion count is what a search filtered by the promotion finds', () => {
    const words = [...new Set(CATALOGUE.filter((p) => p.shop === 'grocery').flatMap((p) => p.terms))];
    fc.assert(
      fc.property(fc.constantFrom(...words), (q) => {
        const answered = promotionsFor(q)[0]?.count ?? 0;
        expect(searchCatalogue({ shop: 'grocery', q, promo: 'bogo', size: 100 }).total).toBe(answered);
      }),
      { numRuns: 60 },
    );
  });

  it('CALL-20 promo and brand filters narrow the search; the brand facet names every brand of the matches', async () => {
    const res = await invoke(catalogueRoutes, ctx, 'GET', '/search/seller-carousel?shop=grocery&promo=bogo&storeId=1502&size=48');
    const parsed = CatalogueSearchResponse.parse(res.body);
    expect(parsed.total).toBe(bogo.length);
    expect(parsed.products.every((p) => (p.promotion as { id: string } | undefined)?.id === 'bogo')).toBe(true);
    const sale = CatalogueSearchResponse.parse((await invoke(catalogueRoutes, ctx, 'GET', '/search/seller-carousel?shop=grocery&promo=sale&size=48')).body);
    expect(sale.products.every((p) => p.wasPrice !== undefined && p.wasPrice > p.price)).toBe(true);
    const all = CatalogueSearchResponse.parse((await invoke(catalogueRoutes, ctx, 'GET', '/search/seller-carousel?shop=grocery&size=1')).body);
    expect(all.brands?.map((b) => b.name)).toEqual(['Bakery Fresh', 'Farm Fresh', 'Home Essentials', 'Lucerne', 'O Organics', 'Open Nature', 'Refreshe', 'Signature Care', 'Signature Select', 'Waterfront Bistro']);
    const lucerne = CatalogueSearchResponse.parse((await invoke(catalogueRoutes, ctx, 'GET', '/search/seller-carousel?shop=grocery&brand=lucerne&size=48')).body);
    expect(lucerne.total).toBe(all.brands?.find((b) => b.slug === 'lucerne')?.count);
    expect(lucerne.products.every((p) => p.brand === 'Lucerne')).toBe(true);
    expect((await invoke(catalogueRoutes, ctx, 'GET', '/search/seller-carousel?shop=grocery&brand=Not%20A%20Slug')).status).toBe(400);
    expect((await invoke(catalogueRoutes, ctx, 'GET', '/search/seller-carousel?shop=grocery&promo=free-lunch')).status).toBe(400);
    expect(brandSlug('Hearth & Home Goods')).toBe('hearth-and-home-goods');
  });

  it('CALL-17 over the route: a search for a promoted product answers its promotion; one for nothing promoted answers none', async () => {
    const term = encodeURIComponent(bogo[0]!.name);
    const withIt = (await invoke(servletRoutes, ctx, 'GET', `/bin/wcax/promos.single.json?searchTerms=${term}`)).body as { promos: { id: string }[] };
    expect(withIt.promos.map((p) => p.id)).toEqual(['bogo']);
    const none = (await invoke(servletRoutes, ctx, 'GET', '/bin/wcax/promos.single.json?searchTerms=zzzz')).body as { promos: unknown[] };
    expect(none.promos).toEqual([]);
  });

  it('CALL-66 splash deals are the store\'s real reduced-price items in stock: product, price and saving, biggest saving first', async () => {
    const deals = splashDeals('1502', 3);
    expect(deals).toHaveLength(3);
    for (const d of deals) {
      const product = productByBpn(d.bpn)!;
      expect(d).toMatchObject({ title: product.name, imageUrl: product.imageUrl, price: product.price, wasPrice: product.wasPrice });
      expect(d.saving).toBeCloseTo(product.wasPrice! - product.price, 2);
      expect(['in-stock', 'low-stock']).toContain(stockAt(product, '1502').status);
    }
    expect(deals.map((d) => d.saving)).toEqual([...deals.map((d) => d.saving)].sort((a, b) => b - a));
    const res = await invoke(contentRoutes, ctx, 'POST', servicePaths.splash, { body: { placement: 'splash', storeId: '1502', uiPageSize: 3, householdId: '', assortmentChannel: 'instore', platform: 'web' } });
    const body = res.body as { dealsInfo: Array<{ title: string }> };
    expect(body.dealsInfo.map((d) => d.title)).toEqual(deals.map((d) => d.title));
    expect(body.dealsInfo.some((d) => /Weekly deal/.test(d.title))).toBe(false);
  });
});
