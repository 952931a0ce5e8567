import { z } from '../zod';

/** CALL-26 store update (STORE-CHANGE-03). */
export const ProfileStoresBody = z.object({
  stores: z.array(z.object({ storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits')), storePreference: z.enum(['Preferred', 'DriveUp']), address: z.object({ zipCode: z.string().check(z.regex(/^\d{5}$/, 'zipCode must be 5 digits')) }), banner: z.string().check(z.minLength(1)) })).check(z.minLength(1)),
  preferences: z.array(z.object({ categoryCode: z.literal('FULFILLMENT'), subCategoryCode: z.literal('METHOD'), value: z.string().check(z.minLength(1)), bannerId: z.string().check(z.minLength(1)) })).check(z.minLength(1)),
  postalCodes: z.optional(z.array(z.object({ purposes: z.array(z.string()), postalCode: z.string().check(z.regex(/^\d{5}$/, 'postalCode must be 5 digits')), bannerId: z.string().check(z.minLength(1)) }))),
});
export type ProfileStoresBody = z.infer<typeof ProfileStoresBody>;

/** CALL-49 profile (001 §3). */
export const ProfileStore = z.looseObject({
  storeId: z.string(),
  banner: z.string(),
  storePreference: z.enum(['Preferred', 'DriveUp']),
  address: z.looseObject({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  services: z.array(z.looseObject({ type: z.string() })),
  isClosed: z.boolean(),
});
export const ProfileResponse = z.looseObject({
  preferences: z.array(z.looseObject({ categoryCode: z.string(), subCategoryCode: z.string(), bannerId: z.string(), value: z.string() })),
  stores: z.array(ProfileStore),
  postalCodes: z.array(z.looseObject({ postalCode: z.string(), stores: z.array(z.string()) })),
  selectedAddresses: z.array(z.looseObject({ addressId: z.string(), resetToDefault: z.boolean() })),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** The UCA services' error body (not shown in the spec: the simulator's own). */
export const UcaError = z.looseObject({ errors: z.array(z.looseObject({ code: z.string(), message: z.string() })), status: z.number() });
