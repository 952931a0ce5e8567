import { primaryKey } from '@mswjs/data';

/** Payment tenders (cards) of a customer; the token vault keeps only a token and the last four digits. */
export const paymentsModels = {
  tender: {
    id: primaryKey(String),
    customerUuid: String,
    /** 'CARD' | 'EBT' */
    type: String,
    cardType: String,
    last4: String,
    expMonth: Number,
    expYear: Number,
    token: String,
    isDefault: Boolean,
    createdAt: Number,
  },
};
