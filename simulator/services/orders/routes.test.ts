import { describe, expect, it } from 'vitest';
import { CommDataResponse, OrdersSummaryResponse, OrderView, PendingOrderResponse } from '../../../spec/schemas/upstream/orders';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { invoke } from '../identity/testing';
import { issueAccessToken } from '../identity/tokens';
import { slotsRoutes } from '../slots/routes';
import { ordersRoutes } from './routes';

const shopper = knownCustomers.shopper;
const auth = (ctx: SimContext, uuid: string = shopper.uuid) => ({ authorization: `Bearer ${issueAccessToken(ctx, uuid).accessToken}` });
const items = [{ upc: '0001111040000', qty: 2 }];

describe('CALL-43 orders', () => {
  it('CALL-43 the history has orderCount delivered orders, newest first, each readable by id', async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    const summary = OrdersSummaryResponse.parse((await invoke(ordersRoutes, ctx, 'GET', '/apim/orders/orders/summary', { headers: h })).body);
    expect(summary.count).toBe(shopper.orderCount);
    expect([...summary.orders].sort((a, b) => b.placedAt.localeCompare(a.placedAt))).toEqual(summary.orders);
    const first = summary.orders[0];
    if (!first) throw new Error('the shopper has orders');
    expect(OrderView.parse((await invoke(ordersRoutes, ctx, 'GET', `/apim/orders/orders/${first.orderId}`, { headers: h })).body).status).toBe('DELIVERED');
    expect((await invoke(ordersRoutes, ctx, 'GET', '/apim/orders/orders/nope', { headers: h })).status).toBe(404);
    expect((await invoke(ordersRoutes, ctx, 'GET', `/apim/orders/orders/${first.orderId}`, { headers: auth(ctx, knownCustomers.registered.uuid) })).status).toBe(404);
  });

  it('CALL-43 one pending order at a time: place, read, refuse a second, cancel, then place again', async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    expect(PendingOrderResponse.parse((await invoke(ordersRoutes, ctx, 'GET', '/apim/orders/web/ecom/api/order', { headers: h })).body).order).toBeNull();
    const placed = await invoke(ordersRoutes, ctx, 'POST', '/apim/orders/web/ecom/api/order', { body: { storeId: '1502', items }, headers: h });
    expect(placed.status).toBe(201);
    const order = PendingOrderResponse.parse(placed.body).order;
    expect(order?.total).toBeGreaterThan(0);
    expect((await invoke(ordersRoutes, ctx, 'POST', '/apim/orders/web/ecom/api/order', { body: { storeId: '1502', items }, headers: h })).status).toBe(409);
    expect((await invoke(ordersRoutes, ctx, 'DELETE', `/apim/orders/web/ecom/api/orderdelete/${order?.orderId}`, { headers: h })).status).toBe(200);
    expect((await invoke(ordersRoutes, ctx, 'DELETE', `/apim/orders/web/ecom/api/orderdelete/${order?.orderId}`, { headers: h })).status).toBe(409);
    expect((await invoke(ordersRoutes, ctx, 'POST', '/apim/orders/web/ecom/api/order', { body: { storeId: '1502', items }, headers: h })).status).toBe(201);
    const comm = CommDataResponse.parse((await invoke(ordersRoutes, ctx, 'GET', '/apim/orders/web/ecom/api/ecomdb/commdata', { headers: h })).body);
    expect(comm.orderCount).toBe(shopper.orderCount + 1);
  });

  it('CALL-43 an order may name the customer live slot reservation, not an unknown one; malformed bodies are named', async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    const slots = (await invoke(slotsRoutes, ctx, 'GET', '/apim/slots/slots?storeId=1502', { headers: h })).body as { slots: Array<{ slotId: string }> };
    const slotId = slots.slots[0]?.slotId ?? '';
    const hold = (await invoke(slotsRoutes, ctx, 'POST', '/apim/slots/reservationDetails', { body: { storeId: '1502', slotId }, headers: h })).body as { reservationId: string };
    expect((await invoke(ordersRoutes, ctx, 'POST', '/apim/orders/web/ecom/api/order', { body: { storeId: '1502', items, reservationId: 'nope' }, headers: h })).status).toBe(404);
    const placed = await invoke(ordersRoutes, ctx, 'POST', '/apim/orders/web/ecom/api/order', { body: { storeId: '1502', items, reservationId: hold.reservationId }, headers: h });
    expect(PendingOrderResponse.parse(placed.body).order?.reservationId).toBe(hold.reservationId);
    for (const [body, field] of [[{ storeId: '1502', items: [] }, 'items'], [{ storeId: 'x', items }, 'storeId'], [{ storeId: '1502', items: [{ upc: '1', qty: 1 }] }, 'items.0.upc']] as const) {
      const res = await invoke(ordersRoutes, ctx, 'POST', '/apim/orders/web/ecom/api/order', { body, headers: auth(ctx, knownCustomers.registered.uuid) });
      expect(res.status).toBe(400);
      expect(res.headers?.['x-sim-invalid-field']).toBe(field);
    }
    expect((await invoke(ordersRoutes, ctx, 'GET', '/apim/orders/orders/summary')).status).toBe(401);
  });
});
