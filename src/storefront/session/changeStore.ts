import type { CookieJar } from '../cookies';
import { planStoreChange } from '../../rules/storeChange';
import { isAuthorised } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';
import type { Backend } from './backend';
import { addressOf, callerOf, writeSession } from './establish';
import type { SessionView } from './establish';
import { guestSessionCookie, parseSessionCookie, SHARED_SESSION_COOKIE } from './ruleAdapters';

// A store change is the shopper's act, never part of a page load: its code arrives with the store modal.
export interface StoreChoice {
  readonly storeId: string;
  readonly zipcode: string;
  readonly preference: CanonicalPreference;
  /** The store's banner when it is another banner's (CROSS-BANNER-06); the session's banner otherwise. */
  readonly banner?: string;
}

export type StoreChangeResult = { readonly view: SessionView; readonly message: string | null } | { readonly redirect: string };

/**
 * A store choice. Guests: a new guest session (GUEST-STORE-12). Signed-in users: the store-change rule's effects in
 * order (STORE-CHANGE-01..09, CROSS-BANNER-06): profile update, storage cleared, then a cross-banner redirect or
 * the session cookie and the success message.
 */
export async function changeStore(view: SessionView, choice: StoreChoice, deps: { backend: Backend; cookies: CookieJar; now: number; currentUrl: string; storage?: Storage; bannerDomainMap?: Record<string, string> }): Promise<StoreChangeResult> {
  const previous = parseSessionCookie(deps.cookies.get(SHARED_SESSION_COOKIE));
  const storeAddress = await addressOf(deps.backend, choice.storeId);
  if (!isAuthorised(view.userType)) {
    writeSession(deps.cookies, guestSessionCookie({ banner: view.banner, storeId: choice.storeId, zipcode: choice.zipcode, preference: choice.preference, selection: 'user', siteType: view.siteType, address: storeAddress?.line1 ?? null, userType: 'G', previous, cookies: deps.cookies.all() }), 'G', deps.now);
    return { view: { ...view, ...choice, userType: 'G', storeAddress, how: 'store change', rules: ['GUEST-STORE-12', 'EXPIRY-01'] }, message: null };
  }
  const plan = planStoreChange({
    userId: view.userInfo?.userId ?? view.customerId ?? undefined,
    userType: view.userType,
    siteBanner: view.banner,
    target: { banner: choice.banner ?? view.banner, storeId: choice.storeId, zipcode: choice.zipcode, preference: choice.preference },
    currentInfo: previous,
    currentUrl: deps.currentUrl,
    ...(deps.bannerDomainMap ? { bannerDomainMap: deps.bannerDomainMap } : {}),
  });
  if (!plan.ok) throw new Error(plan.error.message);
  let message: string | null = null;
  for (const effect of plan.effects) {
    switch (effect.kind) {
      case 'profile-update':
        if (!deps.backend.updateProfileStores) throw new Error('Your store could not be updated. Please try again.');
        await deps.backend.updateProfileStores(callerOf(view), effect.userId, effect.body);
        break;
      case 'clear-storage':
        for (const key of effect.keys) deps.storage?.removeItem(key);
        break;
      case 'redirect':
        return { redirect: effect.url };
      case 'update-session-cookie':
        writeSession(deps.cookies, { info: effect.info }, view.userType, deps.now);
        break;
      case 'report-success':
        message = effect.message;
        break;
      default:
        // Slot re-init and the cart's store belong to the cart, which this storefront does not hold.
        break;
    }
  }
  return { view: { ...view, ...choice, storeAddress, how: 'store change (profile updated)', rules: plan.rules }, message };
}
