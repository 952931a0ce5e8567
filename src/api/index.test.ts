import { describe, expect, it } from 'vitest';
import { createOffersClient } from './offers';
import { parseConfigObject } from '../../spec/schemas/config';
import { calls } from '../../spec/catalogue';
import { clientCalls, createApi } from './index';
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

  it('a deferred client answers only its calls by name: the same call each time, nothing for a symbol', () => {
    const api = createApi(testConfig(), testEnv(fakeFetch(() => jsonReply(200, {})).fetch));
    expect(api.offers.gallery).toBe(api.offers.gallery);
    expect(api.offers.gallery).not.toBe(api.offers.myList);
    expect((api.offers as unknown as Record<symbol, unknown>)[Symbol.iterator]).toBeUndefined();
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

describe('which client method makes each catalogue CALL', () => {
  const ctx = { config: parseConfigObject(testConfig()), env: testEnv(fakeFetch(() => jsonReply(200, {})).fetch) };
  /** Every client built at once from its own module, so a name that is no member reads as undefined (the API's deferred clients answer any name). */
  async function builtClients(): Promise<Record<string, Record<string, unknown>>> {
    const load = async <M,>(module: Promise<M>, create: (m: M) => (c: typeof ctx) => object) => create(await module)(ctx) as Record<string, unknown>;
    const servletCalls = await load(import('./servletCalls'), (m) => m.createServletCalls);
    return {
      servlets: { ...(await load(import('./servlets'), (m) => m.createServletsClient)), ...servletCalls },
      storeResolver: await load(import('./storeResolver'), (m) => m.createStoreResolverClient),
      storeFlags: await load(import('./storeFlags'), (m) => m.createStoreFlagsClient),
      identity: await load(import('./identity'), (m) => m.createIdentityClient),
      messaging: await load(import('./messaging'), (m) => m.createMessagingClient),
      profile: await load(import('./profile'), (m) => m.createProfileClient),
      customerAccount: await load(import('./customerAccount'), (m) => m.createCustomerAccountClient),
      location: await load(import('./location'), (m) => m.createLocationClient),
      seller: await load(import('./seller'), (m) => m.createSellerClient),
      content: await load(import('./content'), (m) => m.createContentClient),
      sponsored: await load(import('./sponsored'), (m) => m.createSponsoredClient),
      offers: await load(import('./offers'), (m) => m.createOffersClient),
      health: await load(import('./health'), (m) => m.createHealthClient),
      catalogue: await load(import('./catalogue'), (m) => m.createCatalogueClient),
      cart: await load(import('./cart'), (m) => m.createCartClient),
      slots: await load(import('./slots'), (m) => m.createSlotsClient),
      orders: await load(import('./orders'), (m) => m.createOrdersClient),
    };
  }

  it('every entry names a CALL of the catalogue and a method of a client', async () => {
    const ids = new Set<string>(calls.map((c) => c.id));
    const clients = await builtClients();
    for (const { call, client } of clientCalls) {
      expect(ids.has(call), `${call} (${client})`).toBe(true);
      const [name, method, ...rest] = client.split('.');
      expect(rest, client).toEqual([]);
      expect(typeof clients[name!]?.[method!], `${client} (${call})`).toBe('function');
    }
  });

  it('every method of every client is named with the CALL it makes, but the two that make no request of their own', async () => {
    const clients = await builtClients();
    // CALL-02's navigation address (its request, guestAuthenticate, is listed) and MISC-05's reading of CALL-67's answer (targeted is listed).
    const madeByAnother = new Set(['servlets.guestAuthenticateUrl', 'content.targetedItem']);
    const methods = Object.entries(clients).flatMap(([name, client]) => Object.keys(client).map((method) => `${name}.${method}`));
    const named = new Set(clientCalls.map((c) => c.client));
    expect(methods.filter((m) => !named.has(m) && !madeByAnother.has(m))).toEqual([]);
    expect([...madeByAnother].every((m) => methods.includes(m) && !named.has(m))).toBe(true);
  });
});
