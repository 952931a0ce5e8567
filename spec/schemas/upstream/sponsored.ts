import { z } from '../zod';

/** CALL-55 sponsored category icons query (001 §7). */
export const SponsoredIconsQuery = z.object({
  source: z.string().check(z.minLength(1)),
  banner: z.string().check(z.minLength(1)),
  pagename: z.string().check(z.minLength(1)),
  position: z.literal('CategoryIcon'),
  slots: z.literal('1,-14'),
  storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits')),
  taxonomyId: z.literal('ProductAlike'),
  taxonomyPath: z.string().check(z.minLength(1)),
  channel: z.enum(['delivery', 'instore', 'pickup']),
});
export const SponsoredIconsResponse = z.looseObject({
  icons: z.array(z.looseObject({ content: z.looseObject({ categoryId: z.string(), backgroundImage: z.string() }), eventTracking: z.looseObject({}) })),
});
