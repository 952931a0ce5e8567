import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { createOrdersClient } from './orders';
import { expectCheckoutHeaders, fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const checkout = config.checkout!;
const shopper = { userType: 'R', token: 'shopper-token' };
const guest = { userType: 'G', token: 'stale-token' };
const order = { orderId: '556-123456', storeId: '1502', status: 'PENDING', items: [{ upc: '0001111040000', qty: 2, price: 3.49 }], total: 6.98, placedAt: '2026-06-01T15:00:00.000Z', reservationId: 'rsv-1' };
const summary = { orderId: order.orderId, status: order.status, total: order.total, placedAt: order.placedAt };
const serviceDown: Reply = () => jsonReply(503, { message: 'down' }, 'Service Unavailable');

function client(reply: Reply = serviceDown) {
  const { fetch, sent } = fakeFetch(reply);
  return { orders: createOrdersClient({ config, env: testEnv(fetch) }), sent };
}

describe('orders client (CALL-43, decision 0489)', () => {
  it('CALL-43 the order, the summaries and one order go to their paths under the orders base, and a failure names the call', async () => {
    const cases: [(o: ReturnType<typeof createOrdersClient>) => Promise<unknown>, string, string, unknown][] = [
      [(o) => o.place(shopper, { storeId: '1502', items: [{ upc: '0001111040000', qty: 2 }] }), 'POST', 'web/ecom/api/order', { storeId: '1502', items: [{ upc: '0001111040000', qty: 2 }] }],
      [(o) => o.summaries(shopper), 'GET', 'orders/summary', undefined],
      [(o) => o.order(shopper, '556-123456'), 'GET', 'orders/556-123456', undefined],
    ];
    for (const [make, method, path, body] of cases) {
      const { orders, sent } = client();
      expect(await rejectionOf(make(orders)), path).toMatchObject({ kind: 'status', call: 'CALL-43', status: 503 });
      expect(sent.map(readRequest), path).toEqual([{ method, address: `${checkout.ordersBase}/${path}`, query: {}, body }]);
    }
  });

  it('CALLS-02 USER-TYPES-13 the calls carry the checkout subscription key, the banner and the traced headers, and the bearer only for an authorised caller', async () => {
    const { orders, sent } = client(() => jsonReply(200, { orders: [summary], count: 1 }));
    expect(await orders.summaries(shopper)).toEqual([summary]);
    expect(await orders.summaries(guest)).toEqual([summary]);
    expectCheckoutHeaders(sent, { subscriptionKey: checkout.subscriptionKey, banner: config.banner });
  });

  it('CALL-43 the placed order and one order are read with the schema; a placed order answered with none is an unexpected body at order', async () => {
    expect(await client(() => jsonReply(201, { order })).orders.place(shopper, { storeId: '1502', items: [{ upc: '0001111040000', qty: 2 }], reservationId: 'rsv-1' })).toEqual(order);
    expect(await client(() => jsonReply(200, order)).orders.order(shopper, order.orderId)).toEqual(order);
    const none = await rejectionOf(client(() => jsonReply(201, { order: null })).orders.place(shopper, { storeId: '1502', items: [{ upc: '0001111040000', qty: 1 }] }));
    expect(none).toMatchObject({ kind: 'unexpected-body', call: 'CALL-43', field: 'order' });
    expect((none as Error).message).toMatch(/^CALL-43 unexpected body at order: /);
  });

  it('CALL-43 an order that is not the schema\'s is refused before any request, naming the call and the field', async () => {
    const { orders, sent } = client();
    expect(await rejectionOf(orders.place(shopper, { storeId: '15x', items: [{ upc: '0001111040000', qty: 1 }] }))).toMatchObject({ kind: 'missing-input', call: 'CALL-43', field: 'storeId' });
    expect(await rejectionOf(orders.place(shopper, { storeId: '1502', items: [] }))).toMatchObject({ kind: 'missing-input', call: 'CALL-43', field: 'items' });
    expect(sent).toHaveLength(0);
  });

  it('CALL-43 an order id is 1 to 80 letters, digits, - or _ (one path segment); any other is refused before any request, named cut short', async () => {
    const { orders, sent } = client(() => jsonReply(200, order));
    for (const id of ['5', 'ab', 'A-z_09', 'x'.repeat(80)]) {
      await orders.order(shopper, id);
      expect(readRequest(sent.at(-1)!).address, id).toBe(`${checkout.ordersBase}/orders/${id}`);
    }
    const asked = sent.length;
    for (const id of ['', 'x'.repeat(81), '../x', 'ab/', '/ab', 'a b', 'ä']) {
      const error = await rejectionOf(orders.order(shopper, id));
      expect(error, id).toMatchObject({ kind: 'missing-input', call: 'CALL-43', field: 'orderId' });
      expect((error as Error).message, id).toContain(`'${id.slice(0, 80)}'`);
    }
    expect((await rejectionOf(orders.order(shopper, `${'y'.repeat(80)}/z`)) as Error).message).not.toContain('/z');
    expect(sent).toHaveLength(asked);
  });

  it('decision 0489 a configuration without a checkout section makes no request and says what is missing', async () => {
    const { checkout: _omitted, ...rest } = testConfig();
    const { fetch, sent } = fakeFetch(() => jsonReply(200, { orders: [], count: 0 }));
    const orders = createOrdersClient({ config: parseConfigObject(rest), env: testEnv(fetch) });
    const error = await rejectionOf(orders.summaries(shopper));
    expect(error).toMatchObject({ kind: 'missing-input', call: 'CALL-43' });
    expect((error as Error).message).toMatch(/no checkout section/);
    expect(sent).toHaveLength(0);
  });
});
