import { z } from '../zod';

/**
 * Orders (CALL-43): /web/ecom/api/order, /orderdelete/, /ecomdb/commdata and the orders service
 * (/orders/summary, /orders/{id}). Payloads are not shown in the spec; these shapes are the simulator's own.
 */
export const OrderItem = z.object({ upc: z.string().check(z.regex(/^\d{6,14}$/, 'upc must be 6 to 14 digits')), qty: z.int().check(z.gte(1, 'qty must be at least 1'), z.lte(99, 'qty must be at most 99')) });
export const OrderView = z.object({
  orderId: z.string(),
  storeId: z.string(),
  status: z.enum(['PENDING', 'DELIVERED', 'CANCELLED']),
  items: z.array(z.extend(OrderItem, { price: z.number() })),
  total: z.number(),
  placedAt: z.string(),
  reservationId: z.nullable(z.string()),
});
export type OrderView = z.infer<typeof OrderView>;

export const CreateOrderRequest = z.object({
  storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits')),
  items: z.array(OrderItem).check(z.minLength(1, 'items must not be empty')),
  reservationId: z.optional(z.string().check(z.minLength(1))),
});
export const PendingOrderResponse = z.object({ order: z.nullable(OrderView) });
export const OrdersSummaryResponse = z.object({ orders: z.array(z.pick(OrderView, { orderId: true, status: true, total: true, placedAt: true })), count: z.int() });
export const CommDataResponse = z.object({ customerId: z.string(), orderCount: z.int(), lastOrderAt: z.nullable(z.string()), email: z.string(), smsOptIn: z.boolean() });
