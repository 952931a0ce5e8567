import { z } from '../zod';

/**
 * Slot reservation (CALL-43 /reservationDetails/) and the slot list it chooses from. Payloads are not shown in the
 * spec; these shapes are the simulator's own. Slots are 2-hour windows from 08:00 to 20:00 (UTC) on the next 3 days.
 */
export const Fulfillment = z.enum(['DELIVERY', 'DUG']);
export const SlotsQuery = z.object({ storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId is required (digits)')), fulfillment: z._default(Fulfillment, 'DELIVERY') });
export const SlotView = z.object({ slotId: z.string(), storeId: z.string(), start: z.string(), end: z.string(), capacity: z.int(), available: z.int() });
export type SlotView = z.infer<typeof SlotView>;
export const SlotsResponse = z.object({ slots: z.array(SlotView) });

export const ReserveRequest = z.object({ storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits')), slotId: z.string().check(z.regex(/^\d{1,6}-\d{8}-\d{2}$/, 'slotId must be {storeId}-{yyyymmdd}-{hh}')), fulfillment: z._default(Fulfillment, 'DELIVERY') });
export const ReservationView = z.object({ reservationId: z.string(), storeId: z.string(), slotId: z.string(), fulfillment: Fulfillment, start: z.string(), end: z.string(), expiresAt: z.string() });
export type ReservationView = z.infer<typeof ReservationView>;
export const CurrentReservationResponse = z.object({ reservation: z.nullable(ReservationView) });
