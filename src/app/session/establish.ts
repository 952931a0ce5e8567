import type { Banner } from '../../../spec/schemas/banner';
import type { UserInfo } from '../../../spec/schemas/userInfo';
import { GUEST_SESSION_TTL_MS, SIGNED_IN_SESSION_TTL_MS } from '../../rules/expiry';
import { editOrderSession } from '../../rules/editOrder';
import { planStoreChange } from '../../rules/storeChange';
import { isAuthorised, isSignedIn } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';
import type { CookieJar } from '../shell/cookies';
import type { SessionInfo } from '../../../spec/schemas/sessionCookie';
import type { Backend, StoreAddress } from './backend';
import { DEEPLINK_PARAMS, guestSessionCookie, parseDeepLink, parseSessionCookie, SHARED_SESSION_COOKIE, sessionSelection, withoutParams } from './pendingRules';

/** The session as the screens show it. */
export interface SessionView {
  readonly userType: string;
  readonly storeId: string;
  readonly zipcode: string;
  readonly preference: CanonicalPreference;
  readonly banner: string;
  readonly siteType: 'C' | 'B';
  readonly storeAddress: StoreAddress | null;
  readonly firstName: string | null;
  readonly customerId: string | null;
  readonly userInfo: UserInfo | null;
  /** EDIT-ORDER-01: editing a placed order (slot-info and order-store-id cookies). */
  readonly editOrder?: boolean;
  /** How this page load established the session, with the rule IDs applied (shown in the QA panel). */
  readonly how: string;
  readonly rules: readonly string[];
}

export interface EstablishInput {
  readonly search: string;
  readonly banner: Banner;
  readonly b2b: boolean;
  readonly cookies: CookieJar;
  readonly backend: Backend;
  readonly now: number;
  /** Replaces the address bar query (DEEPLINK-14 / SESSION-EST-03 without a reload). */
  readonly replaceSearch: (search: string) => void;
  /** Local-storage contents the rules read (the pending order's delivery type). */
  readonly storage?: Readonly<Record<string, string>>;
}

/** Writes the shared session cookie: 24 h for a guest (EXPIRY-01), 45 min otherwise (EXPIRY-02). */
export function writeSession(cookies: CookieJar, value: { info: SessionInfo }, userType: string, now: number): void {
  const ttl = userType === 'G' ? GUEST_SESSION_TTL_MS : SIGNED_IN_SESSION_TTL_MS;
  cookies.set(SHARED_SESSION_COOKIE, JSON.stringify({ info: value.info }), now + ttl);
}

async function addressOf(backend: Backend, storeId: string): Promise<StoreAddress | null> {
  try {
    return await backend.storeAddress(storeId);
  } catch {
    return null;
  }
}

const asString = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Page-load session establishment (SESSION-EST-03/04/05, GUEST-STORE-01/11/12, ACCESS-16): user info, then a
 * deep link validated through the store resolver, else the existing session, else the banner's default guest store.
 */
export async function establishSession(input: EstablishInput): Promise<SessionView> {
  const { backend, banner, cookies, now } = input;
  const siteType: 'C' | 'B' = input.b2b ? 'B' : 'C';
  const userInfo = await backend.userInfo().catch(() => null);
  const existing = parseSessionCookie(cookies.get(SHARED_SESSION_COOKIE));
  const current = sessionSelection(existing);
  const infoType = (userInfo?.userType ?? '').toString().toUpperCase();
  const userType = isSignedIn(infoType) ? infoType : current.userType;
  const base = {
    banner: banner.id,
    siteType,
    firstName: asString(userInfo?.firstName),
    customerId: asString(userInfo?.customerId),
    userInfo,
  };

  // EDIT-ORDER-01..03: a signed-in user editing an order shops the pending order's store; no profile update.
  const editing = isAuthorised(userType) ? editOrderSession(userType, cookies.all(), input.storage ?? {}) : null;
  if (editing) {
    const preference: CanonicalPreference = editing.preference === 'delivery' ? 'DELIVERY' : 'DUG';
    const storeAddress = await addressOf(backend, editing.storeId);
    return { ...base, userType, storeId: editing.storeId, zipcode: current.zipcode || asString(userInfo?.zipcode) || banner.defaultZip, preference, storeAddress, editOrder: true, how: 'edit-order mode', rules: editing.rules };
  }

  const deepLink = parseDeepLink(input.search);
  if (deepLink) {
    input.replaceSearch(withoutParams(input.search, DEEPLINK_PARAMS));
    try {
      const result = await backend.validateStore({ banner: banner.id, storeId: deepLink.storeId, preference: deepLink.resolverPreference, ...(deepLink.zipcode ? { zipcode: deepLink.zipcode } : {}) });
      if (result.isValid) {
        const storeId = result.storeId ?? deepLink.storeId;
        const zipcode = deepLink.zipcode ?? result.zipcode ?? banner.defaultZip;
        const storeAddress = await addressOf(backend, storeId);
        const type = isAuthorised(userType) ? userType : 'G';
        writeSession(cookies, guestSessionCookie({ banner: banner.id, storeId, zipcode, preference: deepLink.preference, selection: 'deeplink', siteType, address: storeAddress?.line1 ?? null, userType: type, previous: existing, cookies: cookies.all() }), type, now);
        return { ...base, userType: type, storeId, zipcode, preference: deepLink.preference, storeAddress, how: 'deep link', rules: [...deepLink.rules, 'GUEST-STORE-01', 'SESSION-EST-03', 'EXPIRY-01'] };
      }
    } catch {
      // SESSION-EST-04: a failed validation leaves the session as if there were no deep link.
    }
  }

  if (current.storeId !== '' && current.userType !== '' && current.userType !== 'A') {
    const preference = current.preference ?? 'J4U';
    const storeAddress = await addressOf(backend, current.storeId);
    return { ...base, userType, storeId: current.storeId, zipcode: current.zipcode, preference, storeAddress, how: 'existing session', rules: ['COOKIE-01'] };
  }

  if (isAuthorised(userType) && userInfo) {
    const storeId = asString(userInfo.branchId) ?? banner.defaultStoreId;
    const zipcode = asString(userInfo.zipcode) ?? banner.defaultZip;
    const preference: CanonicalPreference = userInfo.preferenceMode === 'dug' ? 'DUG' : userInfo.preferenceMode === 'delivery' ? 'DELIVERY' : 'J4U';
    const storeAddress = await addressOf(backend, storeId);
    writeSession(cookies, guestSessionCookie({ banner: banner.id, storeId, zipcode, preference, selection: 'user', siteType, address: storeAddress?.line1 ?? null, userType, previous: existing }), userType, now);
    return { ...base, userType, storeId, zipcode, preference, storeAddress, how: 'signed-in user info', rules: ['ACCESS-06'] };
  }

  const storeAddress = await addressOf(backend, banner.defaultStoreId);
  writeSession(cookies, guestSessionCookie({ banner: banner.id, storeId: banner.defaultStoreId, zipcode: banner.defaultZip, preference: 'J4U', selection: 'default', siteType, address: storeAddress?.line1 ?? null, userType: current.userType === '' ? 'A' : 'G', previous: existing, cookies: cookies.all() }), 'G', now);
  return {
    ...base,
    userType: 'G',
    storeId: banner.defaultStoreId,
    zipcode: banner.defaultZip,
    preference: 'J4U',
    storeAddress,
    how: 'default guest session',
    rules: ['SESSION-EST-05', 'GUEST-STORE-11', 'GUEST-STORE-12', 'GUEST-STORE-16', 'EXPIRY-01'],
  };
}

export interface StoreChoice {
  readonly storeId: string;
  readonly zipcode: string;
  readonly preference: CanonicalPreference;
}

export type StoreChangeResult = { readonly view: SessionView; readonly message: string | null } | { readonly redirect: string };

/** The caller the API clients need: bearer token only for authorised users (the client applies USER-TYPES-13). */
export const callerOf = (view: SessionView) => ({ userType: view.userType, token: view.userInfo?.SWY_SHOP_TOKEN ?? null });

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
    target: { banner: view.banner, storeId: choice.storeId, zipcode: choice.zipcode, preference: choice.preference },
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
