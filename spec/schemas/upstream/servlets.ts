import { z } from 'zod';

export { UserInfoQuery, UserInfoResponse, GuestAuthenticateQuery } from '../userInfo';

const zip = z.string().regex(/^\d{5}(-\d{4})?$/, 'zipcode must be 5 digits or 5+4');

/** The servlets' error body (not shown in the spec: the simulator's own). */
export const ServletError = z.looseObject({ errorCode: z.string(), errorMessage: z.string() });

/** CALL-04 single sign-on (navigation): banner, idp=false, goto, setReInit=true, ml. */
export const SsoQuery = z.object({ banner: z.string().min(1), goto: z.string().optional(), idp: z.string().optional(), setReInit: z.string().optional(), ml: z.string().optional() });

/** CALL-05/06 store locator and resolver (query not shown: the simulator's own). */
export const StoreLocatorQuery = z.object({ zipcode: zip, banner: z.string().optional() });
export const StoreResolverQuery = z.object({ zipcode: zip, banner: z.string().min(1) });

/** CALL-07 add to cart (payload not shown: the simulator's own). */
export const CartAddBody = z.object({ upc: z.string().regex(/^\d{6,14}$/, 'upc must be 6 to 14 digits'), qty: z.number().int().min(1).max(99), sellerId: z.string().min(1).default('abs') });

/** CALL-08/09 product (query not shown: the simulator's own). */
export const ProductQuery = z.object({ upc: z.string().regex(/^\d{6,14}$/, 'upc must be 6 to 14 digits') });

/** CALL-14 pending order update (payload not shown: the simulator's own). */
export const PendingOrderUpdateBody = z.object({ orderNumber: z.string().min(1) });

/** CALL-17 promos. */
export const PromosQuery = z.object({ includeAds: z.enum(['true', 'false']).optional(), searchTerms: z.string().optional() });
/** CALL-18 ecomgallery. */
export const EcomGalleryQuery = z.object({ offerProgram: z.string().min(1) });

/** CALL-16 fulfilment: preferences plus a selected address or a full address (000 §7 Profile service). */
export const FulfillmentPreference = z.object({ preferenceDefId: z.string().min(1), value: z.string().min(1), banner: z.string().min(1) });
export const SelectedAddress = z.object({ addressId: z.string().min(1), banner: z.string().min(1), purposes: z.array(z.string()).default(['DELIVERY']) });
export const FullAddress = z.object({
  addressName: z.string().default(''),
  address1: z.string().min(1),
  address2: z.string().default(''),
  city: z.string().min(1),
  stateCode: z.string().regex(/^[A-Z]{2}$/, 'stateCode must be two capital letters'),
  postalCode: z.string().regex(/^\d{5}$/, 'postalCode must be 5 digits'),
  postalCodeExtn: z.string().default(''),
  isSelectedAddress: z.boolean().default(true),
  selectedAddressBanner: z.string().min(1),
  addressTypes: z.array(z.string()).default([]),
  purposes: z.array(z.string()).default(['DELIVERY']),
});
export const FulfillmentBody = z.object({ preferences: z.array(FulfillmentPreference).min(1), selectedAddress: SelectedAddress.optional(), address: FullAddress.optional() });
export type FulfillmentBody = z.infer<typeof FulfillmentBody>;

/** Preference definition ids (values not shown in the spec: the simulator's own). */
export const PREFERENCE_DEF_IDS = { fulfilmentMethod: '101', driveUpStore: '102', inStoreStore: '103' } as const;
