import { channelFor } from '../rules/channel';
import { readSplashResponse, splashDecision, splashRequest } from '../rules/splash';
import type { SplashDecision } from '../rules/splash';
import type { WebStorage } from './ports';
import { readKey, writeKey } from './ports';
import type { Backend } from './session/backend';
import { callerOf } from './session/establish';
import type { SessionView } from './session/establish';
import { loadSplashDeals } from './chunks';

/** Local-storage key of the splash's last showing (SPLASH-07; one of the storefront's own records, STORAGE-05). */
export const SPLASH_SHOWN_KEY = 'splashShownAt';

/** One deal of the splash answer as the dialog shows it. */
export interface SplashDeal {
  readonly id: string;
  readonly title: string;
  /** The product the deal names (decision 0434), when its bpn is a product number; the page links to it. */
  readonly bpn: string | null;
  readonly price: number | null;
  readonly saving: number | null;
}

/** Why a page load shows no splash: the rule's reason, or what the splash call gave. */
export type SplashSkip = Extract<SplashDecision, { show: false }>['reason'] | 'unavailable' | 'request' | 'failed' | 'no-deals';

export type SplashOutcome = { readonly kind: 'shown'; readonly deals: readonly SplashDeal[] } | { readonly kind: 'skipped'; readonly reason: SplashSkip };

export interface SplashPorts {
  readonly pathname: string;
  readonly view: SessionView;
  readonly backend: Pick<Backend, 'splash'>;
  readonly local: WebStorage;
  readonly now: () => number;
  readonly ttlMs?: number;
}

/** The stored last showing; anything unreadable counts as never shown. */
function lastShown(local: WebStorage): number | null {
  const v = Number(readKey(local, SPLASH_SHOWN_KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
}

/**
 * The page load's splash (SPLASH-01..08), run once the conflict flow and the profile check are done (the caller's
 * SPLASH-06 events): the rule decides whether this page and session may show it at all and whether the TTL has
 * passed since its last showing; then the splash call (CALL-66) is asked for deals. Only an answer with deals shows
 * the splash, and only then is the showing stored, so a failed call or an empty answer lets the next page try again.
 */
export async function runSplash(ports: SplashPorts): Promise<SplashOutcome> {
  const { view, backend, local } = ports;
  const decision = splashDecision({
    pathname: ports.pathname,
    editOrder: view.editOrder === true,
    // SPLASH-05: the storefront has no consent banner of its own; none is open.
    consentBannerClosed: true,
    conflictFlowDone: true,
    profileCheckDone: true,
    lastShownAt: lastShown(local),
    now: ports.now(),
    // Stryker disable next-line ConditionalExpression: the rule reads an undefined TTL as a missing one (its default)
    ...(ports.ttlMs !== undefined ? { ttlMs: ports.ttlMs } : {}),
  });
  if (!decision.show) return { kind: 'skipped', reason: decision.reason };
  if (!backend.splash) return { kind: 'skipped', reason: 'unavailable' };
  let body: ReturnType<typeof splashRequest>['body'];
  try {
    body = splashRequest({ placement: 'splash', storeId: view.storeId, uiPageSize: 3, householdId: view.userInfo?.houseId ?? '', assortmentChannel: channelFor(view.preference).channel || 'instore', platform: 'web' }).body;
  } catch {
    // SPLASH-08: a session without a store cannot make the request.
    return { kind: 'skipped', reason: 'request' };
  }
  let answer: unknown;
  try {
    answer = await backend.splash(callerOf(view), body);
  } catch {
    return { kind: 'skipped', reason: 'failed' };
  }
  const { dealsInfo } = readSplashResponse(answer);
  // The deals' reader is fetched only for an answer with deals to read.
  // Stryker disable next-line ConditionalExpression: the reader gives no deals for an empty list as well; the test only spares the fetch
  const deals = dealsInfo.length === 0 ? [] : (await loadSplashDeals()).readDeals(dealsInfo);
  if (deals.length === 0) return { kind: 'skipped', reason: 'no-deals' };
  writeKey(local, SPLASH_SHOWN_KEY, String(ports.now()));
  return { kind: 'shown', deals };
}
