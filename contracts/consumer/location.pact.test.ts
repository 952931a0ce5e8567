import { describe, expect, it } from 'vitest';
import { apiAt, like, pactFor, rejection, tracedHeaders } from './support';

const pact = pactFor('location');
const headers = () => {
  const { ['ocp-apim-subscription-key']: _key, ...rest } = tracedHeaders('');
  return rest;
};

describe('location contract', () => {
  it('CALL-31 the location of a store with api key and version', async () => {
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-31 fetch the location of a known store')
      .withRequest('GET', '/apim/location/v1/stores/1502', (b) => b.query({ apikey: 'sim-location-key', version: '1' }).headers(headers()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ response: { storeId: '1502', zipcode: like('94611'), address: like('100 Main St'), banner: like('freshway'), city: like('Oakland'), state: like('CA'), countryCode: like('US') } }),
      )
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.location.storeLocation('1502')).storeId).toBe('1502');
      });
  });

  it('CALL-31 ERR-06 the location of an unknown store fails with its status', async () => {
    await pact
      .addInteraction()
      .given('store 999999 does not exist')
      .uponReceiving('CALL-31 ERR-06 fetch the location of an unknown store')
      .withRequest('GET', '/apim/location/v1/stores/999999', (b) => b.query({ apikey: 'sim-location-key', version: '1' }).headers(headers()))
      .willRespondWith(404, (b) => b.jsonBody({ errorCode: 'STORE_NOT_FOUND', message: like('Store not found') }))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.location.storeLocation('999999'))).status).toBe(404);
      });
  });
});
