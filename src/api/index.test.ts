import { describe, expect, it } from 'vitest';
import { createOffersClient } from './offers';
import { parseConfigObject } from '../../spec/schemas/config';
import { createApi } from './index';
import { fakeFetch, jsonReply, testConfig, testEnv } from '../../tests/support/api';

/** A call's answer, or its failure's message. */
const outcome = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message);
/** The requests sent, without the ids that differ on every request. */
const sameRequests = (sent: ReturnType<typeof fakeFetch>['sent']) => sent.map((r) => [r.method, r.url, [...r.headers].filter(([k]) => !/request-id|correlation/i.test(k))]);

describe('clients built on their first call', () => {
  it('a deferred client sends nothing until called, then the same request as the client built at once', async () => {
    const reply = () => jsonReply(200, { offers: [] });
    const lazy = fakeFetch(reply);
    const api = createApi(testConfig(), testEnv(lazy.fetch));
    expect(lazy.sent).toHaveLength(0);
    const eager = fakeFetch(reply);
    const direct = createOffersClient({ config: parseConfigObject(testConfig()), env: testEnv(eager.fetch) });
    const [viaApi, viaClient] = await Promise.allSettled([api.offers.anonymousGallery({}), direct.anonymousGallery({})]);
    expect(outcome(viaApi)).toEqual(outcome(viaClient));
    expect(sameRequests(lazy.sent)).toEqual(sameRequests(eager.sent));
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
    const [viaApi, viaModule] = await Promise.allSettled([api.servlets.departments(), direct.departments()]);
    expect(outcome(viaApi)).toEqual(outcome(viaModule));
    expect(sameRequests(lazy.sent)).toEqual(sameRequests(eager.sent));
    const refused = api.servlets.pendingOrderUpdate(' ');
    expect(refused).toBeInstanceOf(Promise);
    await expect(refused).rejects.toMatchObject({ kind: 'missing-input', call: 'CALL-14' });
  });
});
