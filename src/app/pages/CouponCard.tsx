import { useState } from 'react';
import type { Coupon, ClipOutcome } from '../../storefront/offers/coupons';
import { imageSrc } from '../product/images';
import { useApp } from '../shell/AppContext';

/** The date a coupon runs until, as a shopper reads it ("Ends 12/24"). */
const ends = (day: string | null): string | null => (day ? `Ends ${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}` : null);

/**
 * One coupon: its saving as a badge, what it is, until when, and its clip button. A guest's button asks to sign in;
 * a clipped coupon says so and can be unclipped. The texts come from the offers service and are rendered as text.
 */
export function CouponCard({ coupon, onClip, detailsLink = true }: { coupon: Coupon; onClip: (coupon: Coupon, clip: boolean) => Promise<ClipOutcome>; detailsLink?: boolean }) {
  const { config } = useApp();
  const picture = imageSrc(coupon.image, config.domain.servletBase);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const clip = async (next: boolean) => {
    setBusy(true);
    setFailed(false);
    const outcome = await onClip(coupon, next);
    setBusy(false);
    if (outcome.status === 'failed') setFailed(true);
  };
  const label = coupon.points > 0 ? `${coupon.points} points` : coupon.saving;
  return (
    <li className={`coupon${coupon.clipped ? ' clipped' : ''}`} aria-label={`${coupon.saving}: ${coupon.name}`}>
      <span className="coupon-top">
        <span className="coupon-saving">{label}</span>
        {picture && <img className="coupon-picture" src={picture} alt="" width={56} height={56} loading="lazy" decoding="async" />}
      </span>
      <span className="coupon-name">{coupon.name}</span>
      <span className="coupon-text">{coupon.description}</span>
      {ends(coupon.endsOn) && <span className="coupon-ends">{ends(coupon.endsOn)}</span>}
      <span className="coupon-actions">
        {coupon.clipped === null ? (
          <button type="button" className="button secondary" onClick={() => void clip(true)}>
            Sign in to clip
          </button>
        ) : coupon.clipped ? (
          <button type="button" className="button clipped-button" aria-pressed="true" disabled={busy} onClick={() => void clip(false)} aria-label={`Unclip ${coupon.name}`}>
            Clipped ✓
          </button>
        ) : (
          <button type="button" className="button primary" aria-pressed="false" disabled={busy} onClick={() => void clip(true)} aria-label={`Clip ${coupon.name}`}>
            {busy ? 'Clipping…' : 'Clip coupon'}
          </button>
        )}
        {detailsLink && coupon.detailsHref && (
          <a className="coupon-details" href={coupon.detailsHref} aria-label={`Details of ${coupon.name}`}>
            Details
          </a>
        )}
      </span>
      {failed && (
        <span className="coupon-error" role="alert">
          This coupon could not be updated. Please try again.
        </span>
      )}
    </li>
  );
}
