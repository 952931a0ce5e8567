import { z } from '../zod';

/** CALL-50 addresses query. */
export const AddressesQuery = z.object({ resolveStoresWithGeoCodes: z.optional(z.enum(['true', 'false'])), includeDivestitureStores: z.optional(z.enum(['true', 'false'])) });
export const Address = z.looseObject({ addressId: z.string(), address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), addressName: z.optional(z.string()) });
export const AddressesResponse = z.looseObject({ addresses: z.array(Address) });

/** CALL-51 acknowledgment (merge-patch). */
export const UserAckQuery = z.object({ type: z.literal('userAck') });
export const UserAckBody = z.object({
  postalCode: z.optional(z.object({ postalCode: z.string().check(z.regex(/^\d{5}$/, 'postalCode must be 5 digits')), resetToDefault: z.literal(false) })),
  selectedAddress: z.optional(z.object({ addressId: z.string().check(z.minLength(1)), resetToDefault: z.literal(false) })),
}).check(z.refine((b) => b.postalCode !== undefined || b.selectedAddress !== undefined, { message: 'postalCode or selectedAddress is required', path: ['selectedAddress'] }));

/** CALL-52 loyalty partners. */
export const LoyaltyPartnersResponse = z.looseObject({ loyaltyPartners: z.array(z.looseObject({ name: z.string(), planNumber: z.string() })) });

/** CALL-65 business profile. */
export const BusinessProfileBody = z.object({ businessInfo: z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)), type: z.string().check(z.minLength(1)) }) });

/** CALL-39 (payloads not shown: the simulator's own). */
export const RegisterBody = z.object({ email: z.email(), phone: z.optional(z.string().check(z.regex(/^\d{10}$/, 'phone must be 10 digits'))), firstName: z.string().check(z.minLength(1)), lastName: z.string().check(z.minLength(1)), banner: z.string().check(z.minLength(1)), password: z.optional(z.string().check(z.minLength(8))) });
export const PasswordBody = z.object({ password: z.string().check(z.minLength(8, 'password must be at least 8 characters')) });
/**
 * CALL-39 /pwd: sets a new password with the reset token the messaging service sent (CALL-40 /pwd/token). The answer
 * carries the session token of SESSION-EST-15's automatic sign-in. Payloads not shown: the simulator's own.
 */
export const PasswordResetBody = z.object({ token: z.string().check(z.trim(), z.minLength(1, 'token is required')), password: z.string().check(z.minLength(8, 'password must be at least 8 characters')) });
export const PasswordResetResponse = z.object({ sessionToken: z.string().check(z.minLength(1)), expiresAt: z.string() });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponse>;
export const NewAddressBody = z.object({ addressName: z._default(z.string(), ''), address1: z.string().check(z.minLength(1)), address2: z._default(z.string(), ''), city: z.string().check(z.minLength(1)), state: z.string().check(z.regex(/^[A-Z]{2}$/)), zipCode: z.string().check(z.regex(/^\d{5}$/, 'zipCode must be 5 digits')) });
export const UnsubscribeBody = z.object({ email: z.email() });
