import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { createApi } from '../../src/api/index';
import { createCart } from '../../src/storefront/cart/cart';
import { cartIds } from '../../src/storefront/cart/cartIds';
import { memoryCookieJar } from '../../src/storefront/cookies';
import { clippedMarkFor, createClippedOffers } from '../../src/storefront/offers/clippedOffers';
import { clipCoupon, loadCoupons } from '../../src/storefront/offers/coupons';
import { memoryStorage } from '../../src/storefront/ports';
import { apiBackend } from '../../src/storefront/session/apiBackend';
import type { SessionView } from '../../src/storefront/session/establish';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { productByBpn, stockAt } from '../../simulator/services/catalogue/products';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { createHandlers } from '../../simulator/runtimes/msw';
import { NODE_TIMEOUT_MS } from '../../cli/lib/scenario/driver';
import { simulatorFetch } from '../../cli/lib/scenario/simFetch';

/**
 * Clipped offers on products and cart lines (decision 0490) through the storefront's own wiring: the core's offers and
 * cart modules, the storefront backend, the src/api offers and cart clients and the simulator's services.
 */
async function signedInShopper() {
  const ctx = createSimContext({ seed: 5 });
  const now = () => ctx.clock.now();
  const origin = 'http://127.0.0.1';
  const jar = memoryCookieJar();
  const servletSession = startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway');
  jar.set(SESSION_COOKIE, servletSession.id, null);
  const fetch = simulatorFetch({ ctx, handlers: () => createHandlers(ctx), origin, jar, now, record: () => undefined });
  const api = createApi(parseConfigObject(simulatorConfig('freshway', '')), { fetch, random: () => 0.5, now, timeoutMs: NODE_TIMEOUT_MS, origin, log: () => undefined });
  const cart = createCart({ api: api.cart, ids: cartIds(memoryStorage(), jar), cookies: jar, toggles: { disableGuestCart: false, guestAddToCartVariant: 'b' }, showToast: () => undefined, log: () => undefined });
  await cart.sessionChanged({ userType: 'R', storeId: '1502' });
  const session: SessionView = {
    userType: 'R', storeId: '1502', zipcode: '94611', preference: 'J4U', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: 'Sam', customerId: knownCustomers.shopper.uuid,
    userInfo: { userType: 'R', userId: knownCustomers.shopper.uuid, SWY_SHOP_TOKEN: servletSession.token }, how: 'signed in', rules: [],
  };
  return { cart, session, backend: apiBackend(api, 'freshway') };
}

describe('clipped offers over the simulator (decision 0490)', () => {
  it('CALL-32 CALL-33 a clip marks the product and its cart line, read again as a reload would; an unclip takes the mark away', async () => {
    const { cart, session, backend } = await signedInShopper();
    const gallery = await loadCoupons(backend, session, false);
    if (gallery.status !== 'ready') throw new Error('the personal gallery loads');
    expect(gallery.personal).toBe(true);
    const coupon = gallery.coupons.find((c) => c.clipped === false && c.points === 0 && c.products.some((bpn) => stockAt(productByBpn(bpn)!, '1502').status === 'in-stock'))!;
    const product = productByBpn(coupon.products.find((bpn) => stockAt(productByBpn(bpn)!, '1502').status === 'in-stock')!)!;
    const other = gallery.coupons.flatMap((c) => c.products).find((bpn) => !coupon.products.includes(bpn))!;
    expect(await cart.add({ upc: product.upc, name: product.name, bpn: product.bpn }, 1)).toBe('added');

    const marks = createClippedOffers(backend);
    await marks.follow(session);
    expect(clippedMarkFor(marks.getSnapshot(), product.bpn)).toBeNull();

    expect(await clipCoupon(backend, session, coupon.id, true)).toEqual({ status: 'done', clipped: true });
    marks.clipped(coupon, true);
    const expected = `Coupon clipped: ${coupon.saving}`;
    expect(clippedMarkFor(marks.getSnapshot(), product.bpn)?.text).toBe(expected);
    expect(clippedMarkFor(marks.getSnapshot(), other)).toBeNull();
    await cart.refresh();
    const line = cart.getSnapshot().carts.flatMap((c) => c.items).find((l) => l.upc === product.upc);
    expect(line?.bpn).toBe(product.bpn);
    expect(clippedMarkFor(marks.getSnapshot(), line?.bpn)?.text).toBe(expected);

    // A new page load reads the clip back from the offers service.
    const reloaded = createClippedOffers(backend);
    await reloaded.follow(session);
    expect(clippedMarkFor(reloaded.getSnapshot(), line?.bpn)?.text).toBe(expected);
    // A guest sees none of it.
    const guest = createClippedOffers(backend);
    await guest.follow({ ...session, userType: 'G', customerId: null, userInfo: null });
    expect(guest.getSnapshot().size).toBe(0);

    expect(await clipCoupon(backend, session, coupon.id, false)).toEqual({ status: 'done', clipped: false });
    marks.clipped(coupon, false);
    expect(clippedMarkFor(marks.getSnapshot(), line?.bpn)).toBeNull();
    const afterUnclip = createClippedOffers(backend);
    await afterUnclip.follow(session);
    expect(clippedMarkFor(afterUnclip.getSnapshot(), line?.bpn)).toBeNull();
  });
});
