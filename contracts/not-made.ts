/**
 * Catalogue CALLs without a pact interaction, each with the reason. Every other CALL is made through a client
 * in src/api and pinned by at least one interaction (the coverage check in contracts/provider reads both).
 */
export interface NotMade {
  call: string;
  reason: string;
}

/** CALLs the storefront does not make. */
export const notMade: readonly NotMade[] = [
  { call: 'CALL-29', reason: 'Wine shipping POST is test only (000 §7 Profile service).' },
  { call: 'CALL-41', reason: 'Payment tenders belong to checkout, which this storefront has no page for; the configuration has no payments base (000 §7 Other services: payloads not shown).' },
  { call: 'CALL-42', reason: 'Account-merge skip belongs to the merge-account modal flow, whose payloads are not shown; the configuration has no base for it.' },
  { call: 'CALL-44', reason: 'Pet profiles, store geosearch and the game-play service have no page here; the configuration has no base for them.' },
  { call: 'CALL-54', reason: 'Session update is a client-side change of the session object and the shared session cookie (001 §7): no request is made.' },
  { call: 'CALL-60', reason: 'Legacy sign-in {emailId, password} is superseded by the identity provider password factor (CALL-62 with factorId password); no path is given for it.' },
];

/**
 * CALLs the storefront makes as browser navigations: the clients build the URL and the browser follows it.
 * They have no pact interaction because they answer with a redirect, and the Pact verifier follows redirects
 * (so it would verify the page redirected to, not the call).
 */
export const navigations: readonly (NotMade & { client: string })[] = [
  { call: 'CALL-04', client: 'servlets.ssoUrl', reason: 'Single sign-on redirects to goto.' },
  { call: 'CALL-45', client: 'servlets.ssoUrl', reason: 'Single sign-on with banner, idp=false, goto, setReInit=true, ml redirects to goto.' },
  { call: 'CALL-46', client: 'servlets.signOutUrl', reason: 'Sign-out redirects, then the identity provider logout redirects back.' },
  { call: 'CALL-47', client: 'identity.authorizeUrl', reason: 'Authorize redirects to redirect_uri with code and state.' },
  { call: 'CALL-70', client: 'identity.authorizeUrl', reason: 'The browser redirect to the provider authorize endpoint (as CALL-47).' },
];
