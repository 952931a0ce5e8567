import { CreateOrderRequest } from '../../../spec/schemas/upstream/orders';
import type { OrderView } from '../../../spec/schemas/upstream/orders';
import type { HttpMethod, SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import { failure, json, parsePart } from '../../core/validate';
import { requireCustomer } from '../identity/access';
import type { Customer } from '../identity/authn';
import { guarded } from '../identity/errors';
import { isoAt } from '../identity/validation';

/** The orders base (the spec names no host; this is the simulator's own). */
export const ordersBase = '/apim/orders';
const DAY = 24 * 60 * 60_000;

type Order = NonNullable<ReturnType<SimContext['db']['order']['findFirst']>>;

/** A product's simulated price in dollars, stable per UPC. */
export function priceOf(upc: string): number {
  let h = 7;
  for (const ch of upc) h = (h * 31 + ch.charCodeAt(0)) % 100_003;
  return (99 + (h % 900)) / 100;
}

const round = (n: number) => Math.round(n * 100) / 100;

function view(o: Order): OrderView {
  return { orderId: o.id, storeId: o.storeId, status: o.status as OrderView['status'], items: JSON.parse(o.items) as OrderView['items'], total: o.total, placedAt: isoAt(o.placedAt), reservationId: o.reservationId || null };
}

/** The account's past orders, built on first use from its orderCount (one a week, delivered). */
function ordersOf(ctx: SimContext, customer: Customer): Order[] {
  if (!ctx.db.orderHistory.findFirst({ where: { customerUuid: { equals: customer.id } } })) {
    ctx.db.orderHistory.create({ customerUuid: customer.id, builtAt: ctx.clock.now() });
    for (let i = 0; i < customer.orderCount; i++) {
      const items = [{ upc: `0001111${String(40000 + i * 7)}`, qty: 1 + (i % 3) }, { upc: `0002222${String(50000 + i * 11)}`, qty: 2 }].map((it) => ({ ...it, price: priceOf(it.upc) }));
      ctx.db.order.create({
        id: `${customer.customerId}-${String(i + 1).padStart(4, '0')}`,
        customerUuid: customer.id,
        storeId: '',
        status: 'DELIVERED',
        items: JSON.stringify(items),
        total: round(items.reduce((s, it) => s + it.price * it.qty, 0)),
        placedAt: ctx.clock.now() - (customer.orderCount - i) * 7 * DAY,
        reservationId: '',
      });
    }
  }
  return ctx.db.order.findMany({ where: { customerUuid: { equals: customer.id } } }).sort((a, b) => b.placedAt - a.placedAt);
}

type Handler = (request: SimRequest, ctx: SimContext, customer: Customer) => SimResponse;

const pending: Handler = (_r, ctx, customer) => {
  const order = ordersOf(ctx, customer).find((o) => o.status === 'PENDING');
  return json(200, { order: order ? view(order) : null });
};

/** Places the customer's one pending order; a given reservation must be the customer's live hold. */
const place: Handler = (request, ctx, customer) => {
  const body = parsePart('orders', 'body', CreateOrderRequest, request.body);
  if (!body.ok) return body.response;
  const b = body.data;
  if (ordersOf(ctx, customer).some((o) => o.status === 'PENDING')) return failure('orders', 409, 'ORDER_PENDING', 'A pending order exists; edit or delete it first');
  if (!ctx.db.store.findFirst({ where: { id: { equals: b.storeId } } })) return failure('orders', 404, 'STORE_NOT_FOUND', `Invalid body field storeId: no store ${b.storeId}`);
  if (b.reservationId) {
    const hold = ctx.db.slotReservation.findFirst({ where: { id: { equals: b.reservationId } } });
    if (!hold || hold.customerUuid !== customer.id || hold.cancelled || hold.expiresAt <= ctx.clock.now()) return failure('orders', 404, 'RESERVATION_NOT_FOUND', 'Invalid body field reservationId: no live reservation');
  }
  const items = b.items.map((it) => ({ ...it, price: priceOf(it.upc) }));
  const order = ctx.db.order.create({
    id: `${customer.customerId}-${ctx.random.digits(6)}`,
    customerUuid: customer.id,
    storeId: b.storeId,
    status: 'PENDING',
    items: JSON.stringify(items),
    total: round(items.reduce((s, it) => s + it.price * it.qty, 0)),
    placedAt: ctx.clock.now(),
    reservationId: b.reservationId ?? '',
  });
  return json(201, { order: view(order) });
};

const cancel: Handler = (request, ctx, customer) => {
  const id = request.params.orderId ?? '';
  const order = ordersOf(ctx, customer).find((o) => o.id === id);
  if (!order) return failure('orders', 404, 'ORDER_NOT_FOUND', `Invalid path parameter orderId: no order ${id}`);
  if (order.status !== 'PENDING') return failure('orders', 409, 'ORDER_NOT_PENDING', `Order ${id} is ${order.status}`);
  const updated = ctx.db.order.update({ where: { id: { equals: id } }, data: { status: 'CANCELLED' } });
  return json(200, { order: view(updated ?? order) });
};

const commdata: Handler = (_r, ctx, customer) => {
  const orders = ordersOf(ctx, customer).filter((o) => o.status !== 'CANCELLED');
  return json(200, { customerId: customer.customerId, orderCount: orders.length, lastOrderAt: orders[0] ? isoAt(orders[0].placedAt) : null, email: customer.email, smsOptIn: customer.phone !== '' });
};

const summary: Handler = (_r, ctx, customer) => {
  const orders = ordersOf(ctx, customer).map((o) => ({ orderId: o.id, status: o.status as OrderView['status'], total: o.total, placedAt: isoAt(o.placedAt) }));
  return json(200, { orders, count: orders.length });
};

const detail: Handler = (request, ctx, customer) => {
  const id = request.params.orderId ?? '';
  const order = ordersOf(ctx, customer).find((o) => o.id === id);
  return order ? json(200, view(order)) : failure('orders', 404, 'ORDER_NOT_FOUND', `Invalid path parameter orderId: no order ${id}`);
};

const route = (method: HttpMethod, path: string, summaryText: string, handler: Handler): SimRoute<SimContext> => ({
  calls: ['CALL-43'],
  service: 'orders',
  method,
  path: `${ordersBase}${path}`,
  summary: summaryText,
  resolve: (request, ctx) =>
    guarded(
      () => {
        const access = requireCustomer(ctx, request, 'orders');
        return access.ok ? handler(request, ctx, access.customer) : access.response;
      },
      (message) => failure('orders', 500, 'INTERNAL', message),
    ),
});

/** CALL-43 orders paths; every one needs the customer's bearer token. `/orders/summary` precedes `/orders/:orderId`. */
export const ordersRoutes: SimRoute<SimContext>[] = [
  route('GET', '/web/ecom/api/order', 'The pending order, or null', pending),
  route('POST', '/web/ecom/api/order', 'Place the pending order', place),
  route('DELETE', '/web/ecom/api/orderdelete/:orderId', 'Cancel a pending order', cancel),
  route('GET', '/web/ecom/api/ecomdb/commdata', 'Order communication data of the customer', commdata),
  route('GET', '/orders/summary', 'Order history summary, newest first', summary),
  route('GET', '/orders/:orderId', 'One order', detail),
];
