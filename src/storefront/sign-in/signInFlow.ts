import { effectLabel, errorEvent, initialSignInState, signInTransition } from '../../rules/signInMachine';
import type { SignInContext, SignInEffect, SignInEvent, SignInState } from '../../rules/signInMachine';
import type { UserMessage } from '../../rules/errorMessages';
import type { CookieJar } from '../cookies';
import { BackendError } from '../session/backend';
import type { Backend } from '../session/backend';
import { KMSI_COOKIE } from '../../rules/cookieNames';
import { SIGN_IN_PATTERNS } from './signInInput';

/** OTP-09: what the shopper is told when a new code is on its way. */
export const CODE_RESENT_TEXT = 'We sent you a new code.';

export interface SignInFlowPorts {
  readonly backend: Pick<Backend, 'authn' | 'sendCode' | 'verify' | 'followAuthorize' | 'resendCode'>;
  readonly cookies: CookieJar;
  /** SIGNIN-08: the email the page load found for the field (emailToken's lookup, or a locked progressive-profile one). */
  readonly prefill?: { readonly email: string; readonly locked: boolean } | null;
  /** The machine's settings: identifier patterns, where authorize goes (the page's client or an assistant's), the reset link. */
  readonly context: Omit<SignInContext, 'now'>;
  readonly now: () => number;
  readonly showToast: (text: string) => void;
  /**
   * The page leaves: OTP-05's reset-password page, or (SIGNIN-06) an assistant's authorize address, whose answer goes
   * to the assistant rather than back to this page.
   */
  readonly leave: (url: string, reason: 'reset-password' | 'assistant-authorize') => void;
  /** SIGNIN-06: the authorize address is an assistant's (the page leaves for it instead of handing off in place). */
  readonly assistant?: boolean;
  /**
   * OTP-10: the hand-off is done and the page loads signed in; `notice` is the stored welcome (TOAST-08), to show once the
   * signed-in session is there (only if it still is: a failed keep-me-signed-in refresh leaves a guest, ERR-39).
   */
  readonly signedIn: (notice: string | null) => Promise<void>;
  /** Each new state of the machine (the modal renders it). */
  readonly onState?: (state: SignInState) => void;
  /** A message the machine shows (the modal shows the state's own; the workbench records it). */
  readonly onMessage?: (message: UserMessage) => void;
  /** False once the flow's screen is gone: answers arriving later are not fed back in. */
  readonly alive?: () => boolean;
  readonly trace?: (event: string) => void;
}

export interface SignInFlow {
  readonly state: () => SignInState;
  /** Feeds one event to the sign-in machine and runs its effects; call effects feed their answers back in. */
  readonly dispatch: (event: SignInEvent) => Promise<void>;
}

/**
 * The error event of a failed call: the machine's reader of an error body (the provider's or the messaging service's
 * code and text); a failure without a body keeps what the backend read, and anything else has no code.
 */
function failedCallEvent(error: unknown): SignInEvent {
  if (!(error instanceof BackendError)) return { type: 'ERROR', code: null };
  return error.body !== undefined ? errorEvent(error.body) : { type: 'ERROR', code: error.code, serverMessage: error.serverMessage };
}

/**
 * The sign-in (PAGES-20, OTP-01..11, SIGNIN-02/03, ERRORS-01..09): the sign-in state machine of src/rules with its
 * effects run against the backend, the cookie jar and the page. The sign-in modal renders its states; the workbench's
 * driver feeds it a scenario's inputs. One flow is one opening of the modal.
 */
export function createSignInFlow(ports: SignInFlowPorts): SignInFlow {
  const trace = ports.trace ?? (() => undefined);
  const alive = ports.alive ?? (() => true);
  // Stryker disable next-line BooleanLiteral: without a prefill the field starts empty, and an empty field is never locked
  let state: SignInState = initialSignInState({ kmsiCookie: ports.cookies.get(KMSI_COOKIE) ?? null, prefill: ports.prefill?.email ?? null, locked: ports.prefill?.locked ?? false, patterns: ports.context.patterns });
  let notice: string | null = null;
  const { backend } = ports;

  async function run(effect: SignInEffect): Promise<SignInEvent | null> {
    trace(`signInEffect:${effectLabel(effect)}`);
    switch (effect.type) {
      case 'call':
        try {
          if (effect.call === 'CALL-61') {
            const r = await backend.authn(effect.body.username);
            return { type: 'AUTHN_RESPONSE', status: r.status ?? null, stateToken: r.stateToken, expiresAt: r.expiresAt ?? null, userId: r.userId ?? null, factors: r.factors };
          }
          if (effect.call === 'CALL-57') {
            const body = { stateToken: effect.body.stateToken, ...(effect.body.expiresAt ? { expiresAt: effect.body.expiresAt } : {}), ...(effect.body.user.id ? { user: { id: effect.body.user.id, profile: effect.body.user.profile } } : {}) };
            if (backend.resendCode) await backend.resendCode(effect.factorId, body);
            else await backend.sendCode(effect.factorId, effect.body.stateToken);
            ports.showToast(CODE_RESENT_TEXT);
            return null;
          }
          if (effect.purpose === 'send') {
            await backend.sendCode(effect.factorId, effect.body.stateToken);
            return null;
          }
          const r = await backend.verify(effect.factorId, effect.body.stateToken, effect.body.passCode);
          return { type: 'VERIFY_RESPONSE', status: r.status, sessionToken: r.sessionToken ?? null };
        } catch (error) {
          return failedCallEvent(error);
        }
      case 'setCookie':
        ports.cookies.set(effect.name, effect.value, effect.expiresAt);
        return null;
      case 'storeNotice':
        // The page stays, so the notice (TOAST-08) is shown once the signed-in session is loaded.
        notice = effect.message;
        return null;
      case 'navigate':
        trace(`navigate:${effect.reason}`);
        if (effect.reason === 'reset-password') {
          ports.leave(effect.url, 'reset-password');
          return null;
        }
        if (ports.assistant) {
          ports.leave(effect.url, 'assistant-authorize');
          return null;
        }
        try {
          await backend.followAuthorize(effect.url);
        } catch (error) {
          return failedCallEvent(error);
        }
        await ports.signedIn(notice);
        return null;
      case 'showMessage':
        trace(`message:${effect.message.code ?? 'fallback'}`);
        ports.onMessage?.(effect.message);
        return null;
    }
  }

  async function dispatch(event: SignInEvent): Promise<void> {
    const result = signInTransition(state, event, { ...ports.context, now: ports.now() });
    state = result.state;
    trace(`signIn:${state.name}`);
    ports.onState?.(state);
    for (const effect of result.effects) {
      const next = await run(effect);
      if (next && alive()) await dispatch(next);
    }
  }

  return { state: () => state, dispatch };
}

/** OTP-05: the reset link (also behind "Forgot password?"). */
export const RESET_PASSWORD_URL = '/account/reset-password.html';

/** The machine's settings for this page's own client: the configured provider, fresh state and nonce (never shown or logged). */
export function signInContext(config: { readonly identity: { readonly issuer: string; readonly clientId: string; readonly redirectUri: string } }, freshId: () => string): Omit<SignInContext, 'now'> {
  return {
    patterns: SIGN_IN_PATTERNS,
    authorize: { issuer: config.identity.issuer, clientId: config.identity.clientId, redirectUri: config.identity.redirectUri, state: freshId(), nonce: freshId() },
    resetPasswordUrl: RESET_PASSWORD_URL,
  };
}
