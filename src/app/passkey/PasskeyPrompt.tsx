import { useState } from 'react';
import { PASSKEY_COOKIE, PASSKEY_COOKIE_DAYS } from '../../rules/passkey';
import { expiryFromDays } from '../../rules/cookieDays';
import { Dialog } from '../modals/Dialog';
import type { CookieJar } from '../../storefront/cookies';
import type { Backend, CallerInfo } from '../../storefront/session/backend';
import { enrolPasskey, PASSKEY_PROMPT_TITLE } from '../../storefront/passkey';
import type { WebAuthn } from '../../storefront/passkey';

/** The passkey prompt (PASSKEY-01): offers enrolment (PASSKEY-05); failures show the catalogue's text (ERR-37). */
export function PasskeyPrompt({ onClose, backend, caller, uuid, webAuthn, cookies, now }: { onClose: () => void; backend: Backend; caller: CallerInfo; uuid: string | null; webAuthn: WebAuthn | null; cookies: CookieJar; now: () => number }) {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const create = async () => {
    setState({ kind: 'busy' });
    const result = await enrolPasskey({ backend, caller, uuid, webAuthn });
    if (result.ok) {
      // PASSKEY-04: with a passkey enrolled the prompt stays away for 90 days (EXPIRY-05 turns the days into the expiry).
      cookies.set(PASSKEY_COOKIE, 'true', expiryFromDays(PASSKEY_COOKIE_DAYS, now()));
      setState({ kind: 'done' });
    } else setState({ kind: 'error', message: result.message });
  };
  return (
    <Dialog title={state.kind === 'done' ? 'Passkey created' : PASSKEY_PROMPT_TITLE} onClose={onClose} size="sm">
      {state.kind === 'done' ? (
        <p>Next time you can sign in with your fingerprint, face or screen lock.</p>
      ) : (
        <>
          <p>Use your fingerprint, face or screen lock instead of a code. Your passkey stays on this device.</p>
          {state.kind === 'error' && (
            <p role="alert" className="form-error">
              {state.message}
              {webAuthn === null ? '. This browser does not support passkeys.' : ''}
            </p>
          )}
        </>
      )}
      <div className="dialog-actions">
        {state.kind === 'done' ? (
          <button type="button" className="button primary" onClick={onClose} data-autofocus>
            Done
          </button>
        ) : (
          <>
            <button type="button" className="button secondary" onClick={onClose}>
              Not now
            </button>
            <button type="button" className="button primary" onClick={() => void create()} disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy'} data-autofocus>
              {state.kind === 'error' ? 'Try again' : 'Create a passkey'}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
