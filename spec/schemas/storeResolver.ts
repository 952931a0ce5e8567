import { z } from './zod';

const storeId = z.string().check(z.regex(/^\d{1,6}$/, 'storeid must be digits'));
const zip = z.string().check(z.regex(/^\d{5}(-\d{4})?$/, 'zipcode must be 5 digits or 5+4'));

/** CALL-23 delivery check: zipcode, radius 50, size 10 (CALLS-05). */
export const DeliveryQuery = z.object({ zipcode: zip, radius: z.pipe(z.coerce.number(), z.int().check(z.positive())), size: z.pipe(z.coerce.number(), z.int().check(z.positive())) });
export const DeliveryResponse = z.looseObject({
  delivery: z.looseObject({
    count: z.int().check(z.nonnegative()),
    /**
     * `distance`: miles from the ZIP code's centre as the resolver measured it, shown in the store list (decision 0431);
     * read leniently, so an answer without it, or with another shape, still lists its stores.
     */
    stores: z.array(z.looseObject({ polarisBannerName: z.string(), locationId: z.string(), distance: z.optional(z.unknown()) })),
  }),
});
export type DeliveryResponse = z.infer<typeof DeliveryResponse>;

/** CALL-24 validate: banner, storeid, preference (instore for the selector and profile mapping), optional zipcode. */
export const ValidateQuery = z.object({ banner: z.string().check(z.minLength(1)), storeid: storeId, preference: z.string().check(z.minLength(1)), zipcode: z.optional(zip) });
export const ValidateResponse = z.looseObject({
  validRequest: z.looseObject({
    isValid: z.boolean(),
    store: z.nullish(z.looseObject({ zipcode: z.string(), storeId: z.string() })),
    ecomStore: z.nullish(z.looseObject({ zipcode: z.string(), storeId: z.string(), defaultStore: z.nullish(z.boolean()) })),
    mappedZip: z.nullish(z.string()),
  }),
});
export type ValidateResponse = z.infer<typeof ValidateResponse>;

/** CALL-25 / CALL-72 store address by store id. */
export const StoreAddressQuery = z.object({ storeid: storeId });
export const StoreAddressResponse = z.looseObject({
  storeAddressModel: z.nullish(z
    .looseObject({
      localPage: z.nullish(z.string()),
      address: z.nullish(z.looseObject({ line1: z.string(), city: z.string(), state: z.string(), zipcode: z.string() })),
      /**
       * The simulator's own (the spec shows no store name or hours; decision 0431): the store's name and its daily
       * hours `{ opens, closes }` as 24-hour HH:MM. Read leniently: a missing or different value shows no name or hours.
       */
      storeName: z.optional(z.unknown()),
      hours: z.optional(z.unknown()),
    })),
});
export type StoreAddressResponse = z.infer<typeof StoreAddressResponse>;

/** The store resolver's own error body (shape not shown in the spec: the simulator's own). */
export const StoreResolverError = z.looseObject({ error: z.string(), message: z.string() });
