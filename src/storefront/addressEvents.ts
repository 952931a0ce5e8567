import type { SessionInfo } from '../../spec/schemas/sessionCookie';
import { healthAppRestorePlan } from '../rules/healthApp';
import { autoSignIn, pharmacyAccountCreated } from '../rules/sessionEvents';
import type { SessionEventEffect } from '../rules/sessionEvents';
import type { CookieJar } from './cookies';
import { readJson, readKey, writeKey } from './ports';
import { writeSession } from './session/establish';
import type { StorefrontPorts } from './storefront';

/** Local-storage key of the shared session kept for the return from the health app (MISC-04, decision 0412). */
export const HEALTH_APP_SESSION_KEY = 'previousStoreData';

/** A stored shared session: its `info` object (the cookie's shape) or the info object itself; anything else is none. */
function sessionInfoOf(value: unknown): SessionInfo | null {
  // Object() reads null and every other value as an object without info; null is an object and is returned as none.
  const info = (Object(value) as { info?: unknown }).info ?? value;
  return typeof info === 'object' && !Array.isArray(info) ? (info as SessionInfo | null) : null;
}

/**
 * The page load's address events, before the session is established: MISC-04 restores the session kept for the
 * return from the health app and loads the page once more; SESSION-EST-15 (decision 0413) signs in with a session
 * token; SESSION-EST-16 keeps the pharmacy account creation for after sign-in. 'left' when the page is leaving.
 */
export function applyAddressEvents(input: { ports: StorefrontPorts; cookies: CookieJar; trace: (event: string) => void; address: string; search: string; pathname: string }): 'left' | 'stay' {
  const { ports, cookies, trace } = input;
  const { clock, config, location } = ports;
  const health = healthAppRestorePlan(input.address, sessionInfoOf(readJson(readKey(ports.local, HEALTH_APP_SESSION_KEY))));
  if (health.redirectTo) {
    trace('healthApp:restore');
    if (health.restore) writeSession(cookies, { info: health.restore }, typeof health.restore.COMMON?.userType === 'string' ? health.restore.COMMON.userType : 'G', clock.now());
    location.assign(health.redirectTo);
    return 'left';
  }
  const q = new URLSearchParams(input.search);
  // Stryker disable next-line ArrayDeclaration: an element that is no effect does nothing in the loop below
  const effects: SessionEventEffect[] = [];
  // The pharmacy account's redirect cookie first: a sign-in in the same address leaves the page.
  if (q.get('newPharmacyAccount') === 'true') {
    trace('pharmacy:account-created');
    effects.push(...pharmacyAccountCreated());
  }
  const sessionToken = q.get('sessionToken');
  if (sessionToken !== null) {
    const { issuer, clientId, redirectUri } = config.identity;
    const reason = /password/i.test(input.pathname) ? 'password-reset' : 'account-created';
    effects.push(...autoSignIn({ sessionToken, reason, issuer, clientId, redirectUri, state: ports.freshId(), nonce: ports.freshId(), now: clock.now() }));
  }
  for (const effect of effects) {
    if (effect.kind === 'store') writeKey(ports.local, effect.key, effect.value);
    else if (effect.kind === 'set-cookie') cookies.set(effect.name, effect.value, effect.expires ?? null);
    else if (effect.kind === 'refuse') trace('autoSignIn:refused');
    if (effect.kind === 'navigate') {
      // The configured identity provider's authorize address, never one taken from the page.
      trace('autoSignIn:authorize');
      location.assign(effect.target);
      return 'left';
    }
  }
  return 'stay';
}
