import { z } from '../zod';

/** CALL-31 location service: {storeId} path, api key and version query. */
export const LocationPath = z.object({ storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits')) });
export const LocationQuery = z.object({ apikey: z.string().check(z.minLength(1, 'apikey is required')), version: z.string().check(z.minLength(1)) });
export const LocationResponse = z.looseObject({
  response: z.looseObject({ storeId: z.string(), zipcode: z.string(), address: z.string(), banner: z.string(), city: z.string(), state: z.string(), countryCode: z.string(), timezone: z.optional(z.string()) }),
});
