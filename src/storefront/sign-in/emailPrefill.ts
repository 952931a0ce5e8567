import { emailPrefill } from '../../rules/signInSession';
import { readKey } from '../ports';
import type { WebStorage } from '../ports';
import type { Backend } from '../session/backend';

/** Session-storage key of the email a progressive-profile page leaves for the sign-in (SIGNIN-08, decision 0483). */
export const PROG_PROF_EMAIL_KEY = 'progProfEmail';

/** What the sign-in's email field starts with. */
export interface EmailPrefillShown {
  readonly email: string;
  /** SIGNIN-08: a progressive-profile email cannot be changed. */
  readonly locked: boolean;
}

/**
 * SIGNIN-08 on the page load: progProfUser pre-fills and locks the field from session storage; emailToken asks the
 * anonymous unsubscribe lookup (CALL-64) for the address. A failed or empty lookup leaves the field empty: the shopper
 * types it, as without the link.
 */
export async function signInEmailPrefill(input: {
  readonly search: string;
  readonly session: WebStorage;
  readonly backend: Pick<Backend, 'unsubscribeEmail'>;
  readonly log: (line: string) => void;
}): Promise<EmailPrefillShown | null> {
  const q = new URLSearchParams(input.search);
  const decision = emailPrefill({ progProfUser: q.get('progProfUser'), storedEmail: readKey(input.session, PROG_PROF_EMAIL_KEY), emailToken: q.get('emailToken') });
  if (decision.kind === 'prefill') return { email: decision.email, locked: true };
  if (decision.kind === 'none' || !input.backend.unsubscribeEmail) return null;
  try {
    const email = (await input.backend.unsubscribeEmail(decision.token)).trim();
    return email === '' ? null : { email, locked: false };
  } catch (error) {
    input.log(`The email of the unsubscribe link could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
