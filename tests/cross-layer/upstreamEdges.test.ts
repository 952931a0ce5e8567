import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { createApi } from '../../src/api/index';
import { createCart } from '../../src/storefront/cart/cart';
import { cartIds } from '../../src/storefront/cart/cartIds';
import { loadShipping, MARKETPLACE_SHIPPING_KEY } from '../../src/storefront/catalogue/shipping';
import { memoryCookieJar } from '../../src/storefront/cookies';
import { memoryStorage } from '../../src/storefront/ports';
import { parsePendingOrder } from '../../src/rules/pendingOrder';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { issueAccessToken } from '../../simulator/services/identity/tokens';
import { createHandlers } from '../../simulator/runtimes/msw';
import { PACT_GROCERY_UPC } from '../../simulator/states/cart';
import { NODE_TIMEOUT_MS } from '../../cli/lib/scenario/driver';
import { simulatorFetch } from '../../cli/lib/scenario/simFetch';
import type { CallRecord } from '../../cli/lib/scenario/simFetch';

/**
 * Calls whose answer the spec shapes (what is cached and for how long, which id a path carries, what a request and its
 * answer hold, what a cookie keeps), through the storefront's own API clients and core modules over the Node
 * simulator, as the pages run them.
 */

const HOUR = 3_600_000;

function overSimulator(options: { signedIn?: boolean } = {}) {
  const ctx = createSimContext({ seed: 1 });
  const now = () => ctx.clock.now();
  const calls: CallRecord[] = [];
  const bodies: unknown[] = [];
  const origin = 'http://127.0.0.1';
  const jar = memoryCookieJar();
  const servlet = options.signedIn ? startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway') : null;
  if (servlet) jar.set(SESSION_COOKIE, servlet.id, null);
  const simulator = simulatorFetch({ ctx, handlers: () => createHandlers(ctx), origin, jar, now, record: (c) => calls.push(c) });
  const fetch: typeof simulator = (input, init = {}) => {
    if (typeof init.body === 'string') bodies.push(JSON.parse(init.body));
    return simulator(input, init);
  };
  const api = createApi(parseConfigObject(simulatorConfig('freshway', '')), { fetch, random: () => 0.5, now, timeoutMs: NODE_TIMEOUT_MS, origin, log: () => undefined });
  return { ctx, api, jar, calls, bodies, servlet, callsOf: (id: string) => calls.filter((c) => c.calls.includes(id)) };
}

describe('marketplace ship methods (CALL-28)', () => {
  it('CALLS-06 EXPIRY-10 a full (200) answer is complete and kept in local storage for 3 hours, then asked again', async () => {
    const { ctx, api, callsOf } = overSimulator();
    const storage = memoryStorage();
    const item = { zipcode: '94611', sellerId: 'mkp-4417', upc: PACT_GROCERY_UPC };
    const first = await loadShipping(api.seller, item, undefined, { storage, now: ctx.clock.now() });
    expect(first).toMatchObject({ status: 'ready', complete: true });
    const record = JSON.parse(storage.getItem(MARKETPLACE_SHIPPING_KEY)!) as { zipcode: string; expiry: number };
    expect(record.zipcode).toBe('94611');
    expect(record.expiry - ctx.clock.now()).toBe(3 * HOUR);
    // Within the 3 hours the cached options are shown without a call; after them the seller is asked again.
    const again = await loadShipping(api.seller, item, undefined, { storage, now: ctx.clock.now() + 3 * HOUR - 1 });
    expect(again).toMatchObject({ status: 'ready', options: first.status === 'ready' ? first.options : [] });
    expect(callsOf('CALL-28')).toHaveLength(1);
    await loadShipping(api.seller, item, undefined, { storage, now: ctx.clock.now() + 3 * HOUR + 1 });
    expect(callsOf('CALL-28')).toHaveLength(2);
  });

  it('CALLS-06 a partial (206) answer is shown but not complete, and not cached', async () => {
    const { api, callsOf } = overSimulator();
    const answer = await api.seller.shipMethods({ zipcode: '94611', sellers: [{ sellerId: 'mkp-4417', items: [{ upc: PACT_GROCERY_UPC, qty: 1 }] }, { sellerId: 'mkp-unknown', items: [{ upc: PACT_GROCERY_UPC, qty: 1 }] }] });
    expect(answer.status).toBe(206);
    expect(answer.complete).toBe(false);
    const full = await api.seller.shipMethods({ zipcode: '94611', sellers: [{ sellerId: 'mkp-4417', items: [{ upc: PACT_GROCERY_UPC, qty: 1 }] }] });
    expect(full.status).toBe(200);
    expect(full.complete).toBe(true);
    expect(callsOf('CALL-28').map((c) => c.status)).toEqual([206, 200]);
  });
});

describe('rewards summary (CALL-37)', () => {
  it('EXPIRY-11 the same shopper reading the summary again within 10000 ms gets it without a call; after, it is asked again', async () => {
    const { ctx, api, callsOf } = overSimulator();
    const token = issueAccessToken(ctx, knownCustomers.shopper.uuid).accessToken;
    const caller = { userType: 'R', token };
    const first = await api.offers.rewardsSummary(caller);
    ctx.clock.advance(9_999);
    expect(await api.offers.rewardsSummary(caller)).toEqual(first);
    const summaryCalls = () => callsOf('CALL-37').filter((c) => c.path.includes('rewardshub'));
    expect(summaryCalls()).toHaveLength(1);
    ctx.clock.advance(2);
    await api.offers.rewardsSummary(caller);
    expect(summaryCalls()).toHaveLength(2);
  });
});

describe('customer stores through the datapower base (CALL-27)', () => {
  it('CALLS-03 an unknown customer id puts the spec placeholder id in the path, never an empty segment', async () => {
    const { api, callsOf } = overSimulator();
    expect(await api.profile.customerStores({ userType: 'G' }, null)).toEqual({ stores: [] });
    const [call] = callsOf('CALL-27');
    const id = /\/api\/uca\/customers\/([^/]*)\/stores/.exec(call!.path)?.[1];
    expect(['1', '{hash}', '111-111-1111111111111']).toContain(decodeURIComponent(id ?? ''));
  });
});

describe('targeted content (CALL-67)', () => {
  const request = { storeId: '1502', zipcode: '94611', banner: 'freshway', channel: 'delivery', fragment: 'home-hero', screenName: 'home', zone: 'top' };

  it('MISC-05 the request carries store, zip, banner, channel, fragment, screen name and zone; the answer is read from items[0]', async () => {
    const { api, bodies } = overSimulator();
    const item = await api.content.targetedItem(request);
    expect(bodies.at(-1)).toEqual(request);
    expect(item).toMatchObject({ type: 'title-header' });
    expect(item?.designType).toEqual(expect.any(String));
    expect(item?.webImageAsset).toMatchObject({ src: expect.any(String) });
  });

  it('MISC-05 deliveryTimeZone travels when it is known', async () => {
    const { api, bodies } = overSimulator();
    await api.content.targetedItem({ ...request, deliveryTimeZone: 'America/Los_Angeles' });
    expect(bodies.at(-1)).toEqual({ ...request, deliveryTimeZone: 'America/Los_Angeles' });
  });
});

describe('guest authentication (CALL-02)', () => {
  it('GUEST-STORE-18 the guest session is started at /bin/{provider}/authenticate/guest with the zipcode query', async () => {
    const { api, callsOf } = overSimulator();
    const info = await api.servlets.guestAuthenticate('94611');
    expect(info).toMatchObject({ zipcode: '94611' });
    const [call] = callsOf('CALL-02');
    expect(call).toMatchObject({ status: 200 });
    expect(new URL(call!.path, 'http://127.0.0.1').pathname).toMatch(/^\/bin\/[^/]+\/authenticate\/guest$/);
    // The address a page navigates to for it: the same path, the zip code as its query.
    const url = new URL(api.servlets.guestAuthenticateUrl('94611'), 'http://127.0.0.1');
    expect(url.pathname).toBe(new URL(call!.path, 'http://127.0.0.1').pathname);
    expect(url.searchParams.get('zipcode')).toBe('94611');
  });
});

describe('pending order (CALL-14)', () => {
  it('COOKIE-13 the pending-order cookie a signed-in update leaves holds the order number and the branch number', async () => {
    const { api, jar, servlet } = overSimulator({ signedIn: true });
    await api.servlets.pendingOrderUpdate('ORD-77');
    const held = parsePendingOrder(decodeURIComponent(jar.get('PendingOrder') ?? ''));
    expect(held).toEqual({ orderNumber: 'ORD-77', branchNumber: servlet!.storeId });
  });
});

describe('store change of a signed-in shopper (STORE-CHANGE-01)', () => {
  it('REINIT-06 moving the customer cart to another store marks the slot for re-init', async () => {
    const { api, jar } = overSimulator({ signedIn: true });
    const cart = createCart({ api: api.cart, ids: cartIds(memoryStorage(), jar), cookies: jar, toggles: { disableGuestCart: false, guestAddToCartVariant: 'b' }, showToast: () => undefined, log: () => undefined });
    await cart.sessionChanged({ userType: 'R', storeId: '1502' });
    expect(jar.get('ECommReInit') ?? '').not.toMatch(/slot/);
    await cart.sessionChanged({ userType: 'R', storeId: '1605' });
    expect((jar.get('ECommReInit') ?? '').split('|')).toContain('slot');
  });
});
