import { z } from './zod';

/** A banner determines default store, default zip, logos, B2B cookie names and its single-sign-on path (CONFIG-09). */
export const Banner = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9]*$/, 'banner id is lower-case letters and digits')),
  displayName: z.string().check(z.minLength(1)),
  /** Host of the banner's own site (used for cross-banner redirects and own-site referrer checks). */
  domain: z.string().check(z.minLength(1)),
  defaultStoreId: z.string().check(z.regex(/^\d{2,4}$/)),
  defaultZip: z.string().check(z.regex(/^\d{5}$/)),
  logo: z.object({ src: z.string().check(z.minLength(1)), alt: z.string().check(z.minLength(1)) }),
  businessLogo: z.object({ src: z.string().check(z.minLength(1)), alt: z.string().check(z.minLength(1)) }),
  /** Cookie names on the B2B site (B_-prefixed, COOKIE-NAMES-03/04). */
  b2bCookieNames: z.object({ orderNumber: z.string().check(z.startsWith('B_')), signInCount: z.string().check(z.startsWith('B_')), deliveryAddress: z.string() }),
  /** Path of this banner's single-sign-on entry, which another banner redirects to on a cross-banner store change (CROSS-BANNER-06). */
  ssoPath: z.string().check(z.startsWith('/')),
  colors: z.object({ primary: z.string(), accent: z.string() }),
});
export type Banner = z.infer<typeof Banner>;
