import { AuthnResponse, SessionRefreshResponse } from '../../spec/schemas/upstream/identity';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildHeaders, buildUrl, send } from './http';
import { factorVerifyRequest } from './requests';

/** CALL-47: the scopes the storefront asks for. */
export const AUTHORIZE_SCOPE = 'openid profile email offline_access used_credentials';
/** CALL-62: the factor id that verifies a password instead of a passcode. */
export const PASSWORD_FACTOR = 'password';

export interface AuthorizeInput {
  state: string;
  nonce: string;
  sessionToken: string;
}

/** The identity provider (001 §7): sign-in transactions, factor verification, session refresh, authorize. */
export function createIdentityClient({ config, env }: ApiContext) {
  const { host, issuer, clientId, redirectUri } = config.identity;
  const headers = () => buildHeaders(env, {});

  async function verify(factorId: string, body: Record<string, string>, signal?: AbortSignal) {
    if (!factorId.trim()) throw missingInput('CALL-62', 'factorId is required', undefined, 'factorId');
    if (!body.stateToken) throw missingInput('CALL-62', 'stateToken is required', undefined, 'stateToken');
    // The request leaves an absent passCode out (sending a code).
    const request = factorVerifyRequest(factorId, { stateToken: body.stateToken, passCode: body.passCode });
    return (await send(env, { call: 'CALL-62', method: request.method, url: buildUrl(host, request.path), headers: headers(), body: request.body, schema: AuthnResponse, signal })).data;
  }

  /** CALL-47 / CALL-70: where the browser goes to exchange a session token for a provider session. */
  function authorizeUrl(input: AuthorizeInput): string {
    for (const [name, value] of Object.entries(input)) if (!value) throw missingInput('CALL-47', `${name} is required`, undefined, name);
    return buildUrl(issuer, 'v1/authorize', {
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'query',
      state: input.state,
      nonce: input.nonce,
      scope: AUTHORIZE_SCOPE,
      sessionToken: input.sessionToken,
    });
  }

  return {
    /** CALL-61: starts a sign-in transaction for a username (email or phone). */
    async authn(username: string, options: { signal?: AbortSignal } = {}): Promise<AuthnResponse> {
      if (!username.trim()) throw missingInput('CALL-61', 'username is required', undefined, 'username');
      const url = buildUrl(host, 'api/v1/authn');
      return (await send(env, { call: 'CALL-61', method: 'POST', url, headers: headers(), body: { username }, schema: AuthnResponse, signal: options.signal })).data;
    },

    /** CALL-62 with {stateToken}: asks the factor to send a passcode. */
    sendPasscode: (factorId: string, stateToken: string, options: { signal?: AbortSignal } = {}) => verify(factorId, { stateToken }, options.signal),

    /** CALL-62 with {stateToken, passCode}: verifies the passcode. */
    verifyPasscode: (factorId: string, stateToken: string, passCode: string, options: { signal?: AbortSignal } = {}) => verify(factorId, { stateToken, passCode }, options.signal),

    /** CALL-62 with factorId `password`: verifies the password. */
    verifyPassword: (stateToken: string, password: string, options: { signal?: AbortSignal } = {}) => verify(PASSWORD_FACTOR, { stateToken, passCode: password }, options.signal),

    /** CALL-48: refreshes the provider session named by the browser's cookie (credentials included). */
    async refreshSession(options: { signal?: AbortSignal } = {}): Promise<SessionRefreshResponse> {
      const url = buildUrl(host, 'api/v1/sessions/me/lifecycle/refresh');
      return (await send(env, { call: 'CALL-48', method: 'POST', url, headers: headers(), credentials: 'include', schema: SessionRefreshResponse, signal: options.signal })).data;
    },

    /** CALL-47 / CALL-70 (a promise, as every member is: the client's code is fetched on its first call). */
    authorizeUrl: async (input: AuthorizeInput): Promise<string> => authorizeUrl(input),
  };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;
