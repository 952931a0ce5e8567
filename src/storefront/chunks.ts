/**
 * Every on-demand part of the storefront core, in one place: the only module of src/storefront that may call
 * `import()` (eslint.config.js refuses it elsewhere), so what a page load fetches, and when, is read here. Each loader
 * says why its part is not in the page's first code. The callers decide when to call; a loader that remembers its
 * fetch says so.
 */

/**
 * A loader fetched once and shared by every caller; a failed fetch (the network is down) is forgotten, so the next
 * call fetches again instead of failing for the rest of the page's life.
 */
export function fetchedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

// The page load's parts.

/** Applying a page load's plan (./session/pageLoadEffects.ts): a first visit without a session cookie or a deep link plans none. */
export const loadPageLoadEffects = () => import('./session/pageLoadEffects');
/** The page load's signed-in branches (SESSION-EST, ./session/signedInSession.ts): guests never take them. */
export const loadSignedInSession = () => import('./session/signedInSession');
/** The signed-in part of the core (reconciliation, tooltip, passkey, business profile): guests never fetch it. */
export const loadSignedIn = () => import('./signedIn');
/** The KMSI refresh and the sign-in hand-off's check (CALL-48, SESSION-EST-18): keep-me-signed-in users and hand-offs only. */
export const loadSessionRefresh = () => import('./session/sessionRefresh');
/** The deep-link rule (DEEPLINK-01..15): only an address carrying a deep link or asking for the store modal needs it. */
export const loadDeepLink = () => import('./session/deepLinkReading');
/** ACCESS-09..13's redirect of a denied page (every target through the REDIRECT validation): denied pages only. */
export const loadDeniedRedirect = () => import('../rules/accessRedirect').then((m) => m.deniedRedirect);
/** The guest store resolver's reading of its answer (GUEST-STORE): fetched alongside the call, which most visits skip. */
export const loadResolveGuestStore = () => import('../rules/guestStoreAnswer').then((m) => m.resolveGuestStore);
/** MISC-04, SESSION-EST-15, SESSION-EST-16: what an address parameter asks of the page load; most addresses carry none. */
export const loadAddressEvents = () => import('./addressEvents');
/** PAGES-13's redirect_uri validation: the service sign-in page only. */
export const loadServiceSignInRedirect = () => import('../rules/serviceSignIn').then((m) => m.serviceSignInRedirect);
/** SIGNIN-08's e-mail prefill: only an address carrying emailToken or progProfUser. */
export const loadEmailPrefill = () => import('./sign-in/emailPrefill');
/** The splash modal's deals reader: only a splash answer with deals to read. */
export const loadSplashDeals = () => import('./splashDeals');
/** Hiding the signed-in tooltip (TOOLTIP): only a page that showed it. */
export const loadSessionTooltip = () => import('./sessionTooltip');

// What a shopper's act or another script of the page starts: no page load needs it.

/**
 * The core's commands (./commands.ts), fetched on the first of them and ahead when the page is idle; fetched once for
 * every core of the page.
 */
export const loadCommands = fetchedOnce(() => import('./commands'));
/** The page API other scripts of the page call (./page-api/pageApi.ts): a page whose scripts never call it never loads it. */
export const loadPageApi = () => import('./page-api/pageApi');
/**
 * The Backend calls only a shopper's act makes (sign-in, account creation, store list …): `apiBackend` remembers them
 * per backend, and the page's idle prefetch fetches them ahead.
 */
export const loadShopperCalls = () => import('./session/shopperCalls');
/** The sign-in machine's reading of the identity provider's answers (OTP-01..11): the sign-in modal's code. */
export const loadAuthnResponseEvent = () => import('../rules/signInMachine').then((m) => m.authnResponseEvent);
export const loadVerifyResponseEvent = () => import('../rules/signInMachine').then((m) => m.verifyResponseEvent);
/** The sign-in flow (OTP-01..11): fetched when a sign-in opens. */
export const loadSignInFlow = () => import('./sign-in/signInFlow');
/** The sign-in pages' arrival and redirect (SIGNIN-06, REDIRECT-06): other pages never run them. */
export const loadArrival = () => import('./sign-in/arrival');
/** SESSION-EST-15's sign-in with a session token: when an account creation or a password reset gets there. */
export const loadAutoSignIn = () => import('./sign-in/autoSignIn');
/** A store choice (STORE-CHANGE): when the shopper makes one. */
export const loadChangeStore = () => import('./session/changeStore');
/** CROSS-BANNER's single sign-on address: the conflict modal's switch only. */
export const loadCrossBannerSsoUrl = () => import('../rules/crossBanner').then((m) => m.crossBannerSsoUrl);
