import { z } from 'zod';

const storeId = z.string().regex(/^\d{1,6}$/, 'storeid must be digits');
const zip = z.string().regex(/^\d{5}(-\d{4})?$/, 'zipcode must be 5 digits or 5+4');

/** CALL-23 delivery check: zipcode, radius 50, size 10 (CALLS-05). */
export const DeliveryQuery = z.object({ zipcode: zip, radius: z.coerce.number().int().positive(), size: z.coerce.number().int().positive() });
export const DeliveryResponse = z.looseObject({
  delivery: z.looseObject({
    count: z.number().int().nonnegative(),
    stores: z.array(z.looseObject({ polarisBannerName: z.string(), locationId: z.string() })),
  }),
});
export type DeliveryResponse = z.infer<typeof DeliveryResponse>;

/** CALL-24 validate: banner, storeid, preference (instore for the selector and profile mapping), optional zipcode. */
export const ValidateQuery = z.object({ banner: z.string().min(1), storeid: storeId, preference: z.string().min(1), zipcode: zip.optional() });
export const ValidateResponse = z.looseObject({
  validRequest: z.looseObject({
    isValid: z.boolean(),
    store: z.looseObject({ zipcode: z.string(), storeId: z.string() }).nullish(),
    ecomStore: z.looseObject({ zipcode: z.string(), storeId: z.string(), defaultStore: z.boolean().nullish() }).nullish(),
    mappedZip: z.string().nullish(),
  }),
});
export type ValidateResponse = z.infer<typeof ValidateResponse>;

/** CALL-25 / CALL-72 store address by store id. */
export const StoreAddressQuery = z.object({ storeid: storeId });
export const StoreAddressResponse = z.looseObject({
  storeAddressModel: z
    .looseObject({
      localPage: z.string().nullish(),
      address: z.looseObject({ line1: z.string(), city: z.string(), state: z.string(), zipcode: z.string() }).nullish(),
    })
    .nullish(),
});
export type StoreAddressResponse = z.infer<typeof StoreAddressResponse>;

/** The store resolver's own error body (shape not shown in the spec: the simulator's own). */
export const StoreResolverError = z.looseObject({ error: z.string(), message: z.string() });
