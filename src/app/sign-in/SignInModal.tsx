import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { UserMessage } from '../../rules/errorMessages';
import { resendAvailableIn } from '../../rules/signInMachine';
import { validationMessage } from '../../rules/validation';
import type { SignInContext, SignInState } from '../../rules/signInMachine';
import { createSignInFlow, RESET_PASSWORD_URL } from '../../storefront/sign-in/signInFlow';
import { RESET_EMAIL_STATE } from '../account/resetEmail';
import { Dialog } from '../modals/Dialog';
import { Link } from '../shell/router';
import { useApp } from '../shell/AppContext';
import { checkSignInInput, SIGN_IN_PATTERNS } from '../../storefront/sign-in/signInInput';
import type { SessionView } from '../../storefront/session/establish';
import { isAuthorised } from '../../rules/userTypes';
import { showUserError } from '../modals/userErrors';
import { ASSISTANT_REFUSED_TITLE, ASSISTANT_STORAGE_KEY, assistantPlan } from '../../storefront/sign-in/assistantSignIn';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Without a way to read the session the page load left (a bare harness), the sign-in is taken as holding. */
const stillSignedIn = (view: SessionView | null | undefined): boolean => view === undefined || (view !== null && isAuthorised(view.userType));

/** VALIDATION-07: the page's message texts for the validation rule's keys, looked up by the rule (`validationMessage`). */
const INPUT_ERRORS = {
  email: { required: 'Please enter your email address or mobile number.', pattern: 'Please enter a valid email address.', invalid: 'Please enter a valid email address.', length: 'Please enter a valid email address.' },
  phone: { required: 'Please enter your mobile number.', pattern: 'A mobile number cannot start with 0 or 1.', invalid: 'Please enter a 10-digit mobile number.', length: 'Please enter a 10-digit mobile number.' },
} as const;
const CODE_ERRORS = { required: 'Please enter the verification code.', length: 'The verification code has 6 digits.', pattern: 'The code has digits only.', invalid: 'The code has digits only.' } as const;
const PASSWORD_ERROR = 'Please enter your password (at least 8 characters).';

/** Random words for the authorize state and nonce (never shown, never logged). */
function randomToken(): string {
  try {
    return Array.from(window.crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('');
  } catch {
    return Array.from({ length: 4 }, () => Math.floor(Math.random() * 1e9).toString(36)).join('');
  }
}

/** Server or provider message with the link the catalogue attaches (ERRORS-02/03/05). */
function ErrorMessage({ message, onSignIn, onCreate }: { message: UserMessage; onSignIn: () => void; onCreate: () => void }) {
  return (
    <div className="notice error" role="alert">
      <span>{message.text}</span>{' '}
      {message.link === 'sign-in' && (
        <button type="button" className="link-button" onClick={onSignIn}>
          Sign in
        </button>
      )}
      {message.link === 'create-account' && (
        <button type="button" className="link-button" onClick={onCreate}>
          Create a new account
        </button>
      )}
      {message.link === 'support' && (
        <a className="link-button" href="/contact-us.html">
          Contact customer support
        </a>
      )}
    </div>
  );
}

/**
 * The sign-in modal (PAGES-20), driven by the sign-in state machine of src/rules (OTP-01..11, SIGNIN-02/03,
 * ERRORS-01..09): this component renders the machine's state and runs the effects it returns.
 */
export function SignInModal({ onClose, now = () => Date.now(), currentSession }: { onClose: () => void; now?: () => number; currentSession?: () => SessionView | null }) {
  const { backend, cookies, config, reloadSession, showToast, openModal, signInPrefill } = useApp();
  // SIGNIN-06: on the service sign-in page an assistant's request decides where the sign-in authorises (read once).
  const [assistant] = useState(() =>
    assistantPlan({ pathname: window.location.pathname, search: window.location.search, stored: sessionStore()?.getItem(ASSISTANT_STORAGE_KEY), issuer: config.identity.issuer, nonce: randomToken(), policy: config.domain, ownClientId: config.identity.clientId }),
  );
  const contextRef = useRef<Omit<SignInContext, 'now'>>({
    patterns: SIGN_IN_PATTERNS,
    authorize: assistant.kind === 'authorize' ? assistant.settings : { issuer: config.identity.issuer, clientId: config.identity.clientId, redirectUri: config.identity.redirectUri, state: randomToken(), nonce: randomToken() },
    resetPasswordUrl: RESET_PASSWORD_URL,
  });
  // ERR-38: an assistant that may not sign in is told so in the user-error popup, and no sign-in is offered.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (assistant.kind !== 'refused') return;
    showUserError(ASSISTANT_REFUSED_TITLE, assistant.message);
    closeRef.current();
  }, [assistant]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The sign-in itself is the core's flow (src/storefront/sign-in/signInFlow.ts): this component renders its states.
  const [flow] = useState(() =>
    createSignInFlow({
      backend,
      cookies,
      prefill: signInPrefill ?? null,
      context: contextRef.current,
      now,
      showToast,
      assistant: assistant.kind === 'authorize',
      leave: (url, reason) => {
        // SIGNIN-06: the provider answers the assistant's redirect with the code and the assistant's state: the
        // browser goes there, and the values, used up, are forgotten.
        if (reason === 'assistant-authorize') sessionStore()?.removeItem(ASSISTANT_STORAGE_KEY);
        window.location.assign(url);
      },
      signedIn: async (notice) => {
        // Closed before the signed-in session loads: the reload may open a modal of its own (the store conflict,
        // the closed store), which closing afterwards would dismiss.
        closeRef.current();
        await reloadSession();
        // The signed-in page load may have ended as a guest (a failed keep-me-signed-in refresh signs the shopper out,
        // SESSION-EST-13): the welcome toast (ERR-39) greets only a session that is still signed in.
        if (notice && stillSignedIn(currentSession?.())) showToast(notice);
      },
      onState: (next) => setState(next),
      alive: () => mounted.current,
    }),
  );
  const [state, setState] = useState<SignInState>(() => flow.state());
  const [touched, setTouched] = useState(false);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const idId = useId();
  const idErr = useId();
  const codeId = useId();
  const codeErr = useId();
  const pwId = useId();
  const pwErr = useId();
  const dispatch = flow.dispatch;

  const verifyCodeState = state.name === 'verifyCode' ? state : null;
  const resendWait = verifyCodeState ? Math.ceil(resendAvailableIn(verifyCodeState, now()) / 1000) : 0;
  useEffect(() => {
    if (resendWait <= 0) return;
    const t = setTimeout(tick, 1000);
    return () => clearTimeout(t);
  });

  const panel = state.name === 'identify' || state.name === 'identifying' || state.name === 'lockedOut' ? 'identify' : state.name === 'verifyCode' || (state.name === 'verifying' && state.returnTo.name === 'verifyCode') ? 'code' : state.name === 'passwordExpired' || state.name === 'success' ? 'done' : 'password';
  const busy = state.name === 'identifying' || state.name === 'verifying' || state.name === 'success';
  const message = 'message' in state && typeof state.message === 'object' ? state.message : state.name === 'verifying' ? state.returnTo.message : null;
  const lockedText = state.name === 'lockedOut' ? state.message : null;
  const kmsi = 'kmsi' in state ? state.kmsi : false;
  const input = state.name === 'identify' || state.name === 'identifying' ? state.input : '';
  const check = checkSignInInput(input);
  // A locked-out panel has no identifier to check: only the lock message shows, no field error under it.
  const inputError = touched && !check.ok && state.name !== 'lockedOut' ? (validationMessage(check.error, INPUT_ERRORS[check.kind]) ?? '') : '';
  const session = state.name === 'verifyCode' || state.name === 'enterPassword' ? state.session : state.name === 'verifying' ? state.returnTo.session : null;
  const shownCheck = session ? checkSignInInput(session.username) : null;
  const shown = shownCheck?.ok ? shownCheck.display : (session?.username ?? '');
  const code = state.name === 'verifyCode' ? state.code : state.name === 'verifying' && state.returnTo.name === 'verifyCode' ? state.returnTo.code : '';
  const codeError = state.name === 'verifyCode' ? state.error : null;
  const password = state.name === 'enterPassword' ? state.password : state.name === 'verifying' && state.returnTo.name === 'enterPassword' ? state.returnTo.password : '';
  const passwordInvalid = password !== '' && password.length < 8;
  const continueEnabled = 'continueEnabled' in state ? state.continueEnabled : false;
  const hasPassword = session?.factors.some((f) => f.factorType.toLowerCase() === 'password') ?? false;
  const title = panel === 'identify' ? 'Sign in or create an account' : panel === 'code' ? 'Enter your verification code' : panel === 'password' ? 'Enter your password' : 'Signing you in';

  // A new panel replaces the control that had focus: focus moves to the new panel's field (the dialog itself when
  // that field is disabled, as on the locked-out panel), so it never falls out of the dialog.
  const shownPanel = `${panel}:${state.name === 'lockedOut' ? 'locked' : ''}`;
  const previousPanel = useRef(shownPanel);
  const anchorRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (previousPanel.current === shownPanel) return;
    previousPanel.current = shownPanel;
    const field = document.getElementById(panel === 'identify' ? idId : panel === 'code' ? codeId : panel === 'password' ? pwId : idId);
    if (field instanceof HTMLInputElement && !field.disabled) field.focus();
    else anchorRef.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
  }, [shownPanel, panel, idId, codeId, pwId]);

  if (assistant.kind === 'refused') return null;
  return (
    <Dialog title={title} onClose={onClose}>
      <span ref={anchorRef} hidden />
      {message && <ErrorMessage message={message} onSignIn={() => void dispatch({ type: 'USE_DIFFERENT' })} onCreate={() => openModal({ kind: 'createAccount' })} />}
      {lockedText && (
        <div className="notice error" role="alert">
          {lockedText}
        </div>
      )}
      {panel === 'identify' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            void dispatch({ type: 'SUBMIT_IDENTIFIER' });
          }}
        >
          <label htmlFor={idId}>Email or mobile number</label>
          <input
            id={idId}
            value={input}
            autoComplete="username"
            inputMode="email"
            disabled={state.name === 'lockedOut' || (state.name === 'identify' && state.locked)}
            aria-invalid={inputError !== ''}
            aria-describedby={idErr}
            onChange={(e) => void dispatch({ type: 'INPUT_CHANGED', value: e.target.value })}
            onBlur={() => setTouched(input !== '')}
            data-autofocus
          />
          <p id={idErr} className="field-error" role="alert">
            {inputError}
          </p>
          <label className="checkbox">
            <input type="checkbox" checked={kmsi} onChange={(e) => void dispatch({ type: 'KMSI_TOGGLED', checked: e.target.checked })} /> Keep me signed in
          </label>
          {/* OTP-07: continue starts disabled and is enabled only for valid input */}
          <button type="submit" className="button primary block" disabled={!continueEnabled || busy}>
            {busy ? 'Please wait…' : 'Continue'}
          </button>
          <p className="muted small">
            New here?{' '}
            <button type="button" className="link-button" onClick={() => openModal({ kind: 'createAccount' })}>
              Create an account
            </button>
          </p>
        </form>
      )}
      {panel === 'code' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void dispatch({ type: 'SUBMIT_CODE' });
          }}
        >
          <p>
            We sent a code to <strong>{shown}</strong>.
          </p>
          <label htmlFor={codeId}>Verification code</label>
          <input id={codeId} value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-invalid={codeError !== null} aria-describedby={codeErr} onChange={(e) => void dispatch({ type: 'CODE_CHANGED', value: e.target.value })} data-autofocus />
          <p id={codeErr} className="field-error" role="alert">
            {validationMessage(code !== '' && code.length < 6 ? 'length' : codeError, CODE_ERRORS) ?? ''}
          </p>
          <button type="submit" className="button primary block" disabled={!continueEnabled || busy}>
            {busy ? 'Verifying…' : 'Sign in'}
          </button>
          <div className="panel-links">
            {/* OTP-09, ERR-21: inside the wait a resend is answered with the CSMS0139 message, so the button stays usable. */}
            <button type="button" className="link-button" onClick={() => void dispatch({ type: 'RESEND' })} disabled={busy} aria-describedby="resend-wait">
              Resend code
            </button>
            <span id="resend-wait" className="muted small" aria-live="polite">
              {resendWait > 0 ? `You can resend in ${resendWait} s` : ''}
            </span>
            {hasPassword && (
              <button type="button" className="link-button" onClick={() => void dispatch({ type: 'SWITCH_TO_PASSWORD' })}>
                Use password instead
              </button>
            )}
            <button type="button" className="link-button" onClick={() => void dispatch({ type: 'USE_DIFFERENT' })}>
              Use a different {session?.kind === 'phone' ? 'number' : 'email'}
            </button>
          </div>
        </form>
      )}
      {panel === 'password' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void dispatch({ type: 'SUBMIT_PASSWORD' });
          }}
        >
          <p>
            Signing in as <strong>{shown}</strong>.
          </p>
          <label htmlFor={pwId}>Password</label>
          <input id={pwId} type="password" value={password} autoComplete="current-password" aria-invalid={passwordInvalid} aria-describedby={pwErr} onChange={(e) => void dispatch({ type: 'PASSWORD_CHANGED', value: e.target.value })} data-autofocus />
          <p id={pwErr} className="field-error" role="alert">
            {passwordInvalid ? PASSWORD_ERROR : ''}
          </p>
          <button type="submit" className="button primary block" disabled={!continueEnabled || busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <div className="panel-links">
            {/* The reset page asks for the email again unless it is handed the one already typed (in the history
                entry, not the address). */}
            <Link className="link-button" href={RESET_PASSWORD_URL} state={session?.kind === 'email' ? { [RESET_EMAIL_STATE]: session.username } : undefined} onClick={onClose}>
              Forgot password?
            </Link>
            <button type="button" className="link-button" onClick={() => void dispatch({ type: 'USE_DIFFERENT' })}>
              Use a different {session?.kind === 'phone' ? 'number' : 'email'}
            </button>
          </div>
        </form>
      )}
      {panel === 'done' && <p aria-live="polite">One moment…</p>}
    </Dialog>
  );
}
