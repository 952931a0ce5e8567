import { useState } from 'react';
import type { UserMessage } from '../../rules/errorMessages';
import { accountFlowMessage } from '../../rules/accountForms';
import { BackendError } from '../../storefront/session/backend';
import { useApp } from '../shell/AppContext';
import { Link } from '../shell/router';

/** The message a failed account call shows (the server's code and text, when it sent them). */
export const messageOf = (error: unknown): UserMessage => (error instanceof BackendError ? accountFlowMessage({ code: error.code, serverMessage: error.serverMessage }) : accountFlowMessage({}));

/** A failed call's message, as text (never markup), with the link the catalogue or the flow attaches. */
export function AccountMessage({ message }: { message: UserMessage }) {
  const { openModal } = useApp();
  return (
    <div className="notice error" role="alert">
      <span>{message.text}</span>{' '}
      {message.link === 'sign-in' && (
        <button type="button" className="link-button" onClick={() => openModal({ kind: 'signIn' })}>
          Sign in
        </button>
      )}
      {message.link === 'create-account' && (
        <button type="button" className="link-button" onClick={() => openModal({ kind: 'createAccount' })}>
          Create a new account
        </button>
      )}
      {message.link === 'support' && <Link href="/contact-us.html">Contact customer support</Link>}
    </div>
  );
}

/** VALIDATION-07: the page's texts for the account forms' message keys. */
export const ACCOUNT_FIELD_TEXTS = {
  firstName: { required: 'Please enter your first name.' },
  lastName: { required: 'Please enter your last name.' },
  email: { required: 'Please enter your email address.', pattern: 'Please enter a valid email address.' },
  phone: { pattern: 'A mobile number cannot start with 0 or 1.', invalid: 'Please enter a 10-digit mobile number.', required: 'Please enter a 10-digit mobile number.' },
  password: { required: 'Please choose a password of at least 8 characters.' },
  code: { required: 'Please enter the code from the email.', length: 'The verification code has 6 digits.', pattern: 'The code has digits only.' },
  confirm: { required: 'Please type the new password again.', invalid: 'The two passwords do not match.' },
} as const;

export function fieldText(field: keyof typeof ACCOUNT_FIELD_TEXTS, key: string | undefined | null): string {
  if (!key) return '';
  const texts = ACCOUNT_FIELD_TEXTS[field] as Record<string, string>;
  return texts[key] ?? texts.required ?? '';
}

/** A form's calls one at a time: busy while one runs, and the message of the last one that failed. */
export function useAccountCall() {
  const [message, setMessage] = useState<UserMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { message, setMessage, busy, run };
}
