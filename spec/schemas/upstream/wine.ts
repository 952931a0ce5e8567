import { z } from '../zod';

/**
 * CALL-29, the wine shipping POST ("test only", 000 §7 Profile service). The spec shows no path, body or answer:
 * every shape here is the simulator's own, read from what the storefront keeps of it (000 §3 "wine shipping info
 * (zipcode, branchId, wfcStoreId, shippingInfo, expiry)", kept 3 hours, 000 §9). A drift check of real traffic
 * against it says the simulator differs, not that the upstream broke.
 */
export const WINE_SHIPPING_SCHEMA_SOURCE = 'simulator' as const;

export const WineShippingBody = z.object({
  zipcode: z.string().check(z.regex(/^\d{5}$/, 'zipcode must be 5 digits')),
  wfcStoreId: z.string().check(z.regex(/^\d{1,6}$/, 'wfcStoreId must be digits')),
  branchId: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'branchId must be digits'))),
});
export type WineShippingBody = z.infer<typeof WineShippingBody>;

export const WineShippingResponse = z.looseObject({
  shippingInfo: z.looseObject({
    zipcode: z.string(),
    wfcStoreId: z.string(),
    branchId: z.string(),
    shippable: z.boolean(),
    methods: z.array(z.looseObject({ code: z.string(), name: z.string(), price: z.number(), estimatedDays: z.number() })),
    /** How long the storefront may keep it (000 §9: wine shipping info 3 hours). */
    expiresInMs: z.number(),
  }),
});
export type WineShippingResponse = z.infer<typeof WineShippingResponse>;
