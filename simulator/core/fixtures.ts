/**
 * Well-known seeded identities, the same for every seed, for tests, scenarios and manual QA.
 * Every account's simulator password is KNOWN_PASSWORD unless noted; phones are 10 digits.
 */
export interface KnownCustomer {
  key: string;
  uuid: string;
  customerId: string;
  email: string;
  phone: string;
  password: string;
  banner: string;
  kind: string;
  userType: 'R' | 'C';
  siteType: 'C' | 'B';
  factorKinds: string;
  firstName: string;
  lastName: string;
  isClosed?: boolean;
  deactivated?: boolean;
  passwordExpired?: boolean;
  isCrossBannerMFCUser?: boolean;
  orderCount?: number;
  /** Profile fulfilment preference on its banner. */
  preference: 'delivery' | 'dug' | 'j4u';
  storeId: string;
  zipcode: string;
  /** Profile's selected address flags resetToDefault (the reset-to-default tooltip). */
  resetToDefault?: boolean;
}

export const KNOWN_PASSWORD = 'Passw0rd!';
/** Two accounts share this phone (CSMS0156). */
export const SHARED_PHONE = '4155550199';
/** A phone and an email that belong to no account (CSMS0157 / CSMS0158). */
export const UNKNOWN_PHONE = '4155550000';
export const UNKNOWN_EMAIL = 'nobody@freshway.test';

const base = { password: KNOWN_PASSWORD, banner: 'freshway', userType: 'C', siteType: 'C', factorKinds: 'email,sms,password', preference: 'delivery', storeId: '1502', zipcode: '94611' } as const;

export const knownCustomers = {
  shopper: { ...base, key: 'shopper', uuid: '00000000-0000-4000-8000-000000000001', customerId: '900000000001', email: 'shopper@freshway.test', phone: '4155550101', kind: 'credentialed', firstName: 'Sam', lastName: 'Shopper', orderCount: 3 },
  registered: { ...base, key: 'registered', uuid: '00000000-0000-4000-8000-000000000002', customerId: '900000000002', email: 'registered@freshway.test', phone: '4155550102', kind: 'registered', userType: 'R', firstName: 'Riley', lastName: 'Registered', orderCount: 0, preference: 'j4u' },
  b2b: { ...base, key: 'b2b', uuid: '00000000-0000-4000-8000-000000000003', customerId: '900000000003', email: 'b2b@freshway.test', phone: '4155550103', kind: 'b2b', siteType: 'B', firstName: 'Bea', lastName: 'Business', orderCount: 12 },
  crossBanner: { ...base, key: 'crossBanner', uuid: '00000000-0000-4000-8000-000000000004', customerId: '900000000004', email: 'mfc@valleymarket.test', phone: '4805550104', kind: 'cross-banner-mfc', banner: 'valleymarket', isCrossBannerMFCUser: true, firstName: 'Morgan', lastName: 'Crossbanner', preference: 'j4u', storeId: '2210', zipcode: '85004' },
  closed: { ...base, key: 'closed', uuid: '00000000-0000-4000-8000-000000000005', customerId: '900000000005', email: 'closed@freshway.test', phone: '4155550105', kind: 'closed-account', isClosed: true, firstName: 'Casey', lastName: 'Closed' },
  deactivated: { ...base, key: 'deactivated', uuid: '00000000-0000-4000-8000-000000000006', customerId: '900000000006', email: 'deactivated@freshway.test', phone: '4155550106', kind: 'deactivated', deactivated: true, firstName: 'Dana', lastName: 'Deactivated' },
  sharedPhoneA: { ...base, key: 'sharedPhoneA', uuid: '00000000-0000-4000-8000-000000000007', customerId: '900000000007', email: 'shared-a@freshway.test', phone: SHARED_PHONE, kind: 'shared-phone', firstName: 'Alex', lastName: 'Sharer' },
  sharedPhoneB: { ...base, key: 'sharedPhoneB', uuid: '00000000-0000-4000-8000-000000000008', customerId: '900000000008', email: 'shared-b@freshway.test', phone: SHARED_PHONE, kind: 'shared-phone', firstName: 'Blair', lastName: 'Sharer' },
  passwordOnly: { ...base, key: 'passwordOnly', uuid: '00000000-0000-4000-8000-000000000009', customerId: '900000000009', email: 'password-only@freshway.test', phone: '', kind: 'password-only', factorKinds: 'password', firstName: 'Pat', lastName: 'Password' },
  expiredPassword: { ...base, key: 'expiredPassword', uuid: '00000000-0000-4000-8000-000000000010', customerId: '900000000010', email: 'expired@freshway.test', phone: '4155550110', kind: 'expired-password', passwordExpired: true, firstName: 'Eli', lastName: 'Expired' },
  passkey: { ...base, key: 'passkey', uuid: '00000000-0000-4000-8000-000000000011', customerId: '900000000011', email: 'passkey@freshway.test', phone: '4155550111', kind: 'webauthn', factorKinds: 'email,sms,password,webauthn', firstName: 'Kit', lastName: 'Passkey', preference: 'dug' },
  resetDefault: { ...base, key: 'resetDefault', uuid: '00000000-0000-4000-8000-000000000012', customerId: '900000000012', email: 'reset-default@freshway.test', phone: '4155550112', kind: 'reset-to-default', resetToDefault: true, firstName: 'Robin', lastName: 'Reset' },
  valleyShopper: { ...base, key: 'valleyShopper', uuid: '00000000-0000-4000-8000-000000000013', customerId: '900000000013', email: 'shopper@valleymarket.test', phone: '4805550113', kind: 'credentialed', banner: 'valleymarket', firstName: 'Val', lastName: 'Ley', preference: 'dug', storeId: '2210', zipcode: '85004' },
  harborShopper: { ...base, key: 'harborShopper', uuid: '00000000-0000-4000-8000-000000000014', customerId: '900000000014', email: 'shopper@harborfoods.test', phone: '2065550114', kind: 'credentialed', banner: 'harborfoods', firstName: 'Harper', lastName: 'Bor', storeId: '3318', zipcode: '98101' },
} as const satisfies Record<string, KnownCustomer>;

export type KnownCustomerKey = keyof typeof knownCustomers;

/** Loyalty partner that authorises the box-top feature (LOYALTY: GeneralMills with a plan number longer than 1 character). */
export const GENERAL_MILLS_PLAN = 'GM-778812';

/** The default grocery seller of the cart id object (abCart default key). */
export const GROCERY_SELLER = 'abs';
export const MARKETPLACE_SELLER = 'mkp-4417';
