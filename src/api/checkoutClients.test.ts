import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createOrdersClient, orderRequest, placeOrderRequest } from './orders';
import { createSlotsClient, reserveRequest, slotsRequest } from './slots';
import { fakeFetch, jsonReply, testConfig, testEnv } from '../../tests/support/api';

const shopper = { userType: 'R', token: 'shopper-token' };
const guest = { userType: 'G', token: 'stale-token' };
const slot = { slotId: '1502-20260602-10', storeId: '1502', start: '2026-06-02T10:00:00.000Z', end: '2026-06-02T12:00:00.000Z', capacity: 3, available: 2 };
const order = { orderId: '556-123456', storeId: '1502', status: 'PENDING', items: [{ upc: '0001111040000', qty: 2, price: 3.49 }], total: 6.98, placedAt: '2026-06-01T15:00:00.000Z', reservationId: 'rsv-1' };

function clients(reply: () => Response, config = testConfig()) {
  const { fetch, sent } = fakeFetch(reply);
  const ctx = { config: parseConfigObject(config), env: testEnv(fetch) };
  return { slots: createSlotsClient(ctx), orders: createOrdersClient(ctx), sent };
}

describe('CALL-43 checkout requests as data (decision 0489)', () => {
  it('CALL-43 the slot list, the hold, the order and one order are built from their inputs alone', () => {
    expect(slotsRequest('1502', 'DUG')).toEqual({ method: 'GET', path: 'slots', query: { storeId: '1502', fulfillment: 'DUG' } });
    expect(reserveRequest({ storeId: '1502', slotId: slot.slotId, fulfillment: 'DUG' })).toEqual({ method: 'POST', path: 'reservationDetails', body: { storeId: '1502', slotId: slot.slotId, fulfillment: 'DUG' } });
    expect(placeOrderRequest({ storeId: '1502', items: [{ upc: '0001111040000', qty: 2 }] })).toEqual({ method: 'POST', path: 'web/ecom/api/order', body: { storeId: '1502', items: [{ upc: '0001111040000', qty: 2 }] } });
    expect(placeOrderRequest({ storeId: '1502', items: [{ upc: '0001111040000', qty: 2 }], reservationId: 'rsv-1' }).body?.reservationId).toBe('rsv-1');
    expect(orderRequest('a/b')).toEqual({ method: 'GET', path: 'orders/a%2Fb' });
  });
});

describe('CALL-43 slots and orders clients', () => {
  it('CALL-43 USER-TYPES-13 a signed-in customer asks the slot list with its bearer; a guest caller sends none', async () => {
    const c = clients(() => jsonReply(200, { slots: [slot] }));
    expect(await c.slots.list(shopper, '1502', 'DUG')).toEqual([slot]);
    const url = new URL(c.sent[0]!.url);
    expect(url.pathname).toBe('/apim/slots/slots');
    expect(Object.fromEntries(url.searchParams)).toEqual({ storeId: '1502', fulfillment: 'DUG' });
    expect(c.sent[0]!.headers.get('authorization')).toBe('Bearer shopper-token');
    await c.slots.list(guest, '1502', 'DELIVERY');
    expect(c.sent[1]!.headers.get('authorization')).toBeNull();
  });

  it('CALL-43 a hold and an order are posted as JSON; the placed order is read with the schema', async () => {
    const c = clients(() => jsonReply(201, { order }));
    expect((await c.orders.place(shopper, { storeId: '1502', items: [{ upc: '0001111040000', qty: 2 }], reservationId: 'rsv-1' })).orderId).toBe('556-123456');
    expect(new URL(c.sent[0]!.url).pathname).toBe('/apim/orders/web/ecom/api/order');
    expect(JSON.parse(c.sent[0]!.body ?? '')).toEqual({ storeId: '1502', items: [{ upc: '0001111040000', qty: 2 }], reservationId: 'rsv-1' });
    const h = clients(() => jsonReply(201, { reservationId: 'rsv-1', storeId: '1502', slotId: slot.slotId, fulfillment: 'DUG', start: slot.start, end: slot.end, expiresAt: slot.end }));
    expect((await h.slots.reserve(shopper, { storeId: '1502', slotId: slot.slotId, fulfillment: 'DUG' })).reservationId).toBe('rsv-1');
    expect(h.sent[0]!.method).toBe('POST');
  });

  it('CALL-43 bad input fails before any request, naming the field', async () => {
    const c = clients(() => jsonReply(200, {}));
    for (const attempt of [c.slots.list(shopper, '15x', 'DUG'), c.slots.reserve(shopper, { storeId: '1502', slotId: 'tomorrow' }), c.orders.place(shopper, { storeId: '1502', items: [] }), c.orders.order(shopper, '../x')]) {
      const error = await attempt.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('missing-input');
    }
    expect(c.sent).toHaveLength(0);
  });

  it('CALL-43 an answer of another shape, or a placed order answered with none, is an unexpected body', async () => {
    const drift = await clients(() => jsonReply(200, { orders: [{ orderId: 1 }], count: 1 })).orders.summaries(shopper).catch((e: unknown) => e);
    expect((drift as ApiError).kind).toBe('unexpected-body');
    const none = await clients(() => jsonReply(201, { order: null })).orders.place(shopper, { storeId: '1502', items: [{ upc: '0001111040000', qty: 1 }] }).catch((e: unknown) => e);
    expect((none as ApiError).field).toBe('order');
  });

  it('decision 0489 a configuration without a checkout section makes no request and says what is missing', async () => {
    const { checkout: _omitted, ...rest } = testConfig();
    const c = clients(() => jsonReply(200, { slots: [] }), rest);
    const error = await c.slots.list(shopper, '1502', 'DUG').catch((e: unknown) => e);
    expect((error as ApiError).message).toMatch(/no checkout section/);
    expect(await c.orders.summaries(shopper).catch((e: unknown) => (e as ApiError).kind)).toBe('missing-input');
    expect(c.sent).toHaveLength(0);
  });
});
