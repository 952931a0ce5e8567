import { useEffect } from 'react';
import { TOAST_MS } from '../session/ruleAdapters';

/**
 * The notification toast (TOAST-01, TOAST-07): one message at a time, replaced by a newer one, gone after 8 s.
 * It lives in a fixed live region so showing it moves nothing on the page.
 */
export function Toast({ message, onDone, durationMs = TOAST_MS }: { message: { text: string; key: number } | null; onDone: () => void; durationMs?: number }) {
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(onDone, durationMs);
    return () => clearTimeout(t);
  }, [message, durationMs, onDone]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message && (
        <div className="toast" key={message.key}>
          <span>{message.text}</span>
          <button type="button" className="icon-button toast-close" aria-label="Dismiss notification" onClick={onDone}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
