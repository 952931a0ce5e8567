import { useEffect, useMemo, useState } from 'react';
import { toDefaultRedirect } from '../../rules/access';
import type { DeniedRedirect } from '../../rules/access';
import { leaveDeniedPage, pageAccess, pageShown, storeIdRedirect } from '../../storefront/pageGuards';
import type { SessionView } from '../../storefront/session/establish';
import type { matchRoute } from '../pages/routes';
import type { AppServices } from './AppContext';
import { useRouteTitle } from './documentTitle';
import type { RouterLocation, useRouter } from './router';

/**
 * What every navigation checks once there is a session, as the core decides it (src/storefront/pageGuards.ts):
 * SELECTOR-08, then the page's access, whose redirect sets its cookies first. Answers whether the page may show.
 */
export function usePageGuards(services: AppServices, session: SessionView | null, location: RouterLocation, route: ReturnType<typeof matchRoute>, navigate: ReturnType<typeof useRouter>['navigate']): boolean {
  useEffect(() => {
    if (!session) return;
    const to = storeIdRedirect({ address: location, session, config: services.config });
    if (to) navigate(to, { replace: true });
  }, [session, location, services.config, navigate]);

  const url = `${location.pathname}${location.search}`;
  // Step 5 of the access check (where a denied visitor goes), fetched the first time a page is denied.
  const [redirectFor, setRedirectFor] = useState<DeniedRedirect | undefined>(() => deniedRedirectLoaded);
  const access = useMemo(
    () => (session ? pageAccess({ address: location, meta: route.meta, session, cookies: services.cookies, config: services.config, now: services.now(), redirectFor }) : null),
    // route.meta is fixed per route name, and the access check reads the address without its hash: the name and the url stand for them.
    [session, url, route.name, services, redirectFor],
  );
  const authorised = pageShown(access);
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
    const to = leaveDeniedPage(access, services.cookies);
    if (to !== null) navigate(to, { replace: true });
  }, [access, navigate, services.cookies]);

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
