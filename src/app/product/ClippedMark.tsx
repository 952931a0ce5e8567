import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type * as ClippedOffersCode from '../../storefront/offers/clippedOffers';
import type { ClippedByProduct, ClippedOffers } from '../../storefront/offers/clippedOffers';
import { isAuthorised } from '../../rules/userTypes';
import type { SessionView } from '../../storefront/session/establish';
import { useApp } from '../shell/AppContext';
import { onDemand } from '../shell/onDemand';
import { subscribable } from '../../storefront/subscribable';

/**
 * The clipped-offer marks of products and cart lines (decision 0490). The core decides which products carry one;
 * the gallery is read only once a mark is asked for, so pages without products make no offers call.
 */
const ClippedOffersContext = createContext<ClippedOffers | null>(null);

type ClippedOffersModule = typeof ClippedOffersCode;

const NONE: ClippedByProduct = new Map();

/**
 * The core's clipped offers (`create`), built once a signed-in session first asks for marks: only a signed-in shopper
 * has clips (USER-TYPES-13), so a guest's page, the one most visits open, never fetches their code. Until they are
 * built every product has none and a confirmed clip changes nothing: the gallery read for the first mark carries it.
 */
export function clippedOffersOnDemand(create: (module: ClippedOffersModule) => ClippedOffers, load: () => Promise<ClippedOffersModule> = () => import('../../storefront/offers/clippedOffers')): ClippedOffers {
  const code = onDemand(load);
  let built: ClippedOffers | null = null;
  // The session the marks are for: the one asked for last, also when it changed while the code was on its way.
  let latest: SessionView | null = null;
  // Those reading the marks before the core's are built hear of them through these.
  const listeners = subscribable();
  const build = (module: ClippedOffersModule): ClippedOffers => {
    if (built) return built;
    built = create(module);
    built.subscribe(listeners.notify);
    return built;
  };
  return {
    getSnapshot: () => built?.getSnapshot() ?? NONE,
    subscribe: listeners.subscribe,
    follow: (session) => {
      latest = session;
      if (built) return built.follow(session);
      if (!session || !isAuthorised(session.userType)) return Promise.resolve();
      // Code that cannot be fetched (offline) marks nothing; the next session change tries again.
      return code.load().then(
        (module) => build(module).follow(latest),
        () => undefined,
      );
    },
    clipped: (coupon, clipped) => built?.clipped(coupon, clipped),
  };
}

export function ClippedOffersProvider({ children }: { children: ReactNode }) {
  const { backend, b2b } = useApp();
  const [clipped] = useState(() => clippedOffersOnDemand((m) => m.createClippedOffers(backend, b2b)));
  return <ClippedOffersContext.Provider value={clipped}>{children}</ClippedOffersContext.Provider>;
}

export function useClippedOffers(): ClippedOffers | null {
  return useContext(ClippedOffersContext);
}

const noSubscription = () => () => undefined;

/** "Coupon clipped: $1.25 OFF" under a product or cart line the signed-in shopper has clipped an offer for; else nothing. */
export function ClippedMark({ bpn }: { bpn: string | null | undefined }) {
  const { session } = useApp();
  const clipped = useClippedOffers();
  useEffect(() => void clipped?.follow(session), [clipped, session]);
  const marks = useSyncExternalStore(clipped?.subscribe ?? noSubscription, () => clipped?.getSnapshot() ?? NONE, () => NONE);
  // A line the cart service knows only by UPC carries none (the core's clippedMarkFor, read here so that a guest's
  // page does not fetch the core's module for a lookup).
  const mark = bpn ? marks.get(bpn) : undefined;
  // Text only: the saving is the offers service's words, never markup.
  return mark ? <span className="clipped-mark small">{mark.text}</span> : null;
}
