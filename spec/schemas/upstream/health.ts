import { z } from '../zod';

/**
 * The health app's session calls: GET /health/users/session (the hand-off handshake, CALL-71) and
 * DELETE /health/users/healthSession {isLoggedOut} (CALL-63, on sign-out). The spec shows only the request
 * field; the answers are the simulator's own.
 */
export const HealthLogoutRequest = z.object({ isLoggedOut: z.literal(true, 'isLoggedOut must be true') });
export const HealthLogoutResponse = z.object({ isLoggedOut: z.literal(true), sessionId: z.nullable(z.string()) });
export type HealthLogoutResponse = z.infer<typeof HealthLogoutResponse>;

export const HealthSessionResponse = z.object({
  sessionId: z.string(),
  status: z.literal('ACTIVE'),
  /** Whether the handshake found a signed-in provider session (the sid cookie). */
  signedIn: z.boolean(),
  createdAt: z.string(),
});
export type HealthSessionResponse = z.infer<typeof HealthSessionResponse>;

/** The health app's error body (the simulator's own): `{ errors: [{ code, message, field? }] }`. */
export const HealthError = z.object({ errors: z.array(z.object({ code: z.string(), message: z.string(), field: z.optional(z.string()) })).check(z.minLength(1)) });
