import { z } from '../../spec/schemas/zod';
import { FeatureToggles } from '../../spec/schemas/config';
import { UserInfo } from '../../spec/schemas/userInfo';
import type { AccessDecision, DeniedRedirect, RedirectVia } from './access';
import { checkAccess } from './access';
import { KMSI_COOKIE, SESSION_COOKIE } from './cookieNames';
import { applyPendingOrder, editOrderSession } from './editOrder';
import { deepLinkAction } from './deepLinkSession';
import { modalLinkAnalytics } from './marketing';
import { prebookSlotModalOn } from './configRules';
import { pageLoadModals } from './pageLoadModals';
import type { PageLoadModal } from './pageLoadModals';
import type { PageMetadata } from './pages';
import { PageMetadata as PageMetadataSchema, pageFacts, parsePageAddress, SET_PASSWORD_COOKIE, setPasswordAccess } from './pages';
import type { RedirectPolicy } from './redirect';
import { REINIT_COOKIE, reInitEffects, reInitMatchesHost, stripFirstLoginMarker } from './reinit';
import { isTokenActive } from './token';
import { parseKmsi } from './cookieMechanics';
import { canonicalPreference, isAnonymous, isAuthorised, isB2BSite, isGuest, isSignedIn, normaliseUserType } from './userTypes';

export const SIGN_IN_COUNT_COOKIE = 'ECommSignInCount';
// The session cookie's name is with the other cookie names, where code that must not load this module (the live HTML's
// code loader, src/app/shell/codeLoader.ts) takes it from.
export { SESSION_COOKIE };
/** The onboarding event cookie ({event, status, pgm}); its name is not given by the spec. */
export const ONBOARDING_COOKIE = 'ECommOnboardingEvent';
/** Storage flag asking to reopen the sign-in modal after a reload (SESSION-EST-09). */
export const REOPEN_SIGN_IN_KEY = 'reopenSignInModal';

/** A deep link as DEEPLINK parsing gives it (already validated for shape; the store resolver check is separate). */
export interface ParsedDeepLink {
  readonly storeId: string;
  readonly preference: string;
  readonly zipcode?: string | null;
  readonly state?: string | null;
  /** DEEPLINK parsing's own reading of AMBIG-14 (any `state` present); honoured like `state`. */
  readonly skipReload?: boolean;
  readonly [key: string]: unknown;
}

export type ModalName = PageLoadModal;
export type LoadStep = 'session-init' | 'cart' | 'promotions' | 'search';

type WithRules<T> = T & { readonly rules: readonly string[] };
export type PageLoadEffect = WithRules<
  | { kind: 'delete-cookie'; name: string }
  | { kind: 'set-cookie'; name: string; value: string }
  | { kind: 'force-logout' }
  | { kind: 'fetch-user-info' }
  | { kind: 'log'; message: string }
  | { kind: 'synthesise-guest-user-info'; userType: string; grsSessionId: string; generatedGrsSessionId: boolean }
  | { kind: 'redirect'; reason: 'single-sign-on' | 'access-denied' | 'set-password-unavailable'; target: string; via?: RedirectVia }
  | { kind: 'sign-out' }
  | { kind: 'validate-deep-link'; deepLink: ParsedDeepLink }
  | { kind: 'guest-session'; source: 'deep-link' | 'default'; deepLink: ParsedDeepLink | null }
  | { kind: 'session-update'; intent: 'INSTORE' | 'DELIVERY' | 'PICKUP' | null; deepLink: ParsedDeepLink }
  | { kind: 'ignore-deep-link' }
  | { kind: 'reload' }
  | { kind: 'edit-order-session'; storeId: string; preference: 'dug' | 'delivery'; updateProfile: false; overrides: { branchId: string; j4uStoreId: string } }
  | { kind: 'access'; decision: AccessDecision }
  | { kind: 'clear-storage'; keys: readonly string[] }
  | { kind: 'set-flag'; flag: 'firstLogin' | 'slotRefresh' | 'onboarding'; value: unknown }
  | { kind: 'load'; step: LoadStep }
  | { kind: 'show-modal'; modal: ModalName }
  | { kind: 'show-alert'; alert: 'cross-banner-mfc-remapped' }
  | { kind: 'skip-modals'; why: 'erums-page' }
  | { kind: 'open-sign-in-modal' }
>;

export interface PageLoadInput {
  /** The page address (absolute URL or path with query and hash). */
  readonly url: string;
  readonly host: string;
  readonly banner: string;
  readonly cookies: Readonly<Record<string, string>>;
  readonly storage: Readonly<Record<string, string>>;
  /** User info as loaded (servlet or synthesised); null when not loaded yet. Malformed values are logged and ignored. */
  readonly userInfo: unknown;
  /** The user type the shared session cookie records. */
  readonly sessionCookieUserType?: string | null;
  /** grsSessionId already held by the session cookie, if any. */
  readonly grsSessionId?: string | null;
  /** A fresh random identifier, used only when a grsSessionId has to be generated. */
  readonly freshId: string;
  readonly previousLoginUserType?: string | null;
  readonly toggles: FeatureToggles;
  readonly now: number;
  readonly deepLink: ParsedDeepLink | null;
  /** The store-resolver verdict on the deep link, once known. */
  readonly deepLinkValidation?: 'valid' | 'invalid' | null;
  readonly page: PageMetadata | null;
  readonly ssoPath: string;
  readonly redirectPolicy: RedirectPolicy;
  /** Banners on which unauthorised users' info is synthesised locally (SESSION-EST-06 "a particular banner"). */
  readonly localGuestInfoBanners?: readonly string[];
  readonly storeConflict?: boolean;
  /** The prebook-slot modal setting; only the string 'false' turns it off (CONFIG-03). */
  readonly prebookSlotSetting?: unknown;
  readonly authoringMode?: string | null;
  /** The sign-in count cookie's name (B2B sites use a B_ name, COOKIE-NAMES-04); ECommSignInCount by default. */
  readonly signInCountCookie?: string;
  /** Step 5 of the access check (./accessRedirect's `deniedRedirect`): without it a denied page stops the plan for it. */
  readonly deniedRedirect?: DeniedRedirect;
}

export interface PageLoadPlan {
  readonly effects: readonly PageLoadEffect[];
  /** Set when the plan stops for an answer the storefront must fetch, then plan again with it. */
  readonly awaiting: 'user-info' | 'deep-link-validation' | 'access-redirect' | null;
  /** Set when the plan ends by leaving the page. */
  readonly halted: 'redirect' | 'reload' | 'logout' | 'sign-out' | null;
  readonly rules: readonly string[];
}

/** SESSION-EST-20: the single-sign-on address with banner, idp=false, goto, setReInit=true and ml. */
export function singleSignOnUrl(ssoPath: string, params: { banner: string; goto: string; ml?: string | null }): string {
  const q = new URLSearchParams({ banner: params.banner, idp: 'false', goto: params.goto, setReInit: 'true' });
  if (params.ml) q.set('ml', params.ml);
  return `${ssoPath}${ssoPath.includes('?') ? '&' : '?'}${q.toString()}`;
}

/** The sign-in count cookie as a number; missing or unreadable counts as 0 (below 1). */
export function signInCount(cookies: Readonly<Record<string, string>>, cookieName: string = SIGN_IN_COUNT_COOKIE): number {
  const raw = cookies[cookieName];
  return raw?.match(/^\s*-?\d+\s*$/) ? Number.parseInt(raw, 10) : 0;
}

export type SsoReason = 'expired-kmsi' | 're-init-site' | 'anonymous-with-house-id' | 'guest-banner-switch';

/** SESSION-EST-01, SESSION-EST-12: why this visitor needs single sign-on (empty when not). */
export function singleSignOnReasons(info: UserInfo, cookies: Readonly<Record<string, string>>, host: string, toggles: FeatureToggles, now: number): SsoReason[] {
  const reasons: SsoReason[] = [];
  const type = info.userType;
  if (isAuthorised(type) && !isTokenActive(info.expireTime, now) && parseKmsi(cookies[KMSI_COOKIE]) === 'true') reasons.push('expired-kmsi');
  if (reInitMatchesHost(cookies[REINIT_COOKIE], host)) reasons.push('re-init-site');
  if (isAnonymous(type) && typeof info.houseId === 'string' && info.houseId.trim() !== '') reasons.push('anonymous-with-house-id');
  if (isGuest(type) && toggles.enableBannerSwitch) reasons.push('guest-banner-switch');
  return reasons;
}

/** SESSION-UPDATE intent of a deep-link preference (AMBIG-45: signed-in users get a session update, not a guest session). */
function intentOf(preference: string): 'INSTORE' | 'DELIVERY' | 'PICKUP' | null {
  const p = preference.trim().toLowerCase();
  return p === 'instore' ? 'INSTORE' : p === 'delivery' ? 'DELIVERY' : p === 'pickup' ? 'PICKUP' : null;
}

/** The cookie's JSON as written, else URI-decoded; undefined when neither reads. */
function readJson(raw: string): unknown {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a stray % leaves the value as written
  }
  for (const text of [raw, decoded]) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // not JSON this way: the next reading, if any
    }
  }
  return undefined;
}

function parseOnboarding(raw: string): { event: string | null; status: string | null; pgm: string | null } {
  const value = readJson(raw);
  const o = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return { event: str(o.event), status: str(o.status), pgm: str(o.pgm) };
}

/**
 * The ordered effects of a page load (SESSION-EST, EDIT-ORDER, REINIT, ACCESS). The storefront executes them in order;
 * when `awaiting` is set it fetches the answer and plans again with the same input plus that answer (`userInfo` or
 * `deepLinkValidation`); effects before an await are idempotent, so repeating them is harmless. When `halted` is set
 * the page is left.
 */
export function planPageLoad(input: PageLoadInput): PageLoadPlan {
  const effects: PageLoadEffect[] = [];
  const emit = (e: PageLoadEffect) => effects.push(e);
  const finish = (awaiting: PageLoadPlan['awaiting'], halted: PageLoadPlan['halted']): PageLoadPlan => {
    const rules: string[] = [];
    for (const e of effects) for (const r of e.rules) if (!rules.includes(r)) rules.push(r);
    return { effects, awaiting, halted, rules };
  };
  const { cookies, storage, toggles, now } = input;
  const address = parsePageAddress(input.url);
  const currentPage = `${address.path}${address.search}`;
  const facts = pageFacts(input.url);

  // Page-level behaviour that comes before anything else.
  if (facts.clearsSessionCookie) emit({ kind: 'delete-cookie', name: SESSION_COOKIE, rules: ['PAGES-14'] });
  if (facts.forcesLogout) {
    emit({ kind: 'force-logout', rules: ['PAGES-15'] });
    return finish(null, 'logout');
  }
  const setPassword = setPasswordAccess(address.path, cookies);
  if (!setPassword.allowed) {
    emit({ kind: 'redirect', reason: 'set-password-unavailable', target: input.redirectPolicy.defaultRedirect, rules: ['PAGES-04'] });
    return finish(null, 'redirect');
  }

  // 1. User info: loaded, synthesised locally, or to be fetched.
  let info: UserInfo;
  if (input.userInfo === null || input.userInfo === undefined) {
    const cookieType = normaliseUserType(input.sessionCookieUserType);
    const localBanner = input.localGuestInfoBanners?.some((b) => b.toLowerCase() === input.banner.toLowerCase()) === true;
    if (!isAuthorised(cookieType) && (toggles.userInfoSkipIfGuest || localBanner)) {
      const existing = typeof input.grsSessionId === 'string' && input.grsSessionId.trim() !== '' ? input.grsSessionId : null;
      const grsSessionId = existing ?? input.freshId;
      emit({ kind: 'synthesise-guest-user-info', userType: cookieType, grsSessionId, generatedGrsSessionId: existing === null, rules: ['SESSION-EST-06'] });
      info = { userType: cookieType, grsSessionId };
    } else {
      emit({ kind: 'fetch-user-info', rules: ['SESSION-EST-07'] });
      return finish('user-info', null);
    }
  } else {
    const parsed = UserInfo.safeParse(input.userInfo);
    if (parsed.success) info = parsed.data;
    else {
      emit({ kind: 'log', message: 'user info could not be read; continuing without it', rules: ['SESSION-EST-19'] });
      info = {};
    }
  }
  const type = normaliseUserType(info.userType);

  // 2. Single sign-on, unless the page escapes it.
  const reasons = input.page?.escapeSingleSignOn ? [] : singleSignOnReasons(info, cookies, input.host, toggles, now);
  const count = signInCount(cookies, input.signInCountCookie ?? SIGN_IN_COUNT_COOKIE);
  if (reasons.length > 0 && count < 1) {
    const rules = reasons.includes('guest-banner-switch') && reasons.length === 1 ? ['SESSION-EST-12', 'SESSION-EST-20'] : ['SESSION-EST-01', 'SESSION-EST-20'];
    emit({ kind: 'redirect', reason: 'single-sign-on', target: singleSignOnUrl(input.ssoPath, { banner: input.banner, goto: currentPage, ml: modalLinkAnalytics(address.search) }), rules });
    return finish(null, 'redirect');
  }
  // Past the redirect, a reason left means the sign-in count is 1 or more: a second round would loop (SESSION-EST-02).
  const ssoBlockedByCount = reasons.length > 0;

  // 3. Deep link.
  let deepLinkGuestSession = false;
  let deepLinkSessionKept = false;
  // A blank zip code is no zip code to the access check (ACCESS-03 reads it trimmed).
  let sessionZip: string | null = info.zipcode ?? null;
  const dl = input.deepLink;
  if (dl) {
    // AMBIG-45 with ACCESS-16: who acts on a deep link, and how, is deepLinkAction's decision.
    const action = deepLinkAction(type, { valid: true }).action;
    if (action === 'ignore') emit({ kind: 'ignore-deep-link', rules: ['ACCESS-16'] });
    else if (action === 'session-update') emit({ kind: 'session-update', intent: intentOf(dl.preference), deepLink: dl, rules: ['SESSION-EST-03'] });
    else if (input.deepLinkValidation == null) {
      emit({ kind: 'validate-deep-link', deepLink: dl, rules: ['SESSION-EST-03'] });
      return finish('deep-link-validation', null);
    } else if (input.deepLinkValidation === 'valid') {
      emit({ kind: 'guest-session', source: 'deep-link', deepLink: dl, rules: ['SESSION-EST-03'] });
      deepLinkGuestSession = true;
      if (typeof dl.zipcode === 'string' && dl.zipcode !== '') sessionZip = dl.zipcode;
      const state = dl.state ?? address.query.get('state');
      if (state === undefined && dl.skipReload !== true) {
        emit({ kind: 'reload', rules: ['SESSION-EST-03'] });
        return finish(null, 'reload');
      }
      deepLinkSessionKept = true;
    } else emit({ kind: 'log', message: 'deep-link validation failed; continuing without a deep-link session', rules: ['SESSION-EST-04'] });
  }

  // The one-time cookie is spent only once no further answer is awaited, so a re-plan still sees it.
  if (setPassword.clearCookie) emit({ kind: 'delete-cookie', name: SET_PASSWORD_COOKIE, rules: ['PAGES-04'] });

  // 4. Anonymous visitors get the default guest session.
  if (isAnonymous(type) && !deepLinkGuestSession) {
    emit({ kind: 'guest-session', source: 'default', deepLink: null, rules: ['SESSION-EST-05', 'USER-TYPES-15'] });
  }

  // 5. Edit-order session for signed-in users with a pending order.
  const editOrder = editOrderSession(type, cookies, storage);
  if (editOrder) {
    // EDIT-ORDER-04: from here on the user info is the pending order's: its branch id and offers store id.
    info = applyPendingOrder(info, editOrder.storeId);
    emit({
      kind: 'edit-order-session',
      storeId: editOrder.storeId,
      preference: editOrder.preference,
      updateProfile: false,
      overrides: { branchId: editOrder.storeId, j4uStoreId: editOrder.storeId },
      rules: [...editOrder.rules, 'EDIT-ORDER-04'],
    });
  }

  // 6. Enforcement. The default guest session takes effect for the next page, so the visitor is checked as loaded
  // (steps 4 of the access check: A, or re-sign-in after a previous login); a deep-link session kept without a reload
  // (state present) already makes the visitor a guest with that zip.
  if (input.page) {
    const user = deepLinkSessionKept ? { ...info, userType: 'G', zipcode: sessionZip } : info;
    const decision = checkAccess({
      url: input.url,
      page: input.page,
      user,
      sessionCookieUserType: input.sessionCookieUserType,
      previousLoginUserType: deepLinkSessionKept ? null : input.previousLoginUserType,
      cookies,
      storage,
      now,
      authoringMode: input.authoringMode,
      redirectPolicy: input.redirectPolicy,
    }, input.deniedRedirect);
    emit({ kind: 'access', decision, rules: decision.rules });
    const expired = decision.expiredTokenAction;
    if (expired && (expired.kind === 'sign-out' || ssoBlockedByCount)) {
      // With the sign-in count at 1 or more a second SSO round would loop (SESSION-EST-02); the user is signed out instead.
      emit({ kind: 'sign-out', rules: ssoBlockedByCount ? ['ACCESS-14', 'SESSION-EST-02'] : ['ACCESS-14'] });
      return finish(null, 'sign-out');
    }
    // A denied page: where to is step 5, fetched by the storefront then (the plan is made again with it).
    if (decision.redirectPending) return finish('access-redirect', null);
    if (decision.redirect) {
      for (const [name, value] of Object.entries(decision.redirect.setCookies)) emit({ kind: 'set-cookie', name, value, rules: ['ACCESS-12', 'ACCESS-13'] });
      emit({ kind: 'redirect', reason: 'access-denied', target: decision.redirect.target, via: decision.redirect.via, rules: decision.rules });
      return finish(null, 'redirect');
    }
  } else if (ssoBlockedByCount) {
    effects.push({ kind: 'log', message: 'single sign-on already attempted in this session', rules: ['SESSION-EST-02'] });
  }

  // 7. Re-init cookie: first-login marker, then what it clears.
  const stripped = stripFirstLoginMarker(cookies[REINIT_COOKIE]);
  if (stripped.firstLogin) {
    emit({ kind: 'set-cookie', name: REINIT_COOKIE, value: stripped.value, rules: ['SESSION-EST-10'] });
    emit({ kind: 'set-flag', flag: 'firstLogin', value: true, rules: ['SESSION-EST-10'] });
  }
  const reinit = reInitEffects(stripped.value);
  if (reinit.clearStorage.length > 0) emit({ kind: 'clear-storage', keys: reinit.clearStorage, rules: reinit.rules });
  if (reinit.slotRefresh) emit({ kind: 'set-flag', flag: 'slotRefresh', value: true, rules: ['REINIT-03'] });

  // 8. Onboarding event cookie: flags, then deleted.
  const onboarding = cookies[ONBOARDING_COOKIE];
  if (onboarding !== undefined) {
    emit({ kind: 'set-flag', flag: 'onboarding', value: parseOnboarding(onboarding), rules: ['SESSION-EST-10'] });
    emit({ kind: 'delete-cookie', name: ONBOARDING_COOKIE, rules: ['SESSION-EST-10'] });
  }

  // 9. Page-load order after user info.
  for (const step of ['session-init', 'cart', 'promotions', 'search'] as const) emit({ kind: 'load', step, rules: ['SESSION-EST-07'] });

  // 10. Modals.
  if (/\/erums(\/|\.|-|$)/i.test(address.path)) emit({ kind: 'skip-modals', why: 'erums-page', rules: ['SESSION-EST-08'] });
  else if (info.isCrossBannerMFCUser === true && canonicalPreference(info.deliveryPreference ?? info.preferenceMode) === 'DELIVERY') {
    emit({ kind: 'show-alert', alert: 'cross-banner-mfc-remapped', rules: ['SESSION-EST-08'] });
  } else {
    // MISC-09 gives the order and who gets the complete-profile (MISC-01) and merge-account modals; the page's own
    // facts decide the rest, the prebook-slot setting through CONFIG-03.
    // Only anonymous visitors and guests are given a guest session, and neither is signed in.
    const signedIn = isSignedIn(type);
    const applies: Record<ModalName, boolean> = {
      conflict: input.storeConflict === true,
      'complete-profile': true,
      splash: editOrder === null,
      'closed-store': info.isClosed === true,
      'prebook-slot': prebookSlotModalOn(input.prebookSlotSetting),
      'merge-account': true,
    };
    // Stryker disable next-line StringLiteral: the modal order reads only whether the site is the business one ('B')
    const order = pageLoadModals({ signedIn, siteType: isB2BSite(input.host, info.siteType) ? 'B' : 'C', toggles });
    for (const modal of order) if (applies[modal]) emit({ kind: 'show-modal', modal, rules: ['SESSION-EST-07', 'MISC-09'] });
  }

  // 11. A stored flag reopens the sign-in modal after a reload; the flag is used once.
  if (storage[REOPEN_SIGN_IN_KEY] === 'true') {
    emit({ kind: 'open-sign-in-modal', rules: ['SESSION-EST-09'] });
    emit({ kind: 'clear-storage', keys: [REOPEN_SIGN_IN_KEY], rules: ['SESSION-EST-09'] });
  }
  return finish(null, null);
}

export const PageLoadInputSchema = z.object({
  url: z._default(z.string(), '/home.html'),
  host: z._default(z.string(), 'www.freshway.test'),
  banner: z._default(z.string(), 'freshway'),
  cookies: z._default(z.record(z.string(), z.string()), {}),
  storage: z._default(z.record(z.string(), z.string()), {}),
  userInfo: z._default(z.unknown(), null),
  sessionCookieUserType: z.nullish(z.string()),
  grsSessionId: z.nullish(z.string()),
  freshId: z._default(z.string(), '00000000-0000-4000-8000-000000000000'),
  previousLoginUserType: z.nullish(z.string()),
  toggles: z._default(FeatureToggles, FeatureToggles.parse({})),
  now: z.number(),
  deepLink: z._default(z.nullable(z.looseObject({ storeId: z.string(), preference: z.string(), zipcode: z.nullish(z.string()), state: z.nullish(z.string()) })), null),
  deepLinkValidation: z.nullish(z.enum(['valid', 'invalid'])),
  page: z._default(z.nullable(PageMetadataSchema), null),
  ssoPath: z._default(z.string(), '/bin/wcax/sso'),
  redirectPolicy: z._default(z.object({ trustedDomains: z._default(z.array(z.string()), []), defaultRedirect: z._default(z.string(), '/') }), { trustedDomains: [], defaultRedirect: '/' }),
  localGuestInfoBanners: z._default(z.array(z.string()), []),
  storeConflict: z._default(z.boolean(), false),
  prebookSlotSetting: z.optional(z.unknown()),
  authoringMode: z.nullish(z.string()),
  signInCountCookie: z.optional(z.string()),
});
