import type { StorefrontConfig } from '../../spec/schemas/config';
import { checkAccess } from '../rules/access';
import type { AccessDecision, DeniedRedirect } from '../rules/access';
import type { PageMetadata } from '../rules/pages';
import type { RedirectDecision } from '../rules/redirect';
import { selectorAppliesToPage, selectorRedirect } from '../rules/storeIdSelector';
import type { CookieJar } from './cookies';
import type { SessionView } from './session/establish';
import { parseSessionCookie, SHARED_SESSION_COOKIE, sessionSelection } from './session/sessionCookie';

/** The address a page is opened at. */
export interface PageAddress {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * SELECTOR-08: once there is a session, an address naming another store than the session's is replaced by the same
 * address with the session's store; null when it stays as it is.
 */
export function storeIdRedirect(input: { address: PageAddress; session: SessionView; config: StorefrontConfig }): string | null {
  const { pathname, search, hash } = input.address;
  return selectorRedirect({ path: pathname, search, toggles: input.config.featureToggles, pageSetting: selectorAppliesToPage(pathname), url: `${pathname}${search}${hash}`, sessionBranchId: input.session.storeId }).redirectTo;
}

/**
 * The access check (ACCESS-01..18 with REDIRECT validation) for a page and the session: the user as the session has
 * it, the type the shared session cookie holds, the page's cookies. A denied page without step 5 (`redirectFor`,
 * fetched the first time a page is denied) is `redirectPending`.
 */
export function pageAccess(input: { address: PageAddress; meta: PageMetadata; session: SessionView; cookies: CookieJar; config: StorefrontConfig; now: number; redirectFor?: DeniedRedirect | undefined }): AccessDecision {
  const info = input.session.userInfo;
  return checkAccess(
    {
      url: `${input.address.pathname}${input.address.search}`,
      page: input.meta,
      user: { userType: input.session.userType, zipcode: input.session.zipcode, expireTime: info?.expireTime, customerId: info?.customerId, SWY_SHOP_TOKEN: info?.SWY_SHOP_TOKEN },
      sessionCookieUserType: sessionSelection(parseSessionCookie(input.cookies.get(SHARED_SESSION_COOKIE))).userType,
      cookies: input.cookies.all(),
      storage: {},
      now: input.now,
      redirectPolicy: { trustedDomains: input.config.domain.trustedDomains, defaultRedirect: input.config.domain.defaultRedirect },
    },
    input.redirectFor,
  );
}

/** Whether the page may show: no check yet, allowed, or a check the page does not enforce. */
export const pageShown = (access: AccessDecision | null): boolean => access === null || access.authorized || !access.enforced;

/**
 * Where a denied visitor goes (ACCESS-09..13), its cookies written first through the jar: the redirect's validation
 * when it had one (the router follows an accepted target and refuses the others), else the target. Null when the page
 * shows, or while step 5 is still being fetched.
 */
export function leaveDeniedPage(access: AccessDecision | null, cookies: CookieJar): string | RedirectDecision | null {
  // Stryker disable next-line OptionalChaining: pageShown(null) is true, so access is never null past the first test
  if (pageShown(access) || !access?.redirect) return null;
  for (const [name, value] of Object.entries(access.redirect.setCookies)) cookies.set(name, value, null);
  return access.redirect.validation ?? access.redirect.target;
}
