import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from '../../../spec/schemas/zod';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClipResponse, CountResponse, DerivedEcomResponse, FilterResponse, GalleryResponse, RewardsHistoryResponse, StoresByIdsResponse } from '../../../spec/schemas/upstream/offers';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { bodyOf, invoke } from '../identity/testing';
import { issueAccessToken } from '../identity/tokens';
import { OFFERS_PER_BANNER, offersRoutes } from './routes';
import { PICTURES_DIR } from '../catalogue/pictureFiles';
import { CATALOGUE, GROCERY_AISLES, productByBpn } from '../catalogue/products';

const shopper = knownCustomers.shopper;
const bearer = (ctx: SimContext, uuid: string = shopper.uuid) => ({ authorization: `Bearer ${issueAccessToken(ctx, uuid).accessToken}` });
const get = (ctx: SimContext, path: string, headers: Record<string, string> = {}) => invoke(offersRoutes, ctx, 'GET', path, { headers });
const post = (ctx: SimContext, path: string, body: unknown, headers: Record<string, string> = {}) => invoke(offersRoutes, ctx, 'POST', path, { body, headers });

describe('CALL-32 galleries', () => {
  it('CALL-32 every offer of every banner has a picture the site serves, chosen by its category', async () => {
    const ctx = createSimContext();
    for (const banner of ['freshway', 'valleymarket', 'harborfoods']) {
      const { offers } = GalleryResponse.parse((await get(ctx, `/apim/offers/ecomgallery/anonymous?banner=${banner}`)).body);
      for (const o of offers) {
        expect(o.image, o.offerId).toMatch(/^\/images\/pictures\/[a-z-]+\.svg$/);
        expect(existsSync(join(PICTURES_DIR, o.image.replace('/images/pictures/', ''))), o.image).toBe(true);
      }
      expect(new Set(offers.map((o) => `${o.category}=${o.image}`)).size).toBe(new Set(offers.map((o) => o.category)).size);
    }
  });

  it('CALL-32 the anonymous gallery has no personalised deals and no clip status; the signed-in one has both', async () => {
    const ctx = createSimContext();
    const anon = GalleryResponse.parse((await get(ctx, '/apim/offers/ecomgallery/anonymous?banner=freshway')).body);
    expect(anon.offers.length).toBeGreaterThan(0);
    expect(anon.offers.every((o) => o.program !== 'PD' && o.clipStatus === undefined)).toBe(true);
    const mine = GalleryResponse.parse((await get(ctx, '/apim/offers/ecomgallery', bearer(ctx))).body);
    expect(mine.offers.some((o) => o.program === 'PD')).toBe(true);
    expect(mine.offers.every((o) => o.clipStatus === 'U')).toBe(true);
    expect(mine.totalCount).toBeLessThanOrEqual(OFFERS_PER_BANNER);
  });

  it('CALL-32 personal paths need a valid bearer token (401), and a malformed query names the field', async () => {
    const ctx = createSimContext();
    expect((await get(ctx, '/apim/offers/mylist')).status).toBe(401);
    expect((await get(ctx, '/apim/offers/mylist', { authorization: 'Bearer nope' })).status).toBe(401);
    const bad = await get(ctx, '/apim/offers/ecomgallery?offerProgram=XX', bearer(ctx));
    expect(bad.status).toBe(400);
    expect(bad.headers?.['x-sim-invalid-field']).toBe('offerProgram');
  });

  it('CALL-32 every offer names the catalogue products it applies to: all of its brand\'s grocery items in its aisle (decision 0490)', async () => {
    const ctx = createSimContext({ seed: 3 });
    const { offers } = GalleryResponse.parse((await get(ctx, '/apim/offers/ecomgallery', bearer(ctx))).body);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      const aisle = GROCERY_AISLES.find((a) => a.name === o.category);
      expect(aisle, o.category).toBeDefined();
      expect(aisle?.brands).toContain(o.brand);
      const expected = CATALOGUE.filter((p) => p.shop === 'grocery' && p.aisle.id === aisle?.id && p.brand === o.brand).map((p) => p.bpn);
      expect(o.products.length).toBeGreaterThan(0);
      expect([...o.products].sort()).toEqual([...expected].sort());
      expect(o.products.every((bpn) => productByBpn(bpn)?.brand === o.brand)).toBe(true);
    }
    // Offers go round the aisles, so each grocery aisle has at least one.
    expect(new Set(offers.map((o) => o.category)).size).toBe(Math.min(GROCERY_AISLES.length, offers.length));
  });

  it('CALL-32 the same seed gives the same catalogue under both bases', async () => {
    const a = createSimContext({ seed: 7 });
    const b = createSimContext({ seed: 7 });
    const fromA = GalleryResponse.parse((await get(a, '/apim/offers/offers/gallery/anonymous?banner=valleymarket')).body);
    const fromB = GalleryResponse.parse((await get(b, '/apim/offers-pcf/offers/gallery/anonymous?banner=valleymarket')).body);
    expect(fromB).toEqual(fromA);
  });
});

describe('CALL-33 clip state', () => {
  it('CALL-33 clipping shows in the gallery, mylist and the count on both bases; unclipping removes it', async () => {
    const ctx = createSimContext();
    const auth = bearer(ctx);
    const gallery = GalleryResponse.parse((await get(ctx, '/apim/offers/ecomgallery?offerProgram=MF', auth)).body);
    const [first, second] = gallery.offers;
    if (!first || !second) throw new Error('the seeded gallery has at least two MF offers');
    const clipped = ClipResponse.parse((await post(ctx, '/apim/offers/offers/clip', { items: [{ offerId: first.offerId }, { offerId: second.offerId, storeId: '1502' }] }, auth)).body);
    expect(clipped.items.map((i) => i.clipStatus)).toEqual(['C', 'C']);
    expect(CountResponse.parse((await get(ctx, '/apim/offers-pcf/mylist/count', auth)).body).count).toBe(2);
    await post(ctx, '/apim/offers-pcf/offers/unclip', { offerId: first.offerId }, auth);
    const list = z.pick(GalleryResponse, { offers: true }).parse((await get(ctx, '/apim/offers/mylist', auth)).body).offers.map((o) => o.offerId);
    expect(list).toEqual([second.offerId]);
    // Another customer's clips are their own.
    expect(CountResponse.parse((await get(ctx, '/apim/offers/mylist/count', bearer(ctx, knownCustomers.registered.uuid))).body).count).toBe(0);
  });

  it('CALL-33 clipping an unknown offer answers 404; an empty clip request 400; rewards unclip needs storeId', async () => {
    const ctx = createSimContext();
    const auth = bearer(ctx);
    expect((await post(ctx, '/apim/offers/offers/clip', { offerId: 'nope' }, auth)).status).toBe(404);
    expect((await post(ctx, '/apim/offers/offers/clip', {}, auth)).status).toBe(400);
    const missing = await post(ctx, '/apim/offers/rewards/unclip', { offerId: 'x' }, auth);
    expect(missing.status).toBe(400);
    expect(missing.headers?.['x-sim-invalid-field']).toBe('storeId');
  });

  it('CALL-33 clip then unclip in any order: the count equals the distinct offers clipped and not unclipped (idempotent)', async () => {
    const ctx = createSimContext();
    const auth = bearer(ctx);
    const ids = GalleryResponse.parse((await get(ctx, '/apim/offers/ecomgallery', auth)).body)
      .offers.filter((o) => o.program !== 'GR')
      .map((o) => o.offerId)
      .slice(0, 5);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...ids)), { maxLength: 15 }), async (ops) => {
        await post(ctx, '/apim/offers/offers/unclip', { items: ids.map((offerId) => ({ offerId })) }, auth);
        const model = new Set<string>();
        for (const [clip, offerId] of ops) {
          await post(ctx, clip ? '/apim/offers/offers/clip' : '/apim/offers/offers/unclip', { offerId }, auth);
          if (clip) model.add(offerId);
          else model.delete(offerId);
        }
        expect(CountResponse.parse((await get(ctx, '/apim/offers/mylist/count', auth)).body).count).toBe(model.size);
      }),
      { numRuns: 40 },
    );
  });
});

describe('CALL-34..37 xAPI, gallery tools, rewards and stores', () => {
  it('CALL-34 new-registration offers are allocated once and then listed in the instant-allocation gallery', async () => {
    const ctx = createSimContext();
    const auth = bearer(ctx);
    const first = bodyOf(await post(ctx, '/apim/offers/xapi/offers/event/new_registration/offers', {}, auth)).allocated as string[];
    expect(first.length).toBeGreaterThan(0);
    await post(ctx, '/apim/offers/xapi/offers/event/new_registration/offers', {}, auth);
    const instant = z.pick(GalleryResponse, { offers: true }).parse((await get(ctx, '/apim/offers/xapi/offers/instantAllocationGallery', auth)).body).offers.map((o) => o.offerId);
    expect(new Set(instant)).toEqual(new Set(first));
  });

  it('CALL-35 filters count the running offers; challenges need storeId; savings only for the own card', async () => {
    const ctx = createSimContext();
    const auth = bearer(ctx);
    const filters = FilterResponse.parse((await get(ctx, '/apim/offers/dce/offergallery/offers/filter', auth)).body).filters;
    const total = GalleryResponse.parse((await get(ctx, '/apim/offers/ecomgallery', auth)).body).totalCount;
    expect(filters.categories.reduce((n, c) => n + c.count, 0)).toBe(total);
    expect((await get(ctx, '/apim/offers/dce/offergallery/challenges', auth)).status).toBe(400);
    expect((await get(ctx, '/apim/offers/dce/offergallery/challenges?storeId=1502', auth)).status).toBe(200);
    const card = ctx.db.customer.findFirst({ where: { id: { equals: shopper.uuid } } })?.clubCard ?? '';
    expect((await get(ctx, `/apim/offers/dce/mycard/${card}/savings`, auth)).status).toBe(200);
    expect((await get(ctx, '/apim/offers/dce/mycard/000/savings', auth)).status).toBe(403);
  });

  it('CALL-36 rewards history pages through the account history', async () => {
    const ctx = createSimContext();
    const auth = bearer(ctx);
    const page = RewardsHistoryResponse.parse((await get(ctx, '/apim/offers/xapi/ocrp/rewards/v3/rewardsHistory?page=1&size=2', auth)).body);
    expect(page.total).toBe(shopper.orderCount);
    expect(page.history).toHaveLength(2);
    expect((await get(ctx, '/apim/offers/xapi/ocrp/rewards/v3/rewardsHistory?size=1000', auth)).status).toBe(400);
  });

  it('CALL-37 ERR-33 stores by ids, and a derived ecommerce store (the banner default for a non-ecommerce store)', async () => {
    const ctx = createSimContext();
    const stores = StoresByIdsResponse.parse((await get(ctx, '/apim/offers/xapi/storeresolver/v2/storesByIds?storeIds=1502,9999')).body).stores;
    expect(stores.map((s) => s.storeId)).toEqual(['1502']);
    const nonEcom = ctx.db.store.findFirst({ where: { isEcom: { equals: false } } });
    if (nonEcom) {
      const derived = DerivedEcomResponse.parse((await get(ctx, `/apim/offers/api/services/locator/store/derivedecom?storeId=${nonEcom.id}`)).body);
      const def = ctx.db.store.findFirst({ where: { banner: { equals: nonEcom.banner }, isDefault: { equals: true } } });
      expect(derived.derivedEcomStoreId).toBe(def?.id);
    }
    expect((await get(ctx, '/apim/offers/api/services/locator/store/derivedecom?storeId=999999')).status).toBe(404);
    expect((await get(ctx, '/apim/offers/xapi/storeresolver/v2/storesByIds?storeIds=a,b')).status).toBe(400);
  });
});
