import { primaryKey } from '@mswjs/data';

/** Orders of a customer (past ones built on first use from the account's orderCount). */
export const ordersModels = {
  order: {
    id: primaryKey(String),
    customerUuid: String,
    storeId: String,
    /** 'PENDING' | 'DELIVERED' | 'CANCELLED' */
    status: String,
    /** JSON text array of { upc, qty, price }. */
    items: String,
    total: Number,
    placedAt: Number,
    reservationId: String,
  },
  /** Marks a customer whose order history has been built. */
  orderHistory: {
    customerUuid: primaryKey(String),
    builtAt: Number,
  },
};
