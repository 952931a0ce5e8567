import { useContext, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { checkNewPassword } from '../../rules/accountForms';
import type { NewPasswordField } from '../../rules/accountForms';
import { validateEmail } from '../../rules/validation';
import { SIGN_IN_PATTERNS } from '../../storefront/sign-in/signInInput';
import { PageTitle } from '../pages/PageTitle';
import { StorefrontContext, useApp } from '../shell/AppContext';
import { useRouter } from '../shell/router';
import { AccountMessage, fieldText, messageOf, useAccountCall } from './AccountMessage';
import { resetEmailOf } from './resetEmail';

export const RESET_PASSWORD_PATH = '/account/reset-password.html';

type Step = { readonly name: 'email' } | { readonly name: 'new-password'; readonly maskedEmail: string | null } | { readonly name: 'signing-in' };

/** A reset link's code (`?token=`), read once; the page takes it out of the address so it is not kept in history. */
function takeTokenFromAddress(): string {
  const q = new URLSearchParams(window.location.search);
  const token = q.get('token')?.trim() ?? '';
  if (token !== '') {
    q.delete('token');
    const rest = q.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
  }
  return token;
}

/**
 * The password reset, behind "Forgot password?" in the sign-in modal and OTP-05's reset link (PASSWORD_EXPIRED): the
 * email address asks for a reset code (CALL-40 /pwd/token), the code and a new password set it (CALL-39 /pwd), and the
 * answer's session token signs the customer in (SESSION-EST-15, "Password successfully updated!").
 */
export function ResetPasswordPage() {
  const { backend } = useApp();
  const core = useContext(StorefrontContext);
  const { navigate } = useRouter();
  const [linkToken] = useState(takeTokenFromAddress);
  const [step, setStep] = useState<Step>(linkToken ? { name: 'new-password', maskedEmail: null } : { name: 'email' });
  const [email, setEmail] = useState(() => resetEmailOf(window.history.state));
  const [emailError, setEmailError] = useState('');
  const [form, setForm] = useState({ code: linkToken, password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<NewPasswordField, string>>>({});
  const { message, setMessage, busy, run } = useAccountCall();
  const ids = { email: useId(), code: useId(), password: useId(), confirm: useId() };


  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const key = validateEmail(email, SIGN_IN_PATTERNS.emailPattern).key;
    setEmailError(fieldText('email', key));
    if (key) return;
    void run(async () => {
      if (!backend.passwordToken) throw new Error('password reset is not available');
      const sent = await backend.passwordToken(email.trim());
      setStep({ name: 'new-password', maskedEmail: sent.maskedEmail });
    });
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    const check = checkNewPassword(form);
    const shown: Partial<Record<NewPasswordField, string>> = {};
    for (const [field, key] of Object.entries(check.errors) as [NewPasswordField, string][]) shown[field] = fieldText(field, key);
    setErrors(shown);
    if (!check.valid) return;
    void run(async () => {
      if (!backend.resetPassword || !core) throw new Error('password reset is not available');
      const { sessionToken } = await backend.resetPassword(check.values.code, check.values.password);
      setStep({ name: 'signing-in' });
      const outcome = await core.signInWithSessionToken(sessionToken, 'password-reset');
      if (outcome === 'signed-in') navigate('/');
      else setMessage(messageOf(null));
    });
  };

  const passwordField = (name: 'password' | 'confirm', label: string) => (
    <>
      <label htmlFor={ids[name]}>{label}</label>
      <input id={ids[name]} type="password" value={form[name]} autoComplete="new-password" aria-invalid={Boolean(errors[name])} aria-describedby={`${ids[name]}-error`} onChange={(e) => setForm({ ...form, [name]: e.target.value })} />
      <p id={`${ids[name]}-error`} className="field-error">
        {errors[name] ?? ''}
      </p>
    </>
  );

  return (
    <>
      <PageTitle>Reset your password</PageTitle>
      <div className="narrow-form">
        {message && <AccountMessage message={message} />}
        {step.name === 'email' && (
          <form noValidate onSubmit={submitEmail} aria-label="Ask for a reset code">
            <p>Enter the email address of your account and we will send you a code to set a new password.</p>
            <label htmlFor={ids.email}>Email address</label>
            <input id={ids.email} type="email" value={email} autoComplete="email" inputMode="email" aria-invalid={emailError !== ''} aria-describedby={`${ids.email}-error`} onChange={(e) => setEmail(e.target.value)} />
            <p id={`${ids.email}-error`} className="field-error">
              {emailError}
            </p>
            <button type="submit" className="button primary block" disabled={busy}>
              {busy ? 'Please wait…' : 'Send reset code'}
            </button>
          </form>
        )}
        {step.name === 'new-password' && (
          <form noValidate onSubmit={submitPassword} aria-label="Set a new password">
            {step.maskedEmail && (
              <p>
                We sent a reset code to <strong>{step.maskedEmail}</strong>. It is valid for 30 minutes.
              </p>
            )}
            <label htmlFor={ids.code}>Reset code</label>
            <input id={ids.code} value={form.code} autoComplete="one-time-code" aria-invalid={Boolean(errors.code)} aria-describedby={`${ids.code}-error`} onChange={(e) => setForm({ ...form, code: e.target.value })} />
            <p id={`${ids.code}-error`} className="field-error">
              {errors.code ?? ''}
            </p>
            {passwordField('password', 'New password')}
            {passwordField('confirm', 'Type the new password again')}
            <button type="submit" className="button primary block" disabled={busy}>
              {busy ? 'Please wait…' : 'Save password and sign in'}
            </button>
            <div className="panel-links">
              <button type="button" className="link-button" onClick={() => setStep({ name: 'email' })} disabled={busy}>
                Send a new code
              </button>
            </div>
          </form>
        )}
        {step.name === 'signing-in' && <p aria-live="polite">Signing you in…</p>}
      </div>
    </>
  );
}
