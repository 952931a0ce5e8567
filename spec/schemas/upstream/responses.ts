import { z } from '../zod';
import { OfferView, RewardEventView } from './offers';
import { ProfileStore } from './profile';

/**
 * Response shapes of calls whose payload the specification does not show (profile store updates, customer
 * account reads, offers lists; the servlets' answers are in servletResponses.ts). They are the simulator's own plausible shapes; the
 * clients parse with them and the contracts pin them.
 */

/** CALL-26 answer: the spec shows only success or failure. */
export const StoreUpdateResponse = z.looseObject({ success: z.optional(z.boolean()) });

/** CALL-27 and CALL-38 /stores: the customer's stores. */
export const CustomerStoresResponse = z.looseObject({ stores: z.array(ProfileStore) });

/** CALL-38 /rewards. */
export const RewardsResponse = z.looseObject({ points: z.number(), rewardsAvailable: z.number() });

/** CALL-38 /profile (?full=y adds preferences, stores, postal codes, selected addresses and addresses). */
export const CustomerProfileResponse = z.looseObject({
  customerId: z.string(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  siteType: z.string(),
});

/** CALL-38 /subscriptions. */
export const SubscriptionsResponse = z.looseObject({ subscriptions: z.array(z.unknown()) });

/** CALL-38 /preferences/fulfillment. */
export const FulfilmentPreferencesResponse = z.looseObject({ preferences: z.array(z.looseObject({ categoryCode: z.string(), value: z.string() })) });

/** CALL-38 /fulfillment. */
export const FulfilmentResponse = z.looseObject({ stores: z.array(z.looseObject({ storeId: z.string() })), postalCodes: z.array(z.looseObject({ postalCode: z.string() })) });

/** CALL-65 answer. */
export const BusinessProfileResponse = z.looseObject({ businessInfo: z.looseObject({ name: z.string(), type: z.string() }) });

/** CALL-39 register and add-address answers, cities of a zip code, unsubscribe. */
export const RegisterResponse = z.looseObject({ uuid: z.string(), customerId: z.string() });
export const AddAddressResponse = z.looseObject({ addressId: z.string() });
export const CitiesResponse = z.looseObject({ zipCode: z.string(), state: z.string(), cities: z.array(z.string()) });
export const UnsubscribeEmailResponse = z.looseObject({ emailAddress: z.string(), unsubscribed: z.boolean() });

/** CALL-32/34 lists of offers under `offers`, `items` or `rewards` (offers schemas in spec/schemas/upstream/offers.ts). */
export const OfferListResponse = z.looseObject({ offers: z.array(OfferView) });
export const OfferItemsResponse = z.looseObject({ items: z.array(OfferView) });
export const RewardListResponse = z.looseObject({ rewards: z.array(OfferView) });
/** CALL-36 v2 rewards history (unpaged). */
export const RewardsHistoryV2Response = z.looseObject({ history: z.array(RewardEventView) });
/** CALL-34 new-registration event: the offer ids allocated. */
export const NewRegistrationResponse = z.looseObject({ allocated: z.array(z.string()) });
