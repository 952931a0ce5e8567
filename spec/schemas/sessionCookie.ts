import { z } from 'zod';

const field = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/** COMMON section of the shared session cookie `info` (000 §3; AMBIG-20 for the restructured extras). */
export const CommonSection = z.looseObject({
  Selection: field,
  preference: field,
  userType: field,
  zipcode: field,
  storeId: field,
  banner: field,
  siteType: field,
  customerType: field,
  resolvedBy: field,
  houseId: field,
  clubCard: field,
  xDTags: z.unknown().optional(),
  wfcStoreId: field,
  userData: z.unknown().optional(),
  dprefVisited: field,
  grsSessionId: field,
  deviceId: field,
  isClosed: field,
  isCrossBannerMFCUser: field,
});

export const J4uSection = z.looseObject({
  storeId: field,
  zipcode: field,
  address: field,
  userType: field,
  userData: z
    .looseObject({ guestStoreId: field, guestZipCode: field, defaultStore: field, defaultZipcode: field })
    .optional(),
});

export const ShopSection = z.looseObject({
  storeId: field,
  zipcode: field,
  banner: field,
  address: field,
  userType: field,
  userData: z
    .looseObject({ expireTime: field, userType: field, dugPostalZipcode: field, originalZipcode: field, deliveryBanner: field })
    .optional(),
});

export const OffbannerSection = z.looseObject({ banner: field, storeId: field, preference: field, zipcode: field, wfcStoreId: field });

/** The shared session cookie: `{ info: { COMMON, J4U, SHOP, offbanner } }` (COOKIE-*). */
export const SessionInfo = z.looseObject({
  COMMON: CommonSection.optional(),
  J4U: J4uSection.optional(),
  SHOP: ShopSection.optional(),
  offbanner: OffbannerSection.optional(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionCookie = z.looseObject({ info: SessionInfo });
export type SessionCookie = z.infer<typeof SessionCookie>;

/** Restructured shape (enableCookieRestructure): store, zip and user type live in COMMON only (AMBIG-20). */
export const RestructuredSessionInfo = SessionInfo.superRefine((info, ctx) => {
  for (const section of ['J4U', 'SHOP'] as const) {
    for (const key of ['storeId', 'zipcode', 'userType'] as const) {
      if (info[section]?.[key] !== undefined) ctx.addIssue({ code: 'custom', path: [section, key], message: `${section}.${key} is kept in COMMON only when the cookie is restructured` });
    }
  }
});
