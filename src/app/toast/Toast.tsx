import type { Storefront } from '../../storefront/storefront';
import { useStorefrontSelector } from '../shell/AppContext';

/**
 * The notification toast (TOAST-01, TOAST-07): one message at a time, replaced by a newer one; the core removes it
 * after 8 s. It lives in a fixed live region so showing it moves nothing on the page, and only this host re-renders.
 */
export function Toast({ core }: { core: Storefront }) {
  const message = useStorefrontSelector(core, (s) => s.toast);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message && (
        <div className="toast" key={message.key}>
          <span>{message.text}</span>
          <button type="button" className="icon-button toast-close" aria-label="Dismiss notification" onClick={core.dismissToast}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
