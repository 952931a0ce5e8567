import { z } from 'zod';

/** CALL-22 store flags: flags.ecomStore.storeFeatures (incl. isWineD2CEnabled) and a timezone. */
export const StoreFlagsQuery = z.object({ zipcode: z.string().regex(/^\d{5}(-\d{4})?$/).optional() });
export const StoreFeatures = z.record(z.string(), z.union([z.boolean(), z.string(), z.number(), z.null()]));
export const StoreFlagsResponse = z.looseObject({
  timezone: z.string().nullish(),
  flags: z
    .looseObject({
      ecomStore: z.looseObject({ storeFeatures: StoreFeatures.and(z.looseObject({ isWineD2CEnabled: z.boolean().optional() })) }).nullish(),
      wineStoreId: z.string().nullish(),
    })
    .nullish(),
});
export type StoreFlagsResponse = z.infer<typeof StoreFlagsResponse>;
