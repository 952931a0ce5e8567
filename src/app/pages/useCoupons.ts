import { useCallback, useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import type { SessionView } from '../../storefront/session/establish';
import { clipCoupon, loadCoupons, loadOffer } from '../../storefront/offers/coupons';
import type { ClipOutcome, Coupon, CouponsLoad, OfferLoad } from '../../storefront/offers/coupons';
import { useApp } from '../shell/AppContext';
import { useClippedOffers } from '../product/ClippedMark';

/** What `load` answers for the session, loaded again when either changes; an answer for an earlier one is dropped. */
function useSessionLoad<T>(load: (session: SessionView) => Promise<T>, session: SessionView | null): [T | null, Dispatch<SetStateAction<T | null>>] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (!session) return;
    let live = true;
    setValue(null);
    void load(session).then((v) => live && setValue(v));
    return () => {
      live = false;
    };
  }, [load, session]);
  return [value, setValue];
}

/** A clip from either page: a guest is sent to the sign-in modal; a done clip is applied to the coupon shown. */
function useClip(apply: (id: string, clipped: boolean) => void): (coupon: Coupon, clip: boolean) => Promise<ClipOutcome> {
  const { session, backend, openModal } = useApp();
  const marks = useClippedOffers();
  return useCallback(
    async (coupon, clip) => {
      if (!session) return { status: 'failed' };
      const outcome = await clipCoupon(backend, session, coupon.id, clip);
      if (outcome.status === 'sign-in') openModal({ kind: 'signIn' });
      if (outcome.status === 'done') {
        apply(coupon.id, outcome.clipped);
        // The products it applies to are marked (or no longer) without reading the gallery again (decision 0490).
        marks?.clipped(coupon, outcome.clipped);
      }
      return outcome;
    },
    [session, backend, openModal, apply, marks],
  );
}

/** The coupons gallery for the session (anonymous for a guest, personal once signed in), loaded again when it changes. */
export function useCoupons(): { load: CouponsLoad | null; clip: (coupon: Coupon, clip: boolean) => Promise<ClipOutcome> } {
  const { session, backend, b2b } = useApp();
  const [load, setLoad] = useSessionLoad<CouponsLoad>(useCallback((s) => loadCoupons(backend, s, b2b), [backend, b2b]), session);
  const apply = useCallback((id: string, clipped: boolean) => setLoad((l) => (l?.status === 'ready' ? { ...l, coupons: l.coupons.map((c) => (c.id === id ? { ...c, clipped } : c)) } : l)), []);
  return { load, clip: useClip(apply) };
}

/** The offer a details page names in its address (decision 0487). */
export function useOffer(offerId: string | null): { load: OfferLoad | null; clip: (coupon: Coupon, clip: boolean) => Promise<ClipOutcome> } {
  const { session, backend, b2b } = useApp();
  const [load, setLoad] = useSessionLoad<OfferLoad>(useCallback((s) => loadOffer(backend, s, b2b, offerId), [backend, b2b, offerId]), session);
  const apply = useCallback((id: string, clipped: boolean) => setLoad((l) => (l?.status === 'ready' && l.coupon.id === id ? { status: 'ready', coupon: { ...l.coupon, clipped } } : l)), []);
  return { load, clip: useClip(apply) };
}
