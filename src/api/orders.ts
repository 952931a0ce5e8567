import { CreateOrderRequest, OrdersSummaryResponse, OrderView, PendingOrderResponse } from '../../spec/schemas/upstream/orders';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput, missingInput } from './context';
import { ApiError, buildHeaders, buildUrl, segment, send, type Caller, type HttpMethod } from './http';

export type { OrderView } from '../../spec/schemas/upstream/orders';
export type OrderSummary = z.output<typeof OrdersSummaryResponse>['orders'][number];
export type NewOrder = z.output<typeof CreateOrderRequest>;

/** A request as data: method, path under the orders service's base and body (decision 0489). */
export interface OrdersRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly body?: NewOrder;
}

/** CALL-43 places the customer's order: the store, the lines and the slot hold it is for. */
export const placeOrderRequest = (order: NewOrder): OrdersRequest => ({
  method: 'POST',
  path: 'web/ecom/api/order',
  body: { storeId: order.storeId, items: order.items.map((i) => ({ upc: i.upc, qty: i.qty })), ...(order.reservationId ? { reservationId: order.reservationId } : {}) },
});
/** CALL-43 one order of the customer's (an id from the summaries or the placed order). */
export const orderRequest = (orderId: string): OrdersRequest => ({ method: 'GET', path: `orders/${segment(orderId)}` });

/**
 * The orders service (CALL-43: order, summaries, details). Every call is the signed-in customer's: the bearer goes only
 * with an authorised caller (USER-TYPES-13).
 */
export function createOrdersClient({ config, env }: ApiContext) {
  const settings = config.checkout;
  async function call<T>(request: OrdersRequest, schema: z.core.$ZodType<T>, caller: Caller, signal?: AbortSignal): Promise<T> {
    if (!settings) throw missingInput('CALL-43', 'the configuration has no checkout section (orders base)');
    const headers = buildHeaders(env, { subscriptionKey: settings.subscriptionKey, banner: config.banner, traced: true, caller });
    return (await send(env, { call: 'CALL-43', method: request.method, url: buildUrl(settings.ordersBase, request.path), headers, body: request.body, schema, signal })).data;
  }
  return {
    /** CALL-43 places the order; the service answers with it (its number, prices and total). */
    place: async (caller: Caller, order: z.input<typeof CreateOrderRequest>, signal?: AbortSignal) => {
      const placed = (await call(placeOrderRequest(await checkedInput('CALL-43', CreateOrderRequest, order)), PendingOrderResponse, caller, signal)).order;
      if (!placed) throw new ApiError({ kind: 'unexpected-body', call: 'CALL-43', field: 'order', message: 'CALL-43 unexpected body at order: the placed order is missing' });
      return placed;
    },
    /** CALL-43 the customer's orders, newest first. */
    summaries: async (caller: Caller, signal?: AbortSignal) => (await call({ method: 'GET', path: 'orders/summary' }, OrdersSummaryResponse, caller, signal)).orders,
    /** CALL-43 one order with its lines. */
    order: async (caller: Caller, orderId: string, signal?: AbortSignal) => {
      if (!/^[A-Za-z0-9_-]{1,80}$/.test(orderId)) throw missingInput('CALL-43', `orderId must be letters, digits, - or _, got '${orderId.slice(0, 80)}'`, undefined, 'orderId');
      return call(orderRequest(orderId), OrderView, caller, signal);
    },
  };
}
export type OrdersClient = ReturnType<typeof createOrdersClient>;
