import { useEffect, useRef } from 'react';
import type { HideReason } from '../../rules/tooltip';

/**
 * The delivery default-address tooltip (TOOLTIP-01..05), large or small: hidden by Got it, Escape or an outside
 * click, which it reports; the storefront core hides it at its auto-hide time and acknowledges Got it (CALL-51).
 */
export function DefaultAddressTooltip({ text, variant, onHide }: { text: string; variant: 'large' | 'small'; onHide: (reason: HideReason) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const hideRef = useRef(onHide);
  hideRef.current = onHide;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hideRef.current('escape');
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) hideRef.current('outside-click');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, []);

  return (
    <div ref={ref} role="status" className={`address-tooltip tooltip-${variant}`}>
      <p>{text}</p>
      <button type="button" className="button small" onClick={() => onHide('got-it')}>
        Got it
      </button>
    </div>
  );
}
