import { Dialog } from './Dialog';
import { useApp } from '../shell/AppContext';

/** Prebook-slot modal (MISC-07, CONFIG-03): invites the shopper to reserve a delivery or pickup time ahead. */
export function PrebookSlotModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Reserve your time slot early" onClose={onClose} size="sm">
      <p>Popular delivery and pickup times fill up fast. Reserve a time now and shop until the order cutoff.</p>
      <div className="dialog-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          Not now
        </button>
        <a className="button primary" href="/shop/slots.html" data-autofocus>
          See available times
        </a>
      </div>
    </Dialog>
  );
}

/** Merge-account modal (MISC-07, MISC-09): for visitors who are not signed in, who may hold more than one account. */
export function MergeAccountModal({ onClose }: { onClose: () => void }) {
  const { openModal } = useApp();
  return (
    <Dialog title="Have more than one account?" onClose={onClose} size="sm">
      <p>Sign in to bring your rewards, saved lists and order history together in one account.</p>
      <div className="dialog-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          Not now
        </button>
        <button
          type="button"
          className="button primary"
          data-autofocus
          onClick={() => {
            onClose();
            openModal({ kind: 'signIn' });
          }}
        >
          Sign in
        </button>
      </div>
    </Dialog>
  );
}

/** SESSION-EST-08: a cross-banner MFC delivery user is told, instead of the page-load modals, that delivery was remapped. */
export function CrossBannerRemappedAlert({ bannerName, onClose }: { bannerName: string; onClose: () => void }) {
  return (
    <div role="alert" className="page-alert">
      <p>Your delivery address is now served by a {bannerName} fulfilment centre. Your delivery times and prices may have changed.</p>
      <button type="button" className="link-button" onClick={onClose}>
        Dismiss
      </button>
    </div>
  );
}
