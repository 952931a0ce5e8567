import { z } from '../zod';

/** CALL-28 request (body not shown in the spec: the simulator's own). */
export const ShipMethodsBody = z.object({
  zipcode: z.string().check(z.regex(/^\d{5}$/, 'zipcode must be 5 digits')),
  sellers: z.array(z.object({ sellerId: z.string().check(z.minLength(1)), items: z._default(z.array(z.object({ upc: z.string(), qty: z.int().check(z.positive()) })), []) })).check(z.minLength(1)),
});
export const ShipMethod = z.looseObject({ sellerId: z.string(), methods: z.array(z.looseObject({ code: z.string(), name: z.string(), price: z.number(), estimatedDays: z.number() })) });
export const ShipMethodsResponse = z.looseObject({ shipMethods: z.array(ShipMethod), errors: z.array(z.looseObject({ sellerId: z.string(), code: z.string(), message: z.string() })) });
