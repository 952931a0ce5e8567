import { signInCount, singleSignOnReasons } from '../../rules/sessionEstablishment';
import { canonicalPreference, isAuthorised } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';
import { KMSI_COOKIE } from '../../rules/cookieNames';
import { removeKey } from '../ports';
import type { Backend, StoreAddress } from './backend';
import { establishSession, guestStoreOf, howOf, keepsSession, newGuestView, PAGE_LOAD_MODALS, sideOf, withPreviousShop, writeSession } from './establish';
import type { LeavePage, PageLoadExtras, QueuedPageLoadModal, PlannedPageLoad, SessionView } from './establish';
import { refreshDue, SIGN_IN_HAND_OFF_KEY } from './sessionEvents';
import type { SignedInCheck } from './sessionEvents';
import { DEEPLINK_PARAMS, withoutParams } from './deepLink';
import { guestSessionCookie } from './sessionCookie';
import { signOutSession } from './signOut';
import { loadSessionRefresh, loadSignedInSession } from '../chunks';

/**
 * Applies a page load's plan (SESSION-EST-01..20, EDIT-ORDER, REINIT, ACCESS-16): deleted and set cookies, cleared
 * storage, redirects, sign-outs, the deep link's guest session, a session update, edit-order mode, the session a
 * cookie already names, the sign-in hand-off's check and the keep-me-signed-in refresh. Read only by a visit with a
 * session cookie, a deep link or an effect to apply; apart so a first visit's page load does not carry it (the live
 * page's loader asks for it with the entry when the document has a session cookie or a deep link).
 */

/** The store's address, and whether the store resolver said it has no such store (404). */
async function addressLookup(backend: Backend, storeId: string): Promise<{ address: StoreAddress | null; unknown: boolean }> {
  try {
    return { address: await backend.storeAddress(storeId), unknown: false };
  } catch (e) {
    return { address: null, unknown: (e as { status?: unknown } | null)?.status === 404 };
  }
}

export async function applyPageLoadPlan(p: PlannedPageLoad): Promise<SessionView & PageLoadExtras> {
  const { input, plan, planInput, deepLink, validated, userInfo, check, toggles, pathname, siteType, existing, current, base, at } = p;
  const { backend, banner, cookies, now } = input;
  const { addressFor } = at;
  let { userType } = p;
  let view: SessionView | null = null;
  const modals: QueuedPageLoadModal[] = [];
  let alert: PageLoadExtras['alert'];
  let leave: LeavePage | undefined;
  let signOut = false;
  let openSignIn = false;
  let firstLogin = false;
  if (check.kind === 'single-sign-on') leave = { target: check.url, full: true };

  for (const effect of plan.effects) {
    switch (effect.kind) {
      case 'delete-cookie':
        cookies.remove(effect.name);
        break;
      case 'set-cookie':
        cookies.set(effect.name, effect.value, null);
        break;
      case 'clear-storage':
        for (const key of effect.keys) if (input.local) removeKey(input.local, key);
        break;
      case 'redirect':
        leave = { target: effect.target, full: effect.reason === 'single-sign-on' };
        break;
      case 'force-logout':
      case 'sign-out':
        signOut = true;
        break;
      case 'open-sign-in-modal':
        openSignIn = true;
        break;
      case 'set-flag':
        if (effect.flag === 'firstLogin' && effect.value === true) firstLogin = true;
        break;
      case 'show-modal':
        if ((PAGE_LOAD_MODALS as readonly string[]).includes(effect.modal)) modals.push(effect.modal as QueuedPageLoadModal);
        break;
      case 'show-alert':
        alert = effect.alert;
        break;
      case 'reload':
        // SESSION-EST-03: the storefront keeps the page; dropping the deep-link parameters stands for the reload.
        input.replaceSearch(withoutParams(input.search, DEEPLINK_PARAMS));
        break;
      case 'guest-session': {
        const fromLink = effect.source === 'deep-link' && deepLink !== null;
        // GUEST-STORE-02..11: without a deep link, the previous login, then the path's store-id selector, then the default.
        const picked = fromLink ? null : await guestStoreOf(p);
        const chosen = picked?.selection;
        const side = chosen ? sideOf(chosen) : null;
        const storeId = fromLink ? (validated?.storeId ?? deepLink.storeId) : (side?.storeId ?? banner.defaultStoreId);
        const zipcode = fromLink ? (deepLink.zipcode ?? validated?.zipcode ?? banner.defaultZip) : (side?.zipcode ?? banner.defaultZip);
        const preference: CanonicalPreference = fromLink ? deepLink.preference : (canonicalPreference(chosen?.preference) ?? 'J4U');
        const storeAddress = await addressFor(storeId);
        const selection = fromLink ? 'deeplink' : chosen?.selectionType === 'user' ? 'user' : 'default';
        const written = guestSessionCookie({ banner: banner.id, storeId, zipcode, preference, selection, siteType, address: storeAddress?.line1 ?? null, userType: current.userType === '' ? 'A' : 'G', previous: existing, cookies: cookies.all() });
        writeSession(cookies, chosen?.source === 'previous' ? { info: withPreviousShop(written.info, chosen) } : written, 'G', now);
        if (fromLink) input.replaceSearch(withoutParams(input.search, DEEPLINK_PARAMS));
        userType = 'G';
        const how = fromLink ? 'deep link' : chosen ? howOf(chosen) : 'default guest session';
        view = { ...base, userType: 'G', storeId, zipcode, preference, storeAddress, how, rules: [...(fromLink ? deepLink.rules : []), ...effect.rules, ...(picked?.rules ?? []), 'GUEST-STORE-12', 'EXPIRY-01'] };
        break;
      }
      case 'session-update':
        if (deepLink) view = await (await loadSignedInSession()).sessionUpdateView(at, deepLink, userType, effect.rules);
        break;
      case 'edit-order-session':
        view = await (await loadSignedInSession()).editOrderView(at, effect, userType, userInfo);
        break;
      default:
        break;
    }
  }

  if (view === null) {
    const kept = keepsSession(current);
    if (kept) input.onStoreKnown?.(current.storeId);
    const cookieStore = kept ? await addressLookup(backend, current.storeId) : null;
    // Decision 0025: a guest's cookie store the resolver does not know (9999) is chosen again, like an unusable value.
    if (cookieStore !== null && !(cookieStore.unknown && current.userType === 'G')) {
      const storeAddress = cookieStore.address;
      const preference = current.preference ?? 'J4U';
      if (check.kind === 'timeout-modal') {
        writeSession(cookies, guestSessionCookie({ banner: banner.id, storeId: current.storeId, zipcode: current.zipcode, preference, selection: 'user', siteType, address: storeAddress?.line1 ?? null, userType: 'G', previous: existing, cookies: cookies.all() }), 'G', now);
      }
      const how = check.kind === 'timeout-modal' ? 'session check failed (guest)' : 'existing session';
      view = { ...base, userType, storeId: current.storeId, zipcode: current.zipcode, preference, storeAddress, how, rules: check.kind === 'ok' ? plan.rules : [...plan.rules, ...check.rules] };
    } else if (isAuthorised(userType) && userInfo) {
      view = await (await loadSignedInSession()).userInfoView(at, userInfo, userType, plan.rules);
    } else {
      view = await newGuestView(p);
    }
  }
  if (firstLogin) view = { ...view, firstLogin };

  // SESSION-EST-18 (AMBIG-21): after the sign-in hand-off, the text user-info path confirms the shop session: no
  // SWY_SHOP_TOKEN goes through single sign-on (ERR-49), a failed call reloads the page (ERR-35).
  let handOffCheck: SignedInCheck['kind'] | undefined;
  if (!leave && !signOut && input.storage?.[SIGN_IN_HAND_OFF_KEY] !== undefined) {
    if (input.local) removeKey(input.local, SIGN_IN_HAND_OFF_KEY);
    // A signed-in visit's check: its code is fetched when the hand-off mark is there.
    const { confirmSignedIn } = await loadSessionRefresh();
    const confirmed = await confirmSignedIn({ backend, currentPage: `${pathname}${input.search}`, ssoPath: banner.ssoPath, banner: banner.id });
    handOffCheck = confirmed.kind;
    if (confirmed.kind === 'single-sign-on') leave = { target: confirmed.url, full: true };
    if (confirmed.kind === 'reload') leave = { target: `${pathname}${input.search}${input.hash ?? ''}`, full: true };
  }
  const extras: PageLoadExtras = { ...(leave ? { leave } : {}), ...(signOut ? { signOut } : {}), ...(openSignIn ? { openSignIn } : {}), ...(modals.length > 0 && !leave && !signOut ? { modals } : {}), ...(alert ? { alert } : {}), ...(check.kind === 'timeout-modal' && !leave ? { sessionTimeout: true } : {}), ...(handOffCheck ? { handOffCheck } : {}) };

  // SIGNIN-03, CALL-48: a keep-me-signed-in user's provider session is refreshed on every page that stays; a failed
  // refresh has signed the user out (ERRORS-10, SESSION-EST-13), so the page is established again as a guest.
  if (!leave && !signOut && refreshDue(view.userType, cookies.get(KMSI_COOKIE))) {
    // SESSION-EST-11, SESSION-EST-02: whether single sign-on is still needed here decides if the count may be reset.
    const cookiesNow = cookies.all();
    const federated = { ssoNeeded: singleSignOnReasons(userInfo ?? {}, cookiesNow, planInput.host, toggles, now).length > 0, signInCountCookie: planInput.signInCountCookie, signInCount: signInCount(cookiesNow, planInput.signInCountCookie) };
    const { refreshKmsiSession } = await loadSessionRefresh();
    const refresh = await refreshKmsiSession(view.userType, { backend, cookies, now, log: input.log ?? ((line) => console.warn(line)), signOut: input.signOut ?? (() => signOutSession({ cookies, backend, logoutUrl: '' })), federated });
    if (refresh.kind === 'failed') {
      // The hand-off mark, if any, is used up: the guest page load must not confirm a shop session again.
      const { [SIGN_IN_HAND_OFF_KEY]: _used, ...storage } = input.storage ?? {};
      const guest = await establishSession({ ...input, storage });
      return { ...guest, refresh };
    }
    if (refresh.kind === 'ok') extras.refresh = refresh;
  }
  return { ...view, ...extras };
}

