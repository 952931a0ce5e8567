import type { PageLoadModal as RulePageLoadModal } from '../../rules/pageLoadModals';
import type { Banner } from '../../../spec/schemas/banner';
import type { UserInfo } from '../../../spec/schemas/userInfo';
import { sessionCookieExpiry } from '../../rules/expiry';
import { serializeSessionCookie } from '../../rules/sessionCookie';
import { FeatureToggles } from '../../../spec/schemas/config';
import { orderAndSignInCookieNames } from '../../rules/cookieNames';
import type { PageMetadata } from '../../rules/pages';
import type { RedirectPolicy } from '../../rules/redirect';
import { planPageLoad } from '../../rules/sessionEstablishment';
import type { PageLoadEffect, PageLoadPlan } from '../../rules/sessionEstablishment';
import { canonicalPreference, isAuthorised, isSignedIn, normaliseUserType } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';
import type { CookieJar } from '../cookies';
import type { WebStorage } from '../ports';
import type { SessionInfo } from '../../../spec/schemas/sessionCookie';
import type { Backend, StoreAddress } from './backend';
import { selectGuestStore } from './guestStore';
import { userInfoModel } from './userInfoModel';
import type { GuestSelection } from '../../rules/guestStore';
import { selectorAppliesToPage } from '../../rules/storeIdSelector';
import { sessionCheckDue, SIGN_IN_HAND_OFF_KEY } from './sessionEvents';
import type { RefreshOutcome, SessionCheck, SignedInCheck } from './sessionEvents';
import { toDefaultRedirect } from '../../rules/access';
import { KMSI_COOKIE } from '../../rules/cookieNames';
import type { DeniedRedirect } from '../../rules/access';
import { carriesDeepLink } from './deepLink';
import { guestSessionCookie, parseSessionCookie, SHARED_SESSION_COOKIE, sessionSelection } from './sessionCookie';
import type { DeepLink } from './deepLink';
import { loadDeniedRedirect, loadDeepLink, loadPageLoadEffects, loadSignedInSession } from '../chunks';

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
  /**
   * The storefront's sign-out (SIGNIN-05, the core's), which a failed keep-me-signed-in refresh forces; without it the
   * same sign-out over the jar and the backend alone (no storage to clear).
   */
  readonly signOut?: () => Promise<unknown>;
  /**
   * Told the session's store as soon as it is decided, before its address is fetched: the page's own content (the
   * product at that store) can be asked for alongside instead of after.
   */
  readonly onStoreKnown?: (storeId: string) => void;
}

/** GUEST-STORE-02: a previous login keeps its J4U and SHOP stores apart; COMMON follows the preference's side. */
export function withPreviousShop(info: SessionInfo, chosen: GuestSelection): SessionInfo {
  if (!chosen.shopStoreId) return info;
  return {
    ...info,
    J4U: { ...(info.J4U ?? {}), storeId: chosen.storeId, zipcode: chosen.zipcode },
    SHOP: { ...(info.SHOP ?? {}), storeId: chosen.shopStoreId, zipcode: chosen.shopZipcode ?? chosen.zipcode },
  };
}

export const howOf = (chosen: GuestSelection): string => (chosen.source === 'previous' ? 'previous login' : chosen.source === 'selector' ? 'store-id selector' : 'default guest session');

/** The store and zip the session shows for a selection: the SHOP side unless the preference is in-store. */
export function sideOf(chosen: GuestSelection): { storeId: string; zipcode: string } {
  const inStore = chosen.preference.toLowerCase() === 'j4u';
  if (inStore || !chosen.shopStoreId) return { storeId: chosen.storeId, zipcode: chosen.zipcode };
  return { storeId: chosen.shopStoreId, zipcode: chosen.shopZipcode || chosen.zipcode };
}

/** Writes the shared session cookie: 24 h for a guest (EXPIRY-01), 45 min otherwise (EXPIRY-02). */
export function writeSession(cookies: CookieJar, value: { info: SessionInfo }, userType: string, now: number): void {
  cookies.set(SHARED_SESSION_COOKIE, serializeSessionCookie(value.info), sessionCookieExpiry({ userType, now }).expires);
}

export async function addressOf(backend: Backend, storeId: string): Promise<StoreAddress | null> {
  try {
    return await backend.storeAddress(storeId);
  } catch {
    return null;
  }
}

const asString = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);


/**
 * The page-load modals (MISC-09's `PageLoadModal`) the core queues itself after the page load; the others come from
 * their own flows (the conflict, the splash, the closed store).
 */
export const PAGE_LOAD_MODALS = ['prebook-slot', 'merge-account'] as const satisfies readonly RulePageLoadModal[];
export type QueuedPageLoadModal = (typeof PAGE_LOAD_MODALS)[number];

/** What a page load asks of the screens besides the session. */
export interface PageLoadExtras {
  leave?: LeavePage;
  signOut?: boolean;
  openSignIn?: boolean;
  /** SESSION-EST-07, MISC-09: the page-load modals in order. */
  modals?: readonly QueuedPageLoadModal[];
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
  const links = carriesDeepLink(input.search) ? await loadDeepLink() : null;
  const deepLink = links ? links.parseDeepLink(input.search) : null;
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
    deepLink: links && deepLink ? links.plannedDeepLink(deepLink, input.search) : null,
    deepLinkValidation: null as 'valid' | 'invalid' | null,
    page: input.page ?? null,
    ssoPath: banner.ssoPath,
    redirectPolicy: input.redirectPolicy ?? { trustedDomains: [], defaultRedirect: '/' },
    signInCountCookie: orderAndSignInCookieNames(siteType, toggles, banner.b2bCookieNames).signInCount,
    deniedRedirect: undefined as DeniedRedirect | undefined,
    prebookSlotSetting: input.prebookSlotSetting,
  };

  let userInfo: UserInfo | null = null;
  let validated: { storeId: string; zipcode: string | null } | null = null;
  let plan = planPageLoad(planInput);
  for (let round = 0; round < 4 && plan.awaiting !== null; round += 1) {
    if (plan.awaiting === 'user-info') {
      const answer = await backend.userInfo().catch(() => null);
      // 000 §3 User info: the session holds the model the rules make of the answer, not the answer itself.
      userInfo = answer === null ? null : userInfoModel(answer, toggles);
      // User info is filled piecewise by the servlet and the cookie: without the servlet, the cookie's part stands.
      planInput.userInfo = userInfo ?? (current.userType !== '' ? { userType: current.userType, zipcode: current.zipcode } : {});
    } else if (plan.awaiting === 'access-redirect') {
      // ACCESS-09..13: a denied page's step 5 (every target through the REDIRECT validation) is fetched now; when it
      // cannot be, the visitor goes to the configured default, never to a target nothing validated.
      planInput.deniedRedirect = await loadDeniedRedirect().catch(() => toDefaultRedirect);
    } else if (links && deepLink) {
      ({ validation: planInput.deepLinkValidation, validated } = await links.validateDeepLink(backend, banner.id, deepLink));
    }
    plan = planPageLoad(planInput);
  }

  const infoType = normaliseUserType(userInfo?.userType);
  const checkInput = { sessionCookieUserType: current.userType, userInfo, kmsiCookie: cookies.get(KMSI_COOKIE), ssoPath: banner.ssoPath, banner: banner.id, currentUrl: `${pathname}${input.search}` };
  const check: SessionCheck = sessionCheckDue(checkInput) ? (await loadSignedInSession()).sessionCheck(checkInput) : { kind: 'ok' };
  // A failed check leaves a guest: the signed-in type the cookie still records no longer holds.
  const userType = isSignedIn(infoType) ? infoType : check.kind === 'ok' ? current.userType : 'G';
  const base = { banner: banner.id, siteType, firstName: asString(userInfo?.firstName), customerId: asString(userInfo?.customerId), userInfo };
  // What the signed-in branches (./signedInSession, fetched when one is taken) read of this page load.
  const at = { banner, siteType, cookies, now, search: input.search, existing, current, base, addressFor, replaceSearch: input.replaceSearch };
  const planned: PlannedPageLoad = { input, plan, planInput, deepLink, validated, userInfo, check, userType, toggles, pathname, siteType, existing, current, base, at };
  // A visit with no session to keep and nothing to undo or carry over (a shopper's first visit): the default guest
  // session and the page-load modals. Every other visit applies the plan's effects in ./pageLoadEffects, fetched then.
  if (plan.effects.every((e) => QUIET_EFFECTS.has(e.kind)) && check.kind === 'ok' && !keepsSession(current) && !(isAuthorised(userType) && userInfo) && input.storage?.[SIGN_IN_HAND_OFF_KEY] === undefined) {
    const view = await newGuestView(planned);
    const modals = plan.effects.flatMap((e) => (e.kind === 'show-modal' && (PAGE_LOAD_MODALS as readonly string[]).includes(e.modal) ? [e.modal as QueuedPageLoadModal] : []));
    return { ...view, ...(modals.length > 0 ? { modals } : {}) };
  }
  return (await loadPageLoadEffects()).applyPageLoadPlan(planned);
}

/**
 * The planner's effects the page load passes over (the modals aside): a plan of these only has nothing to undo, keep
 * or carry over, and the new guest's session is the default one.
 */
const QUIET_EFFECTS: ReadonlySet<PageLoadEffect['kind']> = new Set<PageLoadEffect['kind']>(['show-modal', 'load', 'access', 'log', 'fetch-user-info', 'synthesise-guest-user-info', 'skip-modals', 'validate-deep-link', 'ignore-deep-link']);

/** The session cookie names a store for a known visitor: the page load keeps it (unless the resolver does not know it). */
export const keepsSession = (current: { readonly storeId: string; readonly userType: string }): boolean => current.storeId !== '' && current.userType !== '' && current.userType !== 'A';

/** A page load whose plan is made: what applying its effects reads. */
export interface PlannedPageLoad {
  readonly input: EstablishInput;
  readonly plan: PageLoadPlan;
  readonly planInput: { readonly host: string; readonly signInCountCookie: string };
  readonly deepLink: DeepLink | null;
  readonly validated: { readonly storeId: string; readonly zipcode: string | null } | null;
  readonly userInfo: UserInfo | null;
  readonly check: SessionCheck;
  readonly userType: string;
  readonly toggles: FeatureToggles;
  readonly pathname: string;
  readonly siteType: 'C' | 'B';
  readonly existing: SessionInfo;
  readonly current: ReturnType<typeof sessionSelection>;
  readonly base: SignedInEstablish['base'];
  readonly at: SignedInEstablish;
}

/** What the signed-in branches (./signedInSession.ts, fetched when one is taken) read of the page load in progress. */
export interface SignedInEstablish {
  readonly banner: Banner;
  readonly siteType: 'C' | 'B';
  readonly cookies: CookieJar;
  readonly now: number;
  readonly search: string;
  readonly existing: SessionInfo;
  readonly current: { readonly zipcode: string };
  readonly base: Pick<SessionView, 'banner' | 'siteType' | 'firstName' | 'customerId' | 'userInfo'>;
  readonly addressFor: (storeId: string) => Promise<StoreAddress | null>;
  readonly replaceSearch: (search: string) => void;
}

/** GUEST-STORE-02..11: the previous login, then the path's store-id selector, then the default. */
export const guestStoreOf = (p: PlannedPageLoad) =>
  selectGuestStore({ banner: p.at.banner.id, pathname: p.pathname, search: p.input.search, cookies: p.at.cookies, backend: p.input.backend, toggles: p.toggles, selectorPage: selectorAppliesToPage(p.pathname), now: p.at.now, ...(p.input.timeZone ? { timeZone: p.input.timeZone } : {}) });

/**
 * A session the planner left alone but that names no store (a new guest, or a guest whose cookie lost its store): the
 * guest store selection of GUEST-STORE-02..11, written as a 24-hour guest session.
 */
export async function newGuestView(p: PlannedPageLoad): Promise<SessionView> {
  const { cookies, now, siteType, base, banner } = p.at;
  const picked = await guestStoreOf(p);
  const chosen = picked.selection;
  const { storeId, zipcode } = sideOf(chosen);
  const preference: CanonicalPreference = canonicalPreference(chosen.preference) ?? 'J4U';
  const storeAddress = await p.at.addressFor(storeId);
  const written = guestSessionCookie({ banner: banner.id, storeId, zipcode, preference, selection: chosen.selectionType === 'user' ? 'user' : 'default', siteType, address: storeAddress?.line1 ?? null, previous: p.existing, cookies: cookies.all() });
  writeSession(cookies, chosen.source === 'previous' ? { info: withPreviousShop(written.info, chosen) } : written, 'G', now);
  return { ...base, userType: 'G', storeId, zipcode, preference, storeAddress, how: howOf(chosen), rules: ['SESSION-EST-05', ...picked.rules, 'GUEST-STORE-12', 'EXPIRY-01'] };
}

/** The caller the API clients need: bearer token only for authorised users (the client applies USER-TYPES-13). */
export const callerOf = (view: SessionView) => ({ userType: view.userType, token: view.userInfo?.SWY_SHOP_TOKEN ?? null });

