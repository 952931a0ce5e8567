import { CONFLICT_TITLE } from '../../storefront/session/reconcile';
import { bannerById } from '../../../spec/banners';
import { bannerSettings } from '../../rules/bannerSettings';
import { Dialog } from './Dialog';

import type { ConflictSide } from '../../storefront/storefront';

function Pane({ heading, side }: { heading: string; side: ConflictSide }) {
  const banner = bannerById(side.banner);
  // CONFIG-09: the banner determines its logo.
  const logo = bannerSettings(side.banner)?.logo;
  return (
    <section className="conflict-pane" aria-label={heading}>
      <h3>{heading}</h3>
      {logo && <img src={logo.src} alt={logo.alt} width="120" height="30" className="conflict-logo" />}
      <p>{banner?.displayName ?? side.banner}</p>
      {side.storeId && <p className="muted">Store #{side.storeId}</p>}
      {side.address && <p className="muted small">{side.address}</p>}
    </section>
  );
}

/**
 * Store-conflict modal (PROFILE-RECON-10): 'currently shopping' on the left, 'previously shopped' on the right,
 * each with its banner logo; the user keeps the current store or goes back to the previous one.
 */
export function ConflictModal({ current, previous, onKeep, onSwitch }: { current: ConflictSide; previous: ConflictSide; onKeep: () => void; onSwitch: () => void }) {
  return (
    <Dialog title={CONFLICT_TITLE} onClose={onKeep} size="lg">
      <div className="conflict-panes">
        <Pane heading="Currently shopping" side={current} />
        <Pane heading="Previously shopped" side={previous} />
      </div>
      <div className="dialog-actions">
        <button type="button" className="button secondary" onClick={onSwitch}>
          Shop at my previous store
        </button>
        <button type="button" className="button primary" onClick={onKeep} data-autofocus>
          Keep current store
        </button>
      </div>
    </Dialog>
  );
}
