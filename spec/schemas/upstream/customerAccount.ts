import { z } from 'zod';

/** CALL-50 addresses query. */
export const AddressesQuery = z.object({ resolveStoresWithGeoCodes: z.enum(['true', 'false']).optional(), includeDivestitureStores: z.enum(['true', 'false']).optional() });
export const Address = z.looseObject({ addressId: z.string(), address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), addressName: z.string().optional() });
export const AddressesResponse = z.looseObject({ addresses: z.array(Address) });

/** CALL-51 acknowledgment (merge-patch). */
export const UserAckQuery = z.object({ type: z.literal('userAck') });
export const UserAckBody = z.object({
  postalCode: z.object({ postalCode: z.string().regex(/^\d{5}$/, 'postalCode must be 5 digits'), resetToDefault: z.literal(false) }).optional(),
  selectedAddress: z.object({ addressId: z.string().min(1), resetToDefault: z.literal(false) }).optional(),
}).refine((b) => b.postalCode !== undefined || b.selectedAddress !== undefined, { message: 'postalCode or selectedAddress is required', path: ['selectedAddress'] });

/** CALL-52 loyalty partners. */
export const LoyaltyPartnersResponse = z.looseObject({ loyaltyPartners: z.array(z.looseObject({ name: z.string(), planNumber: z.string() })) });

/** CALL-65 business profile. */
export const BusinessProfileBody = z.object({ businessInfo: z.object({ name: z.string().min(1).max(100), type: z.string().min(1) }) });

/** CALL-39 (payloads not shown: the simulator's own). */
export const RegisterBody = z.object({ email: z.email(), phone: z.string().regex(/^\d{10}$/, 'phone must be 10 digits').optional(), firstName: z.string().min(1), lastName: z.string().min(1), banner: z.string().min(1), password: z.string().min(8).optional() });
export const PasswordBody = z.object({ password: z.string().min(8, 'password must be at least 8 characters') });
export const NewAddressBody = z.object({ addressName: z.string().default(''), address1: z.string().min(1), address2: z.string().default(''), city: z.string().min(1), state: z.string().regex(/^[A-Z]{2}$/), zipCode: z.string().regex(/^\d{5}$/, 'zipCode must be 5 digits') });
export const UnsubscribeBody = z.object({ email: z.email() });
