import { servicePaths } from '../../../spec/config/endpoints';
import { AuthnRequest, AuthorizeQuery, FactorVerifyRequest, LogoutQuery, TokenRequest } from '../../../spec/schemas/upstream/identity';
import type { AuthnResponse, SessionRefreshResponse, TokenResponse } from '../../../spec/schemas/upstream/identity';
import type { SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import {
  accountsFor,
  customerByUuid,
  factorFor,
  factorsOf,
  isLocked,
  liveTransaction,
  parseIdentifier,
  redeemSessionToken,
  sendPasscode,
  startTransaction,
  verifyFactor,
} from './authn';
import type { Customer, Factor } from './authn';
import { guarded, providerError, providerInternalError, providerValidationError } from './errors';
import { passkeyRoutes } from './passkeyRoutes';
import { createIdpSession, extendSession, liveSession, closeSession, SESSION_COOKIE } from './sessions';
import { issueAccessToken, revokeAccessTokens } from './tokens';
import { isoAt, parseRequest, queryOf } from './validation';
import { validateRedirect } from '../../../src/rules/redirect';

const host = servicePaths.identityHost;
const issuer = servicePaths.identityIssuer;

/** Clients the simulated provider knows: the storefront, the assistant sign-in and a partner. */
export const KNOWN_CLIENTS = ['web-portal-sim', 'assistant-sim', 'partner-sim'] as const;
/** An authorization code is exchangeable for 5 minutes, once. */
export const AUTH_CODE_TTL_MS = 5 * 60_000;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): SimResponse => ({ status, headers: { 'content-type': 'application/json', ...headers }, body });

export function userOf(customer: Customer) {
  return { id: customer.userId, profile: { login: customer.email, firstName: customer.firstName, lastName: customer.lastName, locale: 'en_US', timeZone: 'America/Los_Angeles' } };
}

export const factorView = (f: Factor) => ({ id: f.id, factorType: f.factorType, provider: f.provider, status: f.status, ...(f.target ? { profile: f.factorType === 'email' ? { email: f.target } : { phoneNumber: f.target } } : {}) });

function lockedOut(expiresAt: number): SimResponse {
  const body: AuthnResponse = { status: 'LOCKED_OUT', expiresAt: isoAt(expiresAt) };
  return json(200, body);
}

/** CALL-61: starts a sign-in transaction and lists the account's factors. */
function authn(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(AuthnRequest, request.body);
  if (!parsed.ok) return providerValidationError(parsed.field, parsed.message);
  const id = parseIdentifier(parsed.data.username);
  const accounts = id ? accountsFor(ctx, id) : [];
  // The provider's username is the login (email); a phone is accepted only when it names exactly one account.
  const customer = accounts.length === 1 ? accounts[0] : undefined;
  if (!customer) return providerError(401, 'E0000004', ['No active account matches the username']);
  if (customer.deactivated) return providerError(401, 'E0000004', ['User is deactivated']);
  const tx = startTransaction(ctx, customer.id);
  if (isLocked(ctx, customer.id)) return lockedOut(tx.expiresAt);
  const body: AuthnResponse = {
    stateToken: tx.stateToken,
    expiresAt: isoAt(tx.expiresAt),
    status: 'MFA_REQUIRED',
    _embedded: { user: userOf(customer), factors: factorsOf(ctx, customer.id).map(factorView) },
  };
  return json(200, body);
}

/** CALL-62: `{stateToken}` sends a passcode; `{stateToken, passCode}` verifies it; factorId `password` checks the password. */
function verify(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(FactorVerifyRequest, request.body);
  if (!parsed.ok) return providerValidationError(parsed.field, parsed.message);
  const { stateToken } = parsed.data;
  const answer = parsed.data.passCode ?? parsed.data.password;
  const tx = liveTransaction(ctx, stateToken);
  if (!tx) return providerError(401, 'E0000011', ['stateToken is unknown, used or expired']);
  const customer = customerByUuid(ctx, tx.customerUuid);
  if (!customer) return providerError(401, 'E0000011', ['stateToken is unknown, used or expired']);
  const factorId = request.params.factorId ?? '';
  const factor = factorFor(ctx, customer.id, factorId);
  if (!factor) return providerError(404, 'E0000007', [`factor ${factorId} is not enrolled`], `Not found: Resource not found: ${factorId} (UserFactor)`);
  if (isLocked(ctx, customer.id)) return lockedOut(tx.expiresAt);
  const user = userOf(customer);

  if (answer === undefined) {
    if (factor.factorType === 'password') return providerValidationError('passCode', 'passCode is required for the password factor');
    const sent = sendPasscode(ctx, tx, factor);
    switch (sent.kind) {
      case 'locked':
        return lockedOut(tx.expiresAt);
      case 'throttled':
        return providerError(429, 'E0000047', [`another passcode can be sent at ${isoAt(sent.retryAt)}`]);
      case 'not-a-code-factor':
        return providerValidationError('factorId', `factor type ${factor.factorType} does not send passcodes`);
      case 'sent': {
        const body: AuthnResponse = {
          stateToken: sent.tx.stateToken,
          expiresAt: isoAt(sent.tx.expiresAt),
          status: 'MFA_CHALLENGE',
          factorResult: 'CHALLENGE',
          _embedded: { user, factor: factorView(factor) },
        };
        return json(200, body);
      }
    }
  }

  const result = verifyFactor(ctx, tx, factor, answer);
  switch (result.kind) {
    case 'locked':
      return lockedOut(tx.expiresAt);
    case 'wrong':
      if (result.locked) return lockedOut(tx.expiresAt);
      return providerError(403, 'E0000068', [factor.factorType === 'password' ? 'Password is incorrect' : 'Your passcode does not match our records']);
    case 'expired':
      return providerError(401, 'E0000011', ['The passcode has expired']);
    case 'unsupported':
      return providerValidationError('factorId', `factor type ${factor.factorType} is not verified through this path`);
    case 'password-expired': {
      const body: AuthnResponse = { stateToken: tx.stateToken, expiresAt: isoAt(tx.expiresAt), status: 'PASSWORD_EXPIRED', _embedded: { user } };
      return json(200, body);
    }
    case 'success': {
      const body: AuthnResponse = { expiresAt: isoAt(result.expiresAt), status: 'SUCCESS', sessionToken: result.sessionToken, _embedded: { user } };
      return json(200, body);
    }
  }
}

/** The provider's redirect targets: a path on this origin, or a page of a loopback or banner test host. */
const PROVIDER_REDIRECTS = { trustedDomains: ['127.0.0.1', 'localhost', 'www.freshway.test', 'www.valleymarket.test', 'www.harborfoods.test'], defaultRedirect: '/' };

/** A redirect target as the storefront's REDIRECT rules accept it (REDIRECT-01..05); a backslash anywhere is refused. */
export function isAllowedRedirect(uri: string): boolean {
  return !uri.includes('\\') && validateRedirect(uri, PROVIDER_REDIRECTS).accepted;
}

function withQuery(uri: string, params: Record<string, string>): string {
  const relative = uri.startsWith('/');
  const url = new URL(uri, 'http://relative.invalid');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** CALL-47 / CALL-70: exchanges the session token for a provider session (sid cookie) and redirects with a code. */
function authorize(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(AuthorizeQuery, queryOf(request.url), 'query');
  if (!parsed.ok) return providerValidationError(parsed.field, parsed.message);
  const q = parsed.data;
  if (!(KNOWN_CLIENTS as readonly string[]).includes(q.client_id)) return providerValidationError('client_id', `unknown client ${q.client_id}`);
  if (!isAllowedRedirect(q.redirect_uri)) return providerValidationError('redirect_uri', 'redirect_uri must be on this origin');
  const customerUuid = redeemSessionToken(ctx, q.sessionToken);
  if (!customerUuid) return providerValidationError('sessionToken', 'sessionToken is unknown, used or expired');
  const customer = customerByUuid(ctx, customerUuid);
  if (!customer || customer.deactivated) return providerValidationError('sessionToken', 'the session token names no active account');
  const session = createIdpSession(ctx, customer.id, customer.email);
  const code = ctx.db.authorizationCode.create({
    code: ctx.random.id('sim-code-'),
    customerUuid: customer.id,
    clientId: q.client_id,
    redirectUri: q.redirect_uri,
    nonce: q.nonce,
    scope: q.scope,
    sid: session.id,
    expiresAt: ctx.clock.now() + AUTH_CODE_TTL_MS,
    used: false,
  });
  return {
    status: 302,
    headers: {
      location: withQuery(q.redirect_uri, { code: code.code, state: q.state }),
      'set-cookie': `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`,
    },
  };
}

function formOrJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  return Object.fromEntries(new URLSearchParams(body));
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const oauthError = (error: string, description: string): SimResponse => json(400, { error, error_description: description });

/** The code exchange the storefront's callback servlet makes: an access token with its expiry. */
function token(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(TokenRequest, formOrJson(request.body));
  if (!parsed.ok) return oauthError('invalid_request', `${parsed.field}: ${parsed.message}`);
  const q = parsed.data;
  const code = ctx.db.authorizationCode.findFirst({ where: { code: { equals: q.code } } });
  if (!code || code.used || code.expiresAt <= ctx.clock.now()) return oauthError('invalid_grant', 'code: the authorization code is invalid or has expired');
  if (code.clientId !== q.client_id) return oauthError('invalid_grant', 'client_id: does not match the authorization request');
  if (code.redirectUri !== q.redirect_uri) return oauthError('invalid_grant', 'redirect_uri: does not match the authorization request');
  ctx.db.authorizationCode.update({ where: { code: { equals: q.code } }, data: { used: true } });
  const customer = customerByUuid(ctx, code.customerUuid);
  if (!customer) return oauthError('invalid_grant', 'code: the account no longer exists');
  const issued = issueAccessToken(ctx, customer.id, { scope: code.scope });
  const claims = { iss: issuer, aud: code.clientId, sub: customer.userId, email: customer.email, nonce: code.nonce, sid: code.sid, iat: Math.floor(issued.issuedAt / 1000), exp: Math.floor(issued.expiresAt / 1000) };
  const body: TokenResponse = {
    token_type: 'Bearer',
    expires_in: issued.expiresIn,
    access_token: issued.accessToken,
    scope: issued.scope,
    id_token: `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`,
    expires_at: issued.expiresAt,
  };
  return json(200, body);
}

/** CALL-48: the provider session named by the sid cookie; its per-session answer can force 403/404/429/500. */
function refresh(request: SimRequest, ctx: SimContext): SimResponse {
  const session = liveSession(ctx, request.cookies[SESSION_COOKIE]);
  if (!session) return providerError(404, 'E0000007', ['no session for this browser'], 'Not found: Resource not found: me (Session)');
  switch (session.answer) {
    case '403':
      return providerError(403, 'E0000006');
    case '404':
      return providerError(404, 'E0000007', ['the session is gone'], 'Not found: Resource not found: me (Session)');
    case '429':
      return providerError(429, 'E0000047');
    case '500':
      return providerError(500, 'E0000009');
  }
  const extended = extendSession(ctx, session.id) ?? session;
  const body: SessionRefreshResponse = {
    id: extended.id,
    login: extended.login,
    userId: customerByUuid(ctx, extended.customerUuid)?.userId ?? extended.customerUuid,
    status: extended.answer === 'MFA_ENROLL' ? 'MFA_ENROLL' : 'ACTIVE',
    createdAt: isoAt(extended.createdAt),
    expiresAt: isoAt(extended.expiresAt),
  };
  return json(200, body);
}

const clearSid = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

function endSession(request: SimRequest, ctx: SimContext): SimResponse {
  const session = liveSession(ctx, request.cookies[SESSION_COOKIE]);
  if (!session) return providerError(404, 'E0000007', ['no session for this browser'], 'Not found: Resource not found: me (Session)');
  closeSession(ctx, session.id);
  return { status: 204, headers: { 'set-cookie': clearSid } };
}

/** {issuer}/v1/logout: ends the provider session, revokes the account's tokens, returns to a same-origin page. */
function logout(request: SimRequest, ctx: SimContext): SimResponse {
  const session = liveSession(ctx, request.cookies[SESSION_COOKIE]);
  if (session) {
    closeSession(ctx, session.id);
    revokeAccessTokens(ctx, session.customerUuid);
  }
  const parsed = parseRequest(LogoutQuery, queryOf(request.url), 'query');
  const target = parsed.ok ? parsed.data.post_logout_redirect_uri : undefined;
  const state = parsed.ok ? parsed.data.state : undefined;
  const location = target && isAllowedRedirect(target) ? (state ? withQuery(target, { state }) : target) : '/';
  return { status: 302, headers: { location, 'set-cookie': clearSid } };
}

const route = (def: Omit<SimRoute<SimContext>, 'resolve'> & { run: (r: SimRequest, c: SimContext) => SimResponse }): SimRoute<SimContext> => ({
  calls: def.calls,
  service: def.service,
  method: def.method,
  path: def.path,
  summary: def.summary,
  ...(def.bodyTypes ? { bodyTypes: def.bodyTypes } : {}),
  resolve: (request, ctx) => guarded(() => def.run(request, ctx), providerInternalError),
});

const providerRoutes: SimRoute<SimContext>[] = [
  route({ calls: ['CALL-61'], service: 'identity', method: 'POST', path: `${host}/api/v1/authn`, summary: 'Start a sign-in transaction: stateToken and the account factors', run: authn }),
  route({ calls: ['CALL-62'], service: 'identity', method: 'POST', path: `${host}/api/v1/authn/factors/:factorId/verify`, summary: 'Send a passcode ({stateToken}) or verify a passcode or password ({stateToken, passCode})', run: verify }),
  route({ calls: ['CALL-48'], service: 'identity', method: 'POST', path: `${host}/api/v1/sessions/me/lifecycle/refresh`, summary: 'Refresh the provider session named by the sid cookie', run: refresh }),
  route({ calls: ['CALL-46'], service: 'identity', method: 'DELETE', path: `${host}/api/v1/sessions/me`, summary: 'End the provider session named by the sid cookie', run: endSession }),
  route({ calls: ['CALL-47', 'CALL-70'], service: 'identity', method: 'GET', path: `${issuer}/v1/authorize`, summary: 'Exchange a session token for a provider session and redirect with a code', run: authorize }),
  route({ calls: ['CALL-47'], service: 'identity', method: 'POST', path: `${issuer}/v1/token`, summary: 'Exchange an authorization code for an access token (30 minutes)', bodyTypes: ['form'], run: token }),
  route({ calls: ['CALL-46'], service: 'identity', method: 'GET', path: `${issuer}/v1/logout`, summary: 'End the provider session and redirect to a same-origin page', run: logout }),
];

/** The identity provider, plus the customer-account routes of identity data (passkey factors, anonymous unsubscribe). */
export const identityRoutes: SimRoute<SimContext>[] = [...providerRoutes, ...passkeyRoutes];
