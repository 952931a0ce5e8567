import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { createApi } from '../../src/api/index';
import { createCart } from '../../src/storefront/cart/cart';
import { cartIds } from '../../src/storefront/cart/cartIds';
import { checkoutStart, loadOrder, loadOrders, loadSlots, ORDER_FAILED_TEXT, placeOrder } from '../../src/storefront/checkout/checkout';
import { memoryCookieJar } from '../../src/storefront/cookies';
import { memoryStorage } from '../../src/storefront/ports';
import { apiBackend } from '../../src/storefront/session/apiBackend';
import type { SessionView } from '../../src/storefront/session/establish';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { createHandlers } from '../../simulator/runtimes/msw';
import { PACT_GROCERY_UPC } from '../../simulator/states/cart';
import { NODE_TIMEOUT_MS } from '../../cli/lib/scenario/driver';
import { simulatorFetch } from '../../cli/lib/scenario/simFetch';
import type { CallRecord } from '../../cli/lib/scenario/simFetch';

/**
 * The checkout (decision 0489) through the storefront's own wiring: the core's checkout and cart modules, the
 * storefront backend, the src/api slots, orders and cart clients and the simulator's services, as the pages run them.
 */
async function signedInShopperWithCart() {
  const ctx = createSimContext({ seed: 1 });
  const now = () => ctx.clock.now();
  const calls: CallRecord[] = [];
  const origin = 'http://127.0.0.1';
  const jar = memoryCookieJar();
  const servletSession = startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway');
  jar.set(SESSION_COOKIE, servletSession.id, null);
  const fetch = simulatorFetch({ ctx, handlers: () => createHandlers(ctx), origin, jar, now, record: (c) => calls.push(c) });
  const api = createApi(parseConfigObject(simulatorConfig('freshway', '')), { fetch, random: () => 0.5, now, timeoutMs: NODE_TIMEOUT_MS, origin, log: () => undefined });
  const toasts: string[] = [];
  const cart = createCart({ api: api.cart, ids: cartIds(memoryStorage(), jar), cookies: jar, toggles: { disableGuestCart: false, guestAddToCartVariant: 'b' }, showToast: (t) => toasts.push(t), log: () => undefined });
  await cart.sessionChanged({ userType: 'R', storeId: '1502' });
  expect(await cart.add({ upc: PACT_GROCERY_UPC, name: 'Gala Apples' }, 2)).toBe('added');
  const session: SessionView = {
    userType: 'R', storeId: '1502', zipcode: '94611', preference: 'DUG', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: 'Sam', customerId: knownCustomers.shopper.uuid,
    userInfo: { userType: 'R', userId: knownCustomers.shopper.uuid, SWY_SHOP_TOKEN: servletSession.token }, how: 'signed in', rules: [],
  };
  return { ctx, calls, cart, toasts, session, backend: apiBackend(api, 'freshway') };
}

describe('checkout over the simulator (decision 0489)', () => {
  it('CALL-43 a shopper with a cart picks a pickup slot, places the order, finds it under Orders, and the cart is empty after', async () => {
    const { cart, session, backend, calls } = await signedInShopperWithCart();
    const start = checkoutStart(session, cart.getSnapshot(), 'Freshway');
    if (start.status !== 'ready') throw new Error(`checkout is ready, not ${start.status}`);
    expect(start.sellers[0]?.lines.find((l) => l.upc === PACT_GROCERY_UPC)?.qty).toBeGreaterThanOrEqual(2);
    const slots = await loadSlots(backend, session, start.fulfillment);
    if (slots.status !== 'ready') throw new Error('the slots load');
    const slot = slots.slots.find((s) => !s.full)!;
    const outcome = await placeOrder({ backend, cart }, session, start, slot.slotId);
    if (outcome.status !== 'placed') throw new Error(outcome.text);
    expect(outcome.cartCleared).toBe(true);
    expect(outcome.order.slot.start).toBe(slot.start);
    expect(cart.getSnapshot().count).toBe(0);
    await cart.refresh();
    expect(cart.getSnapshot().count).toBe(0);
    const orders = await loadOrders(backend, session);
    expect(orders.status === 'ready' && orders.orders[0]).toMatchObject({ orderId: outcome.order.orderId, status: 'PENDING', total: outcome.order.total });
    const details = await loadOrder(backend, session, outcome.order.orderId);
    expect(details.status === 'ready' && details.order.lines.map((l) => [l.upc, l.qty])).toEqual(start.sellers.flatMap((s) => s.lines.map((l) => [l.upc, l.qty])));
    expect(calls.filter((c) => c.calls.includes('CALL-43')).map((c) => `${c.method} ${c.status}`)).toEqual(['GET 200', 'POST 201', 'POST 201', 'GET 200', 'GET 200']);
  });

  it('CALL-43 a fault on placing the order keeps every line in the cart and says to try again', async () => {
    const { ctx, cart, session, backend } = await signedInShopperWithCart();
    const before = cart.getSnapshot().carts;
    const start = checkoutStart(session, cart.getSnapshot(), 'Freshway');
    if (start.status !== 'ready') throw new Error('ready');
    const slots = await loadSlots(backend, session, start.fulfillment);
    if (slots.status !== 'ready') throw new Error('the slots load');
    ctx.faults.add({ target: { method: 'POST', path: '/apim/orders/web/ecom/api/order' }, fault: { kind: 'status', status: 503 } });
    expect(await placeOrder({ backend, cart }, session, start, slots.slots[0]!.slotId)).toEqual({ status: 'failed', step: 'order', slotFull: false, text: ORDER_FAILED_TEXT });
    await cart.refresh();
    expect(cart.getSnapshot().carts.map((c) => c.items.map((l) => [l.upc, l.qty]))).toEqual(before.map((c) => c.items.map((l) => [l.upc, l.qty])));
    const orders = await loadOrders(backend, session);
    expect(orders.status === 'ready' && orders.orders.some((o) => o.status === 'PENDING')).toBe(false);
  });
});
