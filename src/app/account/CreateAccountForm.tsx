import { useContext, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { checkCreateAccount } from '../../rules/accountForms';
import type { CreateAccountField, CreateAccountInput } from '../../rules/accountForms';
import { sanitizeCode, validateCode } from '../../rules/validation';
import { SIGN_IN_PATTERNS } from '../../storefront/sign-in/signInInput';
import { StorefrontContext, useApp } from '../shell/AppContext';
import { AccountMessage, fieldText, messageOf, useAccountCall } from './AccountMessage';

type Step =
  | { readonly name: 'details' }
  | { readonly name: 'code'; readonly stateToken: string; readonly factorId: string; readonly maskedEmail: string }
  | { readonly name: 'signing-in' };

const EMPTY: CreateAccountInput = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/**
 * Account creation (PAGES-20's create-account view, the create-account page): the details start a sign-up (CALL-40
 * /signup), the code from the email verifies it (/signup/factors/{factorId}/verify), registering it (/customers/register)
 * answers a session token, and the core signs the new customer in with it (SESSION-EST-15). Shared by the modal and the page.
 */
export function CreateAccountForm({ zipcode, onSignedIn }: { zipcode: string | null; onSignedIn: () => void }) {
  const { backend, config } = useApp();
  const core = useContext(StorefrontContext);
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [input, setInput] = useState<CreateAccountInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CreateAccountField, string>>>({});
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const { message, setMessage, busy, run } = useAccountCall();
  const [notice, setNotice] = useState('');
  const ids = { firstName: useId(), lastName: useId(), email: useId(), phone: useId(), password: useId(), code: useId() };


  const submitDetails = (e: FormEvent) => {
    e.preventDefault();
    const check = checkCreateAccount(input, SIGN_IN_PATTERNS.emailPattern);
    const shown: Partial<Record<CreateAccountField, string>> = {};
    for (const [field, key] of Object.entries(check.errors) as [CreateAccountField, string][]) shown[field] = fieldText(field, key);
    setErrors(shown);
    if (!check.valid) {
      const first = (['firstName', 'lastName', 'email', 'phone', 'password'] as const).find((f) => shown[f]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    void run(async () => {
      if (!backend.signup) throw new Error('account creation is not available');
      // SIGNIN-09: the zip code the create-account view was opened with goes with the account, when it is one.
      const started = await backend.signup({ ...check.values, banner: config.banner, ...(zipcode !== null && /^\d{5}$/.test(zipcode) ? { zipCode: zipcode } : {}) });
      setStep({ name: 'code', ...started });
    });
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (step.name !== 'code') return;
    const key = validateCode(code).key;
    setCodeError(fieldText('code', key));
    if (key) return;
    void run(async () => {
      if (!backend.verifySignup || !backend.register || !core) throw new Error('account creation is not available');
      await backend.verifySignup(step.factorId, step.stateToken, code);
      const { sessionToken } = await backend.register(step.stateToken);
      setStep({ name: 'signing-in' });
      const outcome = await core.signInWithSessionToken(sessionToken, 'account-created');
      if (outcome === 'signed-in') onSignedIn();
      else setMessage(messageOf(null));
    });
  };

  const resend = () => {
    if (step.name !== 'code') return;
    void run(async () => {
      if (!backend.resendCode) throw new Error('resending is not available');
      await backend.resendCode(step.factorId, { stateToken: step.stateToken });
      setNotice('We sent you a new code.');
    });
  };

  const field = (name: Exclude<CreateAccountField, 'password'>, label: string, extra: { type?: string; autoComplete: string; inputMode?: 'email' | 'tel' }) => (
    <>
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        type={extra.type ?? 'text'}
        value={input[name]}
        autoComplete={extra.autoComplete}
        inputMode={extra.inputMode}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`${ids[name]}-error`}
        onChange={(e) => setInput({ ...input, [name]: e.target.value })}
      />
      <p id={`${ids[name]}-error`} className="field-error">
        {errors[name] ?? ''}
      </p>
    </>
  );

  return (
    <div className="account-form">
      {message && <AccountMessage message={message} />}
      {step.name === 'details' && (
        <form noValidate onSubmit={submitDetails} aria-label="Your details">
          {zipcode && <p className="muted small">Shopping at ZIP code {zipcode}.</p>}
          {field('firstName', 'First name', { autoComplete: 'given-name' })}
          {field('lastName', 'Last name', { autoComplete: 'family-name' })}
          {field('email', 'Email address', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {field('phone', 'Mobile number (optional)', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
          <label htmlFor={ids.password}>Password</label>
          <input id={ids.password} type="password" value={input.password} autoComplete="new-password" aria-invalid={Boolean(errors.password)} aria-describedby={`${ids.password}-error`} onChange={(e) => setInput({ ...input, password: e.target.value })} />
          <p id={`${ids.password}-error`} className="field-error">
            {errors.password ?? ''}
          </p>
          <button type="submit" className="button primary block" disabled={busy}>
            {busy ? 'Please wait…' : 'Create account'}
          </button>
        </form>
      )}
      {step.name === 'code' && (
        <form noValidate onSubmit={submitCode} aria-label="Verify your email">
          <p>
            We sent a code to <strong>{step.maskedEmail}</strong>.
          </p>
          <label htmlFor={ids.code}>Verification code</label>
          {/* VALIDATION-05: non-digits are stripped as the code is typed. */}
          <input id={ids.code} value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-invalid={codeError !== ''} aria-describedby={`${ids.code}-error`} onChange={(e) => setCode(sanitizeCode(e.target.value))} autoFocus />
          <p id={`${ids.code}-error`} className="field-error">
            {codeError}
          </p>
          <button type="submit" className="button primary block" disabled={busy}>
            {busy ? 'Verifying…' : 'Verify and create account'}
          </button>
          <div className="panel-links">
            <button type="button" className="link-button" onClick={resend} disabled={busy}>
              Resend code
            </button>
            <span className="muted small" aria-live="polite">
              {notice}
            </span>
          </div>
        </form>
      )}
      {step.name === 'signing-in' && <p aria-live="polite">Signing you in…</p>}
    </div>
  );
}
