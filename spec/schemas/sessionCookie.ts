import { z } from './zod';

const field = z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()]));

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
  xDTags: z.optional(z.unknown()),
  wfcStoreId: field,
  userData: z.optional(z.unknown()),
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
  userData: z.optional(z
    .looseObject({ guestStoreId: field, guestZipCode: field, defaultStore: field, defaultZipcode: field })),
});

export const ShopSection = z.looseObject({
  storeId: field,
  zipcode: field,
  banner: field,
  address: field,
  userType: field,
  userData: z.optional(z
    .looseObject({ expireTime: field, userType: field, dugPostalZipcode: field, originalZipcode: field, deliveryBanner: field })),
});

export const OffbannerSection = z.looseObject({ banner: field, storeId: field, preference: field, zipcode: field, wfcStoreId: field });

/** The shared session cookie: `{ info: { COMMON, J4U, SHOP, offbanner } }` (COOKIE-*). */
export const SessionInfo = z.looseObject({
  COMMON: z.optional(CommonSection),
  J4U: z.optional(J4uSection),
  SHOP: z.optional(ShopSection),
  offbanner: z.optional(OffbannerSection),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionCookie = z.looseObject({ info: SessionInfo });
export type SessionCookie = z.infer<typeof SessionCookie>;

/** Restructured shape (enableCookieRestructure): store, zip and user type live in COMMON only (AMBIG-20). */
export const RestructuredSessionInfo = SessionInfo.check(z.superRefine((info, ctx) => {
  for (const section of ['J4U', 'SHOP'] as const) {
    for (const key of ['storeId', 'zipcode', 'userType'] as const) {
      if (info[section]?.[key] !== undefined) ctx.addIssue({ code: 'custom', path: [section, key], message: `${section}.${key} is kept in COMMON only when the cookie is restructured` });
    }
  }
}));
