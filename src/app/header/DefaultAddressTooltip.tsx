import { useEffect, useRef } from 'react';
import type { HideReason } from '../../rules/tooltip';
import { applyTooltipHide, TOOLTIP_ACK_KEY } from '../../storefront/sessionTooltip';

export { TOOLTIP_ACK_KEY };

/**
 * The delivery default-address tooltip (TOOLTIP-01..05), large or small: hidden by Got it, Escape, an outside
 * click or the auto-hide timeout; Got it acknowledges (CALL-51) and clears the stored flag, a failed
 * acknowledgment is only a console warning.
 */
export function DefaultAddressTooltip({
  text,
  variant,
  autoHideMs,
  ack,
  acknowledge,
  onHide,
}: {
  text: string;
  variant: 'large' | 'small';
  autoHideMs: number;
  ack: { postalCode: string; addressId: string };
  acknowledge: () => Promise<void>;
  onHide: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hide = (reason: HideReason) => {
    void applyTooltipHide(reason, ack, {
      acknowledge,
      storeFlag: () => {
        try {
          window.localStorage.setItem(TOOLTIP_ACK_KEY, 'true');
        } catch {
          /* storage unavailable */
        }
      },
      // TOOLTIP-04, ERR-34: the storefront's upstream failures are logged with its prefix, never shown.
      warn: (line) => console.warn(`[storefront] ${line}`),
    });
    onHide();
  };
  const hideRef = useRef(hide);
  hideRef.current = hide;

  useEffect(() => {
    const t = setTimeout(() => hideRef.current('timeout'), autoHideMs);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hideRef.current('escape');
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) hideRef.current('outside-click');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      clearTimeout(t);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [autoHideMs]);

  return (
    <div ref={ref} role="status" className={`address-tooltip tooltip-${variant}`}>
      <p>{text}</p>
      <button type="button" className="button small" onClick={() => hide('got-it')}>
        Got it
      </button>
    </div>
  );
}
