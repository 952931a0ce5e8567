import { isServiceSignInPage } from '../../rules/pages';
import { routeTarget } from '../../rules/navigation';
import type { RedirectDecision, RedirectPolicy } from '../../rules/redirect';
import type { CookieJar } from '../cookies';
import type { LocationPort, WebStorage } from '../ports';
import { readKey, writeKey } from '../ports';
import { afterSignIn, REDIRECT_URL_COOKIE } from './afterSignIn';
import { ASSISTANT_STORAGE_KEY, assistantRequest } from './assistantSignIn';

/** What the sign-in pages found on arrival at one address (the page renders it). */
export interface SignInArrival {
  /** The path and query it was decided for: a second arrival at the same address decides nothing again. */
  readonly address: string;
  /** On the service sign-in page, an app asks the shopper to sign in: an assistant (SIGNIN-06) or a partner (SIGNIN-07). */
  readonly appAsking: boolean;
  /** ERR-38: the assistant may not sign in; the page says this instead of offering a sign-in. */
  readonly refusal: string | null;
}

/**
 * SIGNIN-06, DEEPLINK-09 (ERR-38): an assistant's request is checked on arrival at the service sign-in page; its values
 * are stored in session storage only when all four came, and without all four (in the address or stored) the
 * assistant may not sign in. A partner's own client id in the query (SIGNIN-07) also counts as an app asking.
 */
export function arriveAtSignIn(input: { readonly pathname: string; readonly search: string; readonly session: WebStorage; readonly issuer: string }): SignInArrival {
  // Stryker disable next-line StringLiteral: the arrival reads only whether the assistant may sign in, never the authorize settings the nonce goes into
  const assistant = assistantRequest({ pathname: input.pathname, search: input.search, stored: readKey(input.session, ASSISTANT_STORAGE_KEY), issuer: input.issuer, nonce: '' });
  if (assistant?.store) writeKey(input.session, ASSISTANT_STORAGE_KEY, assistant.store);
  const partner = isServiceSignInPage(input.pathname) && new URLSearchParams(input.search).get('clientId');
  return {
    address: `${input.pathname}${input.search}`,
    appAsking: assistant !== null || Boolean(partner),
    refusal: assistant && !assistant.decision.ok ? assistant.decision.message : null,
  };
}

/**
 * REDIRECT-06, ERR-07: once signed in, the sign-in page follows goto, else the redirect the access check recorded in its
 * cookie, validated (an untrusted target is the default home redirect); the cookie is used up. A trusted URL of
 * another host is left for; anything else is a path of this page's origin. Null where the page stays.
 */
export function followAfterSignIn(input: { readonly location: LocationPort; readonly cookies: CookieJar; readonly policy: RedirectPolicy; readonly log: (line: string) => void }): RedirectDecision | null {
  const here = input.location.current();
  const decision = afterSignIn({ pathname: here.pathname, search: here.search, redirectCookie: input.cookies.get(REDIRECT_URL_COOKIE), policy: input.policy });
  if (!decision) return null;
  input.cookies.remove(REDIRECT_URL_COOKIE);
  const step = routeTarget(decision, here.href);
  if (step.kind === 'leave') input.location.assign(step.url);
  else if (step.kind === 'in-page') input.location.replace(step.path);
  else input.log(`[storefront] after sign-in: navigation refused (${step.reason})`);
  return decision;
}

export { ASSISTANT_REFUSED_TITLE } from './assistantSignIn';
