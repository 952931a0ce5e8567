import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartView } from '../../../spec/schemas/upstream/cart';
import type { Backend } from '../session/backend';
import { BackendError, unavailableBackend } from '../session/backend';
import type { SessionView } from '../session/establish';
import {
  checkoutStart,
  confirmationOrderId,
  confirmationPath,
  loadOrder,
  loadOrders,
  loadSlots,
  ORDER_FAILED_TEXT,
  ORDER_MISSING_TEXT,
  ORDER_PENDING_TEXT,
  placeOrder,
  SLOT_FAILED_TEXT,
  SLOT_FULL_TEXT,
  slotChoices,
  slotWindowText,
} from './checkout';

const guest: SessionView = { userType: 'G', storeId: '1502', zipcode: '94611', preference: 'DUG', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: null, customerId: null, userInfo: null, how: 'guest', rules: [] };
const shopper: SessionView = { ...guest, userType: 'R', userInfo: { userType: 'R', SWY_SHOP_TOKEN: 'tok' }, how: 'signed in' };
const grocery: CartView = { cartId: 'c1', sellerId: 'abs', storeId: '1502', items: [{ upc: '0000960012345', qty: 2, name: 'Gala Apples', price: 1.25, stock: 'in-stock' }] };
const market: CartView = { cartId: 'c2', sellerId: 'pantry', storeId: '1502', items: [{ upc: '0000980000201', qty: 1, name: 'Olive Oil', price: 9.99, sellerName: 'Pantry Partners' }] };
const snapshot = (carts: CartView[]) => ({ carts, count: carts.reduce((n, c) => n + c.items.reduce((m, l) => m + l.qty, 0), 0), total: 12.49 });
const slot = (slotId: string, start: string, available = 2) => ({ slotId, storeId: '1502', start, end: new Date(Date.parse(start) + 7_200_000).toISOString(), capacity: 3, available });

function ready() {
  const start = checkoutStart(shopper, snapshot([market, grocery]), 'Freshway');
  if (start.status !== 'ready') throw new Error('ready');
  return start;
}

function fakeCart() {
  const removed: string[] = [];
  return { removed, cart: { remove: async (l: { upc: string; sellerId: string }) => (removed.push(`${l.sellerId}:${l.upc}`), true), idle: async () => undefined } };
}

const hold = { reservationId: 'rsv-1', storeId: '1502', slotId: '1502-20260602-10', fulfillment: 'DUG' as const, start: '2026-06-02T10:00:00.000Z', end: '2026-06-02T12:00:00.000Z', expiresAt: '2026-06-01T17:00:00.000Z' };
const placed = { orderId: '900-1', storeId: '1502', status: 'PENDING' as const, items: [], total: 12.49, placedAt: '2026-06-01T15:00:00.000Z', reservationId: 'rsv-1' };

describe('checkout decisions (decision 0489)', () => {
  it('decision 0489 a guest signs in, in-store shopping has no slot, an empty or blocked cart cannot check out', () => {
    expect(checkoutStart(guest, snapshot([grocery]), 'Freshway')).toEqual({ status: 'sign-in' });
    expect(checkoutStart({ ...shopper, preference: 'J4U' }, snapshot([grocery]), 'Freshway')).toEqual({ status: 'in-store' });
    expect(checkoutStart(shopper, snapshot([{ ...grocery, items: [] }]), 'Freshway')).toEqual({ status: 'empty' });
    expect(checkoutStart(shopper, snapshot([{ ...grocery, items: [{ ...grocery.items[0]!, stock: 'out-of-stock' }] }]), 'Freshway')).toEqual({ status: 'blocked' });
  });

  it('decision 0489 the review has one section per seller, the grocer first, with line amounts and subtotals', () => {
    const start = ready();
    expect(start.fulfillment).toBe('DUG');
    expect(start.sellers.map((s) => [s.sellerId, s.sellerName, s.subtotal])).toEqual([
      ['abs', 'Freshway', 2.5],
      ['pantry', 'Pantry Partners', 9.99],
    ]);
    expect(checkoutStart({ ...shopper, preference: 'DELIVERY' }, snapshot([grocery]), 'Freshway')).toMatchObject({ status: 'ready', fulfillment: 'DELIVERY' });
  });

  it('decision 0489 slots are listed soonest first; a full one is marked, an unreadable one left out', () => {
    const choices = slotChoices([slot('b', '2026-06-02T12:00:00.000Z', 0), slot('a', '2026-06-02T10:00:00.000Z'), { ...slot('x', '2026-06-02T14:00:00.000Z'), start: 'soon' }]);
    expect(choices.map((c) => [c.slotId, c.day, c.full])).toEqual([
      ['a', '2026-06-02', false],
      ['b', '2026-06-02', true],
    ]);
    expect(slotWindowText(choices[0]!)).toBe('Tuesday, Jun 2, 10:00 AM – 12:00 PM');
  });

  it('decision 0489 a slot list that fails says so and keeps the cart; a guest asks for none', async () => {
    let asked = 0;
    const failing: Backend = { ...unavailableBackend, checkoutSlots: async () => ((asked += 1), Promise.reject(new BackendError('503', 503))) };
    expect(await loadSlots(failing, shopper, 'DUG')).toMatchObject({ status: 'failed' });
    expect(await loadSlots(failing, guest, 'DUG')).toMatchObject({ status: 'failed' });
    expect(asked).toBe(1);
  });

  it('decision 0489 placing holds the slot, orders every line on it with the bearer, then empties the cart', async () => {
    const seen: unknown[] = [];
    const backend: Backend = { ...unavailableBackend, reserveSlot: async (caller, h) => (seen.push(['hold', caller.token, h]), hold), placeOrder: async (caller, o) => (seen.push(['order', caller.token, o]), placed) };
    const { cart, removed } = fakeCart();
    const outcome = await placeOrder({ backend, cart }, shopper, ready(), hold.slotId);
    expect(outcome).toEqual({ status: 'placed', cartCleared: true, order: { orderId: '900-1', total: 12.49, placedAt: placed.placedAt, fulfillment: 'DUG', slot: { start: hold.start, end: hold.end }, count: 3 } });
    expect(seen).toEqual([
      ['hold', 'tok', { storeId: '1502', slotId: hold.slotId, fulfillment: 'DUG' }],
      ['order', 'tok', { storeId: '1502', items: [{ upc: '0000960012345', qty: 2 }, { upc: '0000980000201', qty: 1 }], reservationId: 'rsv-1' }],
    ]);
    expect(removed).toEqual(['abs:0000960012345', 'pantry:0000980000201']);
  });

  it('decision 0489 a full slot, a refused hold, a pending order or a failed order leave the cart untouched and say what to do', async () => {
    const cases: [Partial<Backend>, string, string][] = [
      [{ reserveSlot: async () => Promise.reject(new BackendError('409', 409, 'SLOT_FULL')), placeOrder: async () => placed }, 'slot', SLOT_FULL_TEXT],
      [{ reserveSlot: async () => Promise.reject(new BackendError('network', null)), placeOrder: async () => placed }, 'slot', SLOT_FAILED_TEXT],
      [{ reserveSlot: async () => hold, placeOrder: async () => Promise.reject(new BackendError('409', 409, 'ORDER_PENDING')) }, 'order', ORDER_PENDING_TEXT],
      [{ reserveSlot: async () => hold, placeOrder: async () => Promise.reject(new BackendError('timeout', null)) }, 'order', ORDER_FAILED_TEXT],
    ];
    for (const [calls, step, text] of cases) {
      const { cart, removed } = fakeCart();
      const outcome = await placeOrder({ backend: { ...unavailableBackend, ...calls }, cart }, shopper, ready(), hold.slotId);
      expect(outcome).toMatchObject({ status: 'failed', step, text });
      expect(removed).toEqual([]);
    }
  });

  it('decision 0489 a removal the cart refuses after the order still confirms the order, and says so', async () => {
    const backend: Backend = { ...unavailableBackend, reserveSlot: async () => hold, placeOrder: async () => placed };
    const outcome = await placeOrder({ backend, cart: { remove: async () => false, idle: async () => undefined } }, shopper, ready(), hold.slotId);
    expect(outcome).toMatchObject({ status: 'placed', cartCleared: false });
  });

  it('decision 0489 orders and one order: a 404 is a missing order, other faults a failure; a malformed id asks nothing', async () => {
    let asked = 0;
    const backend: Backend = {
      ...unavailableBackend,
      orderSummaries: async () => [{ orderId: '900-1', status: 'PENDING', total: 12.49, placedAt: placed.placedAt }],
      orderDetails: async (_c, id) => ((asked += 1), id === '900-1' ? { ...placed, items: [{ upc: '0000960012345', qty: 2, price: 1.25 }] } : Promise.reject(new BackendError('404', 404))),
    };
    expect(await loadOrders(backend, shopper)).toEqual({ status: 'ready', orders: [{ orderId: '900-1', status: 'PENDING', statusText: 'Being prepared', total: 12.49, placedAt: placed.placedAt }] });
    expect(await loadOrder(backend, shopper, '900-1')).toMatchObject({ status: 'ready', order: { lines: [{ upc: '0000960012345', qty: 2, amount: 2.5 }] } });
    expect(await loadOrder(backend, shopper, 'nope')).toEqual({ status: 'missing', text: ORDER_MISSING_TEXT });
    expect(await loadOrder(backend, shopper, '<script>')).toEqual({ status: 'missing', text: ORDER_MISSING_TEXT });
    expect(await loadOrder({ ...backend, orderDetails: async () => Promise.reject(new BackendError('503', 503)) }, shopper, '900-1')).toMatchObject({ status: 'failed' });
    expect(asked).toBe(2);
  });

  it('decision 0489 a confirmation address carries its order id both ways; anything else names no order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,80}$/), (id) => confirmationOrderId(new URL(confirmationPath(id), 'http://x').search) === id),
    );
    fc.assert(fc.property(fc.string(), (junk) => {
      const id = confirmationOrderId(`?orderId=${encodeURIComponent(junk)}`);
      return id === null || /^[A-Za-z0-9_-]{1,80}$/.test(id);
    }));
    expect(confirmationOrderId('')).toBeNull();
  });
});
