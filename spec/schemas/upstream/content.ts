import { z } from 'zod';

/** CALL-66 splash. */
export const SplashBody = z.object({ placement: z.string().min(1), storeId: z.string().regex(/^\d{1,6}$/, 'storeId must be digits'), uiPageSize: z.number().int().positive(), householdId: z.string().optional(), assortmentChannel: z.string().min(1), platform: z.string().min(1) });
/** Beyond dealsInfo and p13nAdobeMetrics the body is not shown: the deal fields are the simulator's own. */
export const SplashResponse = z.looseObject({ dealsInfo: z.array(z.looseObject({ id: z.string(), title: z.string(), imageUrl: z.string() })), p13nAdobeMetrics: z.looseObject({}) });

/** CALL-67 targeted content. */
export const TargetedContentBody = z.object({ storeId: z.string().regex(/^\d{1,6}$/, 'storeId must be digits'), zipcode: z.string().regex(/^\d{5}$/, 'zipcode must be 5 digits'), banner: z.string().min(1), channel: z.string().min(1), fragment: z.string().min(1), screenName: z.string().min(1), zone: z.string().min(1), deliveryTimeZone: z.string().optional() });
export const TargetedContentResponse = z.looseObject({ items: z.array(z.looseObject({ type: z.string(), designType: z.string(), webImageAsset: z.looseObject({ src: z.string(), alt: z.string() }) })) });
