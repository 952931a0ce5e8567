import { z } from '../zod';

/**
 * Payment tenders (CALL-41): /cwmsservice/api/cwms/customers/{customerId}/tenders and its token-vault variant.
 * Payloads are not shown in the spec; these shapes are the simulator's own.
 */
export const TenderView = z.object({
  tenderId: z.string(),
  type: z.enum(['CARD', 'EBT']),
  cardType: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expMonth: z.int().check(z.gte(1), z.lte(12)),
  expYear: z.int(),
  isDefault: z.boolean(),
  expired: z.boolean(),
});
export type TenderView = z.infer<typeof TenderView>;
export const TendersResponse = z.object({ tenders: z.array(TenderView) });

/** Adding a tender by a vault token. */
export const AddTenderRequest = z.object({
  token: z.string().check(z.minLength(1, 'token is required')),
  type: z._default(z.enum(['CARD', 'EBT']), 'CARD'),
  makeDefault: z._default(z.boolean(), false),
});

/** The token vault takes the card number and answers a token (the number is never stored). */
export const VaultTenderRequest = z.object({
  cardNumber: z
    .string().check(z.regex(/^\d{13,19}$/, 'cardNumber must be 13 to 19 digits'), z.refine(luhn, 'cardNumber fails the Luhn check')),
  expMonth: z.int().check(z.gte(1, 'expMonth must be 1..12'), z.lte(12, 'expMonth must be 1..12')),
  expYear: z.int().check(z.gte(2000, 'expYear must be a 4-digit year'), z.lte(2100, 'expYear must be a 4-digit year')),
  cvv: z.string().check(z.regex(/^\d{3,4}$/, 'cvv must be 3 or 4 digits')),
  makeDefault: z._default(z.boolean(), false),
});
export const VaultTenderResponse = z.object({ token: z.string(), tender: TenderView });

/** Luhn checksum of a digit string. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}
