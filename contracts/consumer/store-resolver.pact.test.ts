import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import { apiAt, like, eachLike, pactFor, tracedHeaders, BANNER } from './support';

const pact = pactFor('store-resolver');
const KEY = 'sim-storeresolver-key';
const resolverError = { error: like('STORE_RESOLVER_UNAVAILABLE'), message: like('The store resolver is unavailable') };

describe('store-resolver contract', () => {
  it('CALL-23 CALLS-05 delivery check by zip code with radius 50 and size 10', async () => {
    await pact
      .addInteraction()
      .given('zip 94611 has delivery stores')
      .uponReceiving('CALL-23 delivery check for a zip code with delivery stores')
      .withRequest('GET', '/apim/storeresolver/v2/delivery', (b) => b.query({ zipcode: '94611', radius: '50', size: '10' }).headers(tracedHeaders(KEY)))
      .willRespondWith(200, (b) => b.jsonBody({ delivery: { count: like(1), stores: eachLike({ polarisBannerName: like(BANNER), locationId: like('1502') }) } }))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        const result = await api.storeResolver.delivery('94611');
        expect(result.delivery.count).toBeGreaterThan(0);
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-23 ERR-42 a failing delivery check throws Error in store resolver', async () => {
    await pact
      .addInteraction()
      .given('the store resolver is failing')
      .uponReceiving('CALL-23 ERR-42 delivery check while the store resolver fails')
      .withRequest('GET', '/apim/storeresolver/v2/delivery', (b) => b.query({ zipcode: '94611', radius: '50', size: '10' }).headers(tracedHeaders(KEY)))
      .willRespondWith(500, (b) => b.jsonBody(resolverError))
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const error = await api.storeResolver.delivery('94611').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).message).toBe('Error in store resolver');
        expect((error as ApiError).status).toBe(500);
      });
  });

  it('CALL-24 validate a known e-commerce store', async () => {
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-24 validate a known e-commerce store')
      .withRequest('GET', '/apim/storeresolver/v2/validate', (b) => b.query({ banner: BANNER, storeid: '1502', preference: 'instore' }).headers(tracedHeaders(KEY)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          validRequest: {
            isValid: true,
            store: { zipcode: like('94611'), storeId: '1502' },
            ecomStore: { zipcode: like('94611'), storeId: like('1502') },
          },
        }),
      )
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const result = await api.storeResolver.validate({ storeid: '1502', preference: 'instore' });
        expect(result.validRequest.isValid).toBe(true);
        expect(result.validRequest.ecomStore?.storeId).toBe('1502');
      });
  });

  it('CALL-24 validate with a zip code for delivery', async () => {
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-24 validate a store for delivery to a zip code')
      .withRequest('GET', '/apim/storeresolver/v2/validate', (b) =>
        b.query({ banner: BANNER, storeid: '1502', preference: 'delivery', zipcode: '94611' }).headers(tracedHeaders(KEY)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ validRequest: { isValid: like(true) } }))
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const result = await api.storeResolver.validate({ storeid: '1502', preference: 'delivery', zipcode: '94611' });
        expect(typeof result.validRequest.isValid).toBe('boolean');
      });
  });

  it('CALL-24 an unknown store is answered as not valid', async () => {
    await pact
      .addInteraction()
      .given('store 999999 does not exist')
      .uponReceiving('CALL-24 validate an unknown store')
      .withRequest('GET', '/apim/storeresolver/v2/validate', (b) => b.query({ banner: BANNER, storeid: '999999', preference: 'instore' }).headers(tracedHeaders(KEY)))
      .willRespondWith(200, (b) => b.jsonBody({ validRequest: { isValid: false } }))
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const result = await api.storeResolver.validate({ storeid: '999999', preference: 'instore' });
        expect(result.validRequest.isValid).toBe(false);
      });
  });

  it('CALL-24 ERR-42 a failing validate throws Error in store resolver', async () => {
    await pact
      .addInteraction()
      .given('the store resolver is failing')
      .uponReceiving('CALL-24 ERR-42 validate while the store resolver fails')
      .withRequest('GET', '/apim/storeresolver/v2/validate', (b) => b.query({ banner: BANNER, storeid: '1502', preference: 'instore' }).headers(tracedHeaders(KEY)))
      .willRespondWith(500, (b) => b.jsonBody(resolverError))
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const error = await api.storeResolver.validate({ storeid: '1502', preference: 'instore' }).catch((e: unknown) => e);
        expect((error as ApiError).message).toBe('Error in store resolver');
      });
  });

  it('CALL-25 CALL-72 store address of a known store', async () => {
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-25 CALL-72 store address of a known store')
      .withRequest('GET', '/apim/storeresolver/v2/storeaddress', (b) => b.query({ storeid: '1502' }).headers(tracedHeaders(KEY)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ storeAddressModel: { localPage: like('/stores/1502'), address: { line1: like('100 Main St'), city: like('Oakland'), state: like('CA'), zipcode: like('94611') } } }),
      )
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const line = await api.storeResolver.storeAddressLine('1502');
        expect(line.length).toBeGreaterThan(0);
        expect(line).not.toBe('Store not found');
      });
  });

  it('CALL-72 ERR-43 an unknown store has no address: Store not found', async () => {
    await pact
      .addInteraction()
      .given('store 999999 does not exist')
      .uponReceiving('CALL-72 ERR-43 store address of an unknown store')
      .withRequest('GET', '/apim/storeresolver/v2/storeaddress', (b) => b.query({ storeid: '999999' }).headers(tracedHeaders(KEY)))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'STORE_NOT_FOUND', message: like('Store not found') }))
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        expect(await api.storeResolver.storeAddressLine('999999')).toBe('Store not found');
      });
  });

  it('CALL-25 ERR-31 a failing store address throws with the resolver error', async () => {
    await pact
      .addInteraction()
      .given('the store resolver is failing')
      .uponReceiving('CALL-25 ERR-31 store address while the store resolver fails')
      .withRequest('GET', '/apim/storeresolver/v2/storeaddress', (b) => b.query({ storeid: '1502' }).headers(tracedHeaders(KEY)))
      .willRespondWith(500, (b) => b.jsonBody({ error: 'STORE_RESOLVER_UNAVAILABLE', message: like('The store resolver is unavailable') }))
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const error = await api.storeResolver.storeAddress('1502').catch((e: unknown) => e);
        expect((error as ApiError).message).toBe('The Store Resolver API returned error: STORE_RESOLVER_UNAVAILABLE');
      });
  });
});
