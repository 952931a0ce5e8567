import type { CookieJar } from '../cookies';
import { removeKey, storageEntries } from '../ports';
import type { WebStorage } from '../ports';
import type { Backend } from './backend';
import { BANNER_CHOICE_COOKIE } from '../bannerChoice';
import { isStorageKey } from '../../rules/storageKeys';
import { signOutPlan } from '../../rules/signInSession';

/**
 * The storefront's own storage records beyond the keys 000 §3 names (STORAGE-05): what this client itself keeps in
 * local or session storage (modal and tooltip marks, the sign-in hand-off and return, guest carts, caches). Written
 * out rather than imported so that sign-out, which every page can run, pulls in none of the modules that own them;
 * `signOut.test.ts` checks the list against those modules' constants.
 */
export const OWN_STORAGE_RECORDS: readonly string[] = [
  'splashShownAt', 'prebookSlotShownAt', 'defaultAddressAck', 'businessProfileDone', 'reopenSignInModal', 'signInHandOff', 'signInReturn',
  'assistantSignIn', 'guestCartId', 'pendingOrderDeliveryType', 'storeTimezone', 'marketplaceShippingInfo', 'sponsoredSid', 'progProfEmail',
];

/** Whether a storage key is the storefront's: one of 000 §3's keys (STORAGE-05) or one of its own records. */
export function isStorefrontStorageKey(key: string): boolean {
  return isStorageKey(key) || OWN_STORAGE_RECORDS.includes(key);
}

/** The cookies the page can reach, all but the remembered banner (ECommBanner outlives a sign-out, 000 §3). */
function clearCookies(cookies: CookieJar): string[] {
  const cleared: string[] = [];
  for (const name of Object.keys(cookies.all())) {
    if (name === BANNER_CHOICE_COOKIE) continue;
    cookies.remove(name);
    cleared.push(name);
  }
  return cleared;
}

/** The storefront's keys of one storage (decision 0417): other scripts of the page keep theirs. */
function clearStorefrontKeys(storage: WebStorage | undefined): string[] {
  // Stryker disable next-line ConditionalExpression: an absent storage reads as empty below too, and so clears nothing
  if (!storage) return [];
  // An unavailable storage lists no keys.
  const keys = Object.keys(storageEntries(storage)).filter(isStorefrontStorageKey);
  for (const key of keys) removeKey(storage, key);
  return keys;
}

export interface SignOutPorts {
  readonly cookies: CookieJar;
  readonly local?: WebStorage | undefined;
  readonly session?: WebStorage | undefined;
  readonly backend: Pick<Backend, 'signOut' | 'healthLogout'>;
  /** The identity provider's logout address (configuration `identity.logoutUrl`). */
  readonly logoutUrl: string;
}

export interface SignedOut {
  readonly cookies: readonly string[];
  readonly sessionKeys: readonly string[];
  readonly localKeys: readonly string[];
  readonly steps: readonly string[];
}

/**
 * SIGNIN-05 as its plan (`signOutPlan`) orders it, the one sign-out of the storefront: the page's cookies (but the
 * remembered banner), the storefront's keys of session storage (the session) and of local storage (STORAGE-05,
 * decision 0417), CALL-63 to end the health-app session, then the identity provider's logout (CALL-46). The logout is
 * a request the page does not leave for (decision 0482): the page carries on as a guest. A failed call never stops
 * the clearing, which has already happened.
 */
export async function signOutSession(ports: SignOutPorts): Promise<SignedOut> {
  // Stryker disable ArrayDeclaration: the plan always has the three clearing steps, each of which replaces its list
  let cookies: string[] = [];
  let sessionKeys: string[] = [];
  let localKeys: string[] = [];
  // Stryker restore ArrayDeclaration
  const steps: string[] = [];
  for (const step of signOutPlan(ports.logoutUrl).steps) {
    steps.push(step.type === 'call' ? step.call : step.type);
    switch (step.type) {
      case 'clearCookies':
        cookies = clearCookies(ports.cookies);
        break;
      case 'clearSession':
        sessionKeys = clearStorefrontKeys(ports.session);
        break;
      case 'clearStorage':
        localKeys = clearStorefrontKeys(ports.local);
        break;
      case 'call':
        await ports.backend.healthLogout?.().catch(() => undefined);
        break;
      case 'navigate':
        await ports.backend.signOut().catch(() => undefined);
        break;
    }
  }
  return { cookies, sessionKeys, localKeys, steps };
}
