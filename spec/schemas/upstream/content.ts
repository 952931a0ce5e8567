import { z } from '../zod';

/** CALL-66 splash. */
export const SplashBody = z.object({ placement: z.string().check(z.minLength(1)), storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits')), uiPageSize: z.int().check(z.positive()), householdId: z.optional(z.string()), assortmentChannel: z.string().check(z.minLength(1)), platform: z.string().check(z.minLength(1)) });
/** Beyond dealsInfo and p13nAdobeMetrics the body is not shown: the deal fields are the simulator's own. */
export const SplashResponse = z.looseObject({ dealsInfo: z.array(z.looseObject({ id: z.string(), title: z.string(), imageUrl: z.string() })), p13nAdobeMetrics: z.looseObject({}) });

/** CALL-67 targeted content. */
export const TargetedContentBody = z.object({ storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits')), zipcode: z.string().check(z.regex(/^\d{5}$/, 'zipcode must be 5 digits')), banner: z.string().check(z.minLength(1)), channel: z.string().check(z.minLength(1)), fragment: z.string().check(z.minLength(1)), screenName: z.string().check(z.minLength(1)), zone: z.string().check(z.minLength(1)), deliveryTimeZone: z.optional(z.string()) });
export const TargetedContentResponse = z.looseObject({ items: z.array(z.looseObject({ type: z.string(), designType: z.string(), webImageAsset: z.looseObject({ src: z.string(), alt: z.string() }) })) });
