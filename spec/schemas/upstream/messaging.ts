import { z } from '../zod';

/**
 * The messaging service (CSMS, under /csmsservice/api/csms): sign-in alternate path (CALL-56), resend (CALL-57),
 * non-remember-me (CALL-58), keep-me-signed-in (CALL-59) and the rest of CALL-40. Request fields named by the
 * spec are as written; sign-up, register, lookup and password-token payloads are not shown and are the
 * simulator's own plausible shapes.
 */

const phone = z.string().check(z.regex(/^\d{10}$/, 'phoneNumber must be 10 digits'));
const email = z.string().check(z.regex(/^[^\s@]+@[^\s@]+$/, 'emailAddress must be an email address'));

/** CALL-56: {userName} (an email or a phone). */
export const CsmsSigninRequest = z.object({ userName: z.string().check(z.trim(), z.minLength(1, 'userName is required')) });

const EmbeddedFactor = z.object({ id: z.string(), factorType: z.string() });
export const CsmsSigninResponse = z.object({
  stateToken: z.string(),
  expiresAt: z.string(),
  maskedEmail: z.string(),
  oktaId: z.string(),
  /** The factor the passcode went through, absent when the identifier's factor is not enrolled (AMBIG-38). */
  factorId: z.optional(z.string()),
  _embedded: z.object({
    user: z.object({ id: z.string(), profile: z.object({ login: z.string() }) }),
    factor: z.optional(EmbeddedFactor),
    factors: z.array(EmbeddedFactor),
  }),
});
export type CsmsSigninResponse = z.infer<typeof CsmsSigninResponse>;

/** CALL-57: {stateToken, expiresAt, user{id, profile{login}}} with the factorId in the path or the body. */
export const CsmsResendRequest = z.object({
  factorId: z.optional(z.string().check(z.minLength(1))),
  stateToken: z.string().check(z.minLength(1, 'stateToken is required')),
  expiresAt: z.optional(z.string()),
  user: z.optional(z.object({ id: z.string(), profile: z.object({ login: z.string() }) })),
});
export const CsmsResendResponse = z.object({ stateToken: z.string(), expiresAt: z.string(), factorResult: z.literal('CHALLENGE'), factorId: z.string() });
export type CsmsResendResponse = z.infer<typeof CsmsResendResponse>;

/** CALL-58: {emailAddress} or {phoneNumber}. */
export const CsmsNonKmsiRequest = z.union([z.object({ emailAddress: email }), z.object({ phoneNumber: phone })], 'emailAddress or phoneNumber is required');
/** CALL-59 POST: {oktaId}. */
export const CsmsKmsiRequest = z.object({ oktaId: z.string().check(z.minLength(1, 'oktaId is required')) });
/** CALL-58 / CALL-59 answer: the record id (the storefront keeps it as nonKmsiId / for the DELETE). */
export const CsmsIdResponse = z.object({ id: z.string() });

export const CsmsSignupRequest = z.object({
  emailAddress: email,
  phoneNumber: z.optional(phone),
  firstName: z.string().check(z.trim(), z.minLength(1, 'firstName is required')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'lastName is required')),
  password: z.optional(z.string().check(z.minLength(8, 'password must be at least 8 characters'))),
  banner: z.optional(z.string().check(z.minLength(1))),
  /** The simulator's own (000 §7 shows no payload): the ZIP code the shopper gave (SIGNIN-09), kept with the account. */
  zipCode: z.optional(z.string().check(z.regex(/^\d{5}$/, 'zipCode must be 5 digits'))),
});
export const CsmsSignupResponse = z.object({ stateToken: z.string(), expiresAt: z.string(), factorId: z.string(), maskedEmail: z.string() });
export type CsmsSignupResponse = z.infer<typeof CsmsSignupResponse>;

export const CsmsSignupVerifyRequest = z.object({ stateToken: z.string().check(z.minLength(1, 'stateToken is required')), passCode: z.string().check(z.minLength(1, 'passCode is required')) });
export const CsmsSignupVerifyResponse = z.object({ stateToken: z.string(), status: z.literal('SUCCESS') });

export const CsmsRegisterRequest = z.object({ stateToken: z.string().check(z.minLength(1, 'stateToken is required')) });
export const CsmsRegisterResponse = z.object({ id: z.string(), customerId: z.string(), userId: z.string(), oktaId: z.string(), sessionToken: z.string(), expiresAt: z.string() });
export type CsmsRegisterResponse = z.infer<typeof CsmsRegisterResponse>;

export const CsmsLookupRequest = CsmsNonKmsiRequest;
export const CsmsLookupResponse = z.object({ oktaId: z.string(), maskedEmail: z.string(), factors: z.array(EmbeddedFactor) });
export type CsmsLookupResponse = z.infer<typeof CsmsLookupResponse>;

export const CsmsPwdTokenRequest = z.object({ emailAddress: email });
export const CsmsPwdTokenResponse = z.object({ maskedEmail: z.string(), expiresAt: z.string() });

/** The messaging error body (the simulator's own shape; the spec shows only the codes): `{ errors: [{ code, message, field? }] }`. */
export const CsmsError = z.object({ errors: z.array(z.object({ code: z.string(), message: z.string(), field: z.optional(z.string()) })).check(z.minLength(1)) });
export type CsmsError = z.infer<typeof CsmsError>;
