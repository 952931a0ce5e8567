import { useEffect, useRef, useState } from 'react';
import { readSplashResponse, splashDecision, splashRequest } from '../../rules/splash';
import { channelFor } from '../../rules/channel';
import { callerOf } from '../../storefront/session/establish';
import { useApp } from '../shell/AppContext';
import { deferred } from '../shell/lazy';
import type { Deal } from './SplashDeals';

export const SPLASH_SHOWN_KEY = 'splashShownAt';

// The check runs on every page load; the dialog's code is fetched only when the splash has deals to show.
const SplashDeals = deferred(() => import('./SplashDeals').then((m) => m.SplashDeals), { standalone: true });

function lastShown(): number | null {
  try {
    const v = Number(window.localStorage.getItem(SPLASH_SHOWN_KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/**
 * Splash offer modal (SPLASH-01..08): shown only where the splash rule allows it, after the conflict flow and the
 * profile check are done, at most once per TTL; its deals come from the splash call.
 */
export function Splash({ pathname, ready, onDone }: { pathname: string; ready: boolean; onDone?: () => void }) {
  const { session, backend, now } = useApp();
  const [deals, setDeals] = useState<Deal[] | null>(null);
  const [closed, setClosed] = useState(false);
  // SESSION-EST-07: the modals after the splash wait until it has shown and closed, or decided not to show.
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const settle = () => doneRef.current?.();
  const close = () => {
    setClosed(true);
    settle();
  };

  useEffect(() => {
    if (!session || !ready || closed) return;
    if (!backend.splash) return settle();
    const decision = splashDecision({ pathname, editOrder: session.editOrder === true, consentBannerClosed: true, conflictFlowDone: ready, profileCheckDone: ready, lastShownAt: lastShown(), now: now() });
    if (!decision.show) return settle();
    let cancelled = false;
    let body: ReturnType<typeof splashRequest>['body'];
    try {
      body = splashRequest({ placement: 'splash', storeId: session.storeId, uiPageSize: 3, householdId: session.userInfo?.houseId ?? '', assortmentChannel: channelFor(session.preference).channel || 'instore', platform: 'web' }).body;
    } catch {
      return settle();
    }
    backend
      .splash(callerOf(session), body)
      .then(async (response) => {
        if (cancelled) return;
        const { dealsInfo } = readSplashResponse(response);
        // The deals are read by the dialog's module: it is fetched only when the answer has deals to show.
        const found = dealsInfo.length === 0 ? [] : (await import('./SplashDeals')).readDeals(dealsInfo);
        if (cancelled) return;
        if (found.length === 0) return settle();
        setDeals(found);
        try {
          window.localStorage.setItem(SPLASH_SHOWN_KEY, String(now()));
        } catch {
          /* storage unavailable: the splash may show again */
        }
      })
      .catch(() => {
        if (!cancelled) settle();
      });
    return () => {
      cancelled = true;
    };
  }, [session, ready, closed, backend, pathname, now]);

  if (!deals || closed) return null;
  return <SplashDeals.Component deals={deals} onClose={close} />;
}
