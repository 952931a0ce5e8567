import type { CookieJar } from '../cookies';
import type { WebStorage } from '../ports';
import { BANNER_CHOICE_COOKIE } from '../bannerChoice';
import { isStorageKey } from '../../rules/storageKeys';

/**
 * The storefront's own storage records beyond the keys 000 §3 names (STORAGE-05): what this client itself keeps in
 * local or session storage (modal and tooltip marks, the sign-in hand-off and return, guest carts, caches). Written
 * out rather than imported so that sign-out, which every page can run, pulls in none of the modules that own them;
 * `signOut.test.ts` checks the list against those modules' constants.
 */
export const OWN_STORAGE_RECORDS: readonly string[] = [
  'splashShownAt', 'prebookSlotShownAt', 'defaultAddressAck', 'businessProfileDone', 'reopenSignInModal', 'signInHandOff', 'signInReturn',
  'assistantSignIn', 'guestCartId', 'pendingOrderDeliveryType', 'storeTimezone', 'marketplaceShippingInfo', 'sponsoredSid',
];

/** Whether a storage key is the storefront's: one of 000 §3's keys (STORAGE-05) or one of its own records. */
export function isStorefrontStorageKey(key: string): boolean {
  return isStorageKey(key) || OWN_STORAGE_RECORDS.includes(key);
}

/**
 * SIGNIN-05, client side: clears the cookies the page can reach (all but the remembered banner), and the storefront's
 * keys of both storages (decision 0417): other scripts of the page keep theirs. The provider logout navigation is the
 * backend's `signOut`.
 */
export function clearClientSession(cookies: CookieJar, storages: readonly (WebStorage | undefined)[]): string[] {
  const cleared: string[] = [];
  for (const name of Object.keys(cookies.all())) {
    if (name === BANNER_CHOICE_COOKIE) continue;
    cookies.remove(name);
    cleared.push(name);
  }
  for (const storage of storages) {
    try {
      if (!storage) continue;
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null && isStorefrontStorageKey(key)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      /* storage unavailable: nothing to clear */
    }
  }
  return cleared;
}
