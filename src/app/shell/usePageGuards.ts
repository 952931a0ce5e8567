import { useEffect, useMemo } from 'react';
import { selectorAppliesToPage, selectorRedirect } from '../../rules/storeIdSelector';
import { parseSessionCookie, SHARED_SESSION_COOKIE, sessionSelection } from '../../storefront/session/ruleAdapters';
import type { SessionView } from '../../storefront/session/establish';
import { pageAccess } from '../pages/access';
import type { matchRoute } from '../pages/routes';
import type { AppServices } from './AppContext';
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
  return authorised;
}
