import { primaryKey } from '@mswjs/data';

/**
 * The customer account every service reads: the servlets' session, the profile and customer-account services,
 * and the identity provider (which derives its factors from `factorKinds`).
 */
export const customerModels = {
  customer: {
    /** The customer's UUID (the identity provider's user id and the profile services' {UUID}). */
    id: primaryKey(String),
    customerId: String,
    userId: String,
    houseId: String,
    clubCard: String,
    email: String,
    /** 10 digits, or '' when the account has no phone. */
    phone: String,
    firstName: String,
    lastName: String,
    banner: String,
    /** 'C' consumer site, 'B' business site. */
    siteType: String,
    /** 'R' registered, 'C' credentialed. */
    userType: String,
    orderCount: Number,
    /** The account is closed. */
    isClosed: Boolean,
    deactivated: Boolean,
    passwordExpired: Boolean,
    isCrossBannerMFCUser: Boolean,
    /** A label of the kind of account the seed made (registered, b2b, closed, ...). */
    kind: String,
    /** Comma-separated subset of email,sms,password,webauthn. */
    factorKinds: String,
    /** The simulator's plain test password ('' when the account has none). */
    password: String,
    /** B2B accounts' business profile (CALL-65), JSON text ('' when none). */
    businessInfo: String,
  },
  /** CALL-49 profile: preferences, stores, postal codes and selected addresses, each a JSON text array. */
  profile: {
    id: primaryKey(String),
    preferences: String,
    stores: String,
    postalCodes: String,
    selectedAddresses: String,
  },
  address: {
    id: primaryKey(String),
    customerUuid: String,
    addressName: String,
    address1: String,
    address2: String,
    city: String,
    stateCode: String,
    postalCode: String,
    postalCodeExtn: String,
    isSelectedAddress: Boolean,
    selectedAddressBanner: String,
    /** Comma-separated purposes (DELIVERY, BILLING, ...). */
    purposes: String,
  },
  /** A cart per customer and seller; a store change updates its store and never drops it. */
  cart: {
    id: primaryKey(String),
    customerUuid: String,
    sellerId: String,
    storeId: String,
    /** JSON text array of { upc, qty }. */
    items: String,
    updatedAt: Number,
  },
  loyaltyPartner: {
    id: primaryKey(String),
    customerUuid: String,
    name: String,
    planNumber: String,
  },
  store: {
    id: primaryKey(String),
    banner: String,
    name: String,
    line1: String,
    city: String,
    state: String,
    zipcode: String,
    lat: Number,
    lng: Number,
    timezone: String,
    isOpen: Boolean,
    isEcom: Boolean,
    hasDelivery: Boolean,
    hasDriveUp: Boolean,
    hasRushDelivery: Boolean,
    wineD2C: Boolean,
    wineStoreId: String,
    /** JSON text of extra store flags (storeFeatures). */
    features: String,
    isDefault: Boolean,
  },
  /** A servlet session (the sim session cookie's value points here). */
  simSession: {
    id: primaryKey(String),
    customerUuid: String,
    banner: String,
    storeId: String,
    zipcode: String,
    preference: String,
    token: String,
    expireTime: Number,
  },
};
