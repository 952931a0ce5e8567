import { useEffect, useId, useState } from 'react';
import { flowTexts } from '../../../spec/errors';
import { longLivedCookieExpiry } from '../../rules/expiry';
import { messageForCode } from '../../rules/errorMessages';
import type { UserMessage } from '../../rules/errorMessages';
import { Dialog } from '../modals/Dialog';
import { useApp } from '../shell/AppContext';
import { BackendError } from '../session/backend';
import { checkCode, checkPassword, checkSignInInput, KMSI_COOKIE, nextSignInPanel, RESEND_WAIT_MS, stripCode } from '../session/pendingRules';

type Panel = 'identify' | 'code' | 'password';

/** VALIDATION-07: the page's message texts for the validation rule's keys. */
const INPUT_ERRORS = {
  email: { required: 'Please enter your email address or mobile number.', pattern: 'Please enter a valid email address.', invalid: 'Please enter a valid email address.', length: 'Please enter a valid email address.' },
  phone: { required: 'Please enter your mobile number.', pattern: 'A mobile number cannot start with 0 or 1.', invalid: 'Please enter a 10-digit mobile number.', length: 'Please enter a 10-digit mobile number.' },
} as const;
const CODE_ERRORS = { required: 'Please enter the verification code.', length: 'The verification code has 6 digits.', pattern: 'The code has digits only.', invalid: 'The code has digits only.' } as const;
const PASSWORD_ERROR = 'Please enter your password (at least 8 characters).';

function messageFor(error: unknown, credential: 'code' | 'password'): UserMessage {
  if (error instanceof BackendError) return messageForCode({ code: error.code, serverMessage: error.serverMessage, credential });
  return messageForCode({ code: null });
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
 * The sign-in modal (PAGES-20): choose email or phone, then verify a one-time code or enter a password (OTP-01..09),
 * with keep-me-signed-in (SIGNIN-02/03) and every catalogue message (ERRORS-01..09).
 */
export function SignInModal({ onClose, now = () => Date.now() }: { onClose: () => void; now?: () => number }) {
  const { backend, cookies, reloadSession, showToast, openModal } = useApp();
  const [panel, setPanel] = useState<Panel>('identify');
  const [identifier, setIdentifier] = useState('');
  const [touched, setTouched] = useState(false);
  const [kind, setKind] = useState<'email' | 'phone'>('email');
  const [stateToken, setStateToken] = useState('');
  const [factorId, setFactorId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [kmsi, setKmsi] = useState(() => cookies.get(KMSI_COOKIE) === 'true');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UserMessage | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [tick, setTick] = useState(0);
  const idId = useId();
  const idErr = useId();
  const codeId = useId();
  const codeErr = useId();
  const pwId = useId();
  const pwErr = useId();

  useEffect(() => {
    if (resendAt <= now()) return;
    const t = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [resendAt, now, tick]);
  const resendWait = Math.max(0, Math.ceil((resendAt - now()) / 1000));

  const check = checkSignInInput(identifier);
  const codeProblem = checkCode(code);
  const passwordProblem = checkPassword(password);

  const restart = () => {
    setPanel('identify');
    setCode('');
    setPassword('');
    setError(null);
  };

  const startCode = async (token: string, id: string) => {
    await backend.sendCode(id, token);
    setResendAt(now() + RESEND_WAIT_MS);
  };

  const identify = async () => {
    setTouched(true);
    if (!check.ok) return;
    setBusy(true);
    setError(null);
    try {
      const start = await backend.authn(check.value);
      setKind(check.kind);
      setStateToken(start.stateToken);
      const next = nextSignInPanel(check.kind, start.factors);
      if (next.panel === 'code' && next.factorId) {
        setFactorId(next.factorId);
        await startCode(start.stateToken, next.factorId);
        setPanel('code');
      } else if (next.panel === 'password') {
        setFactorId('password');
        setPanel('password');
      } else {
        setError(messageForCode({ code: null }));
      }
    } catch (e) {
      setError(messageFor(e, 'code'));
    } finally {
      setBusy(false);
    }
  };

  const finish = async (status: string, sessionToken: string | null | undefined) => {
    if (status === 'SUCCESS' && sessionToken) {
      await backend.completeSignIn(sessionToken, kmsi);
      if (kmsi) cookies.set(KMSI_COOKIE, 'true', longLivedCookieExpiry(now()));
      await reloadSession();
      showToast(flowTexts.signInSuccessToast);
      onClose();
      return;
    }
    if (status === 'PASSWORD_EXPIRED') {
      window.location.assign('/account/reset-password.html');
      return;
    }
    if (status === 'LOCKED_OUT') {
      setError({ code: null, text: flowTexts.lockedOut, link: null, fallback: false, rules: ['OTP-06'] });
      return;
    }
    setError(messageForCode({ code: null }));
  };

  const verify = async (credential: 'code' | 'password') => {
    if (credential === 'code' ? codeProblem : passwordProblem) return;
    setBusy(true);
    setError(null);
    try {
      const result = await backend.verify(credential === 'code' ? factorId ?? '' : 'password', stateToken, credential === 'code' ? code : password);
      await finish(result.status, result.sessionToken);
    } catch (e) {
      setError(messageFor(e, credential));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!factorId || resendWait > 0) return;
    setError(null);
    try {
      await startCode(stateToken, factorId);
      showToast('We sent you a new code.');
    } catch (e) {
      setError(messageFor(e, 'code'));
    }
  };

  const shown = check.ok ? check.display : identifier.trim();
  const title = panel === 'identify' ? 'Sign in or create an account' : panel === 'code' ? 'Enter your verification code' : 'Enter your password';

  return (
    <Dialog title={title} onClose={onClose}>
      {error && <ErrorMessage message={error} onSignIn={restart} onCreate={() => openModal({ kind: 'createAccount' })} />}
      {panel === 'identify' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void identify();
          }}
        >
          <label htmlFor={idId}>Email or mobile number</label>
          <input
            id={idId}
            value={identifier}
            autoComplete="username"
            inputMode="email"
            aria-invalid={touched && !check.ok}
            aria-describedby={idErr}
            onChange={(e) => setIdentifier(e.target.value)}
            onBlur={() => setTouched(identifier !== '')}
            data-autofocus
          />
          <p id={idErr} className="field-error" role="alert">
            {touched && !check.ok ? INPUT_ERRORS[check.kind][check.error] : ''}
          </p>
          <label className="checkbox">
            <input type="checkbox" checked={kmsi} onChange={(e) => setKmsi(e.target.checked)} /> Keep me signed in
          </label>
          {/* OTP-07: continue starts disabled and is enabled only for valid input */}
          <button type="submit" className="button primary block" disabled={!check.ok || busy}>
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
            void verify('code');
          }}
        >
          <p>
            We sent a code to <strong>{shown}</strong>.
          </p>
          <label htmlFor={codeId}>Verification code</label>
          <input id={codeId} value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-invalid={code !== '' && codeProblem !== null} aria-describedby={codeErr} onChange={(e) => setCode(stripCode(e.target.value))} data-autofocus />
          <p id={codeErr} className="field-error" role="alert">
            {code !== '' && codeProblem ? CODE_ERRORS[codeProblem] : ''}
          </p>
          <button type="submit" className="button primary block" disabled={codeProblem !== null || busy}>
            {busy ? 'Verifying…' : 'Sign in'}
          </button>
          <div className="panel-links">
            <button type="button" className="link-button" onClick={() => void resend()} disabled={resendWait > 0} aria-describedby="resend-wait">
              Resend code
            </button>
            <span id="resend-wait" className="muted small" aria-live="polite">
              {resendWait > 0 ? `You can resend in ${resendWait} s` : ''}
            </span>
            <button type="button" className="link-button" onClick={() => { setFactorId(factorId); setPanel('password'); setError(null); }}>
              Use password instead
            </button>
            <button type="button" className="link-button" onClick={restart}>
              Use a different {kind === 'phone' ? 'number' : 'email'}
            </button>
          </div>
        </form>
      )}
      {panel === 'password' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void verify('password');
          }}
        >
          <p>
            Signing in as <strong>{shown}</strong>.
          </p>
          <label htmlFor={pwId}>Password</label>
          <input id={pwId} type="password" value={password} autoComplete="current-password" aria-invalid={password !== '' && passwordProblem !== null} aria-describedby={pwErr} onChange={(e) => setPassword(e.target.value)} data-autofocus />
          <p id={pwErr} className="field-error" role="alert">
            {password !== '' && passwordProblem ? PASSWORD_ERROR : ''}
          </p>
          <button type="submit" className="button primary block" disabled={passwordProblem !== null || busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <div className="panel-links">
            <button type="button" className="link-button" onClick={restart}>
              Use a different {kind === 'phone' ? 'number' : 'email'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
