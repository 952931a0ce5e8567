import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentProps } from 'react';
import type { PasskeyPrompt as PasskeyPromptView } from './passkey/PasskeyPrompt';
import { orderAndSignInCookieNames } from '../rules/cookieNames';
import { isAuthorised } from '../rules/userTypes';
import { expireTimeOf } from '../rules/token';
import { sessionExpiry } from '../rules/signInSession';
import { Header } from './header/Header';
import { selectorAppliesToPage, selectorRedirect } from '../rules/storeIdSelector';
import { inPagePath } from '../rules/navigation';
import { clearClientSession } from './session/signOut';
import { clearsSessionCookie, forcesLogout, serviceSignInRedirect, storeModalAllowed } from '../rules/pages';
import { callerOf } from './session/establish';
import { completeProfileDelay, showCompleteBusinessProfile } from '../rules/misc';
import type { ShownTooltip } from './header/sessionTooltip';
import type { PageLoadModal } from './session/establish';
import { pageLoadQueue, PREBOOK_SHOWN_KEY } from './modals/pageLoadQueue';
import { noteOpener } from './modals/opener';
import { pageAccess } from './pages/access';
import { matchRoute, preloadRoute } from './pages/routes';
import { establishSession } from './session/establish';
import { loadStoreFlags } from './session/storeFlags';
import type { SessionView } from './session/establish';
import { KMSI_COOKIE, parseSessionCookie, parseStoreModalLink, SHARED_SESSION_COOKIE, sessionSelection } from './session/ruleAdapters';
import { storedNotice } from '../rules/toast';
import { flowTexts } from '../../spec/errors/flowTexts';
import { AppContext } from './shell/AppContext';
import { siteCookieJar } from './shell/cookies';
import { servletNavigation } from '../api/servletAddress';
import type { AppServices, AppState, OpenModal } from './shell/AppContext';
import { ChunkErrorBoundary, deferred, whenIdle } from './shell/lazy';
import { RouterProvider, useRouter } from './shell/router';
import { Toast } from './toast/Toast';
import { UserErrorHost } from './modals/UserErrorHost';
import { browserDevice, pageLoadLog } from './diagnostics/pageLoadLog';

/** Local-storage key of the stored notification (000 §3 Local and session storage). */
const NOTIFY_MESSAGE_KEY = 'notifyMessage';

const BUSINESS_PROFILE_DONE_KEY = 'businessProfileDone';

// Modals are fetched when they are about to open; the two a shopper opens by hand (store, sign-in) are also fetched
// on intent and once the page is idle, so opening them stays instant.
const MODAL = { standalone: true } as const;
const StoreModal = deferred(() => import('./store-modal/StoreModal').then((m) => m.StoreModal), MODAL);
const SignInModal = deferred(() => import('./sign-in/SignInModal').then((m) => m.SignInModal), MODAL);
const CreateAccountModal = deferred(() => import('./modals/SimpleModals').then((m) => m.CreateAccountModal), MODAL);
const SessionTimeoutModal = deferred(() => import('./modals/SimpleModals').then((m) => m.SessionTimeoutModal), MODAL);
const ConflictModal = deferred(() => import('./modals/ConflictModal').then((m) => m.ConflictModal), MODAL);
const BusinessProfileModal = deferred(() => import('./modals/BusinessProfileModal').then((m) => m.BusinessProfileModal), MODAL);
// The passkey prompt and its checks concern signed-in users only, so guests never fetch them.
const PasskeyPrompt = deferred(
  () =>
    Promise.all([import('./passkey/PasskeyPrompt'), import('./passkey/passkey')]).then(
      ([view, passkeys]) =>
        function PasskeyPromptWithBrowser(props: Omit<ComponentProps<typeof PasskeyPromptView>, 'webAuthn'>) {
          return <view.PasskeyPrompt {...props} webAuthn={passkeys.browserWebAuthn()} />;
        },
    ),
  MODAL,
);
// The default-address tooltip is for signed-in users only: its code arrives with their profile check.
const DefaultAddressTooltip = deferred(() => import('./header/DefaultAddressTooltip').then((m) => m.DefaultAddressTooltip), MODAL);
const Splash = deferred(() => import('./modals/SplashModal').then((m) => m.Splash), MODAL);
const PrebookSlotModal = deferred(() => import('./modals/PageLoadModals').then((m) => m.PrebookSlotModal), MODAL);
const MergeAccountModal = deferred(() => import('./modals/PageLoadModals').then((m) => m.MergeAccountModal), MODAL);
const CrossBannerRemappedAlert = deferred(() => import('./modals/PageLoadModals').then((m) => m.CrossBannerRemappedAlert), MODAL);

/** Fetches the modals a shopper opens by hand; the performance mark lets a measurement tell these fetches apart. */
function prefetchShopperModals(): void {
  if (prefetched) return;
  prefetched = true;
  performance.mark?.('storefront:prefetch-modals');
  void StoreModal.preload();
  void SignInModal.preload();
}
let prefetched = false;

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A placeholder as tall as the page area, so the page arriving in its place does not move the footer. */
function PageSkeleton() {
  return (
    <div className="page-skeleton" role="status" style={{ minHeight: '60vh' }}>
      <span style={VISUALLY_HIDDEN}>Loading the page…</span>
    </div>
  );
}

// The live bundle leaves the QA panel out entirely.
const QaPanel = import.meta.env.VITE_BACKEND === 'live' ? null : lazy(() => import('./qa-panel/QaPanel').then((m) => ({ default: m.QaPanel })));

/** A fresh identifier for a generated grsSessionId (SESSION-EST-06). */
function freshId(): string {
  try {
    return window.crypto.randomUUID();
  } catch {
    return `grs-${Date.now().toString(36)}`;
  }
}

function readAllStorage(): Record<string, string> {
  try {
    const out: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key !== null) out[key] = window.localStorage.getItem(key) ?? '';
    }
    return out;
  } catch {
    return {};
  }
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function Storefront(services: AppServices) {
  const { location, navigate } = useRouter();
  const [session, setSession] = useState<SessionView | null>(null);
  const [modal, setModal] = useState<OpenModal>(null);
  const [toast, setToast] = useState<{ text: string; key: number } | null>(null);
  // SPLASH-06: the conflict flow and the profile check are done.
  const [profileChecked, setProfileChecked] = useState(false);
  const [tooltip, setTooltip] = useState<ShownTooltip | null>(null);
  const [businessProfile, setBusinessProfile] = useState(false);
  const [passkey, setPasskey] = useState(false);
  // SESSION-EST-07: the page-load modals still to show after the splash, in order; SESSION-EST-08 the remapped alert.
  const [pageModals, setPageModals] = useState<readonly PageLoadModal[]>([]);
  const [remapped, setRemapped] = useState(false);
  const [splashDone, setSplashDone] = useState(false);
  const toastKey = useRef(0);
  // The session the last establishment showed, for flows that outlive their screen (the sign-in modal closes first).
  const shownSession = useRef<SessionView | null>(null);
  const route = matchRoute(location.pathname);

  const showToast = useCallback((text: string) => {
    toastKey.current += 1;
    setToast({ text, key: toastKey.current });
  }, []);

  // How many establishments are running (the page load's, the one after a sign-in): the header is busy meanwhile.
  const [establishing, setEstablishing] = useState(0);
  // The page load's store, known before the session is (see useShoppingStoreId).
  const [pageLoadStoreId, setPageLoadStoreId] = useState<string | null>(null);
  const reloadSession = useCallback(async (pageLoad = false) => {
    setEstablishing((n) => n + 1);
    try {
      const result = await establishSession({
        search: window.location.search,
        pathname: window.location.pathname,
        hash: window.location.hash,
        host: window.location.host,
        banner: services.banner,
        b2b: services.b2b,
        cookies: services.cookies,
        backend: services.backend,
        now: services.now(),
        replaceSearch: (search) => navigate(`${window.location.pathname}${search}${window.location.hash}`, { replace: true }),
        storage: readAllStorage(),
        toggles: services.config.featureToggles,
        // CONFIG-03: the prebook-slot modal's setting, as the configuration delivers it.
        prebookSlotSetting: services.config.settings.prebookSlot,
        page: matchRoute(window.location.pathname).meta,
        redirectPolicy: { trustedDomains: services.config.domain.trustedDomains, defaultRedirect: services.config.domain.defaultRedirect },
        freshId: freshId(),
        ...(pageLoad ? { onStoreKnown: setPageLoadStoreId } : {}),
      });
      const { leave, signOut, openSignIn, modals, alert, sessionTimeout, refresh, handOffCheck: _handOffCheck, ...view } = result;
      // Only the page load itself shows the page-load modals; a later re-establishment (after sign-in) does not.
      if (pageLoad) {
        const queue = pageLoadQueue(modals ?? [], view, readStorage(PREBOOK_SHOWN_KEY), services.now());
        setPageModals(queue);
        if (queue.includes('prebook-slot')) {
          try {
            window.localStorage.setItem(PREBOOK_SHOWN_KEY, String(services.now()));
          } catch {
            /* storage unavailable: the invitation may show again */
          }
        }
        setRemapped(alert === 'cross-banner-mfc-remapped');
      }
      if (signOut) {
        await services.backend.signOut().catch(() => undefined);
        clearClientSession(services.cookies, [window.localStorage, window.sessionStorage]);
      }
      if (leave) {
        // Decision 0024: the reload target is built from the page's own location, so it is reduced to a path first.
        if (leave.full) window.location.assign(servletNavigation(services.config, inPagePath(leave.target)));
        else navigate(leave.target, { replace: true });
      }
      if (openSignIn) setModal({ kind: 'signIn' });
      // ERR-11: the session check found a signed-in cookie the upstream no longer knows: the timeout modal says so.
      if (sessionTimeout) setModal({ kind: 'timeout' });
      setSession(view);
      shownSession.current = view;
      // SESSION-EST-11 (decision 0020): a federated session that is active again is welcomed back.
      if (refresh?.kind === 'ok' && refresh.welcomeBack) showToast(flowTexts.signInSuccessToast);
      // STORE-FLAGS-01..06: the branch's flags load beside the page; a failure is logged and never blocks it.
      if (pageLoad && !leave) void loadStoreFlags({ backend: services.backend, storeId: view.storeId, zipcode: view.zipcode, storage: localStorageOrNull(), log: (line) => console.warn(`[storefront] ${line}`) });
      return view;
    } finally {
      setEstablishing((n) => n - 1);
    }
  }, [services, navigate, showToast]);

  // The page API other scripts of the page call (window.storefront): session and cross-banner updates. It appears
  // once the page load has established the session, so an update never races the page load's own cookie write.
  const userTypeRef = useRef('G');
  userTypeRef.current = session?.userType || 'G';
  const sessionReady = session !== null;
  useEffect(() => {
    if (!sessionReady) return;
    // Other scripts of the page are not needed to show it: the API's code is fetched once the session is there.
    let live = true;
    void import('./pageApi/pageApi').then(({ createPageApi, storeLookups }) => {
      if (!live) return;
      const api = createPageApi({
        cookies: services.cookies,
        now: services.now,
        userType: () => userTypeRef.current,
        bannerDomainMap: services.config.bannerDomainMap,
        reloadSession: () => reloadSession(),
        go: (url) => window.location.assign(url),
        currentUrl: () => window.location.href,
        log: (line) => console.warn(`[storefront] ${line}`),
        ...storeLookups(services.backend),
      });
      Object.defineProperty(window, 'storefront', { value: api, configurable: true });
    });
    return () => {
      live = false;
      delete (window as { storefront?: unknown }).storefront;
    };
  }, [services, reloadSession, sessionReady]);

  // PROFILE-RECON: signed-in users' profile store and preference, applied after the session (not in edit-order mode).
  const reconcile = useCallback(
    async (view: SessionView) => {
      if (!isAuthorised(view.userType) || view.editOrder) {
        setProfileChecked(true);
        return;
      }
      // Reconciliation and the passkey check run for signed-in users only: their code is fetched here, not at boot.
      const [{ reconcileOnLoad }, { checkPasskeyPrompt }, { sessionTooltip, TOOLTIP_ACK_KEY }] = await Promise.all([import('./session/reconcile'), import('./passkey/passkey'), import('./header/sessionTooltip')]);
      const orderCookie = orderAndSignInCookieNames(view.siteType, services.config.featureToggles, services.banner.b2bCookieNames).orderNumber;
      const outcome = await reconcileOnLoad(view, { backend: services.backend, cookies: services.cookies, banner: services.banner, now: services.now(), orderNumberCookie: services.cookies.get(orderCookie) ?? null });
      const current = outcome.kind === 'updated' ? outcome.view : view;
      if (outcome.kind === 'updated') setSession(outcome.view);
      else if (outcome.kind === 'conflict') setModal({ kind: 'conflict', current: outcome.decision.current, previous: outcome.decision.previous });
      else if (outcome.kind === 'closed-store') setModal({ kind: 'store', tab: view.preference === 'DUG' ? 'pickup' : view.preference === 'DELIVERY' ? 'delivery' : 'instore', closedStore: true });
      if (outcome.kind !== 'conflict') setProfileChecked(true);
      const shown = sessionTooltip({ view: current, selectedAddresses: outcome.selectedAddresses ?? [], acknowledged: readStorage(TOOLTIP_ACK_KEY) === 'true', giftingTooltip: services.config.featureToggles.giftingTooltip, viewportWidth: window.innerWidth });
      if (shown) setTooltip(shown);
      // PASSKEY-01..04: authorised users only; the rule decides whether the factors are fetched.
      const prompt = await checkPasskeyPrompt({ enablePasskeyFactorApi: services.config.featureToggles.enablePasskeyFactorApi, userType: current.userType, uuid: current.userInfo?.UUID ?? null, caller: callerOf(current), cookies: services.cookies, backend: services.backend, now: services.now() });
      if (prompt.show) setPasskey(true);
      if (showCompleteBusinessProfile(current.siteType, services.config.featureToggles) && readStorage(BUSINESS_PROFILE_DONE_KEY) !== 'true') {
        setTimeout(() => setBusinessProfile(true), completeProfileDelay('autoSignIn'));
      }
    },
    [services],
  );

  // The page is shown before the page-load plan runs (the boot already waits for the page's chunk): a page that reads
  // what the plan spends (the set-password cookie, PAGES-04) sees it as the page load found it.
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => {
    void matchRoute(window.location.pathname)
      .preload()
      .then(() => setPageShown(true));
  }, []);

  // Page load (SESSION-EST-07): session first, then the store-modal deep link and stored notices.
  useEffect(() => {
    if (!pageShown) return;
    let cancelled = false;
    const address = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // COOKIE-06 (ERR-04), CONFIG-06 (ERR-48): what the page load reports only in the log.
    for (const line of pageLoadLog({ sessionCookie: services.cookies.get(SHARED_SESSION_COOKIE), device: browserDevice }).lines) console.warn(`[storefront] ${line}`);
    // PAGES-14: the service sign-in path starts without a shared session.
    if (clearsSessionCookie(window.location.pathname)) services.cookies.remove(SHARED_SESSION_COOKIE);
    // PAGES-13: an untrusted redirect_uri reloads the page without it.
    const service = serviceSignInRedirect(address, { trustedDomains: services.config.domain.trustedDomains, defaultRedirect: services.config.domain.defaultRedirect });
    if (service.action === 'reload') {
      const q = new URLSearchParams(window.location.search);
      q.delete('redirect_uri');
      navigate(`${window.location.pathname}?${q.toString()}`, { replace: true });
    }
    // PAGES-15: a sign-in error in the hash (or IAUC408) forces a logout, so the sign-in cannot loop.
    const logout = forcesLogout(address)
      ? services.backend
          .signOut()
          .catch(() => undefined)
          .then(() => void clearClientSession(services.cookies, [window.localStorage, window.sessionStorage]))
      : Promise.resolve();
    void logout.then(() => reloadSession(true)).then(async (view) => {
      if (cancelled) return;
      await reconcile(view);
      const link = parseStoreModalLink(`${window.location.pathname}${window.location.search}`);
      // PAGES-11: never on the sign-in or re-sign-in pages.
      if (link && storeModalAllowed(window.location.pathname)) {
        navigate(`${link.cleanedUrl}${window.location.hash}`, { replace: true });
        setModal({ kind: 'store', tab: link.activeTab, zipcode: link.zipcode ?? undefined, modalType: link.modalType });
      }
      const notice = storedNotice({ stored: readStorage(NOTIFY_MESSAGE_KEY), isB2B: services.b2b, referralProgramEnabled: services.config.featureToggles.referralProgramEnabled, onboardingEvent: null });
      if (notice.show) showToast(notice.show);
      if (notice.write) {
        try {
          window.localStorage.setItem(NOTIFY_MESSAGE_KEY, JSON.stringify(notice.write));
        } catch {
          /* storage unavailable: the message may show again, which is harmless */
        }
      }
    });
    return () => {
      cancelled = true;
    };
    // Establishment runs once per page load (once the page is shown); later changes go through reloadSession.
  }, [pageShown]);

  // SIGNIN-04, SESSION-EST-14: when a signed-in token expires, a keep-me-signed-in user goes through single sign-on;
  // anyone else sees the session timeout modal and continues as a guest.
  useEffect(() => {
    if (!session || !isAuthorised(session.userType)) return;
    const expires = expireTimeOf(session.userInfo?.expireTime);
    if (expires === null) return;
    const wait = Math.min(Math.max(0, expires - services.now()), 2_147_000_000);
    const timer = setTimeout(() => {
      const decision = sessionExpiry({ kmsiCookie: services.cookies.get(KMSI_COOKIE) ?? null, ssoPath: services.banner.ssoPath, banner: services.banner.id, currentUrl: window.location.href });
      if (decision.action === 'single-sign-on') window.location.assign(servletNavigation(services.config, decision.url));
      else setModal({ kind: 'timeout' });
    }, wait);
    return () => clearTimeout(timer);
  }, [session, services]);

  // Once the page has settled, the hand-opened modals are fetched in the background; a pointer or focus on any button
  // before that fetches them at once.
  useEffect(() => {
    if (session) whenIdle(prefetchShopperModals);
  }, [session]);
  useEffect(() => {
    const onIntent = (e: Event) => {
      if (e.target instanceof Element && e.target.closest('button')) prefetchShopperModals();
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  const url = `${location.pathname}${location.search}`;
  // SELECTOR-08: a store id in the address that differs from the session's is replaced by the session's.
  useEffect(() => {
    if (!session) return;
    const r = selectorRedirect({ path: location.pathname, search: location.search, toggles: services.config.featureToggles, pageSetting: selectorAppliesToPage(location.pathname), url: `${location.pathname}${location.search}${location.hash}`, sessionBranchId: session.storeId });
    if (r.redirectTo) navigate(r.redirectTo, { replace: true });
  }, [session, location, services.config.featureToggles, navigate]);

  const access = useMemo(() => {
    if (!session) return null;
    const cookieType = sessionSelection(parseSessionCookie(services.cookies.get(SHARED_SESSION_COOKIE))).userType;
    return pageAccess({ url, meta: route.meta, session, cookies: services.cookies.all(), config: services.config, now: services.now(), sessionCookieUserType: cookieType });
    // route.meta is fixed per route name, so the name stands for it.
  }, [session, url, route.name, services]);
  const authorised = access === null || access.authorized || !access.enforced;
  useEffect(() => {
    if (access && !authorised && access.redirect) {
      for (const [name, value] of Object.entries(access.redirect.setCookies)) services.cookies.set(name, value, null);
      navigate(access.redirect.validation ?? access.redirect.target, { replace: true });
    }
  }, [access, authorised, navigate, services.cookies]);

  useEffect(() => {
    document.title = route.name === 'brand-index' ? document.title : `${route.title} | ${services.banner.displayName}`;
  }, [route.title, route.name, services.banner.displayName]);

  const openModal = useCallback((next: OpenModal) => {
    // The focused control is the modal's opener: focus returns there when the modal closes (modals/opener.ts).
    if (next !== null) noteOpener();
    setModal(next);
  }, []);
  const state: AppState = useMemo(
    () => ({ ...services, session, setSession, modal, openModal, showToast, reloadSession: async () => void (await reloadSession().then(reconcile)), sessionLoading: establishing > 0, pageLoadStoreId }),
    [services, session, modal, openModal, showToast, reloadSession, reconcile, establishing, pageLoadStoreId],
  );
  const close = () => setModal(null);

  return (
    <AppContext.Provider value={state}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="page">
        {authorised ? (
          <ChunkErrorBoundary resetKey={location.pathname} fallback={<p>This page could not be loaded. Check your connection and reload the page.</p>}>
            <Suspense fallback={<PageSkeleton />}>{route.render()}</Suspense>
          </ChunkErrorBoundary>
        ) : (
          <p>Taking you to sign in…</p>
        )}
      </main>
      <footer className="site-footer">
        <nav aria-label="Footer">
          <a href="/contact-us.html">Contact us</a>
          <a href="/foru/coupons-deals.html">Coupons &amp; deals</a>
          <a href="/shop/brands/">Brands</a>
        </nav>
        <p className="muted small">
          © {services.banner.displayName}
          {services.simulator ? ' · demo data' : ''}
        </p>
      </footer>
      {modal?.kind === 'store' && storeModalAllowed(location.pathname) && <StoreModal.Component initialTab={modal.tab} initialZip={modal.zipcode} closedStore={modal.closedStore} onClose={close} />}
      {modal?.kind === 'signIn' && <SignInModal.Component onClose={close} now={services.now} currentSession={() => shownSession.current} />}
      {modal?.kind === 'createAccount' && <CreateAccountModal.Component onClose={close} />}
      {modal?.kind === 'timeout' && <SessionTimeoutModal.Component onClose={close} />}
      {tooltip && session && (
        <DefaultAddressTooltip.Component
          text={tooltip.text}
          variant={tooltip.variant}
          autoHideMs={tooltip.autoHideMs}
          ack={{ postalCode: tooltip.postalCode, addressId: tooltip.addressId ?? '' }}
          acknowledge={async () => (await import('./header/sessionTooltip')).acknowledgeDefaultAddress(services.backend, session, tooltip)}
          onHide={() => setTooltip(null)}
        />
      )}
      {businessProfile && session && modal === null && (
        <BusinessProfileModal.Component
          onClose={() => setBusinessProfile(false)}
          onSave={async (info) => {
            const uuid = session.userInfo?.UUID;
            if (!uuid || !services.backend.updateBusinessProfile) throw new Error('unavailable');
            await services.backend.updateBusinessProfile(callerOf(session), uuid, info);
            try {
              window.localStorage.setItem(BUSINESS_PROFILE_DONE_KEY, 'true');
            } catch {
              /* storage unavailable */
            }
            showToast('We have Successfully updated your profile');
          }}
        />
      )}
      {passkey && session && modal === null && !businessProfile && (
        <PasskeyPrompt.Component onClose={() => setPasskey(false)} backend={services.backend} caller={callerOf(session)} uuid={session.userInfo?.UUID ?? null} cookies={services.cookies} now={services.now} />
      )}
      {modal === null && !businessProfile && !passkey && profileChecked && <Splash.Component pathname={location.pathname} ready={profileChecked} onDone={() => setSplashDone(true)} />}
      {modal === null && !businessProfile && !passkey && splashDone && pageModals[0] === 'prebook-slot' && (
        <PrebookSlotModal.Component onClose={() => setPageModals((q) => q.slice(1))} />
      )}
      {modal === null && !businessProfile && !passkey && splashDone && pageModals[0] === 'merge-account' && <MergeAccountModal.Component onClose={() => setPageModals((q) => q.slice(1))} />}
      {remapped && <CrossBannerRemappedAlert.Component bannerName={services.banner.displayName} onClose={() => setRemapped(false)} />}
      {modal?.kind === 'conflict' && (
        <ConflictModal.Component
          current={modal.current}
          previous={modal.previous}
          onKeep={close}
          onSwitch={() => {
            // Switching banners is the shopper's act in a modal: the rule's code is fetched when it is chosen.
            void import('../rules/crossBanner').then(({ crossBannerSsoUrl }) => {
              const sso = crossBannerSsoUrl({ targetBanner: modal.previous.banner, goto: window.location.href, bannerDomainMap: services.config.bannerDomainMap });
              if (sso.url) window.location.assign(sso.url);
              else close();
            });
          }}
        />
      )}
      <Toast message={toast} onDone={() => setToast(null)} />
      <UserErrorHost />
      {services.simulator && QaPanel && (
        <Suspense fallback={null}>
          <QaPanel />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}

const prefetchRoute = (to: string) => void preloadRoute(to);

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function App(services: AppServices) {
  // COOKIE-NAMES-04: on the B2B site every own cookie is read and written under its B_ name.
  const { cookies, b2b, config } = services;
  const siteCookies = useMemo(() => siteCookieJar(cookies, { b2b, toggles: config.featureToggles }), [cookies, b2b, config.featureToggles]);
  return (
    <RouterProvider prefetch={prefetchRoute}>
      <Storefront {...services} cookies={siteCookies} />
    </RouterProvider>
  );
}
