import type { Banner } from '../../../spec/schemas/banner';
import type { UserInfo } from '../../../spec/schemas/userInfo';
import { sessionCookieExpiry } from '../../rules/expiry';
import { serializeSessionCookie } from '../../rules/sessionCookie';
import { FeatureToggles } from '../../../spec/schemas/config';
import { orderAndSignInCookieNames } from '../../rules/cookieNames';
import type { PageMetadata } from '../../rules/pages';
import type { RedirectPolicy } from '../../rules/redirect';
import { planPageLoad, signInCount, singleSignOnReasons } from '../../rules/sessionEstablishment';
import { canonicalPreference, isAuthorised, isSignedIn, normaliseUserType } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';
import type { CookieJar } from '../cookies';
import { removeKey } from '../ports';
import type { WebStorage } from '../ports';
import type { SessionInfo } from '../../../spec/schemas/sessionCookie';
import type { Backend, StoreAddress } from './backend';
import { selectGuestStore } from './guestStore';
import { userInfoModel } from './userInfoModel';
import type { GuestSelection } from '../../rules/guestStore';
import { selectorAppliesToPage } from '../../rules/storeIdSelector';
import { refreshDue, sessionCheckDue, SIGN_IN_HAND_OFF_KEY } from './sessionEvents';
import type { RefreshOutcome, SessionCheck, SignedInCheck } from './sessionEvents';
import { KMSI_COOKIE } from '../../rules/access';
import { carriesDeepLink, DEEPLINK_PARAMS, guestSessionCookie, parseSessionCookie, SHARED_SESSION_COOKIE, sessionSelection, withoutParams } from './ruleAdapters';

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
  /** COOKIE-13: the order being edited, from the pending-order cookie, when it holds an order and a branch number. */
  readonly pendingOrder?: { readonly orderNumber: string; readonly branchNumber: string };
  /** SESSION-EST-10: the re-init cookie carried the first-login marker (profile reconciliation is skipped). */
  readonly firstLogin?: boolean;
  /** How this page load established the session, with the rule IDs applied (shown in the QA panel). */
  readonly how: string;
  readonly rules: readonly string[];
}

export interface EstablishInput {
  readonly search: string;
  /** Page path (with the search and hash, the planner's `url`). */
  readonly pathname?: string;
  readonly hash?: string;
  readonly host?: string;
  readonly banner: Banner;
  readonly b2b: boolean;
  readonly cookies: CookieJar;
  readonly backend: Backend;
  readonly now: number;
  /** Replaces the address bar query (DEEPLINK-14 / SESSION-EST-03 without a reload). */
  readonly replaceSearch: (search: string) => void;
  /** Local-storage contents the rules read (the pending order's delivery type, the sign-in reopen flag). */
  readonly storage?: Readonly<Record<string, string>>;
  readonly toggles?: FeatureToggles;
  readonly page?: PageMetadata | null;
  readonly redirectPolicy?: RedirectPolicy;
  readonly freshId?: string;
  /** The prebook-slot modal setting; only the string 'false' turns the modal off (CONFIG-03). */
  readonly prebookSlotSetting?: unknown;
  /** The zone the delivery check's daily cookie counts local midnight in (the browser's by default). */
  readonly timeZone?: string;
  /** Where log lines go (never shown to the user); the console by default. */
  readonly log?: (line: string) => void;
  /** The page's local storage, where the page load removes what it has used up (none: nothing is removed). */
  readonly local?: WebStorage;
  /** Storages a forced sign-out clears (local and session storage in the browser). */
  readonly storages?: readonly (WebStorage | undefined)[];
  /**
   * Told the session's store as soon as it is decided, before its address is fetched: the page's own content (the
   * product at that store) can be asked for alongside instead of after.
   */
  readonly onStoreKnown?: (storeId: string) => void;
}

/** GUEST-STORE-02: a previous login keeps its J4U and SHOP stores apart; COMMON follows the preference's side. */
function withPreviousShop(info: SessionInfo, chosen: GuestSelection): SessionInfo {
  if (!chosen.shopStoreId) return info;
  return {
    ...info,
    J4U: { ...(info.J4U ?? {}), storeId: chosen.storeId, zipcode: chosen.zipcode },
    SHOP: { ...(info.SHOP ?? {}), storeId: chosen.shopStoreId, zipcode: chosen.shopZipcode ?? chosen.zipcode },
  };
}

const howOf = (chosen: GuestSelection): string => (chosen.source === 'previous' ? 'previous login' : chosen.source === 'selector' ? 'store-id selector' : 'default guest session');

/** The store and zip the session shows for a selection: the SHOP side unless the preference is in-store. */
function sideOf(chosen: GuestSelection): { storeId: string; zipcode: string } {
  const inStore = chosen.preference.toLowerCase() === 'j4u';
  if (inStore || !chosen.shopStoreId) return { storeId: chosen.storeId, zipcode: chosen.zipcode };
  return { storeId: chosen.shopStoreId, zipcode: chosen.shopZipcode || chosen.zipcode };
}

/** Writes the shared session cookie: 24 h for a guest (EXPIRY-01), 45 min otherwise (EXPIRY-02). */
export function writeSession(cookies: CookieJar, value: { info: SessionInfo }, userType: string, now: number): void {
  cookies.set(SHARED_SESSION_COOKIE, serializeSessionCookie(value.info), sessionCookieExpiry({ userType, now }).expires);
}

export async function addressOf(backend: Backend, storeId: string): Promise<StoreAddress | null> {
  return (await addressLookup(backend, storeId)).address;
}

/** The store's address, and whether the store resolver said it has no such store (404) rather than failing. */
async function addressLookup(backend: Backend, storeId: string): Promise<{ address: StoreAddress | null; unknown: boolean }> {
  try {
    return { address: await backend.storeAddress(storeId), unknown: false };
  } catch (e) {
    return { address: null, unknown: (e as { status?: unknown } | null)?.status === 404 };
  }
}

const asString = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);


/** The modals the storefront itself shows after the page load (the others come from their own flows). */
export const PAGE_LOAD_MODALS = ['prebook-slot', 'merge-account'] as const;
export type PageLoadModal = (typeof PAGE_LOAD_MODALS)[number];

/** What a page load asks of the screens besides the session. */
export interface PageLoadExtras {
  leave?: LeavePage;
  signOut?: boolean;
  openSignIn?: boolean;
  /** SESSION-EST-07, MISC-09: the page-load modals in order. */
  modals?: readonly PageLoadModal[];
  /** SESSION-EST-08: the cross-banner MFC delivery remapped alert, shown instead of the modals. */
  alert?: 'cross-banner-mfc-remapped';
  /** SESSION-EST-14, ERR-11: the session check failed; the session timeout modal opens over the guest page. */
  sessionTimeout?: boolean;
  /** CALL-48: the keep-me-signed-in refresh this page load ran, when it ran one. */
  refresh?: Exclude<RefreshOutcome, { kind: 'not-due' }>;
  /** SESSION-EST-18: the text user-info check of the page load after a sign-in hand-off, when it ran. */
  handOffCheck?: SignedInCheck['kind'];
}

/** Where the page goes instead of rendering, when the plan leaves it. */
export interface LeavePage {
  readonly target: string;
  /** A server path (single sign-on) rather than a storefront page. */
  readonly full: boolean;
}

/**
 * The signed-in branches of the page load (./signedInSession): fetched when one is taken, and asked for by the live
 * page's loader with the entry when the session cookie names an authorised user.
 */
const signedInSession = () => import('./signedInSession');

/**
 * Page-load session establishment: the session-establishment planner of src/rules decides (SESSION-EST-01..20,
 * EDIT-ORDER, REINIT, ACCESS-16); this runs its effects in order, fetching user info and validating a deep link
 * through the store resolver when the plan waits for them.
 */
export async function establishSession(input: EstablishInput): Promise<SessionView & PageLoadExtras> {
  const { backend, banner, cookies, now } = input;
  // Every way to the session's store fetches that store's address next: the store is known at that moment.
  const addressFor = (storeId: string): Promise<StoreAddress | null> => {
    input.onStoreKnown?.(storeId);
    return addressOf(backend, storeId);
  };
  const siteType: 'C' | 'B' = input.b2b ? 'B' : 'C';
  const pathname = input.pathname ?? '/';
  const existing = parseSessionCookie(cookies.get(SHARED_SESSION_COOKIE));
  const current = sessionSelection(existing);
  // DEEPLINK-01..07: the rule's code is fetched only when the address carries a deep link.
  const deepLink = carriesDeepLink(input.search) ? (await import('./deepLinkAdapters')).parseDeepLink(input.search) : null;
  const toggles = input.toggles ?? FeatureToggles.parse({});
  const planInput = {
    url: `${pathname}${input.search}${input.hash ?? ''}`,
    host: input.host ?? '',
    banner: banner.id,
    cookies: cookies.all(),
    storage: input.storage ?? {},
    userInfo: null as unknown,
    sessionCookieUserType: current.userType,
    grsSessionId: asString(existing.COMMON?.grsSessionId),
    freshId: input.freshId ?? 'grs-00000000',
    toggles,
    now,
    deepLink: deepLink ? { storeId: deepLink.storeId, preference: deepLink.resolverPreference, zipcode: deepLink.zipcode, state: new URLSearchParams(input.search).get('state') } : null,
    deepLinkValidation: null as 'valid' | 'invalid' | null,
    page: input.page ?? null,
    ssoPath: banner.ssoPath,
    redirectPolicy: input.redirectPolicy ?? { trustedDomains: [], defaultRedirect: '/' },
    signInCountCookie: orderAndSignInCookieNames(siteType, toggles, banner.b2bCookieNames).signInCount,
    prebookSlotSetting: input.prebookSlotSetting,
  };

  let userInfo: UserInfo | null = null;
  let validated: { storeId: string; zipcode: string | null } | null = null;
  let plan = planPageLoad(planInput);
  for (let round = 0; round < 3 && plan.awaiting !== null; round += 1) {
    if (plan.awaiting === 'user-info') {
      const answer = await backend.userInfo().catch(() => null);
      // 000 §3 User info: the session holds the model the rules make of the answer, not the answer itself.
      userInfo = answer === null ? null : userInfoModel(answer, toggles);
      // User info is filled piecewise by the servlet and the cookie: without the servlet, the cookie's part stands.
      planInput.userInfo = userInfo ?? (current.userType !== '' ? { userType: current.userType, zipcode: current.zipcode } : {});
    } else if (deepLink) {
      try {
        const r = await backend.validateStore({ banner: banner.id, storeId: deepLink.storeId, preference: deepLink.resolverPreference, ...(deepLink.zipcode ? { zipcode: deepLink.zipcode } : {}) });
        planInput.deepLinkValidation = r.isValid ? 'valid' : 'invalid';
        if (r.isValid) validated = { storeId: r.storeId ?? deepLink.storeId, zipcode: r.zipcode };
      } catch {
        planInput.deepLinkValidation = 'invalid';
      }
    }
    plan = planPageLoad(planInput);
  }

  const infoType = normaliseUserType(userInfo?.userType);
  const checkInput = { sessionCookieUserType: current.userType, userInfo, kmsiCookie: cookies.get(KMSI_COOKIE), ssoPath: banner.ssoPath, banner: banner.id, currentUrl: `${pathname}${input.search}` };
  const check: SessionCheck = sessionCheckDue(checkInput) ? (await signedInSession()).sessionCheck(checkInput) : { kind: 'ok' };
  // A failed check leaves a guest: the signed-in type the cookie still records no longer holds.
  let userType = isSignedIn(infoType) ? infoType : check.kind === 'ok' ? current.userType : 'G';
  const base = { banner: banner.id, siteType, firstName: asString(userInfo?.firstName), customerId: asString(userInfo?.customerId), userInfo };
  // What the signed-in branches (./signedInSession, fetched when one is taken) read of this page load.
  const at = { banner, siteType, cookies, now, search: input.search, existing, current, base, addressFor, replaceSearch: input.replaceSearch };
  let view: SessionView | null = null;
  const modals: PageLoadModal[] = [];
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
        if ((PAGE_LOAD_MODALS as readonly string[]).includes(effect.modal)) modals.push(effect.modal as PageLoadModal);
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
        const picked = fromLink ? null : await selectGuestStore({ banner: banner.id, pathname, search: input.search, cookies, backend, toggles, selectorPage: selectorAppliesToPage(pathname), now, ...(input.timeZone ? { timeZone: input.timeZone } : {}) });
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
        if (deepLink) view = await (await signedInSession()).sessionUpdateView(at, deepLink, userType, effect.rules);
        break;
      case 'edit-order-session':
        view = await (await signedInSession()).editOrderView(at, effect, userType, userInfo);
        break;
      default:
        break;
    }
  }

  if (view === null) {
    const kept = current.storeId !== '' && current.userType !== '' && current.userType !== 'A';
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
      view = await (await signedInSession()).userInfoView(at, userInfo, userType, plan.rules);
    } else {
      // A session the planner left alone but that names no store (a new guest, or a guest whose cookie lost its store):
      // the guest store selection of GUEST-STORE-02..11.
      const picked = await selectGuestStore({ banner: banner.id, pathname, search: input.search, cookies, backend, toggles, selectorPage: selectorAppliesToPage(pathname), now, ...(input.timeZone ? { timeZone: input.timeZone } : {}) });
      const chosen = picked.selection;
      const { storeId, zipcode } = sideOf(chosen);
      const preference: CanonicalPreference = canonicalPreference(chosen.preference) ?? 'J4U';
      const storeAddress = await addressFor(storeId);
      const written = guestSessionCookie({ banner: banner.id, storeId, zipcode, preference, selection: chosen.selectionType === 'user' ? 'user' : 'default', siteType, address: storeAddress?.line1 ?? null, previous: existing, cookies: cookies.all() });
      writeSession(cookies, chosen.source === 'previous' ? { info: withPreviousShop(written.info, chosen) } : written, 'G', now);
      view = { ...base, userType: 'G', storeId, zipcode, preference, storeAddress, how: howOf(chosen), rules: ['SESSION-EST-05', ...picked.rules, 'GUEST-STORE-12', 'EXPIRY-01'] };
    }
  }
  if (firstLogin) view = { ...view, firstLogin };

  // SESSION-EST-18 (AMBIG-21): after the sign-in hand-off, the text user-info path confirms the shop session: no
  // SWY_SHOP_TOKEN goes through single sign-on (ERR-49), a failed call reloads the page (ERR-35).
  let handOffCheck: SignedInCheck['kind'] | undefined;
  if (!leave && !signOut && input.storage?.[SIGN_IN_HAND_OFF_KEY] !== undefined) {
    if (input.local) removeKey(input.local, SIGN_IN_HAND_OFF_KEY);
    // A signed-in visit's check: its code is fetched when the hand-off mark is there.
    const { confirmSignedIn } = await import('./sessionRefresh');
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
    const { refreshKmsiSession } = await import('./sessionRefresh');
    const refresh = await refreshKmsiSession(view.userType, { backend, cookies, now, log: input.log ?? ((line) => console.warn(line)), storages: input.storages ?? [], federated });
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

/** The caller the API clients need: bearer token only for authorised users (the client applies USER-TYPES-13). */
export const callerOf = (view: SessionView) => ({ userType: view.userType, token: view.userInfo?.SWY_SHOP_TOKEN ?? null });

