import { describe, expect, it } from 'vitest';
import { shipMethodsRejection } from '../../src/api/requests';
import { apiAt, eachLike, like, pactFor, rejection, tracedHeaders, BANNER } from './support';

const pact = pactFor('seller');
const PATH = '/apim/seller/v1/shipmethods';
const headers = () => tracedHeaders('sim-uca-key', { 'x-banner': BANNER });
const method = { code: like('STD'), name: like('Standard'), price: like(5.99), estimatedDays: like(5) };

describe('seller contract', () => {
  it('CALL-28 CALLS-06 every seller answered: 200 is the full answer', async () => {
    const body = { zipcode: '94611', sellers: [{ sellerId: 'mkp-4417', items: [{ upc: '0001111040101', qty: 1 }] }] };
    await pact
      .addInteraction()
      .given('zip 94611 is served by a freshway store')
      .uponReceiving('CALL-28 ship methods when every seller answers')
      .withRequest('POST', PATH, (b) => b.headers(headers()).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ shipMethods: eachLike({ sellerId: 'mkp-4417', methods: eachLike(method) }), errors: [] }))
      .executeTest(async (server) => {
        const result = await apiAt(server.url).api.seller.shipMethods(body);
        expect(result.complete).toBe(true);
        expect(result.status).toBe(200);
      });
  });

  it('CALL-28 CALLS-06 some sellers unknown: 206 is a partial answer with errors', async () => {
    const body = { zipcode: '94611', sellers: [{ sellerId: 'mkp-4417', items: [] }, { sellerId: 'mkp-0000', items: [] }] };
    await pact
      .addInteraction()
      .given('zip 94611 is served by a freshway store')
      .uponReceiving('CALL-28 ship methods when one seller is unknown')
      .withRequest('POST', PATH, (b) => b.headers(headers()).jsonBody(body))
      .willRespondWith(206, (b) => b.jsonBody({ shipMethods: eachLike({ sellerId: 'mkp-4417', methods: eachLike(method) }), errors: [{ sellerId: 'mkp-0000', code: like('SELLER_NOT_FOUND'), message: like('Unknown seller mkp-0000') }] }))
      .executeTest(async (server) => {
        const result = await apiAt(server.url).api.seller.shipMethods(body);
        expect(result.complete).toBe(false);
        expect(result.status).toBe(206);
        expect(result.errors[0]?.sellerId).toBe('mkp-0000');
      });
  });

  it('CALL-28 ERR-12 a failing ship-methods call rejects with status and statusText', async () => {
    const body = { zipcode: '00000', sellers: [{ sellerId: 'mkp-4417', items: [] }] };
    await pact
      .addInteraction()
      .given('zip 94611 is served by a freshway store')
      .uponReceiving('CALL-28 ERR-12 ship methods to a zip code sellers do not ship to')
      .withRequest('POST', PATH, (b) => b.headers(headers()).jsonBody(body))
      .willRespondWith(422, (b) => b.jsonBody({ errors: eachLike({ code: like('UNDELIVERABLE_ZIP'), message: like('Sellers do not ship to 00000') }) }))
      .executeTest(async (server) => {
        const error = await rejection(apiAt(server.url).api.seller.shipMethods(body));
        expect([error.status, error.statusText]).toEqual([422, 'Unprocessable Entity']);
        expect(error).toEqual(shipMethodsRejection(422, 'Unprocessable Entity', error.body));
      });
  });
});
