import type { Banner } from '../../spec/schemas/banner';
import { flowTexts } from '../../spec/errors/flowTexts';
import type { StorefrontConfig } from '../../spec/schemas/config';
import { servletNavigation } from '../api/servletAddress';
import { clearsSessionCookie, forcesLogout, isServiceSignInPage, isSignInPage, parsePageMetadata, serviceSignInOf, storeModalAllowed } from '../rules/pages';
import type { ExpiryDecision } from '../rules/signInSession';
import { touchIdRecord } from '../rules/expiry';
import { attributionToken } from '../rules/configRules';
import { inPagePath } from '../rules/navigation';
import { showToast as toastRule, storedNotice } from '../rules/toast';
import { expireTimeOf } from '../rules/token';
import { isAuthorised } from '../rules/userTypes';
import type { CookieJar } from './cookies';
import { siteCookieJar } from './cookies';
import { pageLoadLog } from './pageLoadLog';
import { pageLoadQueue, PREBOOK_SHOWN_KEY } from './pageLoadQueue';
import type { AutoSignInOutcome, AutoSignInReason, PageApi } from './types';
import type { Clock, DeviceReader, LocationPort, WebStorage } from './ports';
import { readJson, readKey, storageEntries, writeKey } from './ports';
import type { Backend } from './session/backend';
import { establishSession } from './session/establish';
import { asksForEmailPrefill, hasAddressEvent } from './addressEventNames';
import type { PageLoadExtras, SessionView } from './session/establish';
import { opensStoreModal } from './session/deepLink';
import { SHARED_SESSION_COOKIE } from './session/sessionCookie';
import { KMSI_COOKIE } from '../rules/cookieNames';
import { signOutSession } from './session/signOut';
import { loadStoreFlags } from './session/storeFlags';
import type { ReconcileOutcome } from './session/reconcile';
import type { RefreshOutcome } from './session/sessionEvents';
import type { ShownTooltip } from './sessionTooltip';
import type { HideReason } from '../rules/tooltip';
import { createFocusMove } from './focusMove';
import { createUserErrorQueue } from './userErrors';
import type { StoreChangeOutcome, StoreChoice } from './session/changeStore';
import type { SignInFlow, SignInFlowPorts } from './sign-in/signInFlow';
import { runSplash } from './splash';
import { loadAddressEvents, loadCommands, loadDeepLink, loadEmailPrefill, loadPageApi, loadServiceSignInRedirect, loadSessionTooltip, loadSignedIn } from './chunks';
import { subscribable } from './subscribable';
import { INITIAL_SNAPSHOT, reduceSnapshot } from './snapshot';
import type { OpenModal, StorefrontAction, StorefrontSnapshot } from './snapshot';
import { namedTimers } from './timers';

export type { ConflictSide, OpenModal, StorefrontAction, StorefrontSnapshot, Toast } from './snapshot';

/**
 * The storefront core: the page-load sequence (SESSION-EST-07 order), session establishment, reconciliation, the
 * page-load modal queue, session events, the page API, toasts and the timed behaviours, with no framework and no DOM
 * global. The browser's React adapter (src/app) and the workbench's Node driver (cli/lib/scenario) run this same
 * object with their own ports; they render or record its snapshot and call its commands.
 */

/** Local-storage key of the visitor id record (EXPIRY-07; 000 §3 Local and session storage). */
export const VISITOR_ID_KEY = 'visitor_id';
/** Local-storage key of the attribution token (CONFIG-05; 000 §3 Local and session storage). */
export const ATTRIBUTION_TOKEN_KEY = 'attribution_token';
/** Local-storage key of the stored notification (000 §3 Local and session storage). */
export const NOTIFY_MESSAGE_KEY = 'notifyMessage';

export type SignOutReason = 'shopper' | 'session-timeout';

/** What the page says after the shopper's own sign-out. */
export const SIGNED_OUT_TEXT = 'You are signed out.';

export interface StorefrontPorts {
  readonly config: StorefrontConfig;
  readonly banner: Banner;
  readonly b2b: boolean;
  /** The page's cookie jar; the core reads and writes it through the site jar (COOKIE-NAMES-04). */
  readonly cookies: CookieJar;
  readonly backend: Backend;
  readonly clock: Clock;
  readonly local: WebStorage;
  readonly session: WebStorage;
  readonly location: LocationPort;
  /** A fresh identifier for a generated grsSessionId (SESSION-EST-06). */
  readonly freshId: () => string;
  /** Where log lines go (never shown to the shopper). */
  readonly log: (line: string) => void;
  /** The page's metadata as delivered with it (PAGES-17: object or JSON text); the core parses it. */
  readonly pageMeta?: (pathname: string) => unknown;
  /** CONFIG-06: the device's characteristics and the MD5 to hash them; without MD5 the page load only warns. */
  readonly device?: DeviceReader;
  readonly md5?: ((s: string) => string) | null;
  readonly viewportWidth?: () => number;
  /** The zone the delivery check's daily cookie counts local midnight in (the browser's by default). */
  readonly timeZone?: string;
  /** Tells the page's other scripts the page API (window.storefront in the browser), and null when it goes. */
  readonly publishPageApi?: (api: PageApi | null) => void;
  /** A named step of the page load, for the workbench's scenario expectations and the page-load log. */
  readonly trace?: (event: string) => void;
}

export interface Storefront {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => StorefrontSnapshot;
  /** The jar the storefront's own cookies are read and written through (B_ names on the B2B site). */
  readonly cookies: CookieJar;
  /** The page load: session, reconciliation, the store-modal deep link and the stored notice, in that order. */
  readonly pageLoad: () => Promise<SessionView | null>;
  /** Establishes the session again (after sign-in, sign-out, a page-API update) and reconciles it. */
  readonly reloadSession: () => Promise<void>;
  /**
   * SESSION-EST-15: signs in with the session token an account creation or a password reset answered (notice,
   * remember-me for 90 days, the authorize hand-off), then loads the signed-in session; `refused` for an empty token.
   */
  readonly signInWithSessionToken: (sessionToken: string, reason: AutoSignInReason) => Promise<AutoSignInOutcome>;
  /** What the last page load found besides the session (the workbench records it). */
  readonly lastPageLoad: () => (PageLoadExtras & { reconcile?: ReconcileOutcome }) | null;
  /** CONFIG-06: the device id the last page load computed; `null` before one, or without MD5 (ERR-48). */
  readonly deviceId: () => string | null;
  readonly setSession: (view: SessionView) => void;
  readonly openModal: (modal: OpenModal) => void;
  readonly closeModal: () => void;
  readonly showToast: (text: string) => void;
  /** MISC-08, CALLS-04: asks for a user error; the popup shows it once the popup wrapper delay has passed. */
  readonly showUserError: (title: string, message: string, callback?: () => void) => void;
  /** Closes the shown user error (OK, Close, Escape) and runs its callback once. */
  readonly dismissUserError: (id: number) => void;
  /** CALLS-04: moves the focus (the caller's `move`) once the focus-move delay has passed on the core's clock. */
  readonly moveFocus: (move: () => void) => void;
  readonly dismissToast: () => void;
  /**
   * The shopper moved to another page without a page load (the in-page router). A toast belongs to the page that
   * showed it, as it would on a site where every page is loaded: it goes with that page. A message meant for the next
   * page is a stored notice (TOAST-02), shown there.
   */
  readonly pageChanged: (pathname: string) => void;
  /** Hides the default-address tooltip (TOOLTIP-02..04): Got it also acknowledges (CALL-51) and stores the flag. */
  readonly hideTooltip: (reason: HideReason) => Promise<void>;
  /** Closes the splash (its dialog's close or a deal followed); the page-load modals after it go on. */
  readonly closeSplash: () => void;
  /** The first page-load modal was closed: the next one shows. */
  readonly nextPageModal: () => void;
  readonly closeRemapped: () => void;
  readonly closeBusinessProfile: () => void;
  /** Saves the complete-business-profile form (MISC-02); rejects when the profile cannot be updated. */
  readonly saveBusinessProfile: (info: Parameters<NonNullable<Backend['updateBusinessProfile']>>[2]) => Promise<void>;
  readonly closePasskey: () => void;
  /**
   * SIGNIN-05: the sign-out the page offers (the header's, `shopper`: it says so with a toast) or the session timeout
   * modal's Continue as guest (`session-timeout`): the session cleared through the ports, the provider logout, then the
   * page established again as a guest.
   */
  readonly signOut: (reason?: SignOutReason) => Promise<void>;
  /** CALL-48 outside a page load: a keep-me-signed-in session kept alive, or (failed) signed out as `signOut` does. */
  readonly refreshSession: () => Promise<RefreshOutcome>;
  /** The conflict modal's switch: single sign-on at the previous store's banner (CROSS-BANNER). */
  readonly switchBanner: () => Promise<void>;
  /**
   * SESSION-EST-17: a signed-in user finished registration: the redirect cookie is set to `target`, then the user is
   * signed out silently (no navigation) and the page continues as a guest. False for anyone not signed in.
   */
  readonly finishRegistration: (target: string) => Promise<boolean>;
  /** The page API other scripts of the page call; created once the page load has a session. */
  readonly pageApi: () => Promise<PageApi>;
  /**
   * Opens a sign-in (the sign-in modal's flow, OTP-01..11): the machine over this page's backend, cookies and clock. By
   * default a finished hand-off reloads the session in place and shows the welcome if the shopper is still signed in;
   * `options` give what the screen adds (its state, an assistant's authorize, where the page goes after the hand-off).
   */
  readonly signIn: (options?: Partial<Omit<SignInFlowPorts, 'backend' | 'cookies' | 'now'>>) => Promise<SignInFlow>;
  /**
   * The sign-in pages' arrival at the page's address (SIGNIN-06, DEEPLINK-09, ERR-38): an assistant's request is
   * checked once per address and its refusal asked for in the user-error popup; a signed-in shopper goes on as
   * `followAfterSignIn` says. The page load runs it; the page calls it again when the router brings it in place.
   */
  readonly signInArrival: () => Promise<void>;
  /**
   * REDIRECT-06, ERR-07: on the sign-in page, the sign-in is done: goto, else the recorded redirect, validated, is
   * followed (the cookie used up). The core runs it once a page load or a session reload finds the shopper signed in;
   * a driver that loads the signed-in page itself after the hand-off calls it first.
   */
  readonly followAfterSignIn: () => Promise<void>;
  /**
   * A store choice (the store modal's): the changed session is shown with its message; a cross-banner or single
   * sign-on answer leaves the page. `reload` is the caller's to do; null without a session.
   */
  readonly changeStore: (choice: StoreChoice) => Promise<StoreChangeOutcome | null>;
  /** Resolves when the page load's background work (the store flags) is done. */
  readonly idle: () => Promise<void>;
  /** Stops the timers and withdraws the page API (the page is left or unmounted). */
  readonly dispose: () => void;
}

/** What the core's commands reach of the core they run in (src/storefront/storefront.ts). */
export interface CommandCore {
  readonly ports: StorefrontPorts;
  readonly cookies: CookieJar;
  readonly snapshot: () => StorefrontSnapshot;
  readonly dispatch: (action: StorefrontAction) => void;
  readonly setSession: (view: SessionView) => void;
  readonly showToast: (text: string) => void;
  readonly showStoredNotice: () => void;
  readonly showUserError: (title: string, message: string) => void;
  readonly reloadSession: () => Promise<void>;
  readonly signOutClient: () => Promise<void>;
  readonly trace: (event: string) => void;
  readonly leaveTo: (target: string) => void;
  readonly href: () => string;
  /** Runs `run` after `ms` on the core's clock, replacing a reload still waiting (the core clears it on dispose). */
  readonly scheduleReload: (run: () => void, ms: number) => void;
}

/** The longest wait a timer takes (setTimeout's limit); a later expiry is checked again on the next page. */
const MAX_WAIT_MS = 2_147_000_000;

/** The signed-in part of the core (reconciliation, tooltip, passkey, business profile): guests never fetch it. */
let signedInCode: Awaited<ReturnType<typeof loadSignedIn>> | null = null;
const signedIn = () => loadSignedIn().then((code) => (signedInCode = code));

/** Fetches the commands' code ahead of a shopper's act (the page's idle prefetch). */
export const prefetchCommands = (): Promise<unknown> => loadCommands();

export function createStorefront(ports: StorefrontPorts): Storefront {
  const { backend, banner, config, clock, location } = ports;
  const cookies = siteCookieJar(ports.cookies, { b2b: ports.b2b, toggles: config.featureToggles });
  const toggles = config.featureToggles;
  const trace = ports.trace ?? (() => undefined);
  let snapshot = INITIAL_SNAPSHOT;
  const listeners = subscribable();
  const timers = namedTimers(clock);
  let toastKey = 0;
  let background: Promise<unknown> = Promise.resolve();
  let last: (PageLoadExtras & { reconcile?: ReconcileOutcome }) | null = null;
  let pageApi: Promise<PageApi> | null = null;
  // SPLASH-06: the page load's splash waits (`waiting`) until its events have come; it runs once per page load.
  let splashPhase: 'before' | 'waiting' | 'running' | 'over' = 'before';
  let splashWork: Promise<void> = Promise.resolve();
  let disposed = false;

  const dispatch = (action: StorefrontAction): void => {
    const next = reduceSnapshot(snapshot, action);
    if (next === snapshot) return;
    snapshot = next;
    listeners.notify();
    if (splashPhase === 'waiting') startSplash();
  };

  /**
   * SPLASH-06, SESSION-EST-07: the splash's decision runs once the conflict flow and the profile check are done, and
   * (decision 0401: one modal at a time) no other modal, prompt or business-profile form is open; its deals go into
   * the snapshot, or the page-load modals after it are let go at once.
   */
  const startSplash = (): void => {
    const view = snapshot.session;
    if (!view || !snapshot.profileChecked || snapshot.modal !== null || snapshot.businessProfile || snapshot.passkey) return;
    splashPhase = 'running';
    splashWork = runSplash({ pathname: location.current().pathname, view, backend, local: ports.local, now: () => clock.now() })
      .catch(() => ({ kind: 'skipped', reason: 'failed' }) as const)
      .then((outcome) => {
        if (disposed) return;
        splashPhase = 'over';
        if (outcome.kind === 'shown') {
          trace('splash:shown');
          dispatch({ type: 'splashShown', deals: outcome.deals });
        } else {
          trace(`splash:skipped:${outcome.reason}`);
          dispatch({ type: 'splashSkipped' });
        }
      });
  };
  /** The page load is over: its splash waits for its events, or (a page left for another document) never shows. */
  const splashAfterPageLoad = (): void => {
    if (last?.leave?.full) {
      splashPhase = 'over';
      dispatch({ type: 'splashSkipped' });
      return;
    }
    splashPhase = 'waiting';
    startSplash();
  };
  const userErrors = createUserErrorQueue(clock, (userError) => dispatch({ type: 'userErrorChanged', userError }));
  const focusMove = createFocusMove(clock);
  const href = () => location.current().href;
  const leaveTo = (target: string) => location.assign(servletNavigation(config, target));

  let toastShown: Parameters<typeof toastRule>[0] = null;
  let toastPage: string | null = null;
  const showToast = (text: string): void => {
    // TOAST-01, TOAST-07: the rule's toast replaces the one visible, for the rule's duration.
    const { toast } = toastRule(snapshot.toast ? toastShown : null, text);
    toastShown = toast;
    toastPage = location.current().pathname;
    toastKey += 1;
    timers.start('toast', toast.durationMs, () => dispatch({ type: 'toastGone' }));
    trace(`toast:${toast.message}`);
    dispatch({ type: 'toastShown', toast: { text: toast.message, key: toastKey } });
  };
  const dismissToast = (): void => {
    timers.clear('toast');
    dispatch({ type: 'toastGone' });
  };

  // SIGNIN-04, SESSION-EST-14: when a signed-in token expires, a keep-me-signed-in user goes through single sign-on;
  // anyone else sees the session timeout modal and continues as a guest.
  const watchExpiry = (view: SessionView): void => {
    timers.clear('expiry');
    if (!isAuthorised(view.userType)) return;
    const expires = expireTimeOf(view.userInfo?.expireTime);
    if (expires === null) return;
    timers.start(
      'expiry',
      Math.min(Math.max(0, expires - clock.now()), MAX_WAIT_MS),
      () => {
        const expiry = { kmsiCookie: cookies.get(KMSI_COOKIE) ?? null, ssoPath: banner.ssoPath, banner: banner.id, currentUrl: href() };
        const act = (decision: Pick<ExpiryDecision, 'action'> & { readonly url?: string }): void => {
          trace(`expiry:${decision.action}`);
          if (decision.action === 'single-sign-on' && decision.url !== undefined) leaveTo(decision.url);
          else dispatch({ type: 'modalOpened', modal: { kind: 'timeout' } });
        };
        // The decision is the signed-in code's (./signedIn, there since the signed-in page load); fetched if it is not,
        // and when it cannot be, the session timeout modal (SIGNIN-04's decision for anyone not kept signed in).
        if (signedInCode) act(signedInCode.sessionExpiry(expiry));
        else void signedIn().then((code) => act(code.sessionExpiry(expiry)), () => act({ action: 'sign-out-then-guest' }));
      },
    );
  };

  const setSession = (view: SessionView): void => {
    watchExpiry(view);
    dispatch({ type: 'sessionChanged', session: view });
  };

  /** SIGNIN-05, STORAGE-05: the one sign-out, through its plan; the caller establishes the page again. */
  const signOutClient = async (): Promise<void> => {
    await signOutSession({ cookies, local: ports.local, session: ports.session, backend, logoutUrl: config.identity.logoutUrl });
  };

  /** SESSION-EST: establishes the session; only the page load itself queues the page-load modals. */
  const establish = async (pageLoad: boolean): Promise<SessionView> => {
    dispatch({ type: 'establishStarted' });
    try {
      const here = location.current();
      const result = await establishSession({
        search: here.search,
        pathname: here.pathname,
        hash: here.hash,
        host: here.host,
        banner,
        b2b: ports.b2b,
        cookies,
        backend,
        now: clock.now(),
        replaceSearch: (search) => location.replace(`${location.current().pathname}${search}${location.current().hash}`),
        storage: storageEntries(ports.local),
        local: ports.local,
        signOut: signOutClient,
        toggles,
        // CONFIG-03: the prebook-slot modal's setting, as the configuration delivers it.
        prebookSlotSetting: config.settings.prebookSlot,
        // PAGES-17: malformed metadata reads as an open page with no redirections.
        page: ports.pageMeta ? parsePageMetadata(ports.pageMeta(here.pathname)) : null,
        redirectPolicy: { trustedDomains: config.domain.trustedDomains, defaultRedirect: config.domain.defaultRedirect },
        freshId: ports.freshId(),
        log: ports.log,
        ...(ports.timeZone ? { timeZone: ports.timeZone } : {}),
        ...(pageLoad ? { onStoreKnown: (storeId: string) => dispatch({ type: 'pageLoadStoreKnown', storeId }) } : {}),
      });
      const { leave, signOut, openSignIn, modals, alert, sessionTimeout, refresh, handOffCheck: _handOffCheck, ...view } = result;
      last = result;
      trace(`session:${view.how}`);
      if (pageLoad) {
        const queue = pageLoadQueue(modals ?? [], view, readKey(ports.local, PREBOOK_SHOWN_KEY), clock.now());
        if (queue.includes('prebook-slot')) writeKey(ports.local, PREBOOK_SHOWN_KEY, String(clock.now()));
        dispatch({ type: 'pageModalsQueued', modals: queue, remapped: alert === 'cross-banner-mfc-remapped' });
      }
      if (signOut) await signOutClient();
      if (leave) {
        trace(`redirect:${leave.target}`);
        // Decision 0024: the reload target is built from the page's own location, so it is reduced to a path first.
        if (leave.full) leaveTo(inPagePath(leave.target));
        else location.replace(leave.target);
      }
      if (openSignIn) dispatch({ type: 'modalOpened', modal: { kind: 'signIn' } });
      // ERR-11: the session check found a signed-in cookie the upstream no longer knows: the timeout modal says so.
      if (sessionTimeout) dispatch({ type: 'modalOpened', modal: { kind: 'timeout' } });
      setSession(view);
      // SESSION-EST-11 (decision 0020): a federated session that is active again is welcomed back.
      if (refresh?.kind === 'ok' && refresh.welcomeBack) showToast(flowTexts.signInSuccessToast);
      // STORE-FLAGS-01..06: the branch's flags load beside the page; a failure is logged and never blocks it.
      if (pageLoad && !leave) {
        background = loadStoreFlags({ backend, storeId: view.storeId, zipcode: view.zipcode, storage: ports.local, log: (line) => ports.log(`[storefront] ${line}`) }).then((done) => {
          if (!done) return;
          if (done.state.loaded) trace('storeFlags:loaded');
          if (done.fireCompletion) trace('storeFlags:completion');
          trace(Object.keys(done.state.flags).length > 0 ? 'storeFlags:flags' : 'storeFlags:empty');
        });
      }
      return view;
    } finally {
      dispatch({ type: 'establishEnded' });
    }
  };

  /** TOOLTIP-01..03: the default-address tooltip shows until Got it, Escape, an outside click or its auto-hide time. */
  const showTooltip = (tooltip: ShownTooltip): void => {
    timers.start('tooltip', tooltip.autoHideMs, () => void hideTooltip('timeout'));
    trace('tooltip:shown');
    dispatch({ type: 'tooltipShown', tooltip });
  };
  const hideTooltip = async (reason: HideReason): Promise<void> => {
    const tooltip = snapshot.tooltip;
    const view = snapshot.session;
    if (!tooltip) return;
    timers.clear('tooltip');
    trace(`tooltip:${reason}`);
    dispatch({ type: 'tooltipHidden' });
    const { hideShownTooltip } = await loadSessionTooltip();
    await hideShownTooltip(reason, tooltip, view, ports);
  };

  /** PROFILE-RECON: signed-in users' profile store and preference, applied after the session (not in edit-order mode). */
  const reconcile = async (view: SessionView): Promise<void> => {
    if (!isAuthorised(view.userType) || view.editOrder || (last?.leave ?? false)) {
      dispatch({ type: 'profileChecked' });
      return;
    }
    // Reconciliation, the tooltip, the passkey check and the business profile concern signed-in users only: their
    // code is fetched here, not at boot.
    const { afterSignedInLoad } = await signedIn();
    const outcome = await afterSignedInLoad(view, { ports, cookies, dispatch, setSession, trace, showTooltip, schedule: (run, ms) => timers.start('profile', ms, run) });
    if (last) last = { ...last, reconcile: outcome };
  };

  // The sign-in pages' arrival and redirect are commands (./commands.ts): other pages never fetch their code.
  const signedInNow = (): boolean => snapshot.session !== null && isAuthorised(snapshot.session.userType);
  const followAfterSignIn = async (): Promise<void> => {
    if (isSignInPage(location.current().pathname)) await (await loadCommands()).followAfterSignIn(core);
  };
  const signInArrival = async (): Promise<void> => {
    const { pathname } = location.current();
    if (isSignInPage(pathname) || isServiceSignInPage(pathname)) await (await loadCommands()).signInArrival(core, signedInNow());
  };

  /** TOAST-02..05: a stored notice is shown once, then marked shown. */
  const showStoredNotice = (): void => {
    const notice = storedNotice({ stored: readKey(ports.local, NOTIFY_MESSAGE_KEY), isB2B: ports.b2b, referralProgramEnabled: toggles.referralProgramEnabled, onboardingEvent: null });
    if (notice.show) {
      showToast(notice.show);
      // A stored notice is written for the page after the one that stored it (a site that loads every page shows it
      // there): the page that shows it now may be about to send the shopper on, so it goes with the next page instead.
      toastPage = null;
    }
    if (notice.write) writeKey(ports.local, NOTIFY_MESSAGE_KEY, JSON.stringify(notice.write));
  };

  let deviceIdNow: string | null = null;
  const pageLoad = async (): Promise<SessionView | null> => {
    try {
      return await loadPage();
    } catch (error) {
      ports.log(`[storefront] the page load could not finish: ${error instanceof Error ? error.message : String(error)}`);
      trace('pageLoad:failed');
      dispatch({ type: 'pageLoadFailed' });
      return null;
    }
  };
  const loadPage = async (): Promise<SessionView | null> => {
    const here = location.current();
    const address = `${here.pathname}${here.search}${here.hash}`;
    trace(`visit:${here.pathname}`);
    // COOKIE-06 (ERR-04), CONFIG-06 (ERR-48): what the page load reports only in the log.
    const device = ports.device ?? (() => ({ userAgent: '', plugins: [], screen: { width: 0, height: 0, colorDepth: 0 } }));
    const loadLog = pageLoadLog({ sessionCookie: cookies.get(SHARED_SESSION_COOKIE), device, md5: ports.md5 ?? null });
    deviceIdNow = loadLog.deviceId;
    for (const line of loadLog.lines) ports.log(`[storefront] ${line}`);
    // EXPIRY-07: the visitor id is kept 90 days and extended on every visit.
    writeKey(ports.local, VISITOR_ID_KEY, JSON.stringify(touchIdRecord(readJson(readKey(ports.local, VISITOR_ID_KEY)), clock.now(), ports.freshId).record));
    // CONFIG-05: a mock attribution token (or none) is replaced by a new random identifier.
    const attribution = attributionToken(readKey(ports.local, ATTRIBUTION_TOKEN_KEY), ports.freshId);
    if (attribution.replaced) writeKey(ports.local, ATTRIBUTION_TOKEN_KEY, attribution.token);
    // MISC-04, SESSION-EST-15, SESSION-EST-16: what an address parameter asks of the page load before its session
    // (their code is fetched only when one of the parameters is there).
    if (hasAddressEvent(here.search)) {
      const { applyAddressEvents } = await loadAddressEvents();
      if (applyAddressEvents({ ports, cookies, trace, address, search: here.search, pathname: here.pathname }) === 'left') return null;
    }
    // PAGES-14: the service sign-in path starts without a shared session.
    if (clearsSessionCookie(here.pathname)) cookies.remove(SHARED_SESSION_COOKIE);
    // PAGES-13: an untrusted redirect_uri reloads the page without it. Its validation is fetched on the service sign-in
    // page only; when it cannot be fetched the target counts as untrusted (never followed unvalidated).
    const service = serviceSignInOf(address)
      ? await loadServiceSignInRedirect().then((redirect) => redirect(address, { trustedDomains: config.domain.trustedDomains, defaultRedirect: config.domain.defaultRedirect }), () => ({ action: 'reload' as const }))
      : null;
    if (service?.action === 'reload') {
      const q = new URLSearchParams(here.search);
      q.delete('redirect_uri');
      location.replace(`${here.pathname}?${q.toString()}`);
    }
    // PAGES-15: a sign-in error in the hash (or IAUC408) forces a logout, so the sign-in cannot loop.
    if (forcesLogout(address)) {
      trace('pageLoad:forced-logout');
      await signOutClient();
    }
    const view = await establish(true);
    await reconcile(view);
    const now = location.current();
    // DEEPLINK-10..15: the rule's code is fetched only when the address asks for the store modal.
    const link = opensStoreModal(now.search) ? (await loadDeepLink()).parseStoreModalLink(`${now.pathname}${now.search}`) : null;
    // PAGES-11: never on the sign-in or re-sign-in pages.
    if (link && storeModalAllowed(now.pathname)) {
      location.replace(`${link.cleanedUrl}${now.hash}`);
      dispatch({ type: 'modalOpened', modal: { kind: 'store', tab: link.activeTab, ...(link.zipcode ? { zipcode: link.zipcode } : {}), ...(link.modalType ? { modalType: link.modalType } : {}) } });
    }
    showStoredNotice();
    // SIGNIN-08: the code is fetched only when the address carries emailToken or progProfUser.
    if (asksForEmailPrefill(now.search)) {
      const { signInEmailPrefill } = await loadEmailPrefill();
      const prefill = await signInEmailPrefill({ search: now.search, session: ports.session, backend, log: (line) => ports.log(`[storefront] ${line}`) });
      if (prefill) {
        trace(`signIn:prefill:${prefill.locked ? 'locked' : 'lookup'}`);
        dispatch({ type: 'signInPrefilled', prefill });
      }
    }
    // The sign-in pages' own check: code that cannot be fetched leaves the page as it is (no redirect, no refusal).
    await signInArrival().catch((error: unknown) => ports.log(`[storefront] the sign-in page's arrival could not run: ${error instanceof Error ? error.message : String(error)}`));
    publishPageApi();
    splashAfterPageLoad();
    return view;
  };

  const createApiOnce = (): Promise<PageApi> => {
    // Other scripts of the page are not needed to show it: the API's code is fetched once the session is there.
    pageApi ??= loadPageApi().then(({ corePageApi }) => corePageApi(core, finishRegistration));
    return pageApi;
  };
  /**
   * The page API as other scripts of the page see it: the same four calls, each fetching the API's code on first use,
   * so a page whose scripts never call it never loads it.
   */
  const pageApiFacade = (): PageApi =>
    Object.freeze({
      session: Object.freeze({
        update: (value: unknown) => createApiOnce().then((api) => api.session.update(value)),
        registrationFinished: (target?: unknown) => createApiOnce().then((api) => api.session.registrationFinished(target)),
      }),
      crossBanner: Object.freeze({ update: (value: unknown) => createApiOnce().then((api) => api.crossBanner.update(value)) }),
      store: Object.freeze({
        location: (storeId: unknown, options?: unknown) => createApiOnce().then((api) => api.store.location(storeId, options)),
        addressLine: (storeId: unknown) => createApiOnce().then((api) => api.store.addressLine(storeId)),
      }),
    });
  const publishPageApi = (): void => ports.publishPageApi?.(pageApiFacade());

  const reloadSession = async (): Promise<void> => {
    await reconcile(await establish(false));
    if (signedInNow()) await followAfterSignIn();
  };

  /** What the commands fetched on demand reach of this core (src/storefront/commands.ts). */
  const core: CommandCore = {
    ports,
    cookies,
    snapshot: () => snapshot,
    dispatch,
    setSession,
    showToast,
    showStoredNotice,
    showUserError: userErrors.ask,
    reloadSession,
    signOutClient,
    trace,
    leaveTo,
    href,
    scheduleReload: (run, ms) => timers.start('reload', ms, run),
  };
  const finishRegistration = (target: string): Promise<boolean> => loadCommands().then((c) => c.finishRegistration(core, target));


  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,
    cookies,
    pageLoad,
    reloadSession,
    signInWithSessionToken: (sessionToken, reason) => loadCommands().then((c) => c.signInWithSessionToken(core, sessionToken, reason)),
    lastPageLoad: () => last,
    deviceId: () => deviceIdNow,
    setSession,
    openModal: (modal) => dispatch(modal === null ? { type: 'modalClosed' } : { type: 'modalOpened', modal }),
    closeModal: () => dispatch({ type: 'modalClosed' }),
    showToast,
    showUserError: userErrors.ask,
    dismissUserError: userErrors.dismiss,
    moveFocus: focusMove.move,
    dismissToast,
    pageChanged(pathname) {
      if (snapshot.toast === null) return;
      if (toastPage === null) toastPage = pathname;
      else if (toastPage !== pathname) dismissToast();
    },
    hideTooltip,
    closeSplash() {
      if (snapshot.splash === null) return;
      trace('splash:closed');
      dispatch({ type: 'splashClosed' });
    },
    nextPageModal: () => dispatch({ type: 'pageModalDone' }),
    closeRemapped: () => dispatch({ type: 'remappedClosed' }),
    closeBusinessProfile: () => dispatch({ type: 'businessProfileClosed' }),
    async saveBusinessProfile(info) {
      const { saveBusinessProfile } = await signedIn();
      await saveBusinessProfile(snapshot.session, info, { ports, showToast });
    },
    closePasskey: () => dispatch({ type: 'passkeyClosed' }),
    async signOut(reason = 'shopper') {
      trace('signOut');
      dispatch({ type: 'timeoutModalClosed' });
      await signOutClient();
      await reloadSession();
      if (reason === 'shopper') showToast(SIGNED_OUT_TEXT);
    },
    refreshSession: () => loadCommands().then((c) => c.refreshSession(core)),
    switchBanner: () => loadCommands().then((c) => c.switchBanner(core)),
    finishRegistration,
    signIn: (options = {}) => loadCommands().then((c) => c.signIn(core, options)),
    signInArrival,
    followAfterSignIn,
    async changeStore(choice) {
      const view = snapshot.session;
      if (!view) return null;
      return (await loadCommands()).changeStore(core, view, choice);
    },
    pageApi: createApiOnce,
    idle: () => Promise.all([background, splashWork]).then(() => undefined),
    dispose() {
      timers.clearAll();
      disposed = true;
      userErrors.dispose();
      focusMove.dispose();
      listeners.clear();
      ports.publishPageApi?.(null);
    },
  };
}
