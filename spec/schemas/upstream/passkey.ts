import { z } from '../zod';

/**
 * Customer-account routes of identity data: MFA/passkey factors (CALL-53, 68, 69), the anonymous
 * unsubscribe (CALL-64) and the account-merge skip (CALL-42). Fields named by the spec are as written (001 §3, §7); the error body and the
 * unsubscribe path are the simulator's own.
 */

export const UcaFactor = z.object({
  id: z.string(),
  factorType: z.string(),
  provider: z.string(),
  status: z.string(),
});

/** CALL-53: factors[] {factorType, status}. */
export const FactorsResponse = z.object({ factors: z.array(UcaFactor) });
export type FactorsResponse = z.infer<typeof FactorsResponse>;

/** CALL-68 request. */
export const CreateFactorRequest = z.object({
  factorType: z.literal('webauthn', 'factorType must be webauthn'),
  provider: z.literal('FIDO', 'provider must be FIDO'),
});

/** CALL-68 response: id and activation {challenge, rp, user, pubKeyCredParams, excludeCredentials, authenticatorSelection, attestation}. */
export const PasskeyActivation = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })),
  excludeCredentials: z.array(z.object({ type: z.literal('public-key'), id: z.string() })),
  authenticatorSelection: z.object({ userVerification: z.string(), residentKey: z.optional(z.string()), requireResidentKey: z.optional(z.boolean()), authenticatorAttachment: z.optional(z.string()) }),
  attestation: z.string(),
  timeout: z.optional(z.number()),
});
export const CreateFactorResponse = z.extend(UcaFactor, { activation: PasskeyActivation });
export type CreateFactorResponse = z.infer<typeof CreateFactorResponse>;

/** CALL-69 request: the authenticator's attestation object and client data, base64 or base64url text. */
export const ActivateFactorRequest = z.object({
  attestation: z.string().check(z.minLength(1, 'attestation is required')),
  clientData: z.string().check(z.minLength(1, 'clientData is required')),
});
export const ActivateFactorResponse = UcaFactor;

/** CALL-64: GET {customer account}/api/uca/unsubscribe?token= (path the simulator's own). */
export const UnsubscribeQuery = z.object({ token: z.string().check(z.minLength(1, 'token is required')) });
export const UnsubscribeResponse = z.object({ emailAddress: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/** The customer-account error body the simulator answers: `{ errors: [{ code, message, field? }], status }`. */
export const UcaError = z.object({ errors: z.array(z.object({ code: z.string(), message: z.string(), field: z.optional(z.string()) })).check(z.minLength(1)), status: z.int() });
export type UcaError = z.infer<typeof UcaError>;

/** CALL-42: POST {customer account}/api/cpsa/customers/{customerId}/accounts/skip (no body shown; answer the simulator's own). */
export const AccountMergeSkipResponse = z.object({ customerId: z.string(), skipped: z.literal(true), skippedAt: z.string() });
export type AccountMergeSkipResponse = z.infer<typeof AccountMergeSkipResponse>;
