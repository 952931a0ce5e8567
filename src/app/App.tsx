import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { pageLog } from './shell/pageLog';
import { Header } from './header/Header';
import { matchRoute, preloadRoute } from './pages/routes';
import { createStorefront } from '../storefront/storefront';
import { md5 } from '../rules/md5';
import type { Storefront as StorefrontCore } from '../storefront/storefront';
import { AppContext, StorefrontContext, useStorefrontSelector } from './shell/AppContext';
import type { AppServices, AppState } from './shell/AppContext';
import { browserClock, browserDevice, browserLocation, freshId, pageStorage } from './shell/browserPorts';
import { ChunkErrorBoundary } from './shell/lazy';
import { RouterProvider, useRouter } from './shell/router';
import { usePageGuards } from './shell/usePageGuards';
import { Toast } from './toast/Toast';
import { ModalHostOnDemand } from './modals/ModalHostOnDemand';
import { noteOpener } from './modals/opener';
import { UserErrorHost } from './modals/UserErrorHost';
import { CartProvider } from './cart/CartContext';
import { ClippedOffersProvider } from './product/ClippedMark';
import { publishPageEvent } from './shell/pageEvents';

/**
 * A placeholder as tall as the page area, so the page arriving in its place does not move the footer. Styled by
 * classes only: it is part of the live build's painted shell, whose policy admits no style attributes (decision 0481).
 */
function PageSkeleton() {
  return (
    <div className="page-skeleton" role="status">
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}

// The live bundle leaves the QA panel out entirely.
const QaPanel = import.meta.env.VITE_BACKEND === 'live' ? null : lazy(() => import('./qa-panel/QaPanel').then((m) => ({ default: m.QaPanel })));

/** The storefront core over the browser's ports: the page's cookies, storages, timers and address bar. */
function browserCore(services: AppServices, replace: (path: string) => void): StorefrontCore {
  return createStorefront({
    ...services,
    clock: browserClock(services.now),
    local: pageStorage('localStorage'),
    session: pageStorage('sessionStorage'),
    location: browserLocation(replace),
    freshId,
    log: pageLog({
      href: window.location.href,
      simulator: services.simulator,
      write: (line) => {
        console.warn(line.startsWith('[storefront]') ? line : `[storefront] ${line}`);
        if (import.meta.env.VITE_BACKEND !== 'live' && services.simulator) publishPageEvent('log', line, services.now());
      },
    }),
    // The core's named steps, for the QA panel's log and checklist (simulator mode only).
    ...(import.meta.env.VITE_BACKEND !== 'live' && services.simulator ? { trace: (event: string) => publishPageEvent('event', event, services.now()) } : {}),
    pageMeta: (pathname) => matchRoute(pathname).meta,
    device: browserDevice,
    md5: services.md5 === undefined ? md5 : services.md5,
    viewportWidth: () => window.innerWidth,
    publishPageApi: (api) => {
      if (api) Object.defineProperty(window, 'storefront', { value: api, configurable: true });
      else delete (window as { storefront?: unknown }).storefront;
    },
  });
}

/** The React adapter: renders the core's snapshot and calls its commands; the sequencing is the core's. */
function Storefront(services: AppServices) {
  const { location, navigate } = useRouter();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [core] = useState(() => browserCore(services, (path) => navigateRef.current(path, { replace: true })));
  const session = useStorefrontSelector(core, (s) => s.session);
  const modal = useStorefrontSelector(core, (s) => s.modal);
  const establishing = useStorefrontSelector(core, (s) => s.establishing);
  const pageLoadStoreId = useStorefrontSelector(core, (s) => s.pageLoadStoreId);
  const signInPrefill = useStorefrontSelector(core, (s) => s.signInPrefill);
  const route = matchRoute(location.pathname);

  // The page is shown before the page load runs (the boot already waits for the page's chunk): a page that reads what
  // the page load spends (the set-password cookie, PAGES-04) sees it as the page load found it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void matchRoute(window.location.pathname)
      .preload()
      .then(() => core.pageLoad());
  }, [core]);
  useEffect(() => () => core.dispose(), [core]);
  useEffect(() => core.pageChanged(location.pathname), [core, location.pathname]);

  const authorised = usePageGuards({ ...services, cookies: core.cookies }, session, location, route, navigate);
  const state: AppState = useMemo(
    () => ({
      ...services,
      cookies: core.cookies,
      session,
      setSession: core.setSession,
      modal,
      // The focused control is the modal's opener: focus returns there when the modal closes (modals/opener.ts).
      openModal: (next) => {
        if (next !== null) noteOpener();
        core.openModal(next);
      },
      showToast: core.showToast,
      reloadSession: core.reloadSession,
      signOut: core.signOut,
      signInPrefill,
      sessionLoading: establishing > 0,
      pageLoadStoreId,
    }),
    [services, core, session, modal, establishing, pageLoadStoreId, signInPrefill],
  );

  return (
    <StorefrontContext.Provider value={core}>
      <AppContext.Provider value={state}>
        <CartProvider core={core} config={services.config} now={services.now}>
        <ClippedOffersProvider>
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
          <p className="muted small">© {services.banner.displayName}</p>
        </footer>
        <ModalHostOnDemand core={core} pathname={location.pathname} />
        <Toast core={core} />
        <UserErrorHost core={core} />
        {services.simulator && QaPanel && (
          <Suspense fallback={null}>
            <QaPanel />
          </Suspense>
        )}
        </ClippedOffersProvider>
        </CartProvider>
      </AppContext.Provider>
    </StorefrontContext.Provider>
  );
}

const prefetchRoute = (to: string) => void preloadRoute(to);

export function App(services: AppServices) {
  return (
    <RouterProvider prefetch={prefetchRoute}>
      <Storefront {...services} />
    </RouterProvider>
  );
}
