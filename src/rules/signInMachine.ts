import { z } from '../../spec/schemas/zod';
import { flowTexts } from '../../spec/errors';
import { defineRuleModule } from './module';
import { messageForCode } from './errorMessages';
import type { UserMessage } from './errorMessages';
import { canSubmitPasswordSignIn, sanitizeCode, validateCode, validateIdentifier, validateOtpPassword } from './validation';
import type { IdentifierPatterns, MessageKey } from './validation';
import { parseKmsi } from './cookieMechanics';
import { KMSI_COOKIE } from './cookieNames';
import { LONG_LIVED_COOKIE_DAYS, longLivedCookieExpiry } from './cookieDays';

/**
 * The sign-in modal of 001 §4 "One-time-passcode sign-in" as an explicit state machine: states, events, guards and
 * effects are plain data, and {@link signInTransition} is a pure function of (state, event, context).
 */

export const RESEND_WAIT_MS = 30_000; // OTP-09
export const KMSI_DAYS = LONG_LIVED_COOKIE_DAYS; // SIGNIN-03, EXPIRY-06
export const OTP_SCOPE = 'openid profile email offline_access used_credentials'; // OTP-10
export const PARTNER_SCOPE = 'openid loyalty cart'; // SIGNIN-07

export type IdentifierKind = 'email' | 'phone';
/** Factor types the machine acts on; other types may be enrolled and are ignored. */
export type CodeFactorType = 'sms' | 'email';
export type VerifiedFactor = CodeFactorType | 'password';

export interface Factor {
  readonly id: string;
  readonly factorType: string;
}

/** OTP-11: sendPasscodeTo.mode is emailAddress for an email, mobileNumber for a phone. */
export interface SendPasscodeTo {
  readonly mode: 'emailAddress' | 'mobileNumber';
  readonly value: string;
}

/** What the identity provider returned for the identifier (CALL-61), kept while the user is on a panel. */
export interface SignInSession {
  readonly username: string;
  readonly kind: IdentifierKind;
  readonly sendPasscodeTo: SendPasscodeTo;
  readonly stateToken: string;
  readonly expiresAt: string | null;
  readonly userId: string | null;
  readonly factors: readonly Factor[];
}

interface Base {
  /** Keep-me-signed-in checkbox (SIGNIN-02, -03). */
  readonly kmsi: boolean;
}

export interface IdentifyState extends Base {
  readonly name: 'identify';
  readonly input: string;
  /** SIGNIN-08: a progressive-profile prefill disables the field. */
  readonly locked: boolean;
  readonly continueEnabled: boolean;
  readonly error: MessageKey | null;
  readonly message: UserMessage | null;
}
export interface IdentifyingState extends Base {
  readonly name: 'identifying';
  readonly input: string;
  readonly locked: boolean;
  readonly username: string;
  readonly kind: IdentifierKind;
}
export interface VerifyCodeState extends Base {
  readonly name: 'verifyCode';
  readonly session: SignInSession;
  readonly factorId: string;
  readonly factorType: CodeFactorType;
  /** When the last code was sent (send or resend); the resend wait counts from here (OTP-09). */
  readonly codeSentAt: number;
  readonly code: string;
  readonly continueEnabled: boolean;
  readonly error: MessageKey | null;
  readonly message: UserMessage | null;
}
export interface EnterPasswordState extends Base {
  readonly name: 'enterPassword';
  readonly session: SignInSession;
  readonly password: string;
  readonly continueEnabled: boolean;
  readonly error: MessageKey | null;
  readonly message: UserMessage | null;
}
export interface VerifyingState extends Base {
  readonly name: 'verifying';
  readonly factor: VerifiedFactor;
  readonly returnTo: VerifyCodeState | EnterPasswordState;
}
export interface SuccessState {
  readonly name: 'success';
  readonly verifiedFactor: VerifiedFactor;
  readonly authorizeUrl: string;
}
export interface PasswordExpiredState {
  readonly name: 'passwordExpired';
}
export interface LockedOutState {
  readonly name: 'lockedOut';
  readonly message: string;
}

export type SignInState = IdentifyState | IdentifyingState | VerifyCodeState | EnterPasswordState | VerifyingState | SuccessState | PasswordExpiredState | LockedOutState;
export type SignInStateName = SignInState['name'];

export type SignInEvent =
  | { readonly type: 'INPUT_CHANGED'; readonly value: string }
  | { readonly type: 'SUBMIT_IDENTIFIER' }
  | {
      readonly type: 'AUTHN_RESPONSE';
      readonly status?: string | null;
      readonly stateToken?: string | null;
      readonly expiresAt?: string | null;
      readonly userId?: string | null;
      readonly factors?: readonly Factor[];
    }
  | { readonly type: 'CODE_CHANGED'; readonly value: string }
  | { readonly type: 'SUBMIT_CODE' }
  | { readonly type: 'RESEND' }
  | { readonly type: 'SWITCH_TO_PASSWORD' }
  | { readonly type: 'USE_DIFFERENT' }
  | { readonly type: 'PASSWORD_CHANGED'; readonly value: string }
  | { readonly type: 'SUBMIT_PASSWORD' }
  | { readonly type: 'VERIFY_RESPONSE'; readonly status?: string | null; readonly sessionToken?: string | null }
  /** A failed call: CSMS or provider code, and the server's message where it sent one. */
  | { readonly type: 'ERROR'; readonly code?: string | null; readonly serverMessage?: string | null }
  | { readonly type: 'KMSI_TOGGLED'; readonly checked: boolean };
export type SignInEventType = SignInEvent['type'];

export type SignInEffect =
  | { readonly type: 'call'; readonly call: 'CALL-61'; readonly body: { readonly username: string } }
  | { readonly type: 'call'; readonly call: 'CALL-62'; readonly purpose: 'send'; readonly factorId: string; readonly body: { readonly stateToken: string } }
  | { readonly type: 'call'; readonly call: 'CALL-62'; readonly purpose: 'verify'; readonly factorId: string; readonly body: { readonly stateToken: string; readonly passCode: string } }
  | {
      readonly type: 'call';
      readonly call: 'CALL-57';
      readonly factorId: string;
      readonly body: { readonly stateToken: string; readonly expiresAt: string | null; readonly user: { readonly id: string | null; readonly profile: { readonly login: string } } };
    }
  | { readonly type: 'navigate'; readonly reason: 'authorize' | 'reset-password'; readonly url: string }
  | { readonly type: 'showMessage'; readonly message: UserMessage }
  | { readonly type: 'setCookie'; readonly name: typeof KMSI_COOKIE; readonly value: 'true'; readonly expiresAt: number }
  /** The notice shown after the authorize round trip (stored notifyMessage, TOAST-02/TOAST-08). */
  | { readonly type: 'storeNotice'; readonly message: string };

/** Where SUCCESS goes (OTP-04, OTP-10); state and nonce are random values the caller generates. */
export interface AuthorizeSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly nonce: string;
  /** Defaults to the OTP scope; the partner flow uses `openid loyalty cart`. */
  readonly scope?: string;
}

export interface SignInContext {
  readonly now: number;
  readonly patterns: IdentifierPatterns;
  readonly authorize: AuthorizeSettings;
  /** OTP-05: where PASSWORD_EXPIRED goes. */
  readonly resetPasswordUrl: string;
}

export interface SignInResult {
  readonly state: SignInState;
  readonly effects: readonly SignInEffect[];
  readonly rules: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------
// The transition table as data. signInTransition implements it; the tests check every step against it.

export interface TransitionSpec {
  readonly from: SignInStateName;
  readonly event: SignInEventType;
  readonly guard: string;
  readonly to: readonly SignInStateName[];
  readonly effects: readonly string[];
  readonly rules: readonly string[];
}

const panels = ['identify', 'verifyCode', 'enterPassword'] as const;
const waiting = ['identifying', 'verifying'] as const;

export const signInTransitions: readonly TransitionSpec[] = [
  { from: 'identify', event: 'INPUT_CHANGED', guard: 'field not locked', to: ['identify'], effects: [], rules: ['OTP-07', 'VALIDATION-01'] },
  { from: 'identify', event: 'SUBMIT_IDENTIFIER', guard: 'identifier valid (else stays with the validation key)', to: ['identify', 'identifying'], effects: ['CALL-61'], rules: ['OTP-07', 'OTP-11'] },
  { from: 'identifying', event: 'AUTHN_RESPONSE', guard: 'LOCKED_OUT → lockedOut; matching sms/email factor → verifyCode; else password factor → enterPassword; else identify with the fallback', to: ['verifyCode', 'enterPassword', 'identify', 'lockedOut'], effects: ['CALL-62:send', 'showMessage'], rules: ['OTP-01', 'OTP-02', 'OTP-08', 'AMBIG-38', 'OTP-06'] },
  { from: 'identifying', event: 'ERROR', guard: '—', to: ['identify'], effects: ['showMessage'], rules: ['ERRORS-01'] },
  { from: 'verifyCode', event: 'CODE_CHANGED', guard: '—', to: ['verifyCode'], effects: [], rules: ['VALIDATION-05', 'OTP-07'] },
  { from: 'verifyCode', event: 'SUBMIT_CODE', guard: 'code valid', to: ['verifyCode', 'verifying'], effects: ['CALL-62:verify'], rules: ['OTP-07', 'OTP-08'] },
  { from: 'verifyCode', event: 'RESEND', guard: 'resend wait over (else CSMS0139 message)', to: ['verifyCode'], effects: ['CALL-57', 'showMessage'], rules: ['OTP-03', 'OTP-09', 'ERRORS-01'] },
  { from: 'verifyCode', event: 'SWITCH_TO_PASSWORD', guard: 'password factor enrolled', to: ['verifyCode', 'enterPassword'], effects: [], rules: ['OTP-03'] },
  { from: 'verifyCode', event: 'USE_DIFFERENT', guard: '—', to: ['identify'], effects: [], rules: ['OTP-03'] },
  { from: 'verifyCode', event: 'ERROR', guard: '—', to: ['verifyCode'], effects: ['showMessage'], rules: ['ERRORS-01'] },
  { from: 'enterPassword', event: 'PASSWORD_CHANGED', guard: '—', to: ['enterPassword'], effects: [], rules: ['VALIDATION-06', 'OTP-07'] },
  { from: 'enterPassword', event: 'SUBMIT_PASSWORD', guard: 'password valid', to: ['enterPassword', 'verifying'], effects: ['CALL-62:verify'], rules: ['OTP-07', 'OTP-08'] },
  { from: 'enterPassword', event: 'USE_DIFFERENT', guard: '—', to: ['identify'], effects: [], rules: ['OTP-03'] },
  { from: 'enterPassword', event: 'ERROR', guard: '—', to: ['enterPassword'], effects: ['showMessage'], rules: ['ERRORS-01'] },
  { from: 'verifying', event: 'VERIFY_RESPONSE', guard: 'SUCCESS with sessionToken → success; PASSWORD_EXPIRED; LOCKED_OUT; else back with the fallback', to: ['success', 'passwordExpired', 'lockedOut', 'verifyCode', 'enterPassword'], effects: ['setCookie', 'storeNotice', 'navigate', 'showMessage'], rules: ['OTP-04', 'OTP-10', 'SIGNIN-03', 'OTP-05', 'OTP-06'] },
  { from: 'verifying', event: 'ERROR', guard: '—', to: ['verifyCode', 'enterPassword'], effects: ['showMessage'], rules: ['ERRORS-08'] },
  ...[...panels, ...waiting].map((from): TransitionSpec => ({ from, event: 'KMSI_TOGGLED', guard: '—', to: [from], effects: [], rules: ['SIGNIN-03'] })),
];

/** The name an effect has in the transition table. */
export const effectLabel = (e: SignInEffect): string => (e.type === 'call' ? (e.call === 'CALL-62' ? `CALL-62:${e.purpose}` : e.call) : e.type);

// ---------------------------------------------------------------------------------------------------------------

/**
 * SIGNIN-02: the checkbox is pre-ticked exactly when the keep-me-signed-in cookie is `true`. SIGNIN-08: a pre-filled
 * email starts the field (locked for a progressive-profile user); with the identifier patterns, Continue starts
 * enabled when that email is valid (OTP-07).
 */
export function initialSignInState(options: { readonly kmsiCookie?: string | null; readonly prefill?: string | null; readonly locked?: boolean; readonly patterns?: IdentifierPatterns } = {}): IdentifyState {
  const input = options.prefill ?? '';
  // An empty field is never a valid identifier, so no separate test for it.
  const continueEnabled = options.patterns !== undefined && validateIdentifier(input, options.patterns).valid;
  return { name: 'identify', kmsi: parseKmsi(options.kmsiCookie) === 'true', input, locked: options.locked === true && input !== '', continueEnabled, error: null, message: null };
}

const factorOf = (factors: readonly Factor[], type: string): Factor | undefined => factors.find((f) => f.factorType.toLowerCase() === type);

/** OTP-01 / AMBIG-38: the code factor that matches the identifier: sms for a phone, email for an email. */
export const matchingCodeFactor = (kind: IdentifierKind): CodeFactorType => (kind === 'phone' ? 'sms' : 'email');

/** OTP-10: the authorize navigation with the session token. */
export function authorizeUrl(settings: AuthorizeSettings, sessionToken: string): string {
  const params: [string, string][] = [
    ['client_id', settings.clientId],
    ['redirect_uri', settings.redirectUri],
    ['response_type', 'code'],
    ['response_mode', 'query'],
    ['state', settings.state],
    ['nonce', settings.nonce],
    ['scope', settings.scope ?? OTP_SCOPE],
    ['sessionToken', sessionToken],
  ];
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${settings.issuer.replace(/\/+$/, '')}/v1/authorize?${query}`;
}

/** Milliseconds until a resend is allowed; 0 when allowed now (OTP-09). */
export function resendAvailableIn(state: VerifyCodeState, now: number): number {
  return Math.max(0, state.codeSentAt + RESEND_WAIT_MS - now);
}

/** SIGNIN-01 (an email or number and a password, both non-empty), then VALIDATION-06 (at least 8 characters). */
function passwordCheck(username: string, password: string) {
  const filled = canSubmitPasswordSignIn(username, password);
  return filled.valid ? validateOtpPassword(password) : filled;
}

const stay = (state: SignInState, rules: readonly string[] = []): SignInResult => ({ state, effects: [], rules });

function identifyFrom(kmsi: boolean, input: string, locked: boolean, context: SignInContext, message: UserMessage | null = null): IdentifyState {
  const v = validateIdentifier(input, context.patterns);
  return { name: 'identify', kmsi, input, locked, continueEnabled: v.valid, error: null, message };
}

function codePanel(session: SignInSession, factor: Factor, kmsi: boolean, now: number): VerifyCodeState {
  return { name: 'verifyCode', kmsi, session, factorId: factor.id, factorType: factor.factorType.toLowerCase() as CodeFactorType, codeSentAt: now, code: '', continueEnabled: false, error: null, message: null };
}

function passwordPanel(session: SignInSession, kmsi: boolean): EnterPasswordState {
  return { name: 'enterPassword', kmsi, session, password: '', continueEnabled: false, error: null, message: null };
}

const withMessage = <S extends VerifyCodeState | EnterPasswordState | IdentifyState>(panel: S, message: UserMessage): SignInResult => ({
  state: { ...panel, message },
  effects: [{ type: 'showMessage', message }],
  rules: message.rules,
});

// Stryker disable next-line ObjectLiteral: an absent code and a null code are the same unknown code (the fallback).
const fallbackMessage = (): UserMessage => messageForCode({ code: null });

function onAuthn(state: IdentifyingState, event: Extract<SignInEvent, { type: 'AUTHN_RESPONSE' }>, context: SignInContext): SignInResult {
  if (event.status === 'LOCKED_OUT') return lockedOut();
  const back = identifyFrom(state.kmsi, state.input, state.locked, context);
  const stateToken = event.stateToken ?? '';
  if (stateToken === '') return withMessage(back, fallbackMessage());
  const factors = event.factors ?? [];
  const session: SignInSession = {
    username: state.username,
    kind: state.kind,
    sendPasscodeTo: { mode: state.kind === 'phone' ? 'mobileNumber' : 'emailAddress', value: state.username },
    stateToken,
    expiresAt: event.expiresAt ?? null,
    userId: event.userId ?? null,
    factors,
  };
  const code = factorOf(factors, matchingCodeFactor(state.kind));
  if (code !== undefined) {
    return {
      state: codePanel(session, code, state.kmsi, context.now),
      effects: [{ type: 'call', call: 'CALL-62', purpose: 'send', factorId: code.id, body: { stateToken } }],
      rules: ['OTP-01', 'OTP-11', 'OTP-08'],
    };
  }
  if (factorOf(factors, 'password') !== undefined) return { state: passwordPanel(session, state.kmsi), effects: [], rules: ['OTP-01', 'AMBIG-38', 'OTP-02'] };
  // No factor the modal can offer: the user stays on the first panel.
  const message = fallbackMessage();
  return { state: { ...back, message }, effects: [{ type: 'showMessage', message }], rules: ['OTP-01', 'OTP-02', ...message.rules] };
}

function lockedOut(): SignInResult {
  const message: UserMessage = { code: null, text: flowTexts.lockedOut, link: null, fallback: false, rules: ['OTP-06'] };
  return { state: { name: 'lockedOut', message: message.text }, effects: [{ type: 'showMessage', message }], rules: ['OTP-06'] };
}

function onVerify(state: VerifyingState, event: Extract<SignInEvent, { type: 'VERIFY_RESPONSE' }>, context: SignInContext): SignInResult {
  const token = event.sessionToken ?? '';
  if (event.status === 'SUCCESS' && token !== '') {
    const url = authorizeUrl(context.authorize, token);
    const effects: SignInEffect[] = [];
    const rules = ['OTP-04'];
    if (state.kmsi) {
      effects.push({ type: 'setCookie', name: KMSI_COOKIE, value: 'true', expiresAt: longLivedCookieExpiry(context.now) });
      rules.push('SIGNIN-03');
    }
    effects.push({ type: 'storeNotice', message: flowTexts.signInSuccessToast }, { type: 'navigate', reason: 'authorize', url });
    rules.push('TOAST-08', 'OTP-10');
    return { state: { name: 'success', verifiedFactor: state.factor, authorizeUrl: url }, effects, rules };
  }
  if (event.status === 'PASSWORD_EXPIRED') {
    return { state: { name: 'passwordExpired' }, effects: [{ type: 'navigate', reason: 'reset-password', url: context.resetPasswordUrl }], rules: ['OTP-05'] };
  }
  if (event.status === 'LOCKED_OUT') return lockedOut();
  return withMessage(state.returnTo, fallbackMessage());
}

/** The transition function: total over every state and event; an event a state does not handle changes nothing. */
export function signInTransition(state: SignInState, event: SignInEvent, context: SignInContext): SignInResult {
  if (state.name === 'success' || state.name === 'passwordExpired' || state.name === 'lockedOut') return stay(state);
  if (event.type === 'KMSI_TOGGLED') {
    if (state.name === 'verifying') return stay({ ...state, kmsi: event.checked, returnTo: { ...state.returnTo, kmsi: event.checked } }, ['SIGNIN-03']);
    return stay({ ...state, kmsi: event.checked }, ['SIGNIN-03']);
  }
  switch (state.name) {
    case 'identify': {
      if (event.type === 'INPUT_CHANGED') {
        if (state.locked) return stay(state, ['SIGNIN-08']);
        const v = validateIdentifier(event.value, context.patterns);
        return stay({ ...state, input: event.value, continueEnabled: v.valid, error: null, message: null }, ['OTP-07', ...v.rules]);
      }
      if (event.type === 'SUBMIT_IDENTIFIER') {
        const v = validateIdentifier(state.input, context.patterns);
        if (!v.valid) return stay({ ...state, continueEnabled: false, error: v.key }, ['OTP-07', ...v.rules]);
        return {
          state: { name: 'identifying', kmsi: state.kmsi, input: state.input, locked: state.locked, username: v.value, kind: v.kind },
          effects: [{ type: 'call', call: 'CALL-61', body: { username: v.value } }],
          rules: ['OTP-07', ...v.rules, 'OTP-11'],
        };
      }
      return stay(state);
    }
    case 'identifying': {
      if (event.type === 'AUTHN_RESPONSE') return onAuthn(state, event, context);
      if (event.type === 'ERROR') return withMessage(identifyFrom(state.kmsi, state.input, state.locked, context), messageForCode({ code: event.code, serverMessage: event.serverMessage }));
      return stay(state);
    }
    case 'verifyCode': {
      switch (event.type) {
        case 'CODE_CHANGED': {
          const code = sanitizeCode(event.value);
          return stay({ ...state, code, continueEnabled: validateCode(code).valid, error: null, message: null }, ['VALIDATION-05', 'OTP-07']);
        }
        case 'SUBMIT_CODE': {
          const v = validateCode(state.code);
          if (!v.valid) return stay({ ...state, continueEnabled: false, error: v.key }, ['OTP-07', ...v.rules]);
          return {
            state: { name: 'verifying', kmsi: state.kmsi, factor: state.factorType, returnTo: { ...state, error: null, message: null } },
            effects: [{ type: 'call', call: 'CALL-62', purpose: 'verify', factorId: state.factorId, body: { stateToken: state.session.stateToken, passCode: state.code } }],
            rules: ['OTP-07', 'OTP-08'],
          };
        }
        case 'RESEND': {
          if (context.now - state.codeSentAt < RESEND_WAIT_MS) {
            const m = messageForCode({ code: 'CSMS0139' });
            return { state: { ...state, message: m }, effects: [{ type: 'showMessage', message: m }], rules: ['OTP-09', ...m.rules] };
          }
          const s = state.session;
          return {
            state: { ...state, codeSentAt: context.now, message: null },
            effects: [{ type: 'call', call: 'CALL-57', factorId: state.factorId, body: { stateToken: s.stateToken, expiresAt: s.expiresAt, user: { id: s.userId, profile: { login: s.username } } } }],
            rules: ['OTP-03', 'OTP-09'],
          };
        }
        case 'SWITCH_TO_PASSWORD':
          // Never offer a panel for a factor the user lacks.
          if (factorOf(state.session.factors, 'password') === undefined) return stay(state, ['OTP-03']);
          return stay(passwordPanel(state.session, state.kmsi), ['OTP-03']);
        case 'USE_DIFFERENT':
          return stay(initialSignInState({ kmsiCookie: state.kmsi ? 'true' : null }), ['OTP-03']);
        case 'ERROR':
          // No credential named: the catalogue's own wording is the code one (E0000068).
          return withMessage(state, messageForCode({ code: event.code, serverMessage: event.serverMessage }));
        default:
          return stay(state);
      }
    }
    case 'enterPassword': {
      switch (event.type) {
        case 'PASSWORD_CHANGED': {
          const v = passwordCheck(state.session.username, event.value);
          return stay({ ...state, password: event.value, continueEnabled: v.valid, error: null, message: null }, ['VALIDATION-06', 'OTP-07', 'SIGNIN-01']);
        }
        case 'SUBMIT_PASSWORD': {
          const v = passwordCheck(state.session.username, state.password);
          if (!v.valid) return stay({ ...state, continueEnabled: false, error: v.key }, ['OTP-07', ...v.rules]);
          return {
            state: { name: 'verifying', kmsi: state.kmsi, factor: 'password', returnTo: { ...state, error: null, message: null } },
            effects: [{ type: 'call', call: 'CALL-62', purpose: 'verify', factorId: 'password', body: { stateToken: state.session.stateToken, passCode: state.password } }],
            rules: ['OTP-07', 'OTP-08'],
          };
        }
        case 'USE_DIFFERENT':
          return stay(initialSignInState({ kmsiCookie: state.kmsi ? 'true' : null }), ['OTP-03']);
        case 'ERROR':
          return withMessage(state, messageForCode({ code: event.code, serverMessage: event.serverMessage, credential: 'password' }));
        default:
          return stay(state);
      }
    }
    case 'verifying': {
      if (event.type === 'VERIFY_RESPONSE') return onVerify(state, event, context);
      if (event.type === 'ERROR') {
        const credential = state.factor === 'password' ? 'password' : undefined;
        return withMessage({ ...state.returnTo, kmsi: state.kmsi }, messageForCode({ code: event.code, serverMessage: event.serverMessage, credential }));
      }
      return stay(state);
    }
  }
}

/** Runs a sequence of events (with the time each arrives) from a state; returns every step (`workbench rules eval`). */
function runSignIn(start: SignInState, steps: readonly { readonly event: SignInEvent; readonly now: number }[], context: Omit<SignInContext, 'now'>): SignInResult[] {
  const out: SignInResult[] = [];
  let state = start;
  for (const step of steps) {
    const r = signInTransition(state, step.event, { ...context, now: step.now });
    out.push(r);
    state = r.state;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Turning upstream bodies into events. Bodies are untrusted: anything unreadable becomes an ERROR event.

const FactorBody = z.looseObject({ id: z.string(), factorType: z.string() });
const AuthnBody = z.looseObject({
  status: z.nullish(z.string()),
  stateToken: z.nullish(z.string()),
  expiresAt: z.nullish(z.string()),
  sessionToken: z.nullish(z.string()),
  _embedded: z.nullish(z
    .looseObject({ user: z.nullish(z.looseObject({ id: z.nullish(z.string()) })), factors: z.nullish(z.array(z.unknown())) })),
});
const ErrorBody = z.looseObject({
  errorCode: z.nullish(z.string()),
  code: z.nullish(z.string()),
  errorSummary: z.nullish(z.string()),
  message: z.nullish(z.string()),
  errors: z.nullish(z.array(z.looseObject({ code: z.nullish(z.string()), message: z.nullish(z.string()) }))),
});

/** CALL-61 response body → AUTHN_RESPONSE (factors that are not {id, factorType} are dropped). */
export function authnResponseEvent(body: unknown): SignInEvent {
  const parsed = AuthnBody.safeParse(body);
  if (!parsed.success) return { type: 'ERROR', code: null };
  const factors =
    parsed.data._embedded?.factors?.flatMap((f) => {
      const r = FactorBody.safeParse(f);
      return r.success ? [{ id: r.data.id, factorType: r.data.factorType }] : [];
    }) ?? [];
  return { type: 'AUTHN_RESPONSE', status: parsed.data.status ?? null, stateToken: parsed.data.stateToken ?? null, expiresAt: parsed.data.expiresAt ?? null, userId: parsed.data._embedded?.user?.id ?? null, factors };
}

/** CALL-62 verify response body → VERIFY_RESPONSE. */
export function verifyResponseEvent(body: unknown): SignInEvent {
  const parsed = AuthnBody.safeParse(body);
  if (!parsed.success) return { type: 'ERROR', code: null };
  return { type: 'VERIFY_RESPONSE', status: parsed.data.status ?? null, sessionToken: parsed.data.sessionToken ?? null };
}

/** An error body (provider `errorCode`/`errorSummary`, or CSMS `code`/`message`, or `errors[0]`) → ERROR. */
export function errorEvent(body: unknown): SignInEvent {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return { type: 'ERROR', code: null };
  const d = parsed.data;
  const first = d.errors?.[0];
  return { type: 'ERROR', code: d.errorCode ?? d.code ?? first?.code ?? null, serverMessage: d.message ?? first?.message ?? d.errorSummary ?? null };
}

// ---------------------------------------------------------------------------------------------------------------
// Assistant and partner sign-in (SIGNIN-06, -07).

export interface StoredAssistantValues {
  readonly redirectUri?: string | null;
  readonly clientId?: string | null;
  readonly scope?: string | null;
  readonly state?: string | null;
}

export type AssistantDecision =
  | { readonly ok: true; readonly authorize: AuthorizeSettings; readonly rules: readonly string[] }
  | { readonly ok: false; readonly message: string; readonly rules: readonly string[] };

/** SIGNIN-06: all four stored values (redirect, client id, scope, state) are needed, else the not-authorised message. */
export function assistantSignIn(stored: StoredAssistantValues, issuer: string, nonce: string): AssistantDecision {
  const { redirectUri, clientId, scope, state } = stored;
  if (!redirectUri || !clientId || !scope || !state) return { ok: false, message: flowTexts.assistantNotAuthorized, rules: ['SIGNIN-06'] };
  return { ok: true, authorize: { issuer, clientId, redirectUri, scope, state, nonce }, rules: ['SIGNIN-06'] };
}

/** SIGNIN-07: the third-party partner flow authorises with its own client id and redirect and the scopes openid, loyalty, cart. */
export function partnerAuthorize(params: { readonly issuer: string; readonly clientId: string; readonly redirectUri: string; readonly state: string; readonly nonce: string }): AuthorizeSettings & { readonly rules: readonly string[] } {
  return { ...params, scope: PARTNER_SCOPE, rules: ['SIGNIN-07'] };
}

// ---------------------------------------------------------------------------------------------------------------

export const SignInRunInput = z.object({
  kmsiCookie: z.nullish(z.string()),
  patterns: z.object({ mobilePattern: z.string(), emailPattern: z.string() }),
  authorize: z.object({ issuer: z.string(), clientId: z.string(), redirectUri: z.string(), state: z.string(), nonce: z.string(), scope: z.optional(z.string()) }),
  resetPasswordUrl: z.string(),
  // The events as the CLI reads them (SignInEvent); written out here, as the CLI's input alone uses them.
  steps: z.array(
    z.object({
      event: z.discriminatedUnion('type', [
        z.object({ type: z.literal('INPUT_CHANGED'), value: z.string() }),
        z.object({ type: z.literal('SUBMIT_IDENTIFIER') }),
        z.object({ type: z.literal('AUTHN_RESPONSE'), status: z.nullish(z.string()), stateToken: z.nullish(z.string()), expiresAt: z.nullish(z.string()), userId: z.nullish(z.string()), factors: z.optional(z.array(z.object({ id: z.string(), factorType: z.string() }))) }),
        z.object({ type: z.literal('CODE_CHANGED'), value: z.string() }),
        z.object({ type: z.literal('SUBMIT_CODE') }),
        z.object({ type: z.literal('RESEND') }),
        z.object({ type: z.literal('SWITCH_TO_PASSWORD') }),
        z.object({ type: z.literal('USE_DIFFERENT') }),
        z.object({ type: z.literal('PASSWORD_CHANGED'), value: z.string() }),
        z.object({ type: z.literal('SUBMIT_PASSWORD') }),
        z.object({ type: z.literal('VERIFY_RESPONSE'), status: z.nullish(z.string()), sessionToken: z.nullish(z.string()) }),
        z.object({ type: z.literal('ERROR'), code: z.nullish(z.string()), serverMessage: z.nullish(z.string()) }),
        z.object({ type: z.literal('KMSI_TOGGLED'), checked: z.boolean() }),
      ]) satisfies z.ZodMiniType<SignInEvent>,
      now: z.number(),
    }),
  ),
});

export const signInMachineModule = defineRuleModule({
  name: 'sign-in',
  summary: 'OTP and password sign-in state machine: runs events from the first panel and returns each step (state, effects, rules).',
  areas: ['OTP', 'SIGNIN'],
  input: SignInRunInput,
  example: {
    kmsiCookie: 'true',
    patterns: { mobilePattern: '^[\\d\\s()-]+$', emailPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
    authorize: { issuer: 'http://127.0.0.1:4010/oauth2/default', clientId: 'storefront', redirectUri: 'http://127.0.0.1:5173/callback', state: 'amber-apple-calm-river', nonce: 'n-1' },
    resetPasswordUrl: '/account/reset-password.html',
    steps: [
      { event: { type: 'INPUT_CHANGED', value: 'ann@example.com' }, now: 0 },
      { event: { type: 'SUBMIT_IDENTIFIER' }, now: 1000 },
      { event: { type: 'AUTHN_RESPONSE', stateToken: 'st-1', expiresAt: '2030-01-01T00:00:00Z', userId: 'u1', factors: [{ id: 'em1', factorType: 'email' }, { id: 'pw', factorType: 'password' }] }, now: 2000 },
      { event: { type: 'CODE_CHANGED', value: '123456' }, now: 3000 },
      { event: { type: 'SUBMIT_CODE' }, now: 4000 },
      { event: { type: 'VERIFY_RESPONSE', status: 'SUCCESS', sessionToken: 'sess-1' }, now: 5000 },
    ],
  },
  run: (input) => {
    const { steps, kmsiCookie, ...context } = input;
    return runSignIn(initialSignInState({ kmsiCookie }), steps, context).map((r) => ({ state: r.state.name, effects: r.effects, rules: r.rules }));
  },
});

