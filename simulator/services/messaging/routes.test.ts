import { describe, expect, it } from 'vitest';
import { CsmsError, CsmsRegisterResponse, CsmsSigninResponse } from '../../../spec/schemas/upstream/messaging';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers, KNOWN_PASSWORD, SHARED_PHONE, UNKNOWN_EMAIL, UNKNOWN_PHONE } from '../../core/fixtures';
import { lockAccount, LOCK_MS, RESEND_WAIT_MS } from '../identity/authn';
import { identityRoutes } from '../identity/routes';
import { factorIdOf } from '../identity/seed';
import { bodyOf, invoke } from '../identity/testing';
import { csmsCodes } from './errors';
import { messagingRoutes } from './routes';

const shopper = knownCustomers.shopper;
const base = '/apim/csms/csmsservice/api/csms';
const post = (ctx: SimContext, path: string, body: unknown) => invoke(messagingRoutes, ctx, 'POST', `${base}${path}`, { body });
const codeOf = (res: { body?: unknown }) => CsmsError.parse(res.body).errors[0]?.code;

describe('CALL-56 sign-in alternate path', () => {
  it('CALL-56 {userName} email answers stateToken, expiresAt, maskedEmail, oktaId and _embedded, and sends an email passcode', async () => {
    const ctx = createSimContext();
    const res = await post(ctx, '/signin', { userName: shopper.email });
    expect(res.status).toBe(200);
    const body = CsmsSigninResponse.parse(res.body);
    expect(body.oktaId).toBe(shopper.uuid);
    expect(body.maskedEmail).toBe('s***r@freshway.test');
    expect(body._embedded.factor?.factorType).toBe('email');
    expect(ctx.outbox.list({ to: shopper.email })).toHaveLength(1);
  });

  it('CALL-56 a phone (formatted or not) sends an sms passcode', async () => {
    const ctx = createSimContext();
    const res = await post(ctx, '/signin', { userName: '(415) 555-0101' });
    expect(res.status).toBe(200);
    expect(bodyOf(res)._embedded.factor.factorType).toBe('sms');
    expect(ctx.outbox.list({ to: shopper.phone })[0]?.channel).toBe('sms');
  });

  it('CALL-56 AMBIG-38 an account without the code factor gets its factors and no passcode', async () => {
    const ctx = createSimContext();
    const res = await post(ctx, '/signin', { userName: knownCustomers.passwordOnly.email });
    expect(res.status).toBe(200);
    expect(bodyOf(res).factorId).toBeUndefined();
    expect(bodyOf(res)._embedded.factors).toEqual([{ id: factorIdOf('password', knownCustomers.passwordOnly.uuid), factorType: 'password' }]);
    expect(ctx.outbox.list()).toHaveLength(0);
  });

  it('CALL-40 ERR-22 a phone on several accounts answers CSMS0156', async () => {
    expect(codeOf(await post(createSimContext(), '/signin', { userName: SHARED_PHONE }))).toBe('CSMS0156');
  });

  it('CALL-40 ERR-23 no account answers CSMS0157 for a phone and CSMS0158 for an email', async () => {
    const ctx = createSimContext();
    expect(codeOf(await post(ctx, '/signin', { userName: UNKNOWN_PHONE }))).toBe('CSMS0157');
    expect(codeOf(await post(ctx, '/signin', { userName: UNKNOWN_EMAIL }))).toBe('CSMS0158');
  });

  it('CALL-40 ERR-25 a deactivated account answers CSMS0160', async () => {
    expect(codeOf(await post(createSimContext(), '/signin', { userName: knownCustomers.deactivated.email }))).toBe('CSMS0160');
  });

  it('CALL-40 ERR-26 an expired password answers CSMS0148', async () => {
    expect(codeOf(await post(createSimContext(), '/signin', { userName: knownCustomers.expiredPassword.email }))).toBe('CSMS0148');
  });

  it('CALL-40 ERR-24 a locked account answers CSMS0149 with the spec message, for one hour', async () => {
    const ctx = createSimContext();
    lockAccount(ctx, shopper.uuid);
    const res = await post(ctx, '/signin', { userName: shopper.email });
    expect(res.status).toBe(423);
    expect(CsmsError.parse(res.body).errors[0]).toEqual({ code: 'CSMS0149', message: 'Because of multiple login attempts your account has been temporarily locked for security reasons, please try again in 1 hour.' });
    ctx.clock.advance(LOCK_MS);
    expect((await post(ctx, '/signin', { userName: shopper.email })).status).toBe(200);
  });

  it('CALL-40 ERR-27 a malformed request gets CSMS0400 naming the field', async () => {
    const ctx = createSimContext();
    for (const body of [{}, { userName: '' }, { userName: 'not-an-identifier' }]) {
      const res = await post(ctx, '/signin', body);
      expect(res.status).toBe(400);
      expect(CsmsError.parse(res.body).errors[0]).toMatchObject({ code: 'CSMS0400', field: 'userName' });
    }
  });

  it('CALL-56 CALL-62 a messaging sign-in is completed by the provider verify with the passcode', async () => {
    const ctx = createSimContext();
    const signin = bodyOf(await post(ctx, '/signin', { userName: shopper.email }));
    const code = ctx.outbox.list({ to: shopper.email }).at(-1)?.passcode;
    const res = await invoke(identityRoutes, ctx, 'POST', `/idp/api/v1/authn/factors/${signin.factorId}/verify`, { body: { stateToken: signin.stateToken, passCode: code } });
    expect(bodyOf(res).status).toBe('SUCCESS');
  });
});

describe('CALL-57 resend', () => {
  it('CALL-57 ERR-21 a resend inside 30 s answers CSMS0139 with the spec message; at 30 s a new code is sent', async () => {
    const ctx = createSimContext();
    const signin = bodyOf(await post(ctx, '/signin', { userName: shopper.email }));
    const resendBody = { factorId: signin.factorId, stateToken: signin.stateToken, expiresAt: signin.expiresAt, user: { id: signin.oktaId, profile: { login: shopper.email } } };
    ctx.clock.advance(RESEND_WAIT_MS - 1);
    const early = await post(ctx, '/verify/resend', resendBody);
    expect(early.status).toBe(429);
    expect(CsmsError.parse(early.body).errors[0]).toEqual({ code: 'CSMS0139', message: 'Please wait 30 seconds before trying to resend another code' });
    ctx.clock.advance(1);
    const later = await post(ctx, '/verify/resend', resendBody);
    expect(later.status).toBe(200);
    expect(bodyOf(later).factorResult).toBe('CHALLENGE');
    expect(ctx.outbox.list({ to: shopper.email })).toHaveLength(2);
  });

  it('CALL-57 the factor may be named in the path; an unknown stateToken answers CSMS0401', async () => {
    const ctx = createSimContext();
    const signin = bodyOf(await post(ctx, '/signin', { userName: shopper.email }));
    ctx.clock.advance(RESEND_WAIT_MS);
    expect((await post(ctx, `/factors/${factorIdOf('sms', shopper.uuid)}/verify/resend`, { stateToken: signin.stateToken })).status).toBe(200);
    expect(ctx.outbox.list({ to: shopper.phone })).toHaveLength(1);
    expect(codeOf(await post(ctx, '/verify/resend', { stateToken: 'nope' }))).toBe('CSMS0401');
  });

  it('CALL-57 ERR-24 a resend for a locked account answers CSMS0149', async () => {
    const ctx = createSimContext();
    const signin = bodyOf(await post(ctx, '/signin', { userName: shopper.email }));
    lockAccount(ctx, shopper.uuid);
    ctx.clock.advance(RESEND_WAIT_MS);
    expect(codeOf(await post(ctx, '/verify/resend', { stateToken: signin.stateToken }))).toBe('CSMS0149');
  });
});

describe('CALL-58 CALL-59 remember-me records', () => {
  it('CALL-58 {emailAddress} or {phoneNumber} answers an id; neither answers CSMS0400', async () => {
    const ctx = createSimContext();
    expect(bodyOf(await post(ctx, '/nonkmsi', { emailAddress: shopper.email })).id).toMatch(/^nonkmsi-/);
    expect(bodyOf(await post(ctx, '/nonkmsi', { phoneNumber: shopper.phone })).id).toMatch(/^nonkmsi-/);
    expect(codeOf(await post(ctx, '/nonkmsi', {}))).toBe('CSMS0400');
  });

  it('CALL-59 POST {oktaId} answers an id that DELETE /kmsi/{id} ends once', async () => {
    const ctx = createSimContext();
    const { id } = bodyOf(await post(ctx, '/kmsi', { oktaId: shopper.uuid }));
    expect(id).toMatch(/^kmsi-/);
    expect((await invoke(messagingRoutes, ctx, 'DELETE', `${base}/kmsi/${id}`)).status).toBe(204);
    expect((await invoke(messagingRoutes, ctx, 'DELETE', `${base}/kmsi/${id}`)).status).toBe(404);
    expect(codeOf(await post(ctx, '/kmsi', { oktaId: 'unknown' }))).toBe('CSMS0404');
  });
});

describe('CALL-40 sign-up, register, lookup and password token', () => {
  it('SIGNIN-09 CALL-40 the sign-up keeps the ZIP code the shopper gave; one that is not 5 digits is refused naming the field', async () => {
    const ctx = createSimContext();
    const { stateToken } = bodyOf(await post(ctx, '/signup', { emailAddress: 'zip@freshway.test', firstName: 'Zia', lastName: 'Zip', zipCode: '94739' }));
    expect(ctx.db.signup.findFirst({ where: { stateToken: { equals: stateToken } } })?.zipCode).toBe('94739');
    const refused = await post(ctx, '/signup', { emailAddress: 'zip2@freshway.test', firstName: 'Zia', lastName: 'Zip', zipCode: '947' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('zipCode');
  });

  it('CALL-40 sign-up → passcode → verify → register creates a signed-in customer with the email factor', async () => {
    const ctx = createSimContext();
    const started = await post(ctx, '/signup', { emailAddress: 'New@Freshway.test', firstName: 'Nia', lastName: 'New', phoneNumber: '4155550177', password: 'longenough' });
    expect(started.status).toBe(200);
    const { stateToken, factorId } = bodyOf(started);
    expect(codeOf(await post(ctx, '/customers/register', { stateToken }))).toBe('CSMS0401');
    const code = ctx.outbox.list({ to: 'new@freshway.test' }).at(-1)?.passcode ?? '';
    const wrong = await post(ctx, `/signup/factors/${factorId}/verify`, { stateToken, passCode: code === '000000' ? '111111' : '000000' });
    expect(codeOf(wrong)).toBe('E0000068');
    expect(bodyOf(await post(ctx, `/signup/factors/${factorId}/verify`, { stateToken, passCode: code })).status).toBe('SUCCESS');
    const registered = CsmsRegisterResponse.parse((await post(ctx, '/customers/register', { stateToken })).body);
    const customer = ctx.db.customer.findFirst({ where: { id: { equals: registered.id } } });
    expect(customer?.email).toBe('new@freshway.test');
    expect(customer?.factorKinds).toBe('email,sms,password');
    expect(ctx.db.profile.findFirst({ where: { id: { equals: registered.id } } })).not.toBeNull();
    expect(codeOf(await post(ctx, '/customers/register', { stateToken }))).toBe('CSMS0401');
    expect(codeOf(await post(ctx, '/signup', { emailAddress: 'new@freshway.test', firstName: 'A', lastName: 'B' }))).toBe('CSMS0409');
    // The new account signs in through the provider with its password.
    const authn = bodyOf(await invoke(identityRoutes, ctx, 'POST', '/idp/api/v1/authn', { body: { username: 'new@freshway.test' } }));
    const verified = await invoke(identityRoutes, ctx, 'POST', '/idp/api/v1/authn/factors/password/verify', { body: { stateToken: authn.stateToken, passCode: 'longenough' } });
    expect(bodyOf(verified).status).toBe('SUCCESS');
  });

  it('CALL-40 ERR-29 a sign-up passcode older than 5 minutes answers E0000011', async () => {
    const ctx = createSimContext();
    const { stateToken, factorId } = bodyOf(await post(ctx, '/signup', { emailAddress: 'late@freshway.test', firstName: 'L', lastName: 'Ate' }));
    ctx.clock.advance(5 * 60_000);
    const code = ctx.outbox.list({ to: 'late@freshway.test' }).at(-1)?.passcode;
    expect(codeOf(await post(ctx, `/signup/factors/${factorId}/verify`, { stateToken, passCode: code }))).toBe('E0000011');
  });

  it('CALL-40 lookup answers the account or the same codes as sign-in', async () => {
    const ctx = createSimContext();
    expect(bodyOf(await post(ctx, '/customers/lookup', { emailAddress: shopper.email })).oktaId).toBe(shopper.uuid);
    expect(codeOf(await post(ctx, '/customers/lookup', { phoneNumber: SHARED_PHONE }))).toBe('CSMS0156');
    expect(codeOf(await post(ctx, '/customers/lookup', { phoneNumber: UNKNOWN_PHONE }))).toBe('CSMS0157');
    expect(codeOf(await post(ctx, '/customers/lookup', { emailAddress: UNKNOWN_EMAIL }))).toBe('CSMS0158');
  });

  it('CALL-40 /pwd/token delivers a reset token to the outbox', async () => {
    const ctx = createSimContext();
    const res = await post(ctx, '/pwd/token', { emailAddress: shopper.email });
    expect(res.status).toBe(200);
    expect(ctx.outbox.list({ to: shopper.email })[0]?.purpose).toBe('password-reset');
    expect(codeOf(await post(ctx, '/pwd/token', { emailAddress: knownCustomers.deactivated.email }))).toBe('CSMS0160');
    expect(KNOWN_PASSWORD).toBeTruthy();
  });

  it('CALL-40 ERR-27 an error-code fault on messaging answers in the CSMS shape with the code status', () => {
    const ctx = createSimContext();
    ctx.faults.add({ target: { service: 'messaging' }, fault: { kind: 'error-code', code: 'CSMS0139' } });
    const plan = ctx.faults.plan({ service: 'messaging', routePath: `${base}/verify/resend`, method: 'POST', url: new URL(`http://127.0.0.1${base}/verify/resend`), body: {} });
    expect(plan.action).toBe('respond');
    if (plan.action !== 'respond') return;
    expect(plan.response.status).toBe(csmsCodes.CSMS0139.status);
    expect(CsmsError.parse(plan.response.body).errors[0]).toEqual({ code: 'CSMS0139', message: csmsCodes.CSMS0139.message });
  });
});
