import { z } from 'zod';

/**
 * Orders (CALL-43): /web/ecom/api/order, /orderdelete/, /ecomdb/commdata and the orders service
 * (/orders/summary, /orders/{id}). Payloads are not shown in the spec; these shapes are the simulator's own.
 */
export const OrderItem = z.object({ upc: z.string().regex(/^\d{6,14}$/, 'upc must be 6 to 14 digits'), qty: z.number().int().min(1, 'qty must be at least 1').max(99, 'qty must be at most 99') });
export const OrderView = z.object({
  orderId: z.string(),
  storeId: z.string(),
  status: z.enum(['PENDING', 'DELIVERED', 'CANCELLED']),
  items: z.array(OrderItem.extend({ price: z.number() })),
  total: z.number(),
  placedAt: z.string(),
  reservationId: z.string().nullable(),
});
export type OrderView = z.infer<typeof OrderView>;

export const CreateOrderRequest = z.object({
  storeId: z.string().regex(/^\d{1,6}$/, 'storeId must be digits'),
  items: z.array(OrderItem).min(1, 'items must not be empty'),
  reservationId: z.string().min(1).optional(),
});
export const PendingOrderResponse = z.object({ order: OrderView.nullable() });
export const OrdersSummaryResponse = z.object({ orders: z.array(OrderView.pick({ orderId: true, status: true, total: true, placedAt: true })), count: z.number().int() });
export const CommDataResponse = z.object({ customerId: z.string(), orderCount: z.number().int(), lastOrderAt: z.string().nullable(), email: z.string(), smsOptIn: z.boolean() });
