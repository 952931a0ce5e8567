import { z } from '../zod';

export { UserInfoQuery, UserInfoResponse, GuestAuthenticateQuery } from '../userInfo';

const zip = z.string().check(z.regex(/^\d{5}(-\d{4})?$/, 'zipcode must be 5 digits or 5+4'));

/** The servlets' error body (not shown in the spec: the simulator's own). */
export const ServletError = z.looseObject({ errorCode: z.string(), errorMessage: z.string() });

/** CALL-04 single sign-on (navigation): banner, idp=false, goto, setReInit=true, ml. */
export const SsoQuery = z.object({ banner: z.string().check(z.minLength(1)), goto: z.optional(z.string()), idp: z.optional(z.string()), setReInit: z.optional(z.string()), ml: z.optional(z.string()) });

/** CALL-05/06 store locator and resolver (query not shown: the simulator's own). */
export const StoreLocatorQuery = z.object({ zipcode: zip, banner: z.optional(z.string()) });
export const StoreResolverQuery = z.object({ zipcode: zip, banner: z.string().check(z.minLength(1)) });

/** CALL-07 add to cart (payload not shown: the simulator's own, with the rest of the cart in ./cart). */
export { CartAddBody } from './cart';

/** CALL-08/09 product (query not shown: the simulator's own). */
export const ProductQuery = z.object({ upc: z.string().check(z.regex(/^\d{6,14}$/, 'upc must be 6 to 14 digits')) });

/** CALL-14 pending order update (payload not shown: the simulator's own). */
export const PendingOrderUpdateBody = z.object({ orderNumber: z.string().check(z.minLength(1)) });

/** CALL-17 promos. */
export const PromosQuery = z.object({ includeAds: z.optional(z.enum(['true', 'false'])), searchTerms: z.optional(z.string()) });
/** CALL-18 ecomgallery. */
export const EcomGalleryQuery = z.object({ offerProgram: z.string().check(z.minLength(1)) });

/** CALL-16 fulfilment: preferences plus a selected address or a full address (000 §7 Profile service). */
export const FulfillmentPreference = z.object({ preferenceDefId: z.string().check(z.minLength(1)), value: z.string().check(z.minLength(1)), banner: z.string().check(z.minLength(1)) });
export const SelectedAddress = z.object({ addressId: z.string().check(z.minLength(1)), banner: z.string().check(z.minLength(1)), purposes: z._default(z.array(z.string()), ['DELIVERY']) });
export const FullAddress = z.object({
  addressName: z._default(z.string(), ''),
  address1: z.string().check(z.minLength(1)),
  address2: z._default(z.string(), ''),
  city: z.string().check(z.minLength(1)),
  stateCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'stateCode must be two capital letters')),
  postalCode: z.string().check(z.regex(/^\d{5}$/, 'postalCode must be 5 digits')),
  postalCodeExtn: z._default(z.string(), ''),
  isSelectedAddress: z._default(z.boolean(), true),
  selectedAddressBanner: z.string().check(z.minLength(1)),
  addressTypes: z._default(z.array(z.string()), []),
  purposes: z._default(z.array(z.string()), ['DELIVERY']),
});
export const FulfillmentBody = z.object({ preferences: z.array(FulfillmentPreference).check(z.minLength(1)), selectedAddress: z.optional(SelectedAddress), address: z.optional(FullAddress) });
export type FulfillmentBody = z.infer<typeof FulfillmentBody>;

/** Preference definition ids (values not shown in the spec: the simulator's own). */
export const PREFERENCE_DEF_IDS = { fulfilmentMethod: '101', driveUpStore: '102', inStoreStore: '103' } as const;
