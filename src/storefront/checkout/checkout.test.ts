import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartView } from '../../../spec/schemas/upstream/cart';
import type { Backend } from '../session/backend';
import { BackendError, unavailableBackend } from '../session/backend';
import type { SessionView } from '../session/establish';
import { PREFERENCE_LABEL } from '../fulfilment';
import {
  CART_NOT_CLEARED_TEXT,
  checkoutStart,
  confirmationOrderId,
  confirmationPath,
  FULFILLMENT_LABEL,
  loadOrder,
  loadOrders,
  loadSlots,
  ORDER_FAILED_TEXT,
  ORDER_MISSING_TEXT,
  ORDER_PENDING_TEXT,
  ORDER_STATUS_TEXT,
  ORDERS_FAILED_TEXT,
  placeOrder,
  SLOT_FAILED_TEXT,
  SLOT_FULL_TEXT,
  SLOTS_FAILED_TEXT,
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
    // Whatever the carts' order, the grocer comes first and the other sellers keep theirs.
    const crafts: CartView = { ...market, cartId: 'c4', sellerId: 'crafts', items: [{ ...market.items[0]!, sellerName: 'Craft Co' }] };
    for (const carts of [[market, crafts, grocery], [market, grocery, crafts], [grocery, market, crafts]]) {
      const review = checkoutStart(shopper, snapshot(carts), 'Freshway');
      expect(review.status === 'ready' && review.sellers.map((s) => s.sellerId)).toEqual(['abs', ...carts.filter((c) => c !== grocery).map((c) => c.sellerId)]);
    }
    expect(checkoutStart({ ...shopper, preference: 'DELIVERY' }, snapshot([grocery]), 'Freshway')).toMatchObject({ status: 'ready', fulfillment: 'DELIVERY' });
  });

  it('decision 0489 slots are listed soonest first; a full one is marked, an unreadable one left out', () => {
    const choices = slotChoices([
      slot('b', '2026-06-02T12:00:00.000Z', 0),
      slot('a', '2026-06-02T10:00:00.000Z'),
      { ...slot('x', '2026-06-02T14:00:00.000Z'), start: 'soon' },
      // A time shaped like one that is no date, and a readable time with something before its year, are unreadable too.
      { ...slot('y', '2026-06-02T14:00:00.000Z'), start: '2026-13-45T99:00:00.000Z' },
      { ...slot('z', '2026-06-02T14:00:00.000Z'), start: '+002026-06-02T14:00:00.000Z' },
    ]);
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
      expect(outcome).toEqual({ status: 'failed', step, slotFull: text === SLOT_FULL_TEXT, text });
      expect(removed).toEqual([]);
    }
  });

  it('decision 0489 a removal the cart refuses after the order still confirms the order, and says so', async () => {
    const backend: Backend = { ...unavailableBackend, reserveSlot: async () => hold, placeOrder: async () => placed };
    const outcome = await placeOrder({ backend, cart: { remove: async () => false, idle: async () => undefined } }, shopper, ready(), hold.slotId);
    expect(outcome).toMatchObject({ status: 'placed', cartCleared: false });
    // One line of two left behind is enough to say so.
    const partly = await placeOrder({ backend, cart: { remove: async (l) => l.sellerId === 'abs', idle: async () => undefined } }, shopper, ready(), hold.slotId);
    expect(partly).toMatchObject({ status: 'placed', cartCleared: false });
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
    // An id with anything around it names no order: no part of it is taken for one.
    for (const around of ['900-1%3Cscript%3E', '%3Cb%3E900-1', '..%2F900-1', '900-1%2F..']) expect(confirmationOrderId(`?orderId=${around}`)).toBeNull();
  });

  it('decision 0489 the checkout words pickup and delivery as the header and the store modal do', () => {
    expect(FULFILLMENT_LABEL).toEqual({ DUG: PREFERENCE_LABEL.DUG, DELIVERY: PREFERENCE_LABEL.DELIVERY });
  });

  it('decision 0489 FORMAT-02 a review line without a name, size or price still shows; the cart\'s count and total are the review\'s', () => {
    const bare: CartView = { cartId: 'c3', sellerId: 'crafts', storeId: '1502', items: [{ upc: '0000980000999', qty: 3 }, { upc: '0000980000998', qty: 2, price: 0.335 }] };
    const start = checkoutStart(shopper, { carts: [bare, { ...grocery, items: [] }], count: 5, total: 0.67 }, 'Freshway');
    expect(start).toMatchObject({ status: 'ready', storeId: '1502', count: 5, total: 0.67 });
    if (start.status !== 'ready') return;
    // A seller whose lines carry no seller name is named by its id; an empty cart has no section.
    expect(start.sellers.map((s) => [s.sellerId, s.sellerName])).toEqual([['crafts', 'crafts']]);
    const [nameless, priced] = start.sellers[0]!.lines;
    expect(nameless).toMatchObject({ upc: '0000980000999', qty: 3, size: null, amount: null });
    expect(nameless!.name).toContain('0000980000999');
    expect(priced).toMatchObject({ amount: 0.67 });
    expect(start.sellers[0]!.subtotal).toBe(0.67);
    expect(checkoutStart(shopper, snapshot([{ ...grocery, items: [{ ...grocery.items[0]!, size: '3 lb' }] }]), 'Freshway')).toMatchObject({ sellers: [{ lines: [{ size: '3 lb', name: 'Gala Apples' }] }] });
  });

  it('decision 0489 a line the store cannot sell, in any seller\'s cart, blocks checkout', () => {
    for (const stock of ['out-of-stock', 'unavailable'] as const) {
      expect(checkoutStart(shopper, snapshot([grocery, { ...market, items: [...market.items, { upc: '0000980000202', qty: 1, stock }] }]), 'Freshway')).toEqual({ status: 'blocked' });
    }
    expect(checkoutStart(shopper, snapshot([{ ...grocery, items: [{ ...grocery.items[0]!, stock: 'low-stock' }] }]), 'Freshway')).toMatchObject({ status: 'ready' });
  });

  it('decision 0489 every refusal says the cart is unchanged and what to do; a placed order with lines left says so', () => {
    for (const text of [SLOTS_FAILED_TEXT, SLOT_FULL_TEXT, SLOT_FAILED_TEXT, ORDER_PENDING_TEXT, ORDER_FAILED_TEXT]) expect(text).toMatch(/Your cart is unchanged/);
    expect(SLOTS_FAILED_TEXT).toMatch(/available times/);
    expect(SLOT_FULL_TEXT).toMatch(/filled up.*choose another time/);
    expect(ORDER_PENDING_TEXT).toMatch(/already have an order being prepared/);
    expect(ORDER_FAILED_TEXT).toMatch(/nothing was ordered/);
    expect(CART_NOT_CLEARED_TEXT).toMatch(/order is placed.*still in your cart/);
    expect(ORDERS_FAILED_TEXT).toMatch(/couldn't load your orders/);
    expect(ORDER_MISSING_TEXT).toMatch(/couldn't find that order/);
  });

  it('USER-TYPES-13 decision 0489 the slot list is asked for the session\'s store and fulfilment with the bearer; a slot with an unreadable end is left out', async () => {
    const asked: unknown[] = [];
    const backend: Backend = {
      ...unavailableBackend,
      checkoutSlots: async (caller, storeId, fulfillment) => (asked.push([caller, storeId, fulfillment]), [slot('a', '2026-06-02T10:00:00.000Z'), { ...slot('b', '2026-06-02T12:00:00.000Z'), end: '2026-06-02 14:00' }, slot('c', '2026-06-02T08:00:00.000Z', 1)]),
    };
    const load = await loadSlots(backend, shopper, 'DELIVERY');
    expect(asked).toEqual([[{ userType: 'R', token: 'tok' }, '1502', 'DELIVERY']]);
    expect(load).toEqual({
      status: 'ready',
      slots: [
        { slotId: 'c', start: '2026-06-02T08:00:00.000Z', end: '2026-06-02T10:00:00.000Z', day: '2026-06-02', full: false },
        { slotId: 'a', start: '2026-06-02T10:00:00.000Z', end: '2026-06-02T12:00:00.000Z', day: '2026-06-02', full: false },
      ],
    });
    expect(await loadSlots(unavailableBackend, shopper, 'DUG')).toEqual({ status: 'failed', text: SLOTS_FAILED_TEXT });
    expect(await loadSlots({ ...backend, checkoutSlots: async () => Promise.reject(new BackendError('503', 503)) }, shopper, 'DUG')).toEqual({ status: 'failed', text: SLOTS_FAILED_TEXT });
  });

  it('decision 0489 without the order call nothing is held: the slot step fails before any request', async () => {
    let held = 0;
    const { cart, removed } = fakeCart();
    const outcome = await placeOrder({ backend: { ...unavailableBackend, reserveSlot: async () => ((held += 1), hold) }, cart }, shopper, ready(), hold.slotId);
    expect(outcome).toEqual({ status: 'failed', step: 'slot', slotFull: false, text: SLOT_FAILED_TEXT });
    expect(held).toBe(0);
    expect(removed).toEqual([]);
    let ordered = 0;
    const noHold = await placeOrder({ backend: { ...unavailableBackend, placeOrder: async () => ((ordered += 1), placed) }, cart }, shopper, ready(), hold.slotId);
    expect(noHold).toEqual({ status: 'failed', step: 'slot', slotFull: false, text: SLOT_FAILED_TEXT });
    expect(ordered).toBe(0);
  });

  it('decision 0489 each order status has words of its own', () => {
    const texts = Object.values(ORDER_STATUS_TEXT);
    expect(Object.keys(ORDER_STATUS_TEXT).sort()).toEqual(['CANCELLED', 'DELIVERED', 'PENDING']);
    for (const text of texts) expect(text.trim()).not.toBe('');
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('USER-TYPES-13 decision 0489 orders are a signed-in shopper\'s: a guest\'s page asks nothing; a refused list or order fails', async () => {
    let asked = 0;
    const backend: Backend = {
      ...unavailableBackend,
      orderSummaries: async (caller) => ((asked += 1), expect(caller).toEqual({ userType: 'R', token: 'tok' }), [{ orderId: '900-2', status: 'CANCELLED', total: 3, placedAt: placed.placedAt }]),
      orderDetails: async (caller, id) => ((asked += 1), expect(caller).toEqual({ userType: 'R', token: 'tok' }), { ...placed, orderId: id, status: 'DELIVERED' as const, items: [{ upc: '0000960012345', qty: 3, price: 0.335 }] }),
    };
    expect(await loadOrders(backend, guest)).toEqual({ status: 'failed', text: ORDERS_FAILED_TEXT });
    expect(await loadOrder(backend, guest, '900-1')).toEqual({ status: 'failed', text: ORDERS_FAILED_TEXT });
    expect(asked).toBe(0);
    expect(await loadOrders(backend, shopper)).toEqual({ status: 'ready', orders: [{ orderId: '900-2', status: 'CANCELLED', statusText: ORDER_STATUS_TEXT.CANCELLED, total: 3, placedAt: placed.placedAt }] });
    expect(await loadOrder(backend, shopper, '900-3')).toEqual({
      status: 'ready',
      order: { orderId: '900-3', status: 'DELIVERED', statusText: ORDER_STATUS_TEXT.DELIVERED, total: placed.total, placedAt: placed.placedAt, lines: [{ upc: '0000960012345', qty: 3, amount: 1.01 }] },
    });
    expect(await loadOrder(backend, shopper, null)).toEqual({ status: 'missing', text: ORDER_MISSING_TEXT });
    expect(asked).toBe(2);
    expect(await loadOrders({ ...backend, orderSummaries: async () => Promise.reject(new BackendError('503', 503)) }, shopper)).toEqual({ status: 'failed', text: ORDERS_FAILED_TEXT });
    expect(await loadOrders(unavailableBackend, shopper)).toEqual({ status: 'failed', text: ORDERS_FAILED_TEXT });
    expect(await loadOrder(unavailableBackend, shopper, '900-1')).toEqual({ status: 'failed', text: ORDERS_FAILED_TEXT });
  });

  it('decision 0489 a slot\'s window reads in the store\'s time zone, UTC when none is known', () => {
    const window = { start: '2026-06-02T22:00:00.000Z', end: '2026-06-03T00:00:00.000Z' };
    expect(slotWindowText(window)).toBe('Tuesday, Jun 2, 10:00 PM – 12:00 AM');
    expect(slotWindowText(window, 'America/Los_Angeles')).toBe('Tuesday, Jun 2, 3:00 PM – 5:00 PM');
  });
});
