import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createStoreResolverClient, STORE_NOT_FOUND } from './storeResolver';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const settings = config.storeResolution;
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function client(reply: Reply = () => jsonReply(503, { error: 'DOWN', message: 'down' }, 'Service Unavailable')) {
  const { fetch, sent } = fakeFetch(reply);
  return { resolver: createStoreResolverClient({ config, env: testEnv(fetch) }), sent };
}

describe('store resolver client (CALL-23, CALL-24, CALL-25, CALL-72)', () => {
  it('CALL-23 CALL-24 CALL-25 each is a GET of its configured endpoint with its query, the subscription key and the traced headers, and no bearer token', async () => {
    const { resolver, sent } = client(() => jsonReply(200, { delivery: { count: 0, stores: [] }, validRequest: { isValid: true }, storeAddressModel: null }));
    await resolver.delivery('94611');
    await resolver.validate({ storeid: '1502', preference: 'instore' });
    await resolver.validate({ storeid: '9', preference: 'delivery', zipcode: '94611-1234', banner: 'valleymarket' });
    await resolver.storeAddress('1502');
    expect(sent.map(readRequest)).toEqual([
      { method: 'GET', address: settings.deliveryEndpoint, query: { zipcode: '94611', radius: '50', size: '10' }, body: undefined },
      { method: 'GET', address: settings.validateEndpoint, query: { banner: 'freshway', storeid: '1502', preference: 'instore' }, body: undefined },
      { method: 'GET', address: settings.validateEndpoint, query: { banner: 'valleymarket', storeid: '9', preference: 'delivery', zipcode: '94611-1234' }, body: undefined },
      { method: 'GET', address: settings.storeAddressEndpoint, query: { storeid: '1502' }, body: undefined },
    ]);
    for (const r of sent) {
      expect(r.headers.get('ocp-apim-subscription-key')).toBe(settings.subscriptionKey);
      expect(r.headers.get('x-correlation-id')).toMatch(V4);
      expect(r.headers.get('x-client-id')).toBe(config.identity.clientId);
      expect(r.headers.has('authorization')).toBe(false);
    }
  });

  it('ERR-42 a failing delivery check throws Error in store resolver, keeping the call and status', async () => {
    const { resolver } = client();
    const error = await rejectionOf(resolver.delivery('94611'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Error in store resolver', call: 'CALL-23', status: 503, kind: 'status' });
    expect(await rejectionOf(resolver.validate({ storeid: '1', preference: 'instore' }))).toMatchObject({ message: 'Error in store resolver', call: 'CALL-24' });
  });

  it('ERR-31 a store address that fails without a resolver error names the failure itself', async () => {
    const down = client(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejectionOf(down.resolver.storeAddress('1502'));
    expect(error).toMatchObject({ kind: 'network', call: 'CALL-25' });
    expect((error as ApiError).message).toMatch(/^The Store Resolver API returned error: CALL-25 GET .*storeaddress failed: fetch failed$/);
    const bare = client(() => new Response(null, { status: 502 }));
    expect(await rejectionOf(bare.resolver.storeAddress('1502'))).toMatchObject({ message: 'The Store Resolver API returned error: 502' });
    const named = client(() => new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await rejectionOf(named.resolver.storeAddress('1502'))).toMatchObject({ message: 'The Store Resolver API returned error: 502 Bad Gateway', status: 502 });
  });

  it('CALL-23 CALL-24 CALL-25 a zip code or store id of another shape is refused before any request, naming it', async () => {
    const { resolver, sent } = client();
    const refusals: [Promise<unknown>, string, string, string][] = [
      [resolver.delivery('9461'), 'CALL-23', 'zipcode', "zipcode must be 5 digits or 5+4, got '9461'"],
      [resolver.delivery('94611-'), 'CALL-23', 'zipcode', "zipcode must be 5 digits or 5+4, got '94611-'"],
      [resolver.delivery(' 94611'), 'CALL-23', 'zipcode', "zipcode must be 5 digits or 5+4, got ' 94611'"],
      [resolver.validate({ storeid: '1234567', preference: 'instore' }), 'CALL-24', 'storeid', "storeid must be digits, got '1234567'"],
      [resolver.validate({ storeid: '1502', preference: 'instore', zipcode: '94611x' }), 'CALL-24', 'zipcode', "zipcode must be 5 digits or 5+4, got '94611x'"],
      [resolver.storeAddress('x1502'), 'CALL-25', 'storeid', "storeid must be digits, got 'x1502'"],
      [resolver.storeAddressLine(''), 'CALL-25', 'storeid', "storeid must be digits, got ''"],
    ];
    for (const [attempt, call, field, message] of refusals) expect(await rejectionOf(attempt), message).toMatchObject({ kind: 'missing-input', call, field, message });
    expect(sent).toHaveLength(0);
  });

  it('CALL-72 ERR-43 only an unknown store (404) reads Store not found; any other failure rejects', async () => {
    expect(await client(() => jsonReply(404, {})).resolver.storeAddressLine('9')).toBe(STORE_NOT_FOUND);
    expect(STORE_NOT_FOUND).toBe('Store not found');
    expect(await rejectionOf(client(() => jsonReply(410, {})).resolver.storeAddressLine('9'))).toMatchObject({ status: 410 });
    expect(await rejectionOf(client(() => Promise.reject(new TypeError('offline'))).resolver.storeAddressLine('9'))).toMatchObject({ kind: 'network' });
  });

  it('ERR-42 ERR-31 a failure that is no upstream answer (the call could not even start) is restated as a network failure of its call', async () => {
    for (const thrown of [new TypeError('no timers'), 'no timers']) {
      const deadline = () => {
        throw thrown;
      };
      const { fetch, sent } = fakeFetch(() => jsonReply(200, {}));
      const resolver = createStoreResolverClient({ config, env: testEnv(fetch, { deadline }) });
      expect(await rejectionOf(resolver.delivery('94611'))).toMatchObject({ kind: 'network', call: 'CALL-23', message: 'Error in store resolver' });
      expect(await rejectionOf(resolver.validate({ storeid: '1502', preference: 'instore' }))).toMatchObject({ kind: 'network', call: 'CALL-24', message: 'Error in store resolver' });
      expect(await rejectionOf(resolver.storeAddress('1502'))).toMatchObject({ kind: 'network', call: 'CALL-25', message: 'The Store Resolver API returned error: no timers' });
      expect(sent).toHaveLength(0);
    }
  });
});
