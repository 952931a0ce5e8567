import { primaryKey } from '@mswjs/data';

/** The offers service: a banner's offer catalogue (built on first use from the seed) and each customer's clips. */
export const offersModels = {
  offer: {
    id: primaryKey(String),
    banner: String,
    /** 'PD' personalised deal, 'MF' manufacturer coupon, 'SC' store coupon, 'GR' grocery reward. */
    program: String,
    name: String,
    description: String,
    brand: String,
    category: String,
    /** The catalogue products (bpn) the offer applies to, comma-separated (decision 0490). */
    products: String,
    offerPrice: String,
    image: String,
    /** Grocery rewards cost points; 0 for other programs. */
    points: Number,
    startDate: Number,
    endDate: Number,
    /** Offered to a new registration (xAPI event offers). */
    welcome: Boolean,
    /** Listed in the companion gallery. */
    companion: Boolean,
  },
  offerClip: {
    /** `{customerUuid}:{offerId}` */
    id: primaryKey(String),
    customerUuid: String,
    offerId: String,
    storeId: String,
    clippedAt: Number,
  },
  /** Offers allocated to a customer (personalised allocations and new-registration offers). */
  offerAllocation: {
    id: primaryKey(String),
    customerUuid: String,
    offerId: String,
    allocatedAt: Number,
    source: String,
  },
  /** Rewards points history of a customer. */
  rewardEvent: {
    id: primaryKey(String),
    customerUuid: String,
    /** Positive when earned, negative when redeemed. */
    points: Number,
    description: String,
    at: Number,
  },
};
