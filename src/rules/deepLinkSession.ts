import { isAnonymous, isAuthorised, isGuest } from './userTypes';

/**
 * The part of the deep-link rule (DEEPLINK) every page load runs: the store id and ZIP patterns and who acts on a valid
 * link. The parsing of the link itself is in ./deepLink.ts, which re-exports these (and ./searchTab.ts's tab index).
 */

export const STORE_ID_PATTERN = /^\d{1,4}$/;
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;

export type DeepLinkAction = 'guest-session' | 'session-update' | 'ignore';

/**
 * AMBIG-45 with AMBIG-07: a valid deep link gives anonymous and guest users a guest session, gives R/C a
 * session update by intent, and is ignored for any other user type (ACCESS-16).
 */
export function deepLinkAction(userType: unknown, link: { readonly valid: boolean }): { action: DeepLinkAction; rules: string[] } {
  if (!link.valid) return { action: 'ignore', rules: ['DEEPLINK-06'] };
  if (isAnonymous(userType) || isGuest(userType)) return { action: 'guest-session', rules: ['GUEST-STORE-01'] };
  if (isAuthorised(userType)) return { action: 'session-update', rules: ['SESSION-UPDATE-04'] };
  return { action: 'ignore', rules: ['ACCESS-16'] };
}

