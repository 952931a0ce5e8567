import { describe, expect, it } from 'vitest';
import type { Api } from '../../src/api';
import { apiAt, eachLike, guest, like, pactFor, rejection, signedIn, tracedHeaders, bearer, BANNER, TOKEN } from './support';

const pact = pactFor('offers');
const BASE = '/apim/offers';
const SIGNED_IN = 'the customer is signed in with an access token';
const ISO = '2026-06-01T15:00:00.000Z';
const offer = {
  offerId: like('FR1001'),
  program: like('MF'),
  name: like('Sunny Fields Dairy'),
  description: like('Save $1.00'),
  brand: like('Sunny Fields'),
  category: like('Dairy'),
  products: eachLike('960012375'),
  offerPrice: like('$1.00 OFF'),
  image: like('/images/offers/dairy.png'),
  points: like(0),
  startDate: like(ISO),
  endDate: like(ISO),
};
const galleryBody = { offers: eachLike(offer), totalCount: like(24) };
const headers = (withBearer: boolean) => tracedHeaders('sim-offers-key', { 'x-banner': BANNER, ...(withBearer ? { authorization: bearer() } : {}) });

interface Row {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  authorised: boolean;
  state?: [string, Record<string, string>?];
  status?: number;
  response: unknown;
  run: (api: Api) => Promise<unknown>;
}

const rows: Row[] = [
  { title: 'CALL-32 the offer gallery of a signed-in customer', method: 'GET', path: '/ecomgallery', query: { banner: BANNER }, authorised: true, response: galleryBody, run: (api) => api.offers.gallery(signedIn) },
  { title: 'CALL-32 the anonymous offer gallery', method: 'GET', path: '/ecomgallery/anonymous', query: { banner: BANNER }, authorised: false, response: galleryBody, run: (api) => api.offers.anonymousGallery() },
  { title: 'CALL-32 one offer by id', method: 'GET', path: '/offer', query: { offerId: 'FR1001', banner: BANNER }, authorised: false, response: { ...offer, offerId: 'FR1001' }, run: (api) => api.offers.offer('FR1001', guest) },
  { title: 'CALL-32 personalised deals', method: 'GET', path: '/personalizedcontent', authorised: true, response: { items: eachLike(offer) }, run: (api) => api.offers.personalizedContent(signedIn) },
  { title: 'CALL-32 the clipped-offers list', method: 'GET', path: '/mylist', authorised: true, response: { offers: eachLike(offer, 0) }, run: (api) => api.offers.myList(signedIn) },
  { title: 'CALL-32 the clipped-offers count', method: 'GET', path: '/mylist/count', authorised: true, response: { count: like(0) }, run: (api) => api.offers.myListCount(signedIn) },
  { title: 'CALL-32 grocery rewards that can be clipped', method: 'GET', path: '/grocery/rewards/offers', authorised: true, response: { rewards: eachLike(offer) }, run: (api) => api.offers.rewardOffers(signedIn) },
  { title: 'CALL-32 clipped grocery rewards', method: 'GET', path: '/grocery/rewards/mylist', authorised: true, response: { rewards: eachLike(offer, 0) }, run: (api) => api.offers.rewardMyList(signedIn) },
  { title: 'CALL-32 the offers gallery of a signed-in customer', method: 'GET', path: '/offers/gallery', query: { banner: BANNER }, authorised: true, response: galleryBody, run: (api) => api.offers.offersGallery(signedIn) },
  { title: 'CALL-32 the anonymous offers gallery', method: 'GET', path: '/offers/gallery/anonymous', query: { banner: BANNER }, authorised: false, response: galleryBody, run: (api) => api.offers.anonymousOffersGallery() },
  { title: 'CALL-32 offers allocated to the customer', method: 'GET', path: '/CC/offer/allocations', authorised: true, response: { allocations: eachLike({ offerId: like('FR1000'), allocatedAt: like(ISO), source: like('new_registration') }, 0) }, run: (api) => api.offers.allocations(signedIn) },
  { title: 'CALL-33 clip an offer', method: 'POST', path: '/offers/clip', body: { items: [{ offerId: 'FR1001' }] }, authorised: true, response: { items: [{ offerId: 'FR1001', clipStatus: 'C', clipTs: like(ISO) }] }, run: (api) => api.offers.clip(signedIn, ['FR1001']) },
  { title: 'CALL-33 unclip an offer', method: 'POST', path: '/offers/unclip', body: { items: [{ offerId: 'FR1001' }] }, authorised: true, response: { items: [{ offerId: 'FR1001', clipStatus: 'U', clipTs: null }] }, run: (api) => api.offers.unclip(signedIn, ['FR1001']) },
  {
    title: 'CALL-33 unclip a grocery reward at a store',
    method: 'POST',
    path: '/rewards/unclip',
    query: { storeId: '1502' },
    body: { offerId: 'FR1003' },
    authorised: true,
    state: [SIGNED_IN, { customer: 'shopper', token: TOKEN, offersOf: BANNER }],
    response: { items: [{ offerId: 'FR1003', clipStatus: 'U', clipTs: null }] },
    run: (api) => api.offers.unclipReward(signedIn, '1502', 'FR1003'),
  },
  {
    title: 'CALL-35 the card savings of the signed-in customer',
    method: 'GET',
    path: '/dce/mycard/pact-card/savings',
    authorised: true,
    state: [SIGNED_IN, { customer: 'shopper', token: TOKEN, clubCard: 'pact-card' }],
    response: { clubCard: 'pact-card', lifetimeSavings: like(37.02), yearToDateSavings: like(14.81), currency: 'USD' },
    run: (api) => api.offers.savings(signedIn, 'pact-card'),
  },
  { title: 'CALL-34 the xAPI offer gallery', method: 'GET', path: '/xapi/offers', query: { banner: BANNER }, authorised: true, response: galleryBody, run: (api) => api.offers.xapiOffers(signedIn) },
  { title: 'CALL-34 companion gallery offers', method: 'GET', path: '/xapi/offers/companiongalleryoffer', authorised: true, response: { offers: eachLike(offer) }, run: (api) => api.offers.companionOffers(signedIn) },
  { title: 'CALL-34 instantly allocated offers', method: 'GET', path: '/xapi/offers/instantAllocationGallery', authorised: true, response: { offers: eachLike(offer, 0) }, run: (api) => api.offers.instantAllocationOffers(signedIn) },
  { title: 'CALL-34 welcome offers of a new registration', method: 'POST', path: '/xapi/offers/event/new_registration/offers', body: { banner: BANNER }, authorised: true, response: { allocated: eachLike('FR1000') }, run: (api) => api.offers.newRegistrationOffers(signedIn) },
  { title: 'CALL-35 gallery filters with counts', method: 'GET', path: '/dce/offergallery/offers/filter', query: { banner: BANNER }, authorised: false, response: { filters: { categories: eachLike({ name: like('Dairy'), count: like(3) }), brands: eachLike({ name: like('Sunny Fields'), count: like(3) }), programs: eachLike({ name: like('MF'), count: like(6) }) } }, run: (api) => api.offers.offerFilters(guest) },
  { title: 'CALL-35 offer challenges of a store', method: 'GET', path: '/dce/offergallery/challenges', query: { storeId: '1502' }, authorised: true, response: { challenges: eachLike({ challengeId: like('clip-5'), title: like('Clip 5 offers'), target: like(5), progress: like(0), rewardPoints: like(50), completed: like(false) }) }, run: (api) => api.offers.challenges(signedIn, '1502') },
  { title: 'CALL-36 clipped rewards', method: 'GET', path: '/xapi/ocrp/rewards/clippedrewards', authorised: true, response: { rewards: eachLike(offer, 0) }, run: (api) => api.offers.clippedRewards(signedIn) },
  { title: 'CALL-36 rewards history (v2)', method: 'GET', path: '/xapi/ocrp/rewards/v2/rewardsHistory', authorised: true, response: { history: eachLike({ id: like('r0'), points: like(37), description: like('Order 1'), at: like(ISO) }) }, run: (api) => api.offers.rewardsHistoryV2(signedIn) },
  { title: 'CALL-36 rewards history, paged (v3)', method: 'GET', path: '/xapi/ocrp/rewards/v3/rewardsHistory', query: { page: '1', size: '20' }, authorised: true, response: { history: eachLike({ id: like('r0'), points: like(37), description: like('Order 1'), at: like(ISO) }), page: 1, size: 20, total: like(3) }, run: (api) => api.offers.rewardsHistory(signedIn) },
  { title: 'CALL-37 stores by ids', method: 'GET', path: '/xapi/storeresolver/v2/storesByIds', query: { storeIds: '1502' }, authorised: false, response: { stores: [{ storeId: '1502', banner: like(BANNER), name: like('Freshway #1502'), address: { line1: like('1 Main St'), city: like('Oakland'), state: like('CA'), zipcode: like('94611') }, isEcom: like(true) }] }, run: (api) => api.offers.storesByIds(['1502']) },
  { title: 'CALL-37 the derived e-commerce store of a store', method: 'GET', path: '/api/services/locator/store/derivedecom', query: { storeId: '1502' }, authorised: false, state: ['store 1502 is a valid e-commerce store'], response: { storeId: '1502', derivedEcomStoreId: like('1502'), zipcode: like('94611') }, run: (api) => api.offers.derivedEcomStore('1502') },
  { title: 'CALL-37 rewards points summary', method: 'GET', path: '/rewardshub/getRewards', authorised: true, response: { points: like(111), pointsToNextReward: like(89), rewardsAvailable: like(1) }, run: (api) => api.offers.rewardsSummary(signedIn) },
];

describe('offers contract', () => {
  for (const row of rows) {
    it(row.title, async () => {
      const [state, params] = row.state ?? (row.authorised ? [SIGNED_IN, { customer: 'shopper', token: TOKEN }] : ['no session exists']);
      await pact
        .addInteraction()
        .given(state, params)
        .uponReceiving(row.title)
        .withRequest(row.method, `${BASE}${row.path}`, (b) => {
          b.headers(headers(row.authorised));
          if (row.query) b.query(row.query);
          if (row.body !== undefined) b.jsonBody(row.body);
        })
        .willRespondWith(row.status ?? 200, (b) => b.jsonBody(row.response))
        .executeTest(async (server) => {
          const { api, sent } = apiAt(server.url);
          await expect(row.run(api)).resolves.toBeTruthy();
          expect(sent[0]?.headers.has('authorization')).toBe(row.authorised);
        });
    });
  }

  it('CALL-37 ERR-33 the derived e-commerce store of an unknown store fails with its status', async () => {
    await pact
      .addInteraction()
      .given('store 999999 does not exist')
      .uponReceiving('CALL-37 ERR-33 the derived e-commerce store of an unknown store')
      .withRequest('GET', `${BASE}/api/services/locator/store/derivedecom`, (b) => b.query({ storeId: '999999' }).headers(headers(false)))
      .willRespondWith(404, (b) => b.jsonBody({ errorCode: like('STORE_NOT_FOUND') }))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.offers.derivedEcomStore('999999'))).status).toBe(404);
      });
  });

  it('CALL-32 USER-TYPES-13 a guest sends no bearer and the personal gallery is refused', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-32 the personal offer gallery without a bearer token')
      .withRequest('GET', `${BASE}/ecomgallery`, (b) => b.query({ banner: BANNER }).headers(headers(false)))
      .willRespondWith(401, (b) => b.jsonBody({ errorCode: 'UNAUTHORIZED', message: like('a valid bearer token is required') }))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.offers.gallery(guest))).status).toBe(401);
      });
  });
});
