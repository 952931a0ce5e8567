import { z } from '../zod';

/**
 * The identity provider's request and response shapes (CALL-47, 48, 61, 62, 70). Field names follow the spec
 * (001 §3 "Sign-in OTP session data", 001 §7); shapes the spec does not show (the error body, the token
 * endpoint, session refresh beyond data.status and data.login) follow the provider's published API and are
 * the simulator's own where it had to choose.
 */

export const AuthnRequest = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'username is required')),
});
export type AuthnRequest = z.infer<typeof AuthnRequest>;

export const AuthnFactor = z.looseObject({
  id: z.string(),
  factorType: z.string(),
  provider: z.optional(z.string()),
  status: z.optional(z.string()),
  profile: z.optional(z.looseObject({})),
});

export const AuthnStatus = z.enum(['MFA_REQUIRED', 'MFA_CHALLENGE', 'SUCCESS', 'PASSWORD_EXPIRED', 'LOCKED_OUT']);

export const AuthnResponse = z.looseObject({
  stateToken: z.optional(z.string()),
  expiresAt: z.string(),
  status: AuthnStatus,
  sessionToken: z.optional(z.string()),
  factorResult: z.optional(z.string()),
  _embedded: z.optional(z
    .looseObject({
      user: z.optional(z.looseObject({ id: z.string(), profile: z.optional(z.looseObject({ login: z.string() })) })),
      factors: z.optional(z.array(AuthnFactor)),
      factor: z.optional(AuthnFactor),
    })),
});
export type AuthnResponse = z.infer<typeof AuthnResponse>;

/** CALL-62: `{stateToken}` asks for a passcode; `{stateToken, passCode}` verifies it (or the password). */
export const FactorVerifyRequest = z.object({
  stateToken: z.string().check(z.minLength(1, 'stateToken is required')),
  passCode: z.optional(z.string().check(z.minLength(1, 'passCode must not be empty'))),
  password: z.optional(z.string().check(z.minLength(1, 'password must not be empty'))),
});
export type FactorVerifyRequest = z.infer<typeof FactorVerifyRequest>;

/** The provider's error body: `{ errorCode: 'E0000068', errorSummary, errorCauses }` (ERR-28..30). */
export const ProviderError = z.object({
  errorCode: z.string().check(z.regex(/^E\d{7}$/)),
  errorSummary: z.string(),
  errorLink: z.string(),
  errorId: z.string(),
  errorCauses: z.array(z.object({ errorSummary: z.string() })),
});
export type ProviderError = z.infer<typeof ProviderError>;

export const REQUIRED_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'used_credentials'] as const;

/** CALL-47 / CALL-70: every parameter the storefront sends is required. */
export const AuthorizeQuery = z.object({
  client_id: z.string().check(z.minLength(1, 'client_id is required')),
  redirect_uri: z.string().check(z.minLength(1, 'redirect_uri is required')),
  response_type: z.literal('code', 'response_type must be code'),
  response_mode: z.literal('query', 'response_mode must be query'),
  state: z.string().check(z.minLength(1, 'state is required')),
  nonce: z.string().check(z.minLength(1, 'nonce is required')),
  scope: z
    .string().check(z.minLength(1, 'scope is required'), z.refine((s) => s.split(/\s+/).includes('openid'), 'scope must include openid')),
  sessionToken: z.string().check(z.minLength(1, 'sessionToken is required')),
});
export type AuthorizeQuery = z.infer<typeof AuthorizeQuery>;

/** The token endpoint ({issuer}/v1/token), form- or JSON-encoded: the simulator's own reading of the exchange. */
export const TokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().check(z.minLength(1, 'code is required')),
    redirect_uri: z.string().check(z.minLength(1, 'redirect_uri is required')),
    client_id: z.string().check(z.minLength(1, 'client_id is required')),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.int().check(z.positive()),
  access_token: z.string(),
  scope: z.string(),
  id_token: z.string(),
  /** The simulator adds the absolute expiry (epoch ms) so the servlet can set expireTime. */
  expires_at: z.number(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** CALL-48: the storefront reads data.status and data.login. */
export const SessionStatus = z.enum(['ACTIVE', 'MFA_ENROLL', 'MFA_REQUIRED']);
export const SessionRefreshResponse = z.looseObject({
  id: z.string(),
  login: z.string(),
  userId: z.string(),
  status: SessionStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SessionRefreshResponse = z.infer<typeof SessionRefreshResponse>;

/** {issuer}/v1/logout: where to return after the provider session ends (same-origin only). */
export const LogoutQuery = z.object({
  id_token_hint: z.optional(z.string()),
  post_logout_redirect_uri: z.optional(z.string()),
  state: z.optional(z.string()),
});
