import { z } from './zod';

/** CALL-22 store flags: flags.ecomStore.storeFeatures (incl. isWineD2CEnabled) and a timezone. */
export const StoreFlagsQuery = z.object({ zipcode: z.optional(z.string().check(z.regex(/^\d{5}(-\d{4})?$/))) });
export const StoreFeatures = z.record(z.string(), z.union([z.boolean(), z.string(), z.number(), z.null()]));
export const StoreFlagsResponse = z.looseObject({
  timezone: z.nullish(z.string()),
  flags: z.nullish(z
    .looseObject({
      ecomStore: z.nullish(z.looseObject({ storeFeatures: z.intersection(StoreFeatures, z.looseObject({ isWineD2CEnabled: z.optional(z.boolean()) })) })),
      wineStoreId: z.nullish(z.string()),
    })),
});
export type StoreFlagsResponse = z.infer<typeof StoreFlagsResponse>;
