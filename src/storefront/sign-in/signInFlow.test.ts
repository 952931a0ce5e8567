import { describe, expect, it, vi } from 'vitest';
import type { UserMessage } from '../../rules/errorMessages';
import type { SignInState } from '../../rules/signInMachine';
import { KMSI_COOKIE } from '../../rules/cookieNames';
import { memoryCookieJar } from '../cookies';
import { BackendError } from '../session/backend';
import { CODE_RESENT_TEXT, createSignInFlow, RESET_PASSWORD_URL, signInContext } from './signInFlow';
import type { SignInFlowPorts } from './signInFlow';

const DAY_MS = 86_400_000;
const T0 = 1_800_000_000_000;
const AUTHORIZE = { issuer: 'https://idp.test/oauth2/default', clientId: 'web', redirectUri: 'https://www.freshway.test/callback', state: 's-1', nonce: 'n-1' };
const CONTEXT = {
  patterns: { mobilePattern: '^[\\d\\s().+-]+$', emailPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  authorize: AUTHORIZE,
  resetPasswordUrl: '/reset-here.html',
};
const WRONG_CODE = 'The verification code you entered is incorrect. Please try again.';
const TECHNICAL = "Sorry, we're having technical difficulties, please check back later.";
const WELCOME = "Welcome back. you're now signed in.";

type FlowBackend = SignInFlowPorts['backend'];

/** A provider that knows one user: an email factor, an sms factor and a password; every call recorded. */
function provider(overrides: Partial<FlowBackend> = {}) {
  const calls: string[] = [];
  const backend: FlowBackend = {
    authn: vi.fn(async (username: string) => {
      calls.push(`authn ${username}`);
      return { stateToken: 'st-1', expiresAt: '2027-01-01T00:00:00Z', userId: 'u-1', factors: [{ id: 'email-1', factorType: 'EMAIL' }, { id: 'sms-1', factorType: 'sms' }, { id: 'pw', factorType: 'password' }] };
    }),
    sendCode: vi.fn(async (factorId: string, stateToken: string) => void calls.push(`send ${factorId} ${stateToken}`)),
    verify: vi.fn(async (factorId: string, stateToken: string, passCode: string) => {
      calls.push(`verify ${factorId} ${stateToken} ${passCode}`);
      return { status: 'SUCCESS', sessionToken: 'sess-1' };
    }),
    followAuthorize: vi.fn(async (url: string) => void calls.push(`authorize ${url}`)),
    ...overrides,
  };
  return { backend, calls };
}

function flow(options: { backend?: Partial<FlowBackend>; cookies?: Record<string, string>; ports?: Partial<SignInFlowPorts> } = {}) {
  const { backend, calls } = provider(options.backend);
  const cookies = memoryCookieJar(options.cookies);
  let now = T0;
  const toasts: string[] = [];
  const left: [string, string][] = [];
  const signedIn: (string | null)[] = [];
  const states: SignInState[] = [];
  const messages: UserMessage[] = [];
  const trace: string[] = [];
  const f = createSignInFlow({
    backend,
    cookies,
    context: CONTEXT,
    now: () => now,
    showToast: (text) => void toasts.push(text),
    leave: (url, reason) => void left.push([url, reason]),
    signedIn: async (notice) => void signedIn.push(notice),
    onState: (s) => void states.push(s),
    onMessage: (m) => void messages.push(m),
    trace: (e) => void trace.push(e),
    ...options.ports,
  });
  const tick = (ms: number) => void (now += ms);
  return { flow: f, backend, calls, cookies, toasts, left, signedIn, states, messages, trace, tick };
}

async function toCodePanel(f: ReturnType<typeof flow>['flow'], identifier = 'ana@example.com') {
  await f.dispatch({ type: 'INPUT_CHANGED', value: identifier });
  await f.dispatch({ type: 'SUBMIT_IDENTIFIER' });
}

describe('the sign-in flow against the provider', () => {
  it('SIGNIN-02 the keep-me-signed-in box starts ticked exactly when its cookie is true', () => {
    expect(flow({ cookies: { [KMSI_COOKIE]: 'true' } }).flow.state()).toMatchObject({ name: 'identify', kmsi: true });
    expect(flow({ cookies: { [KMSI_COOKIE]: 'false' } }).flow.state()).toMatchObject({ kmsi: false });
    expect(flow().flow.state()).toMatchObject({ kmsi: false });
  });

  it('SIGNIN-08 a progressive-profile email starts the field locked and Continue enabled; an unsubscribe one is left editable', () => {
    expect(flow({ ports: { prefill: { email: 'pp@example.com', locked: true } } }).flow.state()).toMatchObject({ input: 'pp@example.com', locked: true, continueEnabled: true });
    expect(flow({ ports: { prefill: { email: 'un@example.com', locked: false } } }).flow.state()).toMatchObject({ input: 'un@example.com', locked: false, continueEnabled: true });
    expect(flow({ ports: { prefill: null } }).flow.state()).toMatchObject({ input: '', locked: false, continueEnabled: false });
  });

  it('OTP-01 OTP-08 an email is looked up (CALL-61), the email factor is sent a code with the state token, and the code panel opens', async () => {
    const t = flow();
    await toCodePanel(t.flow);
    expect(t.calls).toEqual(['authn ana@example.com', 'send email-1 st-1']);
    expect(t.flow.state()).toMatchObject({ name: 'verifyCode', factorId: 'email-1', session: { stateToken: 'st-1', userId: 'u-1', expiresAt: '2027-01-01T00:00:00Z' } });
    expect(t.states.map((s) => s.name)).toEqual(['identify', 'identifying', 'verifyCode']);
  });

  it('OTP-01 OTP-11 a phone number is looked up by its digits and the sms factor is sent the code', async () => {
    const t = flow();
    await toCodePanel(t.flow, '(415) 555-0134');
    expect(t.calls).toEqual(['authn 4155550134', 'send sms-1 st-1']);
  });

  it('OTP-02 with only a password factor the password panel opens and nothing is sent', async () => {
    const t = flow({ backend: { authn: async () => ({ status: 'MFA_REQUIRED', stateToken: 'st-2', factors: [{ id: 'pw', factorType: 'password' }] }) } });
    await toCodePanel(t.flow);
    expect(t.flow.state()).toMatchObject({ name: 'enterPassword', session: { stateToken: 'st-2', expiresAt: null, userId: null } });
    expect(t.calls).toEqual([]);
  });

  it('OTP-06 a locked-out answer to the look-up shows the lock message', async () => {
    const t = flow({ backend: { authn: async () => ({ status: 'LOCKED_OUT', stateToken: 'st-3', factors: [] }) } });
    await toCodePanel(t.flow);
    expect(t.flow.state().name).toBe('lockedOut');
    expect(t.messages.map((m) => m.text)).toEqual(['Because of multiple login attempts your account has been temporarily locked for security reasons, please try again in 1 hour.']);
  });

  it('OTP-04 OTP-08 OTP-10 TOAST-08 a right code is verified, the authorize address is followed with the session token, then the page loads signed in with the welcome', async () => {
    const t = flow();
    await toCodePanel(t.flow);
    await t.flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
    await t.flow.dispatch({ type: 'SUBMIT_CODE' });
    expect(t.calls[2]).toBe('verify email-1 st-1 123456');
    const followed = new URL(t.calls[3]!.replace(/^authorize /, ''));
    expect(`${followed.origin}${followed.pathname}`).toBe('https://idp.test/oauth2/default/v1/authorize');
    expect(Object.fromEntries(followed.searchParams)).toMatchObject({ client_id: 'web', redirect_uri: AUTHORIZE.redirectUri, response_type: 'code', response_mode: 'query', state: 's-1', nonce: 'n-1', scope: 'openid profile email offline_access used_credentials', sessionToken: 'sess-1' });
    expect(t.signedIn).toEqual([WELCOME]);
    expect(t.left).toEqual([]);
    expect(t.flow.state().name).toBe('success');
    expect(t.trace).toEqual(expect.arrayContaining(['signInEffect:CALL-61', 'signIn:verifyCode', 'signInEffect:CALL-62:verify', 'signIn:success', 'navigate:authorize']));
  });

  it('SIGNIN-03 a ticked keep-me-signed-in box sets its cookie to true for 90 days before the hand-off; unticked, no cookie', async () => {
    const ticked = flow();
    await ticked.flow.dispatch({ type: 'KMSI_TOGGLED', checked: true });
    await toCodePanel(ticked.flow);
    ticked.tick(5_000);
    await ticked.flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
    await ticked.flow.dispatch({ type: 'SUBMIT_CODE' });
    expect(ticked.cookies.get(KMSI_COOKIE)).toBe('true');
    expect(ticked.cookies.expiries.get(KMSI_COOKIE)).toBe(T0 + 5_000 + 90 * DAY_MS);

    const unticked = flow();
    await toCodePanel(unticked.flow);
    await unticked.flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
    await unticked.flow.dispatch({ type: 'SUBMIT_CODE' });
    expect(unticked.cookies.get(KMSI_COOKIE)).toBeUndefined();
    expect(unticked.signedIn).toEqual([WELCOME]);
  });

  it('OTP-08 a password is verified through the factor id password', async () => {
    const t = flow();
    await toCodePanel(t.flow);
    await t.flow.dispatch({ type: 'SWITCH_TO_PASSWORD' });
    await t.flow.dispatch({ type: 'PASSWORD_CHANGED', value: 'secret-pass-1' });
    await t.flow.dispatch({ type: 'SUBMIT_PASSWORD' });
    expect(t.calls).toContain('verify password st-1 secret-pass-1');
    expect(t.signedIn).toEqual([WELCOME]);
  });

  it('SIGNIN-06 for an assistant the page leaves for the authorize address instead of following it in place', async () => {
    const t = flow({ ports: { assistant: true } });
    await toCodePanel(t.flow);
    await t.flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
    await t.flow.dispatch({ type: 'SUBMIT_CODE' });
    expect(t.left).toHaveLength(1);
    expect(t.left[0]![1]).toBe('assistant-authorize');
    expect(new URL(t.left[0]![0]).searchParams.get('sessionToken')).toBe('sess-1');
    expect(t.backend.followAuthorize).not.toHaveBeenCalled();
    expect(t.signedIn).toEqual([]);
  });

  it('OTP-05 an expired password leaves for the reset link, whoever asked; nothing is signed in', async () => {
    for (const assistant of [false, true]) {
      const t = flow({ backend: { verify: async () => ({ status: 'PASSWORD_EXPIRED' }) }, ports: { assistant } });
      await toCodePanel(t.flow);
      await t.flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
      await t.flow.dispatch({ type: 'SUBMIT_CODE' });
      expect(t.left).toEqual([['/reset-here.html', 'reset-password']]);
      expect(t.backend.followAuthorize).not.toHaveBeenCalled();
      expect(t.signedIn).toEqual([]);
      expect(t.trace).toContain('navigate:reset-password');
    }
  });

  it('OTP-03 OTP-09 a resend after the 30-second wait goes to the messaging service with the state token, expiry and user, and the shopper is told', async () => {
    const resendCode = vi.fn(async () => undefined);
    const t = flow({ backend: { resendCode } });
    await toCodePanel(t.flow);
    t.tick(30_000);
    await t.flow.dispatch({ type: 'RESEND' });
    expect(resendCode).toHaveBeenCalledWith('email-1', { stateToken: 'st-1', expiresAt: '2027-01-01T00:00:00Z', user: { id: 'u-1', profile: { login: 'ana@example.com' } } });
    expect(t.toasts).toEqual([CODE_RESENT_TEXT]);
    expect(CODE_RESENT_TEXT.trim()).not.toBe('');
    expect(t.flow.state()).toMatchObject({ name: 'verifyCode', codeSentAt: T0 + 30_000 });
  });

  it('OTP-09 a resend body leaves out the expiry and user the look-up did not give', async () => {
    const resendCode = vi.fn(async () => undefined);
    const t = flow({ backend: { resendCode, authn: async () => ({ stateToken: 'st-4', factors: [{ id: 'email-4', factorType: 'email' }] }) } });
    await toCodePanel(t.flow);
    t.tick(30_000);
    await t.flow.dispatch({ type: 'RESEND' });
    expect(resendCode).toHaveBeenCalledWith('email-4', { stateToken: 'st-4' });
  });

  it('OTP-09 without a messaging service the code is sent again through the factor', async () => {
    const t = flow();
    await toCodePanel(t.flow);
    t.tick(31_000);
    await t.flow.dispatch({ type: 'RESEND' });
    expect(t.calls).toEqual(['authn ana@example.com', 'send email-1 st-1', 'send email-1 st-1']);
    expect(t.toasts).toEqual([CODE_RESENT_TEXT]);
  });

  it('OTP-09 ERRORS-01 a resend inside the wait sends nothing and says to wait', async () => {
    const t = flow();
    await toCodePanel(t.flow);
    t.tick(29_999);
    await t.flow.dispatch({ type: 'RESEND' });
    expect(t.calls).toHaveLength(2);
    expect(t.toasts).toEqual([]);
    expect(t.messages.map((m) => m.text)).toEqual(['Please wait 30 seconds before trying to resend another code']);
    expect(t.trace).toContain('message:CSMS0139');
  });

  it('ERRORS-08 a failed verify is read from its error body with the provider code', async () => {
    const body = { errorCode: 'E0000068', errorSummary: 'Authentication failed' };
    const t = flow({ backend: { verify: async () => Promise.reject(new BackendError('failed', 403, null, null, null, body)) } });
    await toCodePanel(t.flow);
    await t.flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
    await t.flow.dispatch({ type: 'SUBMIT_CODE' });
    expect(t.flow.state()).toMatchObject({ name: 'verifyCode', message: { code: 'E0000068', text: WRONG_CODE } });
    expect(t.messages.map((m) => m.text)).toEqual([WRONG_CODE]);
    expect(t.trace).toContain('message:E0000068');
  });

  it('ERRORS-08 a failure without a body keeps the code the backend read', async () => {
    const t = flow({ backend: { verify: async () => Promise.reject(new BackendError('failed', 403, 'E0000068', 'Authentication failed')) } });
    await toCodePanel(t.flow);
    await t.flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
    await t.flow.dispatch({ type: 'SUBMIT_CODE' });
    expect(t.flow.state()).toMatchObject({ name: 'verifyCode', message: { text: WRONG_CODE } });
  });

  it('ERRORS-07 a failure that is no backend answer has no code: the technical-difficulties message, back on the first panel', async () => {
    const t = flow({ backend: { authn: async () => Promise.reject(new TypeError('network down')) } });
    await toCodePanel(t.flow);
    expect(t.flow.state()).toMatchObject({ name: 'identify', input: 'ana@example.com', message: { text: TECHNICAL } });
    expect(t.trace).toContain('message:fallback');
  });

  it('ERRORS-07 a thrown error that is no backend answer has no code, whatever it carries', async () => {
    const t = flow({ backend: { authn: async () => Promise.reject(Object.assign(new Error('socket'), { code: 'CSMS0139', serverMessage: 'from nowhere' })) } });
    await toCodePanel(t.flow);
    expect(t.flow.state()).toMatchObject({ name: 'identify', message: { code: null, text: TECHNICAL } });
  });

  it('a failed send of the first code shows its message on the code panel', async () => {
    const t = flow({ backend: { sendCode: async () => Promise.reject(new BackendError('failed', 500, 'CSMS0139')) } });
    await toCodePanel(t.flow);
    expect(t.flow.state()).toMatchObject({ name: 'verifyCode', message: { text: 'Please wait 30 seconds before trying to resend another code' } });
  });

  it('a failed resend tells the shopper nothing was sent', async () => {
    const t = flow({ backend: { resendCode: async () => Promise.reject(new BackendError('failed', 500, null)) } });
    await toCodePanel(t.flow);
    t.tick(30_000);
    await t.flow.dispatch({ type: 'RESEND' });
    expect(t.toasts).toEqual([]);
    expect(t.messages.map((m) => m.text)).toEqual([TECHNICAL]);
  });

  it('OTP-10 a hand-off that fails loads nothing signed in', async () => {
    const t = flow({ backend: { followAuthorize: async () => Promise.reject(new BackendError('failed', 502)) } });
    await toCodePanel(t.flow);
    await t.flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
    await t.flow.dispatch({ type: 'SUBMIT_CODE' });
    expect(t.signedIn).toEqual([]);
  });

  it('an answer that arrives after the screen is gone is not fed back in', async () => {
    let open = true;
    const t = flow({ ports: { alive: () => open }, backend: { authn: async () => { open = false; return { stateToken: 'st-1', factors: [{ id: 'email-1', factorType: 'email' }] }; } } });
    await toCodePanel(t.flow);
    expect(t.flow.state().name).toBe('identifying');
    expect(t.calls).toEqual([]);
  });

  it('runs without the optional listeners', async () => {
    const { backend } = provider();
    const f = createSignInFlow({ backend, cookies: memoryCookieJar(), context: CONTEXT, now: () => T0, showToast: () => undefined, leave: () => undefined, signedIn: async () => undefined });
    await toCodePanel(f);
    expect(f.state().name).toBe('verifyCode');
    const failing = createSignInFlow({ backend: { ...backend, authn: async () => Promise.reject(new BackendError('failed', 500)) }, cookies: memoryCookieJar(), context: CONTEXT, now: () => T0, showToast: () => undefined, leave: () => undefined, signedIn: async () => undefined });
    await toCodePanel(failing);
    expect(failing.state()).toMatchObject({ name: 'identify', message: { text: TECHNICAL } });
  });
});

describe("the sign-in settings for the page's own client", () => {
  it('OTP-10 OTP-05 the configured provider with a fresh state and nonce, and the reset link', () => {
    const ids = ['state-1', 'nonce-1'];
    const context = signInContext({ identity: { issuer: 'https://idp.test', clientId: 'web', redirectUri: 'https://www.freshway.test/cb' } }, () => ids.shift()!);
    expect(context.authorize).toEqual({ issuer: 'https://idp.test', clientId: 'web', redirectUri: 'https://www.freshway.test/cb', state: 'state-1', nonce: 'nonce-1' });
    expect(context.resetPasswordUrl).toBe(RESET_PASSWORD_URL);
    expect(RESET_PASSWORD_URL).toMatch(/reset-password/);
  });

  it('VALIDATION-07 the patterns accept an email and a phone and refuse neither-nor', () => {
    const { patterns } = signInContext({ identity: { issuer: 'i', clientId: 'c', redirectUri: 'r' } }, () => 'x');
    expect(new RegExp(patterns.emailPattern).test('ana@example.com')).toBe(true);
    expect(new RegExp(patterns.mobilePattern).test('(415) 555-0134')).toBe(true);
    expect(new RegExp(patterns.emailPattern).test('ana@example')).toBe(false);
    expect(new RegExp(patterns.mobilePattern).test('415x555')).toBe(false);
  });
});
