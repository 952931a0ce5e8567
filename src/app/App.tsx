import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Header } from './header/Header';
import { CreateAccountModal, SessionTimeoutModal } from './modals/SimpleModals';
import { pageAccess } from './pages/access';
import { matchRoute } from './pages/routes';
import { establishSession } from './session/establish';
import type { SessionView } from './session/establish';
import { parseSessionCookie, parseStoreModalLink, SHARED_SESSION_COOKIE, sessionSelection } from './session/pendingRules';
import { storeModalAllowed } from '../rules/pages';
import { storedNotice } from '../rules/toast';
import { AppContext } from './shell/AppContext';
import type { AppServices, AppState, OpenModal } from './shell/AppContext';
import { RouterProvider, useRouter } from './shell/router';
import { SignInModal } from './sign-in/SignInModal';
import { StoreModal } from './store-modal/StoreModal';
import { Toast } from './toast/Toast';

/** Local-storage key of the stored notification (000 §3 Local and session storage). */
const NOTIFY_MESSAGE_KEY = 'notifyMessage';

const QaPanel = lazy(() => import('./qa-panel/QaPanel').then((m) => ({ default: m.QaPanel })));

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
  const toastKey = useRef(0);
  const route = matchRoute(location.pathname);

  const showToast = useCallback((text: string) => {
    toastKey.current += 1;
    setToast({ text, key: toastKey.current });
  }, []);

  const reloadSession = useCallback(async () => {
    const view = await establishSession({
      search: window.location.search,
      banner: services.banner,
      b2b: services.b2b,
      cookies: services.cookies,
      backend: services.backend,
      now: services.now(),
      replaceSearch: (search) => navigate(`${window.location.pathname}${search}${window.location.hash}`, { replace: true }),
    });
    setSession(view);
  }, [services, navigate]);

  // Page load (SESSION-EST-07): session first, then the store-modal deep link and stored notices.
  useEffect(() => {
    let cancelled = false;
    void reloadSession().then(() => {
      if (cancelled) return;
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
    // Establishment runs once per page load; later changes go through reloadSession.
  }, []);

  const url = `${location.pathname}${location.search}`;
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
      navigate(access.redirect.target, { replace: true });
    }
  }, [access, authorised, navigate, services.cookies]);

  useEffect(() => {
    document.title = route.name === 'brand-index' ? document.title : `${route.title} | ${services.banner.displayName}`;
  }, [route.title, route.name, services.banner.displayName]);

  const state: AppState = useMemo(
    () => ({ ...services, session, setSession, modal, openModal: setModal, showToast, reloadSession }),
    [services, session, modal, showToast, reloadSession],
  );
  const close = () => setModal(null);

  return (
    <AppContext.Provider value={state}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="page">
        {authorised ? route.render() : <p>Taking you to sign in…</p>}
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
      {modal?.kind === 'store' && storeModalAllowed(location.pathname) && <StoreModal initialTab={modal.tab} initialZip={modal.zipcode} closedStore={modal.closedStore} onClose={close} />}
      {modal?.kind === 'signIn' && <SignInModal onClose={close} now={services.now} />}
      {modal?.kind === 'createAccount' && <CreateAccountModal onClose={close} />}
      {modal?.kind === 'timeout' && <SessionTimeoutModal onClose={close} />}
      <Toast message={toast} onDone={() => setToast(null)} />
      {services.simulator && (
        <Suspense fallback={null}>
          <QaPanel />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}

export function App(services: AppServices) {
  return (
    <RouterProvider>
      <Storefront {...services} />
    </RouterProvider>
  );
}
