import { z } from 'zod';

/**
 * The identity provider's request and response shapes (CALL-47, 48, 61, 62, 70). Field names follow the spec
 * (001 §3 "Sign-in OTP session data", 001 §7); shapes the spec does not show (the error body, the token
 * endpoint, session refresh beyond data.status and data.login) follow the provider's published API and are
 * the simulator's own where it had to choose.
 */

export const AuthnRequest = z.object({
  username: z.string().trim().min(1, 'username is required'),
});
export type AuthnRequest = z.infer<typeof AuthnRequest>;

export const AuthnFactor = z.looseObject({
  id: z.string(),
  factorType: z.string(),
  provider: z.string().optional(),
  status: z.string().optional(),
  profile: z.looseObject({}).optional(),
});

export const AuthnStatus = z.enum(['MFA_REQUIRED', 'MFA_CHALLENGE', 'SUCCESS', 'PASSWORD_EXPIRED', 'LOCKED_OUT']);

export const AuthnResponse = z.looseObject({
  stateToken: z.string().optional(),
  expiresAt: z.string(),
  status: AuthnStatus,
  sessionToken: z.string().optional(),
  factorResult: z.string().optional(),
  _embedded: z
    .looseObject({
      user: z.looseObject({ id: z.string(), profile: z.looseObject({ login: z.string() }).optional() }).optional(),
      factors: z.array(AuthnFactor).optional(),
      factor: AuthnFactor.optional(),
    })
    .optional(),
});
export type AuthnResponse = z.infer<typeof AuthnResponse>;

/** CALL-62: `{stateToken}` asks for a passcode; `{stateToken, passCode}` verifies it (or the password). */
export const FactorVerifyRequest = z.object({
  stateToken: z.string().min(1, 'stateToken is required'),
  passCode: z.string().min(1, 'passCode must not be empty').optional(),
  password: z.string().min(1, 'password must not be empty').optional(),
});
export type FactorVerifyRequest = z.infer<typeof FactorVerifyRequest>;

/** The provider's error body: `{ errorCode: 'E0000068', errorSummary, errorCauses }` (ERR-28..30). */
export const ProviderError = z.object({
  errorCode: z.string().regex(/^E\d{7}$/),
  errorSummary: z.string(),
  errorLink: z.string(),
  errorId: z.string(),
  errorCauses: z.array(z.object({ errorSummary: z.string() })),
});
export type ProviderError = z.infer<typeof ProviderError>;

export const REQUIRED_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'used_credentials'] as const;

/** CALL-47 / CALL-70: every parameter the storefront sends is required. */
export const AuthorizeQuery = z.object({
  client_id: z.string().min(1, 'client_id is required'),
  redirect_uri: z.string().min(1, 'redirect_uri is required'),
  response_type: z.literal('code', 'response_type must be code'),
  response_mode: z.literal('query', 'response_mode must be query'),
  state: z.string().min(1, 'state is required'),
  nonce: z.string().min(1, 'nonce is required'),
  scope: z
    .string()
    .min(1, 'scope is required')
    .refine((s) => s.split(/\s+/).includes('openid'), 'scope must include openid'),
  sessionToken: z.string().min(1, 'sessionToken is required'),
});
export type AuthorizeQuery = z.infer<typeof AuthorizeQuery>;

/** The token endpoint ({issuer}/v1/token), form- or JSON-encoded: the simulator's own reading of the exchange. */
export const TokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1, 'code is required'),
    redirect_uri: z.string().min(1, 'redirect_uri is required'),
    client_id: z.string().min(1, 'client_id is required'),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
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
  id_token_hint: z.string().optional(),
  post_logout_redirect_uri: z.string().optional(),
  state: z.string().optional(),
});
