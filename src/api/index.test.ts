import { describe, expect, it } from 'vitest';
import { createOffersClient } from './offers';
import { parseConfigObject } from '../../spec/schemas/config';
import { createApi } from './index';
import { fakeFetch, jsonReply, testConfig, testEnv } from './testing';

describe('clients built on their first call', () => {
  it('a deferred client sends nothing until called, then the same request as the client built at once', async () => {
    const reply = () => jsonReply(200, { offers: [] });
    const lazy = fakeFetch(reply);
    const api = createApi(testConfig(), testEnv(lazy.fetch));
    expect(lazy.sent).toHaveLength(0);
    const eager = fakeFetch(reply);
    const direct = createOffersClient({ config: parseConfigObject(testConfig()), env: testEnv(eager.fetch) });
    const outcome = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message);
    const [viaApi, viaClient] = await Promise.allSettled([api.offers.anonymousGallery({}), direct.anonymousGallery({})]);
    expect(outcome(viaApi)).toEqual(outcome(viaClient));
    expect(lazy.sent.map((r) => [r.method, r.url, [...r.headers].filter(([k]) => !/request-id|correlation/i.test(k))])).toEqual(
      eager.sent.map((r) => [r.method, r.url, [...r.headers].filter(([k]) => !/request-id|correlation/i.test(k))]),
    );
  });

  it('a deferred client fails its call like the client built at once, and is neither a promise nor serialised', async () => {
    const { fetch } = fakeFetch(() => jsonReply(200, {}));
    const api = createApi(testConfig(), testEnv(fetch));
    // A bad store id is refused before any request, as a rejected call (never a synchronous throw).
    const call = api.offers.storesByIds(['not-a-number']);
    expect(call).toBeInstanceOf(Promise);
    await expect(call).rejects.toMatchObject({ kind: 'missing-input' });
    expect((api.offers as unknown as { then?: unknown }).then).toBeUndefined();
    expect(JSON.stringify({ offers: api.offers })).toBe('{"offers":{}}');
  });
});

describe('the servlets calls no page load makes, fetched on their first call', () => {
  it('CALL-15 CALL-14 they send the same request as the module built at once and refuse bad input as a rejected call', async () => {
    const { createServletCalls } = await import('./servletCalls');
    const reply = () => jsonReply(200, { departments: [] });
    const lazy = fakeFetch(reply);
    const api = createApi(testConfig(), testEnv(lazy.fetch));
    expect(lazy.sent).toHaveLength(0);
    const eager = fakeFetch(reply);
    const direct = createServletCalls({ config: parseConfigObject(testConfig()), env: testEnv(eager.fetch) });
    const outcome = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message);
    const [viaApi, viaModule] = await Promise.allSettled([api.servlets.departments(), direct.departments()]);
    expect(outcome(viaApi)).toEqual(outcome(viaModule));
    const strip = (sent: typeof lazy.sent) => sent.map((r) => [r.method, r.url, [...r.headers].filter(([k]) => !/request-id|correlation/i.test(k))]);
    expect(strip(lazy.sent)).toEqual(strip(eager.sent));
    const refused = api.servlets.pendingOrderUpdate(' ');
    expect(refused).toBeInstanceOf(Promise);
    await expect(refused).rejects.toMatchObject({ kind: 'missing-input', call: 'CALL-14' });
  });
});
