/**
 * PENDING RULES ADAPTER for the access module (ACCESS-02/06/07/09/10, REDIRECT-01..03): the decision a page's
 * metadata gives for the current user type. Replaced by src/rules access when it lands.
 */
export interface PageMeta {
  readonly allowedUserTypes: readonly string[];
  readonly redirections?: readonly { userType: readonly string[]; redirectPath: string }[];
  readonly showZipcodeModal?: boolean;
  readonly allowGuestAuthentication?: boolean;
  readonly escapeSingleSignOn?: boolean;
}

export const ALL_USERS: PageMeta = { allowedUserTypes: ['A', 'G', 'R', 'C'] };
export const SIGNED_IN_ONLY: PageMeta = { allowedUserTypes: ['R', 'C'], redirections: [{ userType: ['DEFAULT'], redirectPath: '/account/sign-in' }] };

const hasControl = (path: string): boolean => [...path].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
const safe = (path: string): string => (/^\/(?![/\\])/.test(path) && !hasControl(path) ? path : '/');

export function pageAccess(meta: PageMeta, userType: string, zipcode: string): { authorised: true } | { authorised: false; redirect: string; rules: string[] } {
  const t = userType === '' ? 'A' : userType;
  const checked = t === 'G' && zipcode === '' ? '' : t;
  if (meta.allowedUserTypes.includes(checked)) return { authorised: true };
  const entry = meta.redirections?.find((r) => r.userType.includes(checked)) ?? meta.redirections?.find((r) => r.userType.includes('DEFAULT'));
  const raw = entry?.redirectPath ?? '/account/sign-in.html';
  const withHtml = /\.html(\?|#|$)/.test(raw) ? raw : raw.replace(/(\?|#|$)/, '.html$1');
  return { authorised: false, redirect: safe(withHtml), rules: ['ACCESS-09', 'ACCESS-10', 'REDIRECT-01'] };
}
