import { useId } from 'react';
import { createAccountTarget } from '../../rules/signInSession';
import { CreateAccountForm } from '../account/CreateAccountForm';
import { Link } from '../shell/router';
import { Dialog } from './Dialog';
import { useApp } from '../shell/AppContext';
import { SESSION_TIMEOUT_TITLE } from '../../storefront/session/sessionEvents';

/**
 * Create-account modal (PAGES-20): the account form itself when the shopper's zip code is known; SIGNIN-09 sends a
 * shopper in a no-service area, or without a zip code, to the need-zipcode page first.
 */
export function CreateAccountModal({ onClose }: { onClose: () => void }) {
  const { session, openModal } = useApp();
  const target = createAccountTarget({ isInNoServiceArea: session?.userInfo?.isInNoServiceArea ?? null, zipcode: session?.zipcode ?? null });
  return (
    <Dialog title="Create an account" onClose={onClose}>
      {target.page === 'need-zipcode' ? (
        <>
          <p>Save your store, clip offers and check out faster.</p>
          <Link className="button primary block" href="/account/need-zipcode.html" onClick={onClose}>
            Tell us your ZIP code
          </Link>
        </>
      ) : (
        <CreateAccountForm zipcode={target.zipcode} onSignedIn={onClose} />
      )}
      <p className="muted small">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={() => openModal({ kind: 'signIn' })}>
          Sign in
        </button>
      </p>
    </Dialog>
  );
}

/** Session timeout modal (SESSION-EST-14). Static: the user must choose. */
export function SessionTimeoutModal({ onClose }: { onClose: () => void }) {
  const { openModal, signOut } = useApp();
  return (
    <Dialog title={SESSION_TIMEOUT_TITLE} onClose={onClose} staticBackdrop>
      <p>For your security we signed you out after a period of inactivity.</p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            onClose();
            // SIGNIN-04: without keep-me-signed-in the expired session becomes a guest session.
            void signOut('session-timeout');
          }}
        >
          Continue as guest
        </button>
        <button type="button" className="button primary" onClick={() => openModal({ kind: 'signIn' })} data-autofocus>
          Sign in again
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Popup for user errors (001 §2, MISC-08): a title, a message and an optional callback on close. The message is text,
 * never markup; it describes the dialog, so a screen reader reads it with the title.
 */
export function UserErrorPopup({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const messageId = useId();
  return (
    <Dialog title={title} onClose={onClose} size="sm" describedBy={messageId} className="user-error">
      <p id={messageId}>{message}</p>
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onClose} data-autofocus>
          OK
        </button>
      </div>
    </Dialog>
  );
}
