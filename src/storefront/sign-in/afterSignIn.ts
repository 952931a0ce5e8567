import { REDIRECT_URL_COOKIE } from '../../rules/access';
import { isSignInPage } from '../../rules/pages';
import { validateGoto, validateRedirect } from '../../rules/redirect';
import type { RedirectDecision, RedirectPolicy } from '../../rules/redirect';

export { REDIRECT_URL_COOKIE };

/**
 * Where the sign-in page sends a shopper once signed in: the goto parameter (REDIRECT-06), else the redirect address
 * the access check recorded in its cookie (ACCESS redirect to sign-in); either is validated, so an untrusted target
 * becomes the default home redirect (REDIRECT-03..05, ERR-07). Null when the page is not the sign-in page or neither
 * is present: the page stays.
 */
export function afterSignIn(input: { pathname: string; search: string; redirectCookie: string | null | undefined; policy: RedirectPolicy }): RedirectDecision | null {
  if (!isSignInPage(input.pathname)) return null;
  const query = new URLSearchParams(input.search);
  if (query.has('goto')) return validateGoto(query.get('goto'), input.policy);
  if (input.redirectCookie) return validateRedirect(input.redirectCookie, input.policy);
  return null;
}
