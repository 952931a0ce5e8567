import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { createApi } from '../../src/api/index';
import { memoryCookieJar } from '../../src/storefront/cookies';
import { apiBackend } from '../../src/storefront/session/apiBackend';
import type { SessionView } from '../../src/storefront/session/establish';
import { clipCoupon, loadCoupons, loadOffer } from '../../src/storefront/offers/coupons';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { issueAccessToken } from '../../simulator/services/identity/tokens';
import { createHandlers } from '../../simulator/runtimes/msw';
import { NODE_TIMEOUT_MS } from '../../cli/lib/scenario/driver';
import { simulatorFetch } from '../../cli/lib/scenario/simFetch';
import type { CallRecord } from '../../cli/lib/scenario/simFetch';

/**
 * The coupons page's decisions (decision 0487) through the storefront's own wiring: the core's coupons module, the
 * storefront backend, the src/api offers client and the simulator's offers service, as the page runs them.
 */
function storefrontOverSimulator() {
  const ctx = createSimContext({ seed: 1 });
  const now = () => ctx.clock.now();
  const calls: CallRecord[] = [];
  const origin = 'http://127.0.0.1';
  const simulator = simulatorFetch({ ctx, handlers: () => createHandlers(ctx), origin, jar: memoryCookieJar(), now, record: (c) => calls.push(c) });
  const authorization: (string | null)[] = [];
  const fetch: typeof simulator = (input, init = {}) => {
    authorization.push(new Headers(init.headers).get('authorization'));
    return simulator(input, init);
  };
  const config = parseConfigObject(simulatorConfig('freshway', ''));
  const api = createApi(config, { fetch, random: () => 0.5, now, timeoutMs: NODE_TIMEOUT_MS, origin, log: () => undefined });
  return { ctx, calls, authorization, backend: apiBackend(api, 'freshway') };
}

const guest: SessionView = { userType: 'G', storeId: '1502', zipcode: '94611', preference: 'J4U', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: null, customerId: null, userInfo: null, how: 'default guest session', rules: [] };
const signedIn = (token: string): SessionView => ({ ...guest, userType: 'R', firstName: 'Sam', customerId: knownCustomers.shopper.uuid, userInfo: { userType: 'R', userId: knownCustomers.shopper.uuid, SWY_SHOP_TOKEN: token }, how: 'signed in' });

describe('coupons over the simulator (decision 0487)', () => {
  it('CALL-32 PAGES-10 a guest sees the anonymous gallery, sends no bearer token, and is asked to sign in to clip', async () => {
    const { backend, calls, authorization } = storefrontOverSimulator();
    const load = await loadCoupons(backend, guest, false);
    expect(load.status).toBe('ready');
    if (load.status !== 'ready') return;
    expect(load.personal).toBe(false);
    expect(load.coupons.length).toBeGreaterThan(0);
    expect(load.coupons.every((c) => c.clipped === null)).toBe(true);
    expect(calls.map((c) => [c.calls, c.path, c.status])).toEqual([[['CALL-32'], expect.stringMatching(/\/offers\/gallery\/anonymous$/), 200]]);
    expect(authorization).toEqual([null]);
    expect(await clipCoupon(backend, guest, load.coupons[0]!.id, true)).toEqual({ status: 'sign-in' });
  });

  it('CALL-32 CALL-33 PAGES-02 a signed-in shopper clips an offer: the clip holds in the gallery, its details page shows it, unclip undoes it', async () => {
    const { backend, ctx, authorization } = storefrontOverSimulator();
    const token = issueAccessToken(ctx, knownCustomers.shopper.uuid).accessToken;
    const shopper = signedIn(token);
    const first = await loadCoupons(backend, shopper, false);
    if (first.status !== 'ready') throw new Error('the personal gallery loads');
    expect(first.personal).toBe(true);
    const offer = first.coupons.find((c) => c.clipped === false)!;
    expect(offer.detailsHref).toMatch(/^\/content\/www\/freshway\/en\/foru\/(?:offer-details|rewards\/reward-details)\.html\?offerId=/);
    expect(await clipCoupon(backend, shopper, offer.id, true)).toEqual({ status: 'done', clipped: true });
    const again = await loadCoupons(backend, shopper, false);
    expect(again.status === 'ready' && again.coupons.find((c) => c.id === offer.id)?.clipped).toBe(true);
    const details = await loadOffer(backend, shopper, false, new URL(offer.detailsHref!, 'http://x').searchParams.get('offerId'));
    expect(details).toMatchObject({ status: 'ready', coupon: { id: offer.id, clipped: true } });
    expect(await clipCoupon(backend, shopper, offer.id, false)).toEqual({ status: 'done', clipped: false });
    expect(authorization.every((a) => a === `Bearer ${token}`)).toBe(true);
  });

  it('CALL-33 a clip the service refuses (no such running offer) is a failure, and a details page for it is missing', async () => {
    const { backend, ctx } = storefrontOverSimulator();
    const shopper = signedIn(issueAccessToken(ctx, knownCustomers.shopper.uuid).accessToken);
    expect(await clipCoupon(backend, shopper, 'NOPE-1', true)).toEqual({ status: 'failed' });
    expect(await loadOffer(backend, shopper, false, 'NOPE-1')).toEqual({ status: 'missing' });
    expect(await loadOffer(backend, guest, false, null)).toEqual({ status: 'missing' });
  });
});
