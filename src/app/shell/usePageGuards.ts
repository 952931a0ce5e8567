import { useEffect, useMemo, useState } from 'react';
import { toDefaultRedirect } from '../../rules/access';
import type { DeniedRedirect } from '../../rules/access';
import { selectorAppliesToPage, selectorRedirect } from '../../rules/storeIdSelector';
import { parseSessionCookie, SHARED_SESSION_COOKIE, sessionSelection } from '../../storefront/session/sessionCookie';
import type { SessionView } from '../../storefront/session/establish';
import { pageAccess } from '../pages/access';
import type { matchRoute } from '../pages/routes';
import type { AppServices } from './AppContext';
import { useRouteTitle } from './documentTitle';
import type { RouterLocation, useRouter } from './router';

/**
 * What every navigation checks once there is a session: SELECTOR-08 (a store id in the address that differs from the
 * session's is replaced by the session's) and the page's access (ACCESS), whose redirect sets its cookies first.
 * Answers whether the page may show.
 */
export function usePageGuards(services: AppServices, session: SessionView | null, location: RouterLocation, route: ReturnType<typeof matchRoute>, navigate: ReturnType<typeof useRouter>['navigate']): boolean {
  useEffect(() => {
    if (!session) return;
    const r = selectorRedirect({ path: location.pathname, search: location.search, toggles: services.config.featureToggles, pageSetting: selectorAppliesToPage(location.pathname), url: `${location.pathname}${location.search}${location.hash}`, sessionBranchId: session.storeId });
    if (r.redirectTo) navigate(r.redirectTo, { replace: true });
  }, [session, location, services.config.featureToggles, navigate]);

  const url = `${location.pathname}${location.search}`;
  // Step 5 of the access check (where a denied visitor goes), fetched the first time a page is denied.
  const [redirectFor, setRedirectFor] = useState<DeniedRedirect | undefined>(() => deniedRedirectLoaded);
  const access = useMemo(() => {
    if (!session) return null;
    const cookieType = sessionSelection(parseSessionCookie(services.cookies.get(SHARED_SESSION_COOKIE))).userType;
    return pageAccess({ url, meta: route.meta, session, cookies: services.cookies.all(), config: services.config, now: services.now(), sessionCookieUserType: cookieType, redirectFor });
    // route.meta is fixed per route name, so the name stands for it.
  }, [session, url, route.name, services, redirectFor]);
  const authorised = access === null || access.authorized || !access.enforced;
  useEffect(() => {
    if (!access?.redirectPending) return;
    let live = true;
    void loadDeniedRedirect().then((step5) => {
      if (live) setRedirectFor(() => step5);
    });
    return () => {
      live = false;
    };
  }, [access]);
  useEffect(() => {
    if (access && !authorised && access.redirect) {
      for (const [name, value] of Object.entries(access.redirect.setCookies)) services.cookies.set(name, value, null);
      navigate(access.redirect.validation ?? access.redirect.target, { replace: true });
    }
  }, [access, authorised, navigate, services.cookies]);

  useRouteTitle(route.title, services.banner.displayName);
  return authorised;
}

let deniedRedirectLoaded: DeniedRedirect | undefined;
/**
 * ACCESS-09..13: step 5 with its REDIRECT validation; when it cannot be fetched the denied visitor goes to the
 * configured default (REDIRECT-03), never to a target nothing validated. A failed fetch is tried again next time.
 */
const loadDeniedRedirect = (): Promise<DeniedRedirect> =>
  import('../../rules/accessRedirect').then(
    (m) => (deniedRedirectLoaded = m.deniedRedirect),
    () => toDefaultRedirect,
  );
