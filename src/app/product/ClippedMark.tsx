import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { clippedMarkFor, createClippedOffers } from '../../storefront/offers/clippedOffers';
import type { ClippedByProduct, ClippedOffers } from '../../storefront/offers/clippedOffers';
import { useApp } from '../shell/AppContext';

/**
 * The clipped-offer marks of products and cart lines (decision 0490). The core decides which products carry one;
 * the gallery is read only once a mark is asked for, so pages without products make no offers call.
 */
const ClippedOffersContext = createContext<ClippedOffers | null>(null);

export function ClippedOffersProvider({ children }: { children: ReactNode }) {
  const { backend, b2b } = useApp();
  const [clipped] = useState(() => createClippedOffers(backend, b2b));
  return <ClippedOffersContext.Provider value={clipped}>{children}</ClippedOffersContext.Provider>;
}

export function useClippedOffers(): ClippedOffers | null {
  return useContext(ClippedOffersContext);
}

const NONE: ClippedByProduct = new Map();
const noSubscription = () => () => undefined;

/** "Coupon clipped: $1.25 OFF" under a product or cart line the signed-in shopper has clipped an offer for; else nothing. */
export function ClippedMark({ bpn }: { bpn: string | null | undefined }) {
  const { session } = useApp();
  const clipped = useClippedOffers();
  useEffect(() => void clipped?.follow(session), [clipped, session]);
  const marks = useSyncExternalStore(clipped?.subscribe ?? noSubscription, () => clipped?.getSnapshot() ?? NONE, () => NONE);
  const mark = clippedMarkFor(marks, bpn);
  // Text only: the saving is the offers service's words, never markup.
  return mark ? <span className="clipped-mark small">{mark.text}</span> : null;
}
