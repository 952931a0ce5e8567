import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createOffersClient } from './offers';
import { fakeFetch, firstRequestAndFailure, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const BASE = config.offers.base;
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const shopper = { userType: 'C', token: 'tok-c' };
const guest = { userType: 'G', token: 'tok-g' };

const serviceDown: Reply = () => jsonReply(503, { errors: [{ code: 'X', message: 'down' }] }, 'Service Unavailable');

function client(reply: Reply = serviceDown, now = () => Date.UTC(2026, 5, 1, 15, 0, 0)) {
  const { fetch, sent } = fakeFetch(reply);
  return { offers: createOffersClient({ config, env: testEnv(fetch, { now }) }), sent };
}
type Offers = ReturnType<typeof createOffersClient>;

describe('offers client (CALL-32..37)', () => {
  it('each call goes to its path under the offers base with its method, query and body, and its failure names the call', async () => {
    const banner = { banner: 'freshway' };
    const cases: [string, (o: Offers) => Promise<unknown>, string, string, Record<string, string>, unknown][] = [
      ['CALL-32', (o) => o.gallery(shopper, { offerProgram: 'PD', category: 'Dairy', storeId: '1502' }), 'GET', 'ecomgallery', { offerProgram: 'PD', category: 'Dairy', storeId: '1502', banner: 'freshway' }, undefined],
      ['CALL-32', (o) => o.gallery(shopper), 'GET', 'ecomgallery', banner, undefined],
      ['CALL-32', (o) => o.anonymousGallery(), 'GET', 'ecomgallery/anonymous', banner, undefined],
      ['CALL-32', (o) => o.offer('o-1'), 'GET', 'offer', { offerId: 'o-1', banner: 'freshway' }, undefined],
      ['CALL-32', (o) => o.personalizedContent(shopper), 'GET', 'personalizedcontent', {}, undefined],
      ['CALL-32', (o) => o.myList(shopper), 'GET', 'mylist', {}, undefined],
      ['CALL-32', (o) => o.myListCount(shopper), 'GET', 'mylist/count', {}, undefined],
      ['CALL-32', (o) => o.rewardOffers(shopper), 'GET', 'grocery/rewards/offers', {}, undefined],
      ['CALL-32', (o) => o.rewardMyList(shopper), 'GET', 'grocery/rewards/mylist', {}, undefined],
      ['CALL-32', (o) => o.offersGallery(shopper, { category: 'Bakery' }), 'GET', 'offers/gallery', { category: 'Bakery', banner: 'freshway' }, undefined],
      ['CALL-32', (o) => o.anonymousOffersGallery(), 'GET', 'offers/gallery/anonymous', banner, undefined],
      ['CALL-32', (o) => o.allocations(shopper), 'GET', 'CC/offer/allocations', {}, undefined],
      ['CALL-33', (o) => o.clip(shopper, ['o-1', 'o-2'], '1502'), 'POST', 'offers/clip', {}, { items: [{ offerId: 'o-1', storeId: '1502' }, { offerId: 'o-2', storeId: '1502' }] }],
      ['CALL-33', (o) => o.clip(shopper, ['o-1']), 'POST', 'offers/clip', {}, { items: [{ offerId: 'o-1' }] }],
      ['CALL-33', (o) => o.unclip(shopper, ['o-1']), 'POST', 'offers/unclip', {}, { items: [{ offerId: 'o-1' }] }],
      ['CALL-33', (o) => o.unclipReward(shopper, '1502', 'r-1'), 'POST', 'rewards/unclip', { storeId: '1502' }, { offerId: 'r-1' }],
      ['CALL-34', (o) => o.xapiOffers(shopper), 'GET', 'xapi/offers', banner, undefined],
      ['CALL-34', (o) => o.companionOffers(shopper), 'GET', 'xapi/offers/companiongalleryoffer', {}, undefined],
      ['CALL-34', (o) => o.instantAllocationOffers(shopper), 'GET', 'xapi/offers/instantAllocationGallery', {}, undefined],
      ['CALL-34', (o) => o.newRegistrationOffers(shopper), 'POST', 'xapi/offers/event/new_registration/offers', {}, banner],
      ['CALL-35', (o) => o.offerFilters(), 'GET', 'dce/offergallery/offers/filter', banner, undefined],
      ['CALL-35', (o) => o.challenges(shopper, '1502'), 'GET', 'dce/offergallery/challenges', { storeId: '1502' }, undefined],
      ['CALL-35', (o) => o.savings(shopper, '4400123'), 'GET', 'dce/mycard/4400123/savings', {}, undefined],
      ['CALL-36', (o) => o.clippedRewards(shopper), 'GET', 'xapi/ocrp/rewards/clippedrewards', {}, undefined],
      ['CALL-36', (o) => o.rewardsHistoryV2(shopper), 'GET', 'xapi/ocrp/rewards/v2/rewardsHistory', {}, undefined],
      ['CALL-36', (o) => o.rewardsHistory(shopper), 'GET', 'xapi/ocrp/rewards/v3/rewardsHistory', { page: '1', size: '20' }, undefined],
      ['CALL-36', (o) => o.rewardsHistory(shopper, 3, 5), 'GET', 'xapi/ocrp/rewards/v3/rewardsHistory', { page: '3', size: '5' }, undefined],
      ['CALL-37', (o) => o.storesByIds(['1502', '9']), 'GET', 'xapi/storeresolver/v2/storesByIds', { storeIds: '1502,9' }, undefined],
      ['CALL-37', (o) => o.derivedEcomStore('1502'), 'GET', 'api/services/locator/store/derivedecom', { storeId: '1502' }, undefined],
      ['CALL-37', (o) => o.rewardsSummary(shopper), 'GET', 'rewardshub/getRewards', {}, undefined],
    ];
    for (const [call, make, method, path, query, body] of cases) {
      const { request, failure } = await firstRequestAndFailure((fetch) => createOffersClient({ config, env: testEnv(fetch) }), make, serviceDown);
      expect(failure, path).toBeInstanceOf(ApiError);
      expect(failure, path).toMatchObject({ kind: 'status', call, status: 503, statusText: 'Service Unavailable' });
      expect(request, `${call} ${path}`).toEqual({ method, address: `${BASE}/${path}`, query, body });
    }
  });

  it('CALLS-02 USER-TYPES-13 the calls carry the offers subscription key, banner and traced headers, and the bearer only for an authorised caller', async () => {
    const { offers, sent } = client(() => jsonReply(200, { count: 0 }));
    await offers.myListCount(shopper);
    await offers.myListCount(guest);
    await rejectionOf(offers.anonymousGallery());
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-c', null, null]);
    for (const r of sent) {
      expect(r.headers.get('ocp-apim-subscription-key')).toBe(config.offers.subscriptionKey);
      expect(r.headers.get('x-banner')).toBe(config.banner);
      expect(r.headers.get('x-correlation-id')).toMatch(V4);
      expect(r.headers.get('x-client-id')).toBe(config.identity.clientId);
    }
  });

  it('CALL-33 CALL-35 CALL-37 a store id that is not 1 to 6 digits, a blank club card or no store ids are refused before any request', async () => {
    const { offers, sent } = client();
    const refusals: [Promise<unknown>, string, string, string][] = [
      [offers.unclipReward(shopper, '15a', 'r-1'), 'CALL-33', 'storeId', "storeId must be digits, got '15a'"],
      [offers.challenges(shopper, '1234567'), 'CALL-35', 'storeId', "storeId must be digits, got '1234567'"],
      [offers.challenges(shopper, ' 1502'), 'CALL-35', 'storeId', "storeId must be digits, got ' 1502'"],
      [offers.savings(shopper, ' '), 'CALL-35', 'clubCard', 'clubCard is required'],
      [offers.storesByIds([]), 'CALL-37', 'storeIds', 'at least one store id is required'],
      [offers.storesByIds(['1502', '1502x']), 'CALL-37', 'storeId', "storeId must be digits, got '1502x'"],
      [offers.derivedEcomStore(''), 'CALL-37', 'storeId', "storeId must be digits, got ''"],
    ];
    for (const [attempt, call, field, message] of refusals) expect(await rejectionOf(attempt), message).toMatchObject({ kind: 'missing-input', call, field, message });
    expect(sent).toHaveLength(0);
  });

  it('CALL-35 a club card is one path segment', async () => {
    const { offers, sent } = client();
    await rejectionOf(offers.savings(shopper, '../x'));
    expect(readRequest(sent[0]!).address).toBe(`${BASE}/dce/mycard/..%2Fx/savings`);
  });

  it('EXPIRY-11 CALL-37 a summary is kept for the caller that fetched it; a failure keeps nothing', async () => {
    let now = Date.UTC(2026, 5, 1, 15, 0, 0);
    let fail = true;
    const summary = { points: 120, pointsToNextReward: 80, rewardsAvailable: 1 };
    const { offers, sent } = client(() => (fail ? jsonReply(503, {}) : jsonReply(200, summary)), () => now);
    await rejectionOf(offers.rewardsSummary(shopper));
    fail = false;
    expect(await offers.rewardsSummary(shopper)).toEqual(summary);
    expect(sent).toHaveLength(2);
    now += 1;
    expect(await offers.rewardsSummary({ userType: 'C', token: 'tok-c' })).toEqual(summary);
    expect(sent).toHaveLength(2);
    // A caller with no token is not the one the summary was fetched for.
    await offers.rewardsSummary({ userType: 'G' });
    expect(sent).toHaveLength(3);
    await offers.rewardsSummary({ userType: 'G', token: null });
    expect(sent).toHaveLength(3);
  });
});
