import { checkAccess } from '../../rules/access';
import type { AccessDecision, DeniedRedirect } from '../../rules/access';
import { OPEN_PAGE } from '../../rules/pages';
import type { PageMetadata } from '../../rules/pages';
import type { StorefrontConfig } from '../../../spec/schemas/config';
import type { SessionView } from '../../storefront/session/establish';

/** Page metadata (PAGES-17) the routes declare. */
export type PageMeta = PageMetadata;
export const ALL_USERS: PageMeta = OPEN_PAGE;
export const SIGNED_IN_ONLY: PageMeta = { ...OPEN_PAGE, allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['DEFAULT'], redirectPath: '/account/sign-in' }] };

/**
 * The access rule module's decision for this page and session (ACCESS-01..18 with REDIRECT validation); a denied page
 * without step 5 (`redirectFor`, fetched when a page is denied) is `redirectPending`.
 */
export function pageAccess(input: { url: string; meta: PageMeta; session: SessionView; cookies: Readonly<Record<string, string>>; config: StorefrontConfig; now: number; sessionCookieUserType: string; redirectFor?: DeniedRedirect | undefined }): AccessDecision {
  const info = input.session.userInfo;
  return checkAccess({
    url: input.url,
    page: input.meta,
    user: { userType: input.session.userType, zipcode: input.session.zipcode, expireTime: info?.expireTime, customerId: info?.customerId, SWY_SHOP_TOKEN: info?.SWY_SHOP_TOKEN },
    sessionCookieUserType: input.sessionCookieUserType,
    cookies: input.cookies,
    storage: {},
    now: input.now,
    redirectPolicy: { trustedDomains: input.config.domain.trustedDomains, defaultRedirect: input.config.domain.defaultRedirect },
  }, input.redirectFor);
}
