import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import { useApp } from '../shell/AppContext';
import type { OpenModal } from '../shell/AppContext';
import { storeModalTab } from '../../storefront/fulfilment';

/** An invitation's two answers: "Not now" closes it; the other closes it and opens the modal it leads to. */
function InvitationActions({ onClose, next, children }: { onClose: () => void; next: NonNullable<OpenModal>; children: ReactNode }) {
  const { openModal } = useApp();
  return (
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
          openModal(next);
        }}
      >
        {children}
      </button>
    </div>
  );
}

/**
 * Prebook-slot modal (MISC-07, CONFIG-03): invites the shopper to reserve a delivery or pickup time ahead. The
 * documents name no slot-booking page, so the invitation leads to the store and fulfilment modal on the shopper's own
 * tab, where the store's hours and how the order is fulfilled are chosen (decision 0429).
 */
export function PrebookSlotModal({ onClose }: { onClose: () => void }) {
  const { session } = useApp();
  const tab = session ? storeModalTab(session.preference) : 'pickup';
  return (
    <Dialog title="Reserve your time slot early" onClose={onClose} size="sm">
      <p>Popular delivery and pickup times fill up fast. Check your store's hours and how you get your order now.</p>
      <InvitationActions onClose={onClose} next={{ kind: 'store', tab }}>
        See available times
      </InvitationActions>
    </Dialog>
  );
}

/** Merge-account modal (MISC-07, MISC-09): for visitors who are not signed in, who may hold more than one account. */
export function MergeAccountModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Have more than one account?" onClose={onClose} size="sm">
      <p>Sign in to bring your rewards, saved lists and order history together in one account.</p>
      <InvitationActions onClose={onClose} next={{ kind: 'signIn' }}>
        Sign in
      </InvitationActions>
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
