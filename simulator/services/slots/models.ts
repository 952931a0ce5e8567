import { primaryKey } from '@mswjs/data';

/** Slot reservations: a hold on a store's delivery or pickup window. */
export const slotsModels = {
  slotReservation: {
    id: primaryKey(String),
    customerUuid: String,
    storeId: String,
    /** `{storeId}-{yyyymmdd}-{hh}` */
    slotId: String,
    /** 'DELIVERY' | 'DUG' */
    fulfillment: String,
    createdAt: Number,
    /** The hold lapses after 2 hours unless an order confirms it. */
    expiresAt: Number,
    cancelled: Boolean,
  },
};
