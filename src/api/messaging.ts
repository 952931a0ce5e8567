import {
  CsmsIdResponse,
  CsmsLookupResponse,
  CsmsPwdTokenResponse,
  CsmsRegisterResponse,
  CsmsResendResponse,
  CsmsSigninResponse,
  CsmsSignupResponse,
  CsmsSignupVerifyResponse,
} from '../../spec/schemas/upstream/messaging';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildHeaders, buildUrl, segment, send, type HttpMethod } from './http';
import type { z } from '../../spec/schemas/zod';

export type Identifier = { emailAddress: string } | { phoneNumber: string };

export interface ResendInput {
  stateToken: string;
  expiresAt?: string;
  user?: { id: string; profile: { login: string } };
}

export interface SignupInput {
  emailAddress: string;
  phoneNumber?: string;
  firstName: string;
  lastName: string;
  password?: string;
  banner?: string;
  /** The ZIP code the shopper gave (SIGNIN-09's create-account zip code). */
  zipCode?: string;
}

/** The messaging service under /csmsservice/api/csms (000 §7, 001 §7). Failures carry the CSMS code in the ApiError body. */
export function createMessagingClient({ config, env }: ApiContext) {
  const base = buildUrl(config.cartAndStoreServices.messaging, 'csmsservice/api/csms');
  const post = async <T>(call: string, path: string, body: unknown, schema: z.core.$ZodType<T>, signal?: AbortSignal, method: HttpMethod = 'POST') =>
    (
      await send(env, {
        call,
        method,
        url: buildUrl(base, path),
        headers: buildHeaders(env, { subscriptionKey: config.cartAndStoreServices.subscriptionKey, banner: config.banner, traced: true, clientId: config.identity.clientId }),
        body,
        schema,
        signal,
      })
    ).data;

  return {
    /** CALL-56: the sign-in alternate path: {userName} gives a transaction and a passcode sent. */
    async signin(userName: string, options: { signal?: AbortSignal } = {}) {
      if (!userName.trim()) throw missingInput('CALL-56', 'userName is required', undefined, 'userName');
      return post('CALL-56', 'signin', { userName }, CsmsSigninResponse, options.signal);
    },
    /** CALL-57: resends a passcode through a factor. Inside 30 s the service refuses with CSMS0139 (ERR-21). */
    async resend(factorId: string, input: ResendInput, options: { signal?: AbortSignal } = {}) {
      if (!factorId.trim()) throw missingInput('CALL-57', 'factorId is required', undefined, 'factorId');
      return post('CALL-57', `factors/${segment(factorId)}/verify/resend`, input, CsmsResendResponse, options.signal);
    },
    /** CALL-58: records a non-remember-me sign-in; the answer's id is kept as nonKmsiId. */
    async nonKmsi(identifier: Identifier, options: { signal?: AbortSignal } = {}) {
      return post('CALL-58', 'nonkmsi', identifier, CsmsIdResponse, options.signal);
    },
    /** CALL-59 POST: records keep-me-signed-in for a provider user. */
    async kmsi(oktaId: string, options: { signal?: AbortSignal } = {}) {
      if (!oktaId.trim()) throw missingInput('CALL-59', 'oktaId is required', undefined, 'oktaId');
      return post('CALL-59', 'kmsi', { oktaId }, CsmsIdResponse, options.signal);
    },
    /** CALL-59 DELETE: ends a keep-me-signed-in record. */
    async deleteKmsi(id: string, options: { signal?: AbortSignal } = {}): Promise<void> {
      if (!id.trim()) throw missingInput('CALL-59', 'id is required', undefined, 'id');
      const headers = buildHeaders(env, { subscriptionKey: config.cartAndStoreServices.subscriptionKey, banner: config.banner, traced: true, clientId: config.identity.clientId });
      await send(env, { call: 'CALL-59', method: 'DELETE', url: buildUrl(base, `kmsi/${segment(id)}`), headers, read: 'none', signal: options.signal });
    },
    /** CALL-40 /signup: starts a sign-up; a passcode goes to the email address. */
    async signup(input: SignupInput, options: { signal?: AbortSignal } = {}) {
      return post('CALL-40', 'signup', input, CsmsSignupResponse, options.signal);
    },
    /** CALL-40 /signup/factors/{factorId}/verify. */
    async verifySignup(factorId: string, stateToken: string, passCode: string, options: { signal?: AbortSignal } = {}) {
      return post('CALL-40', `signup/factors/${segment(factorId)}/verify`, { stateToken, passCode }, CsmsSignupVerifyResponse, options.signal);
    },
    /** CALL-40 /customers/register: registers a verified sign-up and signs it in. */
    async register(stateToken: string, options: { signal?: AbortSignal } = {}) {
      return post('CALL-40', 'customers/register', { stateToken }, CsmsRegisterResponse, options.signal);
    },
    /** CALL-40 /customers/lookup: which account an email or phone names. */
    async lookup(identifier: Identifier, options: { signal?: AbortSignal } = {}) {
      return post('CALL-40', 'customers/lookup', identifier, CsmsLookupResponse, options.signal);
    },
    /** CALL-40 /pwd/token: sends a password-reset token. */
    async passwordToken(emailAddress: string, options: { signal?: AbortSignal } = {}) {
      return post('CALL-40', 'pwd/token', { emailAddress }, CsmsPwdTokenResponse, options.signal);
    },
  };
}
export type MessagingClient = ReturnType<typeof createMessagingClient>;
