import type { SessionInfo } from '../../spec/schemas/sessionCookie';
import { inPagePath } from './navigation';
import { PHARMACY_CREATE_ACCOUNT_PATH } from './pages';

// Read only by the address and session events (loaded on demand); apart so the page load does not carry it.

export const HEALTH_APP_DONE_PARAM = 'sendToHealthAppAfterCookiesUpdated';

/**
 * MISC-04: on sendToHealthApp=true the previous shared session stored locally is restored and the page
 * redirected once with sendToHealthAppAfterCookiesUpdated=true; never again once that marker is present.
 */
export function healthAppRestorePlan(url: string, storedSession: SessionInfo | null): { restore: SessionInfo | null; redirectTo: string | null; rules: string[] } {
  // Decision 0024: the page redirects to a path on its own origin, never to an origin read from the address. The in-page
  // path always parses (it begins with a single `/`).
  const u = new URL(inPagePath(url), 'http://storefront.invalid');
  if (u.searchParams.get('sendToHealthApp') !== 'true' || u.searchParams.get(HEALTH_APP_DONE_PARAM) === 'true') return { restore: null, redirectTo: null, rules: ['MISC-04'] };
  u.searchParams.set(HEALTH_APP_DONE_PARAM, 'true');
  return { restore: storedSession, redirectTo: `${u.pathname}${u.search}${u.hash}`, rules: ['MISC-04'] };
}

/** PAGES-19: the pharmacy create-account page opened for the health app. */
export const pharmacyCreateAccountAddress = (): string => `${PHARMACY_CREATE_ACCOUNT_PATH}?sendToHealthApp=true`;
