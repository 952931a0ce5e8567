import { describe, expect, it } from 'vitest';
import { apiAt, eachLike, guest, like, pactFor, rejection, signedIn, ucaError, ucaHeaders, BANNER, SHOPPER_UUID, TOKEN } from './support';

const pact = pactFor('profile');
const STORES = `/apim/profile/ucaservice/api/uca/customers/${SHOPPER_UUID}/stores`;
const storeChange = {
  stores: [{ storeId: '1502', storePreference: 'Preferred' as const, address: { zipCode: '94611' }, banner: BANNER }],
  preferences: [{ categoryCode: 'FULFILLMENT' as const, subCategoryCode: 'METHOD' as const, value: 'DELIVERY', bannerId: BANNER }],
  postalCodes: [{ purposes: ['DELIVERY'], postalCode: '94611', bannerId: BANNER }],
};
const profileStore = { storeId: like('1502'), banner: like(BANNER), storePreference: like('Preferred'), address: { address1: like('100 Main St'), city: like('Oakland'), state: like('CA'), zipCode: like('94611') }, services: eachLike({ type: like('DELIVERY') }, 0), isClosed: like(false) };

describe('profile contract', () => {
  it('CALL-26 STORE-CHANGE-03 a signed-in store change posts stores, preferences and postal codes with the bearer', async () => {
    await pact
      .addInteraction()
      .given('the customer is signed in with an access token', { customer: 'shopper', token: TOKEN })
      .uponReceiving('CALL-26 update the stores and fulfilment preference of a signed-in customer')
      .withRequest('POST', STORES, (b) => b.headers(ucaHeaders(true)).jsonBody(storeChange))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        expect((await api.profile.updateStores(signedIn, SHOPPER_UUID, storeChange)).success).toBe(true);
        expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      });
  });

  it('CALL-26 ERR-08 a store change with an expired token is answered 401', async () => {
    await pact
      .addInteraction()
      .given("the customer's access token has expired", { customer: 'shopper', token: TOKEN })
      .uponReceiving('CALL-26 ERR-08 update the stores with an expired token')
      .withRequest('POST', STORES, (b) => b.headers(ucaHeaders(true)).jsonBody(storeChange))
      .willRespondWith(401, (b) => b.jsonBody(ucaError('UNAUTHORIZED')))
      .executeTest(async (server) => {
        const error = await rejection(apiAt(server.url).api.profile.updateStores(signedIn, SHOPPER_UUID, storeChange));
        expect(error.status).toBe(401);
      });
  });

  it("CALL-26 ERR-08 a store change with another customer's token is answered 403", async () => {
    await pact
      .addInteraction()
      .given('the customer is signed in with an access token', { customer: 'registered', token: TOKEN })
      .uponReceiving("CALL-26 ERR-08 update the stores with another customer's token")
      .withRequest('POST', STORES, (b) => b.headers(ucaHeaders(true)).jsonBody(storeChange))
      .willRespondWith(403, (b) => b.jsonBody(ucaError('FORBIDDEN')))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.profile.updateStores(signedIn, SHOPPER_UUID, storeChange))).status).toBe(403);
      });
  });

  it('CALL-26 ERR-09 any other store change failure keeps status and status text', async () => {
    await pact
      .addInteraction()
      .given('the profile service is failing')
      .uponReceiving('CALL-26 ERR-09 update the stores while the profile service fails')
      .withRequest('POST', STORES, (b) => b.headers(ucaHeaders(true)).jsonBody(storeChange))
      .willRespondWith(500, (b) => b.jsonBody(ucaError('PROFILE_UNAVAILABLE')))
      .executeTest(async (server) => {
        const error = await rejection(apiAt(server.url).api.profile.updateStores(signedIn, SHOPPER_UUID, storeChange));
        expect(error.status).toBe(500);
        expect(typeof error.statusText).toBe('string');
      });
  });

  it('CALL-49 the profile of a signed-in customer: preferences, stores, postal codes, selected addresses', async () => {
    await pact
      .addInteraction()
      .given('the customer is signed in with an access token', { customer: 'shopper', token: TOKEN })
      .uponReceiving('CALL-49 fetch the profile of a signed-in customer')
      .withRequest('GET', STORES, (b) => b.headers(ucaHeaders(true)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          preferences: eachLike({ categoryCode: like('FULFILLMENT'), subCategoryCode: like('METHOD'), bannerId: like(BANNER), value: like('DELIVERY') }),
          stores: eachLike(profileStore),
          postalCodes: eachLike({ postalCode: like('94611'), stores: eachLike('1502', 0) }, 0),
          selectedAddresses: eachLike({ addressId: like('addr-1'), resetToDefault: like(false) }, 0),
        }),
      )
      .executeTest(async (server) => {
        const profile = await apiAt(server.url).api.profile.profile(signedIn, SHOPPER_UUID);
        expect(profile.stores.length).toBeGreaterThan(0);
      });
  });

  it('CALL-49 ERR-32 a profile fetch with an expired token is answered 401 (token reconciliation)', async () => {
    await pact
      .addInteraction()
      .given("the customer's access token has expired", { customer: 'shopper', token: TOKEN })
      .uponReceiving('CALL-49 ERR-32 fetch the profile with an expired token')
      .withRequest('GET', STORES, (b) => b.headers(ucaHeaders(true)))
      .willRespondWith(401, (b) => b.jsonBody(ucaError('UNAUTHORIZED')))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.profile.profile(signedIn, SHOPPER_UUID))).status).toBe(401);
      });
  });

  it('CALL-49 USER-TYPES-13 a guest sends no bearer and the profile is refused with 401', async () => {
    await pact
      .addInteraction()
      .given('the customer is signed in with an access token', { customer: 'shopper', token: TOKEN })
      .uponReceiving('CALL-49 fetch the profile without a bearer token')
      .withRequest('GET', STORES, (b) => b.headers(ucaHeaders(false)))
      .willRespondWith(401, (b) => b.jsonBody(ucaError('UNAUTHORIZED')))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        expect((await rejection(api.profile.profile(guest, SHOPPER_UUID))).status).toBe(401);
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-27 CALLS-03 AMBIG-56 the datapower stores with the datapower placeholder customer id answer an empty list', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-27 fetch the stores of the placeholder customer id')
      .withRequest('GET', '/apim/datapower/api/uca/customers/111-111-1111111111111/stores', (b) => b.headers(ucaHeaders(false)))
      .willRespondWith(200, (b) => b.jsonBody({ stores: [] }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.profile.customerStores(guest, undefined)).stores).toEqual([]);
      });
  });

  it('CALL-27 the datapower stores of a signed-in customer', async () => {
    await pact
      .addInteraction()
      .given('the customer is signed in with an access token', { customer: 'shopper', token: TOKEN })
      .uponReceiving('CALL-27 fetch the stores of a signed-in customer')
      .withRequest('GET', '/apim/datapower/api/uca/customers/900000000001/stores', (b) => b.headers(ucaHeaders(true)))
      .willRespondWith(200, (b) => b.jsonBody({ stores: eachLike(profileStore) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.profile.customerStores(signedIn, '900000000001')).stores.length).toBeGreaterThan(0);
      });
  });
});

