import { describe, expect, it } from 'vitest';
import { AuthnResponse, ProviderError, SessionRefreshResponse, TokenResponse } from '../../../spec/schemas/upstream/identity';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers, KNOWN_PASSWORD, SHARED_PHONE } from '../../core/fixtures';
import { LOCK_MS, MAX_FAILURES, PASSCODE_TTL_MS, RESEND_WAIT_MS } from './authn';
import { identityRoutes } from './routes';
import { factorIdOf } from './seed';
import { setSessionAnswer } from './sessions';
import { ACCESS_TOKEN_TTL_MS, issueAccessToken, verifyAccessToken } from './tokens';
import { bodyOf, invoke } from './testing';

const shopper = knownCustomers.shopper;
const call = (ctx: SimContext, method: 'GET' | 'POST' | 'DELETE', path: string, init: Parameters<typeof invoke>[4] = {}) => invoke(identityRoutes, ctx, method, path, init);

async function startAuthn(ctx: SimContext, username: string = shopper.email): Promise<string> {
  const res = await call(ctx, 'POST', '/idp/api/v1/authn', { body: { username } });
  expect(res.status).toBe(200);
  return bodyOf(res).stateToken as string;
}

async function sendCode(ctx: SimContext, stateToken: string, factorId = factorIdOf('email', shopper.uuid)) {
  return call(ctx, 'POST', `/idp/api/v1/authn/factors/${factorId}/verify`, { body: { stateToken } });
}

async function verifyCode(ctx: SimContext, stateToken: string, passCode: string, factorId = factorIdOf('email', shopper.uuid)) {
  return call(ctx, 'POST', `/idp/api/v1/authn/factors/${factorId}/verify`, { body: { stateToken, passCode } });
}

const lastCode = (ctx: SimContext, to: string) => ctx.outbox.list({ to }).at(-1)?.passcode ?? '';

async function signIn(ctx: SimContext): Promise<string> {
  const st = await startAuthn(ctx);
  await sendCode(ctx, st);
  const res = await verifyCode(ctx, st, lastCode(ctx, shopper.email));
  return bodyOf(res).sessionToken as string;
}

const authorizeUrl = (sessionToken: string, overrides: Record<string, string | null> = {}) => {
  const params: Record<string, string | null> = {
    client_id: 'web-portal-sim',
    redirect_uri: '/bin/wcax/authorize/callback',
    response_type: 'code',
    response_mode: 'query',
    state: 'brave-otter',
    nonce: 'n-123',
    scope: 'openid profile email offline_access used_credentials',
    sessionToken,
    ...overrides,
  };
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null) q.set(k, v);
  return `/idp/oauth2/default/v1/authorize?${q.toString()}`;
};

describe('CALL-61 authn', () => {
  it('CALL-61 answers stateToken, expiresAt, status and the account factors', async () => {
    const ctx = createSimContext();
    const res = await call(ctx, 'POST', '/idp/api/v1/authn', { body: { username: shopper.email.toUpperCase() } });
    expect(res.status).toBe(200);
    const body = AuthnResponse.parse(res.body);
    expect(body.status).toBe('MFA_REQUIRED');
    expect(body.stateToken).toBeTruthy();
    expect(body._embedded?.user?.id).toBe(shopper.uuid);
    expect(body._embedded?.factors?.map((f) => f.factorType)).toEqual(['email', 'sms', 'password']);
  });

  it('CALL-61 a password-only account lists only the password factor', async () => {
    const ctx = createSimContext();
    const res = await call(ctx, 'POST', '/idp/api/v1/authn', { body: { username: knownCustomers.passwordOnly.email } });
    expect(AuthnResponse.parse(res.body)._embedded?.factors?.map((f) => f.factorType)).toEqual(['password']);
  });

  it('CALL-61 ERR-30 an unknown user, a shared phone and a deactivated account get the provider error E0000004', async () => {
    const ctx = createSimContext();
    for (const username of ['nobody@freshway.test', SHARED_PHONE, knownCustomers.deactivated.email]) {
      const res = await call(ctx, 'POST', '/idp/api/v1/authn', { body: { username } });
      expect(res.status).toBe(401);
      expect(ProviderError.parse(res.body).errorCode).toBe('E0000004');
    }
  });

  it('CALL-61 a malformed request gets 400 E0000001 naming username', async () => {
    const ctx = createSimContext();
    for (const body of [{}, { username: '' }, 'text', null]) {
      const res = await call(ctx, 'POST', '/idp/api/v1/authn', { body });
      expect(res.status).toBe(400);
      expect(bodyOf(res).errorCode).toBe('E0000001');
      expect(bodyOf(res).errorSummary).toMatch(/username|body/);
    }
  });
});

describe('CALL-62 factor verify', () => {
  it('CALL-62 {stateToken} sends a 6-digit passcode to the outbox by email, and by sms for the sms factor', async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx);
    const res = await sendCode(ctx, st);
    expect(res.status).toBe(200);
    expect(bodyOf(res).status).toBe('MFA_CHALLENGE');
    const mail = ctx.outbox.list({ to: shopper.email });
    expect(mail).toHaveLength(1);
    expect(mail[0]?.channel).toBe('email');
    expect(mail[0]?.passcode).toMatch(/^\d{6}$/);
    const st2 = await startAuthn(ctx, shopper.phone);
    const sms = await sendCode(ctx, st2, factorIdOf('sms', shopper.uuid));
    expect(sms.status).toBe(200);
    expect(ctx.outbox.list({ to: shopper.phone })[0]?.channel).toBe('sms');
  });

  it('CALL-62 the right passcode answers SUCCESS with a sessionToken', async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx);
    await sendCode(ctx, st);
    const res = await verifyCode(ctx, st, lastCode(ctx, shopper.email));
    expect(res.status).toBe(200);
    const body = AuthnResponse.parse(res.body);
    expect(body.status).toBe('SUCCESS');
    expect(body.sessionToken).toBeTruthy();
  });

  it('CALL-62 ERR-28 a wrong passcode answers E0000068', async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx);
    await sendCode(ctx, st);
    const code = lastCode(ctx, shopper.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await verifyCode(ctx, st, wrong);
    expect(res.status).toBe(403);
    expect(ProviderError.parse(res.body).errorCode).toBe('E0000068');
  });

  it('CALL-62 ERR-29 a passcode older than 5 minutes answers E0000011, one just younger is accepted', async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx);
    await sendCode(ctx, st);
    ctx.clock.advance(PASSCODE_TTL_MS);
    const expired = await verifyCode(ctx, st, lastCode(ctx, shopper.email));
    expect(expired.status).toBe(401);
    expect(bodyOf(expired).errorCode).toBe('E0000011');

    const st2 = await startAuthn(ctx);
    await sendCode(ctx, st2);
    ctx.clock.advance(PASSCODE_TTL_MS - 1);
    expect(bodyOf(await verifyCode(ctx, st2, lastCode(ctx, shopper.email))).status).toBe('SUCCESS');
  });

  it('CALL-62 an unknown stateToken answers E0000011', async () => {
    const ctx = createSimContext();
    const res = await verifyCode(ctx, 'sim-st-nope', '123456');
    expect(res.status).toBe(401);
    expect(bodyOf(res).errorCode).toBe('E0000011');
  });

  it('CALL-62 a second send inside 30 s is refused (429 E0000047); after 30 s a new code replaces the old', async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx);
    await sendCode(ctx, st);
    const first = lastCode(ctx, shopper.email);
    ctx.clock.advance(RESEND_WAIT_MS - 1);
    const early = await sendCode(ctx, st);
    expect(early.status).toBe(429);
    expect(bodyOf(early).errorCode).toBe('E0000047');
    ctx.clock.advance(1);
    expect((await sendCode(ctx, st)).status).toBe(200);
    expect(ctx.outbox.list({ to: shopper.email })).toHaveLength(2);
    const second = lastCode(ctx, shopper.email);
    if (first !== second) expect((await verifyCode(ctx, st, first)).status).toBe(403);
  });

  it('CALL-62 ERR-28 factorId password verifies the password: right → SUCCESS, wrong → E0000068', async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx);
    const wrong = await verifyCode(ctx, st, 'not-the-password', 'password');
    expect(wrong.status).toBe(403);
    expect(bodyOf(wrong).errorCode).toBe('E0000068');
    expect(bodyOf(wrong).errorCauses[0].errorSummary).toMatch(/password/i);
    const right = await verifyCode(ctx, st, KNOWN_PASSWORD, 'password');
    expect(bodyOf(right).status).toBe('SUCCESS');
  });

  it('CALL-62 an expired password answers PASSWORD_EXPIRED without a session token', async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx, knownCustomers.expiredPassword.email);
    const res = await call(ctx, 'POST', '/idp/api/v1/authn/factors/password/verify', { body: { stateToken: st, passCode: KNOWN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(bodyOf(res).status).toBe('PASSWORD_EXPIRED');
    expect(bodyOf(res).sessionToken).toBeUndefined();
  });

  it(`CALL-62 ERR-41 ${MAX_FAILURES} wrong answers in a row lock the account (LOCKED_OUT) for exactly one hour`, async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx);
    for (let i = 1; i < MAX_FAILURES; i++) expect((await verifyCode(ctx, st, 'wrong', 'password')).status).toBe(403);
    const fifth = await verifyCode(ctx, st, 'wrong', 'password');
    expect(fifth.status).toBe(200);
    expect(bodyOf(fifth).status).toBe('LOCKED_OUT');
    // Even the right password is refused while locked, and authn says LOCKED_OUT.
    expect(bodyOf(await verifyCode(ctx, st, KNOWN_PASSWORD, 'password')).status).toBe('LOCKED_OUT');
    ctx.clock.advance(LOCK_MS - 1);
    expect(bodyOf(await call(ctx, 'POST', '/idp/api/v1/authn', { body: { username: shopper.email } })).status).toBe('LOCKED_OUT');
    ctx.clock.advance(1);
    const st2 = await startAuthn(ctx);
    expect(bodyOf(await verifyCode(ctx, st2, KNOWN_PASSWORD, 'password')).status).toBe('SUCCESS');
  });

  it('CALL-62 a malformed verify request gets 400 naming stateToken', async () => {
    const ctx = createSimContext();
    const res = await verifyCode(ctx, '', '123456');
    expect(res.status).toBe(400);
    expect(bodyOf(res).errorSummary).toContain('stateToken');
  });

  it('CALL-62 an unenrolled factor answers 404 E0000007', async () => {
    const ctx = createSimContext();
    const st = await startAuthn(ctx, knownCustomers.passwordOnly.email);
    const res = await sendCode(ctx, st, factorIdOf('email', knownCustomers.passwordOnly.uuid));
    expect(res.status).toBe(404);
    expect(bodyOf(res).errorCode).toBe('E0000007');
  });
});

describe('CALL-47 CALL-70 authorize and tokens', () => {
  it('CALL-47 CALL-70 a valid request redirects to redirect_uri with code and state and sets the sid cookie', async () => {
    const ctx = createSimContext();
    const sessionToken = await signIn(ctx);
    const res = await call(ctx, 'GET', authorizeUrl(sessionToken));
    expect(res.status).toBe(302);
    const location = new URL(res.headers?.location ?? '', 'http://127.0.0.1');
    expect(location.pathname).toBe('/bin/wcax/authorize/callback');
    expect(location.searchParams.get('state')).toBe('brave-otter');
    expect(location.searchParams.get('code')).toBeTruthy();
    expect(res.headers?.['set-cookie']).toMatch(/^sid=sim-sid-/);
  });

  it.each(['client_id', 'redirect_uri', 'response_type', 'response_mode', 'state', 'nonce', 'scope', 'sessionToken'])('CALL-47 a missing %s gets 400 naming it', async (name) => {
    const ctx = createSimContext();
    const sessionToken = await signIn(ctx);
    const res = await call(ctx, 'GET', authorizeUrl(sessionToken, { [name]: null }));
    expect(res.status).toBe(400);
    expect(bodyOf(res).errorSummary).toContain(name);
  });

  it('CALL-47 wrong values are refused: unknown client, other-host redirect, response_type token, used session token', async () => {
    const ctx = createSimContext();
    const sessionToken = await signIn(ctx);
    const cases: Array<[Record<string, string>, string]> = [
      [{ client_id: 'evil' }, 'client_id'],
      [{ redirect_uri: 'https://evil.example/cb' }, 'redirect_uri'],
      [{ redirect_uri: '//evil.example/cb' }, 'redirect_uri'],
      [{ response_type: 'token' }, 'response_type'],
      [{ response_mode: 'fragment' }, 'response_mode'],
      [{ scope: 'profile' }, 'scope'],
    ];
    for (const [override, field] of cases) {
      const res = await call(ctx, 'GET', authorizeUrl(sessionToken, override));
      expect(res.status, field).toBe(400);
      expect(bodyOf(res).errorSummary).toContain(field);
    }
    expect((await call(ctx, 'GET', authorizeUrl(sessionToken))).status).toBe(302);
    const reused = await call(ctx, 'GET', authorizeUrl(sessionToken));
    expect(reused.status).toBe(400);
    expect(bodyOf(reused).errorSummary).toContain('sessionToken');
  });

  it('CALL-47 the code exchanges once for a 30-minute access token accepted exactly while unexpired', async () => {
    const ctx = createSimContext();
    const res = await call(ctx, 'GET', authorizeUrl(await signIn(ctx)));
    const code = new URL(res.headers?.location ?? '', 'http://127.0.0.1').searchParams.get('code') ?? '';
    const form = `grant_type=authorization_code&code=${code}&redirect_uri=${encodeURIComponent('/bin/wcax/authorize/callback')}&client_id=web-portal-sim`;
    const tokenRes = await call(ctx, 'POST', '/idp/oauth2/default/v1/token', { body: form });
    expect(tokenRes.status).toBe(200);
    const token = TokenResponse.parse(tokenRes.body);
    expect(token.expires_in).toBe(ACCESS_TOKEN_TTL_MS / 1000);
    expect(verifyAccessToken(ctx, `Bearer ${token.access_token}`)?.customerUuid).toBe(shopper.uuid);
    ctx.clock.advance(ACCESS_TOKEN_TTL_MS - 1);
    expect(verifyAccessToken(ctx, token.access_token)).not.toBeNull();
    ctx.clock.advance(1);
    expect(verifyAccessToken(ctx, token.access_token)).toBeNull();
    const again = await call(ctx, 'POST', '/idp/oauth2/default/v1/token', { body: form });
    expect(again.status).toBe(400);
    expect(bodyOf(again).error).toBe('invalid_grant');
  });

  it('CALL-47 ERR-38 the assistant client is authorised only with its state, scope and redirect', async () => {
    const ctx = createSimContext();
    const sessionToken = await signIn(ctx);
    for (const missing of ['state', 'scope', 'redirect_uri']) {
      const res = await call(ctx, 'GET', authorizeUrl(sessionToken, { client_id: 'assistant-sim', [missing]: null }));
      expect(res.status).toBe(400);
      expect(bodyOf(res).errorSummary).toContain(missing);
    }
    expect((await call(ctx, 'GET', authorizeUrl(sessionToken, { client_id: 'assistant-sim' }))).status).toBe(302);
  });

  it('issueAccessToken honours a custom lifetime and verifyAccessToken refuses unknown and empty tokens', () => {
    const ctx = createSimContext();
    const t = issueAccessToken(ctx, shopper.uuid, { lifetimeMs: 1000 });
    expect(t.expiresAt - t.issuedAt).toBe(1000);
    expect(verifyAccessToken(ctx, t.accessToken)?.customerUuid).toBe(shopper.uuid);
    expect(verifyAccessToken(ctx, 'nope')).toBeNull();
    expect(verifyAccessToken(ctx, '')).toBeNull();
    expect(verifyAccessToken(ctx, undefined)).toBeNull();
  });
});

describe('CALL-48 session refresh', () => {
  async function withSession(ctx: SimContext): Promise<string> {
    const res = await call(ctx, 'GET', authorizeUrl(await signIn(ctx)));
    return /^sid=([^;]+)/.exec(res.headers?.['set-cookie'] ?? '')?.[1] ?? '';
  }

  it('CALL-48 a live sid answers ACTIVE with the login, and MFA_ENROLL when the session is put there', async () => {
    const ctx = createSimContext();
    const sid = await withSession(ctx);
    const res = await call(ctx, 'POST', '/idp/api/v1/sessions/me/lifecycle/refresh', { cookies: { sid } });
    expect(res.status).toBe(200);
    const body = SessionRefreshResponse.parse(res.body);
    expect(body.status).toBe('ACTIVE');
    expect(body.login).toBe(shopper.email);
    setSessionAnswer(ctx, { sid }, 'MFA_ENROLL');
    expect(bodyOf(await call(ctx, 'POST', '/idp/api/v1/sessions/me/lifecycle/refresh', { cookies: { sid } })).status).toBe('MFA_ENROLL');
  });

  it('CALL-48 ERR-13 ERR-14 ERR-15 a session put into 403, 404, 429 or 500 answers that status in the provider shape', async () => {
    const ctx = createSimContext();
    const sid = await withSession(ctx);
    for (const [answer, code] of [['403', 'E0000006'], ['404', 'E0000007'], ['429', 'E0000047'], ['500', 'E0000009']] as const) {
      expect(setSessionAnswer(ctx, { customerUuid: shopper.uuid }, answer)).toBe(1);
      const res = await call(ctx, 'POST', '/idp/api/v1/sessions/me/lifecycle/refresh', { cookies: { sid } });
      expect(res.status).toBe(Number(answer));
      expect(bodyOf(res).errorCode).toBe(code);
    }
  });

  it('CALL-48 ERR-13 no sid, an unknown sid or a closed session answers 404', async () => {
    const ctx = createSimContext();
    expect((await call(ctx, 'POST', '/idp/api/v1/sessions/me/lifecycle/refresh')).status).toBe(404);
    expect((await call(ctx, 'POST', '/idp/api/v1/sessions/me/lifecycle/refresh', { cookies: { sid: 'x' } })).status).toBe(404);
    const sid = await withSession(ctx);
    expect((await call(ctx, 'DELETE', '/idp/api/v1/sessions/me', { cookies: { sid } })).status).toBe(204);
    expect((await call(ctx, 'POST', '/idp/api/v1/sessions/me/lifecycle/refresh', { cookies: { sid } })).status).toBe(404);
  });

  it('CALL-46 logout ends the session, revokes the tokens and returns only to a same-origin page', async () => {
    const ctx = createSimContext();
    const sid = await withSession(ctx);
    const t = issueAccessToken(ctx, shopper.uuid);
    const res = await call(ctx, 'GET', '/idp/oauth2/default/v1/logout?post_logout_redirect_uri=https%3A%2F%2Fevil.example%2F', { cookies: { sid } });
    expect(res.status).toBe(302);
    expect(res.headers?.location).toBe('/');
    expect(verifyAccessToken(ctx, t.accessToken)).toBeNull();
    expect((await call(ctx, 'POST', '/idp/api/v1/sessions/me/lifecycle/refresh', { cookies: { sid } })).status).toBe(404);
  });
});
