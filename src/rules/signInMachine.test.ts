import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FALLBACK_MESSAGE, flowTexts } from '../../spec/errors';
import {
  assistantSignIn,
  authnResponseEvent,
  authorizeUrl,
  effectLabel,
  errorEvent,
  initialSignInState,
  partnerAuthorize,
  resendAvailableIn,
  signInTransition,
  signInTransitions,
  verifyResponseEvent,
} from './signInMachine';
import type { Factor, SignInContext, SignInEvent, SignInResult, SignInState, SignInStateName, VerifyCodeState } from './signInMachine';

const context: Omit<SignInContext, 'now'> = {
  patterns: { mobilePattern: '^[\\d\\s()-]+$', emailPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
  authorize: { issuer: 'http://127.0.0.1:4010/oauth2/default/', clientId: 'web', redirectUri: 'http://127.0.0.1:5173/cb', state: 'calm-river', nonce: 'n1' },
  resetPasswordUrl: '/account/reset-password.html',
};
const at = (now: number): SignInContext => ({ ...context, now });

const sms: Factor = { id: 'sms1', factorType: 'sms' };
const email: Factor = { id: 'em1', factorType: 'email' };
const password: Factor = { id: 'pw1', factorType: 'password' };

/** Drives the machine through events at given times, returning the last result. */
function drive(start: SignInState, steps: readonly (readonly [SignInEvent, number])[]): SignInResult {
  let r: SignInResult = { state: start, effects: [], rules: [] };
  for (const [event, now] of steps) r = signInTransition(r.state, event, at(now));
  return r;
}

const toCodePanel = (identifier: string, factors: Factor[], kmsiCookie: string | null = null): SignInResult =>
  drive(initialSignInState({ kmsiCookie }), [
    [{ type: 'INPUT_CHANGED', value: identifier }, 0],
    [{ type: 'SUBMIT_IDENTIFIER' }, 0],
    [{ type: 'AUTHN_RESPONSE', stateToken: 'st', expiresAt: '2030-01-01T00:00:00.000Z', userId: 'u1', factors }, 1000],
  ]);

describe('sign-in machine by example', () => {
  it('OTP-07 the continue button starts disabled and is enabled only for valid input', () => {
    const s0 = initialSignInState();
    expect(s0.continueEnabled).toBe(false);
    const bad = signInTransition(s0, { type: 'INPUT_CHANGED', value: 'ann@' }, at(0));
    expect(bad.state).toMatchObject({ name: 'identify', continueEnabled: false });
    const refused = signInTransition(bad.state, { type: 'SUBMIT_IDENTIFIER' }, at(0));
    expect(refused.state).toMatchObject({ name: 'identify', error: 'pattern' });
    expect(refused.effects).toEqual([]);
    const good = signInTransition(s0, { type: 'INPUT_CHANGED', value: 'ann@example.com' }, at(0));
    expect(good.state).toMatchObject({ continueEnabled: true });
  });

  it('OTP-11 CALL-61 submitting the identifier calls authn with the username; a phone is sent as its 10 digits', () => {
    const r = drive(initialSignInState(), [
      [{ type: 'INPUT_CHANGED', value: '(415) 555-0134' }, 0],
      [{ type: 'SUBMIT_IDENTIFIER' }, 0],
    ]);
    expect(r.state).toMatchObject({ name: 'identifying', kind: 'phone', username: '4155550134' });
    expect(r.effects).toEqual([{ type: 'call', call: 'CALL-61', body: { username: '4155550134' } }]);
  });

  it('OTP-01 OTP-08 OTP-11 a phone with an sms factor opens the code panel and sends the code with the state token', () => {
    const r = toCodePanel('4155550134', [sms, password]);
    expect(r.state).toMatchObject({ name: 'verifyCode', factorId: 'sms1', factorType: 'sms', codeSentAt: 1000 });
    expect((r.state as VerifyCodeState).session.sendPasscodeTo).toEqual({ mode: 'mobileNumber', value: '4155550134' });
    expect(r.effects).toEqual([{ type: 'call', call: 'CALL-62', purpose: 'send', factorId: 'sms1', body: { stateToken: 'st' } }]);
    expect(r.rules).toContain('OTP-01');
  });

  it('OTP-01 OTP-11 an email with an email factor opens the code panel with mode emailAddress', () => {
    const r = toCodePanel('ann@example.com', [email]);
    expect(r.state).toMatchObject({ name: 'verifyCode', factorType: 'email' });
    expect((r.state as VerifyCodeState).session.sendPasscodeTo).toEqual({ mode: 'emailAddress', value: 'ann@example.com' });
  });

  it('OTP-02 AMBIG-38 with only a password factor (or only the other code factor) the enter-password panel opens', () => {
    expect(toCodePanel('ann@example.com', [password]).state.name).toBe('enterPassword');
    const r = toCodePanel('4155550134', [email, password]);
    expect(r.state.name).toBe('enterPassword');
    expect(r.rules).toContain('AMBIG-38');
    expect(r.effects).toEqual([]);
  });

  it('OTP-02 AMBIG-38 with neither a matching code factor nor a password the user stays on the first panel with the fallback', () => {
    const r = toCodePanel('4155550134', [email]);
    expect(r.state).toMatchObject({ name: 'identify', input: '4155550134' });
    expect(r.effects).toEqual([{ type: 'showMessage', message: expect.objectContaining({ text: FALLBACK_MESSAGE }) }]);
  });

  it('OTP-03 from the code panel the user may switch to password (when enrolled) or use a different identifier', () => {
    const panel = toCodePanel('ann@example.com', [email, password]).state;
    expect(signInTransition(panel, { type: 'SWITCH_TO_PASSWORD' }, at(2000)).state.name).toBe('enterPassword');
    const noPw = toCodePanel('ann@example.com', [email]).state;
    expect(signInTransition(noPw, { type: 'SWITCH_TO_PASSWORD' }, at(2000)).state.name).toBe('verifyCode');
    const back = signInTransition(panel, { type: 'USE_DIFFERENT' }, at(2000));
    expect(back.state).toMatchObject({ name: 'identify', input: '', continueEnabled: false });
  });

  it('OTP-03 OTP-09 CALL-57 resend after the 30-second wait posts the resend body and restarts the wait', () => {
    const panel = toCodePanel('ann@example.com', [email]).state as VerifyCodeState;
    expect(resendAvailableIn(panel, 11_000)).toBe(20_000);
    const r = signInTransition(panel, { type: 'RESEND' }, at(31_000));
    expect(r.effects).toEqual([
      { type: 'call', call: 'CALL-57', factorId: 'em1', body: { stateToken: 'st', expiresAt: '2030-01-01T00:00:00.000Z', user: { id: 'u1', profile: { login: 'ann@example.com' } } } },
    ]);
    expect(r.state).toMatchObject({ codeSentAt: 31_000 });
  });

  it('OTP-09 ERRORS-01 resend inside the wait is refused with the CSMS0139 message', () => {
    const panel = toCodePanel('ann@example.com', [email]).state;
    const r = signInTransition(panel, { type: 'RESEND' }, at(30_999));
    expect(r.effects).toEqual([{ type: 'showMessage', message: expect.objectContaining({ text: 'Please wait 30 seconds before trying to resend another code' }) }]);
    expect(r.rules).toEqual(['OTP-09', 'ERRORS-01']);
  });

  it('VALIDATION-05 OTP-08 the code field strips non-digits; a valid code is verified with stateToken and passCode', () => {
    const panel = toCodePanel('ann@example.com', [email]).state;
    const typed = signInTransition(panel, { type: 'CODE_CHANGED', value: '12-34 56' }, at(2000));
    expect(typed.state).toMatchObject({ code: '123456', continueEnabled: true });
    const r = signInTransition(typed.state, { type: 'SUBMIT_CODE' }, at(2000));
    expect(r.state).toMatchObject({ name: 'verifying', factor: 'email' });
    expect(r.effects).toEqual([{ type: 'call', call: 'CALL-62', purpose: 'verify', factorId: 'em1', body: { stateToken: 'st', passCode: '123456' } }]);
  });

  it('OTP-08 VALIDATION-06 a password of 8+ characters is verified with factorId password; shorter is refused with required', () => {
    const panel = toCodePanel('ann@example.com', [password]).state;
    const short = drive(panel, [[{ type: 'PASSWORD_CHANGED', value: 'short' }, 0], [{ type: 'SUBMIT_PASSWORD' }, 0]]);
    expect(short.state).toMatchObject({ name: 'enterPassword', error: 'required' });
    const r = drive(panel, [[{ type: 'PASSWORD_CHANGED', value: 'longenough' }, 0], [{ type: 'SUBMIT_PASSWORD' }, 0]]);
    expect(r.effects).toEqual([{ type: 'call', call: 'CALL-62', purpose: 'verify', factorId: 'password', body: { stateToken: 'st', passCode: 'longenough' } }]);
  });

  it('OTP-04 OTP-10 TOAST-08 SUCCESS navigates to the authorize address with the session token', () => {
    const r = drive(toCodePanel('ann@example.com', [email]).state, [
      [{ type: 'CODE_CHANGED', value: '123456' }, 0],
      [{ type: 'SUBMIT_CODE' }, 0],
      [{ type: 'VERIFY_RESPONSE', status: 'SUCCESS', sessionToken: 'tok 1' }, 5000],
    ]);
    expect(r.state).toMatchObject({ name: 'success', verifiedFactor: 'email' });
    const nav = r.effects.at(-1);
    expect(nav).toMatchObject({ type: 'navigate', reason: 'authorize' });
    const url = new URL((nav as { url: string }).url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4010/oauth2/default/v1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'web',
      redirect_uri: 'http://127.0.0.1:5173/cb',
      response_type: 'code',
      response_mode: 'query',
      state: 'calm-river',
      nonce: 'n1',
      scope: 'openid profile email offline_access used_credentials',
      sessionToken: 'tok 1',
    });
    expect(r.effects).toContainEqual({ type: 'storeNotice', message: "Welcome back. you're now signed in." });
    expect(r.effects.some((e) => e.type === 'setCookie')).toBe(false);
  });

  it('SIGNIN-02 SIGNIN-03 keep-me-signed-in is pre-ticked by the cookie and stored for 90 days on success', () => {
    expect(initialSignInState({ kmsiCookie: 'true' }).kmsi).toBe(true);
    expect(initialSignInState({ kmsiCookie: 'logout' }).kmsi).toBe(false);
    expect(initialSignInState({ kmsiCookie: 'TRUE' }).kmsi).toBe(false);
    const r = drive(toCodePanel('ann@example.com', [password], 'true').state, [
      [{ type: 'PASSWORD_CHANGED', value: 'longenough' }, 0],
      [{ type: 'SUBMIT_PASSWORD' }, 0],
      [{ type: 'VERIFY_RESPONSE', status: 'SUCCESS', sessionToken: 't' }, 1_000],
    ]);
    expect(r.effects[0]).toEqual({ type: 'setCookie', name: 'SAFEWAY_KMSI', value: 'true', expiresAt: 1_000 + 90 * 86_400_000 });
    const unticked = drive(toCodePanel('ann@example.com', [password], 'true').state, [
      [{ type: 'KMSI_TOGGLED', checked: false }, 0],
      [{ type: 'PASSWORD_CHANGED', value: 'longenough' }, 0],
      [{ type: 'SUBMIT_PASSWORD' }, 0],
      [{ type: 'VERIFY_RESPONSE', status: 'SUCCESS', sessionToken: 't' }, 1_000],
    ]);
    expect(unticked.effects.some((e) => e.type === 'setCookie')).toBe(false);
  });

  it('OTP-05 PASSWORD_EXPIRED goes to the reset link', () => {
    const r = drive(toCodePanel('ann@example.com', [password]).state, [
      [{ type: 'PASSWORD_CHANGED', value: 'longenough' }, 0],
      [{ type: 'SUBMIT_PASSWORD' }, 0],
      [{ type: 'VERIFY_RESPONSE', status: 'PASSWORD_EXPIRED' }, 0],
    ]);
    expect(r.state.name).toBe('passwordExpired');
    expect(r.effects).toEqual([{ type: 'navigate', reason: 'reset-password', url: '/account/reset-password.html' }]);
  });

  it('OTP-06 ERR-41 LOCKED_OUT shows the lock message and ends the flow', () => {
    const r = drive(toCodePanel('ann@example.com', [email]).state, [
      [{ type: 'CODE_CHANGED', value: '123456' }, 0],
      [{ type: 'SUBMIT_CODE' }, 0],
      [{ type: 'VERIFY_RESPONSE', status: 'LOCKED_OUT' }, 0],
    ]);
    expect(r.state).toEqual({ name: 'lockedOut', message: flowTexts.lockedOut });
    expect(signInTransition(r.state, { type: 'RESEND' }, at(99_999)).effects).toEqual([]);
    expect(toCodePanel('ann@example.com', [email]).state.name).toBe('verifyCode');
    const early = drive(initialSignInState(), [
      [{ type: 'INPUT_CHANGED', value: 'ann@example.com' }, 0],
      [{ type: 'SUBMIT_IDENTIFIER' }, 0],
      [{ type: 'AUTHN_RESPONSE', status: 'LOCKED_OUT' }, 0],
    ]);
    expect(early.state.name).toBe('lockedOut');
  });

  it('ERRORS-08 a wrong code and a wrong password get their own E0000068 wording and return to their panel', () => {
    const code = drive(toCodePanel('ann@example.com', [email]).state, [
      [{ type: 'CODE_CHANGED', value: '123456' }, 0],
      [{ type: 'SUBMIT_CODE' }, 0],
      [{ type: 'ERROR', code: 'E0000068' }, 0],
    ]);
    expect(code.state).toMatchObject({ name: 'verifyCode', message: { text: 'The verification code you entered is incorrect. Please try again.' } });
    const pw = drive(toCodePanel('ann@example.com', [password]).state, [
      [{ type: 'PASSWORD_CHANGED', value: 'longenough' }, 0],
      [{ type: 'SUBMIT_PASSWORD' }, 0],
      [{ type: 'ERROR', code: 'E0000068' }, 0],
    ]);
    expect(pw.state.name).toBe('enterPassword');
    expect((pw.state as { message: { text: string } }).message.text.startsWith("The password entered doesn't match our records")).toBe(true);
  });

  it('ERRORS-03 an authn failure with CSMS0157 returns to the first panel with a create-account link', () => {
    const r = drive(initialSignInState(), [
      [{ type: 'INPUT_CHANGED', value: '4155550134' }, 0],
      [{ type: 'SUBMIT_IDENTIFIER' }, 0],
      [errorEvent({ code: 'CSMS0157', message: 'No account for this number.' }), 0],
    ]);
    expect(r.state).toMatchObject({ name: 'identify', input: '4155550134', continueEnabled: true, message: { text: 'No account for this number.', link: 'create-account' } });
  });

  it('OTP-10 the authorize address encodes every value and trims the issuer slash', () => {
    const url = authorizeUrl({ ...context.authorize, state: 'a&b' }, 'x=y');
    expect(url).toContain('/oauth2/default/v1/authorize?client_id=web&');
    expect(url).toContain('state=a%26b');
    expect(url).toContain('sessionToken=x%3Dy');
    expect(url).toContain('scope=openid%20profile%20email%20offline_access%20used_credentials');
  });

  it('SIGNIN-06 ERR-38 assistant sign-in needs all four stored values, else the not-authorised message', () => {
    const all = { redirectUri: 'https://assistant.test/cb', clientId: 'asst', scope: 'openid', state: 's' };
    const ok = assistantSignIn(all, 'https://idp.test', 'n');
    expect(ok).toMatchObject({ ok: true, authorize: { clientId: 'asst', scope: 'openid', state: 's', redirectUri: 'https://assistant.test/cb' } });
    for (const key of Object.keys(all) as (keyof typeof all)[]) {
      expect(assistantSignIn({ ...all, [key]: '' }, 'https://idp.test', 'n')).toEqual({ ok: false, message: 'You are not authorized to Sign-In.', rules: ['SIGNIN-06'] });
    }
  });

  it('SIGNIN-07 the partner flow authorises with scopes openid loyalty cart', () => {
    const settings = partnerAuthorize({ issuer: 'https://idp.test', clientId: 'partner', redirectUri: 'https://partner.test/cb', state: 's', nonce: 'n' });
    expect(new URL(authorizeUrl(settings, 't')).searchParams.get('scope')).toBe('openid loyalty cart');
  });

  it('SIGNIN-08 a prefilled, locked identifier cannot be edited', () => {
    const s = initialSignInState({ prefill: 'ann@example.com', locked: true });
    expect(signInTransition(s, { type: 'INPUT_CHANGED', value: 'x' }, at(0)).state).toMatchObject({ input: 'ann@example.com' });
  });

  it('CALL-61 CALL-62 upstream bodies become events; unreadable bodies become errors and never throw', () => {
    expect(
      authnResponseEvent({ stateToken: 's', expiresAt: 'e', status: 'MFA_REQUIRED', _embedded: { user: { id: 'u' }, factors: [{ id: 'f', factorType: 'sms' }, { bad: 1 }] } }),
    ).toEqual({ type: 'AUTHN_RESPONSE', status: 'MFA_REQUIRED', stateToken: 's', expiresAt: 'e', userId: 'u', factors: [{ id: 'f', factorType: 'sms' }] });
    expect(verifyResponseEvent({ status: 'SUCCESS', sessionToken: 't' })).toEqual({ type: 'VERIFY_RESPONSE', status: 'SUCCESS', sessionToken: 't' });
    expect(errorEvent({ errorCode: 'E0000011', errorSummary: 'expired' })).toMatchObject({ code: 'E0000011' });
    fc.assert(fc.property(fc.anything(), (body) => {
      expect(() => authnResponseEvent(body)).not.toThrow();
      expect(() => verifyResponseEvent(body)).not.toThrow();
      expect(() => errorEvent(body)).not.toThrow();
    }));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Model-based: random event sequences against a small model of what the machine may and must do.

interface Model {
  now: number;
  /** Time of the last code sent (CALL-62 send or CALL-57), null when none. */
  lastSendAt: number | null;
  /** Name of the machine's current state, so commands can target the panel the user is on. */
  name: SignInStateName;
}
interface Real {
  state: SignInState;
}
const freshModel = (): Model => ({ now: 0, lastSendAt: null, name: 'identify' });

const tableFor = (from: string, event: string) => signInTransitions.find((t) => t.from === from && t.event === event);
const hasFactor = (factors: readonly Factor[], type: string) => factors.some((f) => f.factorType.toLowerCase() === type);
const reached = new Map<SignInStateName, number>();

class Step implements fc.Command<Model, Real> {
  constructor(
    readonly event: SignInEvent,
    readonly dt: number,
    /** States in which this command is offered; null for noise sent in any state. */
    readonly when: readonly SignInStateName[] | null,
  ) {}
  check = (m: Readonly<Model>) => this.when === null || this.when.includes(m.name);
  run(m: Model, r: Real): void {
    apply(m, r, this.event, this.dt);
  }
  toString = () => `${JSON.stringify(this.event)} +${this.dt}ms`;
}

/** Applies one event, checks the invariants against the model, then updates the model. */
function apply(m: Model, r: Real, event: SignInEvent, dt: number): void {
  {
    m.now += dt;
    const before = r.state;
    const result = signInTransition(before, event, at(m.now));
    const after = result.state;

    // Every step that changes something is a row of the transition table.
    if (after !== before || result.effects.length > 0) {
      const row = tableFor(before.name, event.type);
      expect(row, `${before.name} --${event.type}--> ${after.name}`).toBeDefined();
      expect(row!.to).toContain(after.name);
      for (const e of result.effects) expect(row!.effects).toContain(effectLabel(e));
    }

    // OTP-04: SUCCESS only from a verify call of a factor the user has enrolled.
    if (after.name === 'success' && before.name !== 'success') {
      expect(before.name).toBe('verifying');
      if (before.name === 'verifying') {
        expect(hasFactor(before.returnTo.session.factors, before.factor)).toBe(true);
        expect(after.verifiedFactor).toBe(before.factor);
      }
      expect(event).toMatchObject({ type: 'VERIFY_RESPONSE', status: 'SUCCESS' });
    }
    // OTP-01/02: a panel is only ever offered for an enrolled factor.
    if (after.name === 'verifyCode') {
      expect(hasFactor(after.session.factors, after.factorType)).toBe(true);
      expect(after.factorType).toBe(after.session.kind === 'phone' ? 'sms' : 'email');
    }
    if (after.name === 'enterPassword') expect(hasFactor(after.session.factors, 'password')).toBe(true);

    // OTP-09: a resend goes out only after the wait; inside it the CSMS0139 message is shown instead.
    const resent = result.effects.some((e) => e.type === 'call' && e.call === 'CALL-57');
    if (resent) expect(m.lastSendAt !== null && m.now - m.lastSendAt >= 30_000).toBe(true);
    if (before.name === 'verifyCode' && event.type === 'RESEND' && m.lastSendAt !== null && m.now - m.lastSendAt < 30_000) {
      expect(resent).toBe(false);
      expect(result.effects).toEqual([{ type: 'showMessage', message: expect.objectContaining({ code: 'CSMS0139' }) }]);
    }
    // OTP-07: a refused submit leaves the continue button disabled.
    if (before.name === 'identify' && after.name === 'identify' && event.type === 'SUBMIT_IDENTIFIER') expect(after.continueEnabled).toBe(false);

    if (result.effects.some((e) => e.type === 'call' && (e.call === 'CALL-57' || (e.call === 'CALL-62' && e.purpose === 'send')))) m.lastSendAt = m.now;
    m.name = after.name;
    reached.set(after.name, (reached.get(after.name) ?? 0) + 1);
    r.state = after;
  }
}

interface Plan {
  input: string;
  factors: Factor[];
  authnStatus: string | null;
  code: string;
  password: string;
  verifyStatus: string | null;
  sessionToken: string | null;
  dt: number;
}

/** Moves the user forward from whatever panel they are on, with pre-drawn values, so walks reach every state. */
class Progress implements fc.Command<Model, Real> {
  constructor(readonly plan: Plan) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const p = this.plan;
    const s = r.state;
    let event: SignInEvent | null = null;
    if (s.name === 'identify') event = s.continueEnabled ? { type: 'SUBMIT_IDENTIFIER' } : { type: 'INPUT_CHANGED', value: p.input };
    else if (s.name === 'identifying') event = { type: 'AUTHN_RESPONSE', status: p.authnStatus, stateToken: 'st', expiresAt: 'e', userId: 'u', factors: p.factors };
    else if (s.name === 'verifyCode') event = s.continueEnabled ? { type: 'SUBMIT_CODE' } : { type: 'CODE_CHANGED', value: p.code };
    else if (s.name === 'enterPassword') event = s.continueEnabled ? { type: 'SUBMIT_PASSWORD' } : { type: 'PASSWORD_CHANGED', value: p.password };
    else if (s.name === 'verifying') event = { type: 'VERIFY_RESPONSE', status: p.verifyStatus, sessionToken: p.sessionToken };
    if (event !== null) apply(m, r, event, p.dt);
  }
  toString = () => `progress ${JSON.stringify(this.plan)}`;
}

class Restart implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.name === 'success' || m.name === 'passwordExpired' || m.name === 'lockedOut';
  run(m: Model, r: Real): void {
    r.state = initialSignInState();
    m.name = 'identify';
    m.lastSendAt = null;
  }
  toString = () => 'restart';
}

const factorArb = fc.subarray([sms, email, password, { id: 'push1', factorType: 'push' }, { id: 'sms2', factorType: 'SMS' }]);
const dtArb = fc.integer({ min: 0, max: 40_000 });
const step = (eventArb: fc.Arbitrary<SignInEvent>, when: readonly SignInStateName[] | null) => fc.tuple(eventArb, dtArb).map(([e, dt]) => new Step(e, dt, when));

const anyEvent: fc.Arbitrary<SignInEvent> = fc.oneof(
  fc.string().map((value): SignInEvent => ({ type: 'INPUT_CHANGED', value })),
  fc.constantFrom<SignInEvent>({ type: 'SUBMIT_IDENTIFIER' }, { type: 'SUBMIT_CODE' }, { type: 'RESEND' }, { type: 'SWITCH_TO_PASSWORD' }, { type: 'USE_DIFFERENT' }, { type: 'SUBMIT_PASSWORD' }),
  fc.record({ factors: factorArb, stateToken: fc.constantFrom('st', null) }).map((r): SignInEvent => ({ type: 'AUTHN_RESPONSE', ...r })),
  fc.record({ status: fc.constantFrom('SUCCESS', 'PASSWORD_EXPIRED', 'LOCKED_OUT', null), sessionToken: fc.constantFrom('tok', null) }).map((r): SignInEvent => ({ type: 'VERIFY_RESPONSE', ...r })),
  fc.string().map((value): SignInEvent => ({ type: 'CODE_CHANGED', value })),
  fc.string().map((value): SignInEvent => ({ type: 'PASSWORD_CHANGED', value })),
);

const commands = [
  step(fc.constantFrom('ann@example.com', '4155550134', '(212) 555-0100', '0123456789', 'nope', '').map((value): SignInEvent => ({ type: 'INPUT_CHANGED', value })), ['identify']),
  step(fc.constant<SignInEvent>({ type: 'SUBMIT_IDENTIFIER' }), ['identify']),
  step(
    fc.record({ factors: factorArb, status: fc.constantFrom(null, null, null, 'MFA_REQUIRED', 'LOCKED_OUT'), stateToken: fc.constantFrom('st', 'st', 'st', '', null) }).map(
      (r): SignInEvent => ({ type: 'AUTHN_RESPONSE', ...r, userId: 'u', expiresAt: 'e' }),
    ),
    ['identifying'],
  ),
  step(fc.oneof(fc.string(), fc.stringMatching(/^\d{6,7}$/)).map((value): SignInEvent => ({ type: 'CODE_CHANGED', value })), ['verifyCode']),
  step(fc.constant<SignInEvent>({ type: 'SUBMIT_CODE' }), ['verifyCode']),
  step(fc.constant<SignInEvent>({ type: 'RESEND' }), ['verifyCode']),
  step(fc.constant<SignInEvent>({ type: 'SWITCH_TO_PASSWORD' }), ['verifyCode']),
  step(fc.constant<SignInEvent>({ type: 'USE_DIFFERENT' }), ['verifyCode', 'enterPassword']),
  step(fc.constantFrom('short', 'longenough1').map((value): SignInEvent => ({ type: 'PASSWORD_CHANGED', value })), ['enterPassword']),
  step(fc.constant<SignInEvent>({ type: 'SUBMIT_PASSWORD' }), ['enterPassword']),
  step(
    fc.record({ status: fc.constantFrom('SUCCESS', 'SUCCESS', 'PASSWORD_EXPIRED', 'LOCKED_OUT', 'MFA_CHALLENGE', null), sessionToken: fc.constantFrom('tok', 'tok', '', null) }).map(
      (r): SignInEvent => ({ type: 'VERIFY_RESPONSE', ...r }),
    ),
    ['verifying'],
  ),
  step(fc.constantFrom('CSMS0139', 'CSMS0157', 'E0000068', 'E0000011', 'X', null).map((code): SignInEvent => ({ type: 'ERROR', code })), ['identifying', 'verifying', 'verifyCode', 'enterPassword']),
  step(fc.boolean().map((checked): SignInEvent => ({ type: 'KMSI_TOGGLED', checked })), null),
  // Any event in any state, including ones the state does not handle.
  step(anyEvent, null),
  fc
    .record({
      input: fc.constantFrom('ann@example.com', '4155550134', '(212) 555-0100', '0123456789', 'nope'),
      factors: factorArb,
      authnStatus: fc.constantFrom(null, null, null, 'MFA_REQUIRED', 'LOCKED_OUT'),
      code: fc.oneof(fc.stringMatching(/^\d{6,7}$/), fc.string()),
      password: fc.constantFrom('longenough1', 'short'),
      verifyStatus: fc.constantFrom('SUCCESS', 'SUCCESS', 'PASSWORD_EXPIRED', 'LOCKED_OUT', 'MFA_CHALLENGE', null),
      sessionToken: fc.constantFrom('tok', 'tok', '', null),
      dt: dtArb,
    })
    .map((plan) => new Progress(plan)),
  fc.constant(null).map(() => new Progress({ input: 'ann@example.com', factors: [email, password], authnStatus: null, code: '123456', password: 'longenough1', verifyStatus: 'SUCCESS', sessionToken: 'tok', dt: 1000 })),
  fc.constant(new Restart()),
];

describe('sign-in machine, model-based', () => {
  it('OTP-04 OTP-01 OTP-02 OTP-09 never SUCCESS without a verified factor, never a panel for a missing factor, resend refused inside the wait', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 80, size: 'max' }), (cmds) => {
        fc.modelRun(() => ({ model: freshModel(), real: { state: initialSignInState() } }), cmds);
      }),
      { numRuns: 300 },
    );
    // The walk must reach every state, or the invariants above were never exercised.
    for (const name of ['identifying', 'verifyCode', 'enterPassword', 'verifying', 'success', 'passwordExpired', 'lockedOut'] as const) expect(reached.get(name) ?? 0, name).toBeGreaterThan(0);
  });

  it('OTP-09 resend is refused inside the wait whatever the order of code and resend events', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom<SignInEvent>({ type: 'RESEND' }, { type: 'CODE_CHANGED', value: '1' }, { type: 'ERROR', code: 'E0000011' }), fc.integer({ min: 0, max: 20_000 })), { maxLength: 30 }),
        (events) => {
          let state = toCodePanel('ann@example.com', [email]).state;
          let now = 1000;
          let last = 1000;
          for (const [event, dt] of events) {
            now += dt;
            const r = signInTransition(state, event, at(now));
            const resent = r.effects.some((e) => e.type === 'call' && e.call === 'CALL-57');
            expect(resent).toBe(event.type === 'RESEND' && now - last >= 30_000);
            if (resent) last = now;
            state = r.state;
          }
        },
      ),
    );
  });
});
