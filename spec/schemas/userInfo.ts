import { z } from './zod';

/** USER-TYPES-01..05: G guest, A or empty anonymous, R registered, C credentialed. Unknown values are kept (AMBIG-07). */
export const UserType = z.string();
export type UserType = z.infer<typeof UserType>;

/** Fulfilment preference as it travels in sessions and deep links (USER-TYPES-14, AMBIG-26: compared case-insensitively). */
export const Preference = z.string();
export const PreferenceMode = z.enum(['delivery', 'dug', 'j4u']);
export type PreferenceMode = z.infer<typeof PreferenceMode>;

const optStr = z.nullish(z.string());
const optNum = z.nullish(z.number());
const optBool = z.nullish(z.boolean());

export const J4uStoreRewards = z.looseObject({
  storeId: optStr,
  hasGroceryDelivery: optBool,
  hasDUG: optBool,
  hasRushDelivery: optBool,
  hasGroceryRewards: optBool,
  gasRewardsId: optStr,
  rewardsProgramId: optStr,
  partnerFuelLogo: optStr,
  partnerMaxRedemption: z.nullish(z.union([z.number(), z.string()])),
  ownMaxRedemption: z.nullish(z.union([z.number(), z.string()])),
});

export const StoreLocation = z.looseObject({
  storeId: optStr,
  zipcode: optStr,
  address: optStr,
  banner: optStr,
  city: optStr,
  state: optStr,
  countryCode: optStr,
});

/** Browser-side session model (000 §3 "User info"). Every field is optional: the servlet and the cookie fill it piecewise. */
export const UserInfo = z.looseObject({
  SWY_SHOP_TOKEN: optStr,
  userId: optStr,
  customerId: optStr,
  UUID: optStr,
  houseId: optStr,
  clubCard: optStr,
  firstName: optStr,
  lastName: optStr,
  email: optStr,
  profileEmail: optStr,
  profilePhone: optStr,
  userType: z.nullish(UserType),
  extendedType: optStr,
  registered: z.nullish(z.union([z.boolean(), z.string()])),
  orderCount: optNum,
  customerType: optStr,
  siteType: optStr,
  resolvedBy: optStr,
  grsSessionId: optStr,
  token: optStr,
  /** Epoch milliseconds (ACCESS-04). */
  expireTime: z.nullish(z.union([z.number(), z.string()])),
  wfcStoreId: optStr,
  banner: optStr,
  displayableBanner: optStr,
  branchId: optStr,
  zipcode: optStr,
  deliveryAddress: optStr,
  pickupAddress: optStr,
  deliveryPreference: optStr,
  driveUpAndGoIsEnabled: optBool,
  unattendedDeliveryIsEnabled: optBool,
  isInNoServiceArea: optStr,
  orderNumber: optStr,
  preferenceMode: optStr,
  selectionType: optStr,
  dprefVisited: z.nullish(z.union([z.boolean(), z.string()])),
  j4u: z.nullish(z
    .looseObject({ storeId: optStr, zipcode: optStr, storeData: z.nullish(z.looseObject({ storeLocation: z.nullish(StoreLocation), storeRewards: z.nullish(J4uStoreRewards) })) })),
  multiAccounts: optBool,
  phoneVerified: optBool,
  emailVerified: optBool,
  emailPrompt180: optBool,
  phonePrompt180: optBool,
  isClosed: optBool,
  isCrossBannerMFCUser: optBool,
  isARenrolled: z.nullish(z.boolean()),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** CALL-01 response: the unified user-info servlet returns user info with the shop token. */
export const UserInfoResponse = UserInfo;

/** CALL-01 request query: a random number against caching, and the banner. */
export const UserInfoQuery = z.object({ rand: z.string().check(z.minLength(1)), banner: z.string().check(z.minLength(1)) });

/** CALL-02 guest authenticate (navigation in the real site; the simulator answers it as JSON for the guest session it sets). */
export const GuestAuthenticateQuery = z.object({ zipcode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/, 'zipcode must be 5 digits or 5+4')) });
