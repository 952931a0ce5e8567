import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { createLocationClient } from './location';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const services = config.cartAndStoreServices;

function client(reply: Reply) {
  const { fetch, sent } = fakeFetch(reply);
  return { location: createLocationClient({ config, env: testEnv(fetch) }), sent };
}

describe('location client (CALL-31)', () => {
  it('CALL-31 a store\'s location is a GET of the location path with the store id, the api key and the version; the answer is its field response', async () => {
    const response = { storeId: '1502', zipcode: '94611', address: '1 Main St', banner: 'freshway', city: 'Oakland', state: 'CA', countryCode: 'US' };
    const { location, sent } = client(() => jsonReply(200, { response }));
    expect(await location.storeLocation('1502')).toEqual(response);
    expect(readRequest(sent[0]!)).toEqual({ method: 'GET', address: `${services.locationService}/1502`, query: { apikey: services.locationApiKey, version: services.locationVersion }, body: undefined });
    expect(sent[0]!.headers.get('x-correlation-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[0]!.headers.get('x-client-id')).toBe(config.identity.clientId);
    expect(sent[0]!.headers.has('authorization')).toBe(false);
  });

  it('CALL-31 ERR-06 a failure rejects naming the call; a store id that is not 1 to 6 digits is refused before any request', async () => {
    const { location, sent } = client(() => jsonReply(502, {}, 'Bad Gateway'));
    expect(await rejectionOf(location.storeLocation('1502'))).toMatchObject({ kind: 'status', call: 'CALL-31', status: 502, statusText: 'Bad Gateway' });
    for (const storeId of ['', '1234567', '15a2', '../1', ' 1502']) {
      expect(await rejectionOf(location.storeLocation(storeId)), storeId).toMatchObject({ kind: 'missing-input', call: 'CALL-31', field: 'storeId', message: `storeId must be digits, got '${storeId}'` });
    }
    expect(sent).toHaveLength(1);
  });
});
