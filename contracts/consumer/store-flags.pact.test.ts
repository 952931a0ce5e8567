import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import { apiAt, like, pactFor, tracedHeaders } from './support';

const pact = pactFor('store-flags');
const KEY = 'sim-storeflags-key';

describe('store-flags contract', () => {
  it('CALL-22 store flags of a branch with its zip code', async () => {
    await pact
      .addInteraction()
      .given('store 1502 has store flags')
      .uponReceiving('CALL-22 store flags of a known branch')
      .withRequest('GET', '/apim/storeflags/v1/stores/1502', (b) => b.query({ zipcode: '94611' }).headers(tracedHeaders(KEY)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ timezone: like('America/Los_Angeles'), flags: { ecomStore: { storeFeatures: { isWineD2CEnabled: like(true) } } } }),
      )
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        const flags = await api.storeFlags.get('1502', { zipcode: '94611' });
        expect(typeof flags.flags?.ecomStore?.storeFeatures.isWineD2CEnabled).toBe('boolean');
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-22 ERR-01 a failing store flags call keeps its status', async () => {
    await pact
      .addInteraction()
      .given('the store flags service is failing')
      .uponReceiving('CALL-22 ERR-01 store flags while the service fails')
      .withRequest('GET', '/apim/storeflags/v1/stores/1502', (b) => b.headers(tracedHeaders(KEY)))
      .willRespondWith(503)
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const error = await api.storeFlags.get('1502').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(503);
      });
  });
});
