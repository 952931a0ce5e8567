import type { UserInfo } from '../../../spec/schemas/userInfo';
import { isAuthorised, normaliseUserType } from '../../rules/userTypes';
import { writeKey } from '../ports';
import type { WebStorage } from '../ports';

/**
 * The session events of a signed-in visit, each decided by the session-events, error-message and sign-in-session
 * rule modules: the keep-me-signed-in refresh (CALL-48, ERRORS-10, SESSION-EST-13), the session check
 * (SESSION-EST-14, ERR-11) and the text user-info check of the sign-in hand-off (CALL-30, SESSION-EST-18). The
 * refresh and the hand-off check run for signed-in visits only: they are in sessionRefresh.ts, fetched when due.
 */

/** The session timeout modal's title: what a shopper sees when the session check fails. */
export const SESSION_TIMEOUT_TITLE = 'Your session has timed out';

export type RefreshOutcome =
  | { readonly kind: 'not-due' }
  | { readonly kind: 'ok'; readonly status: string | null; readonly rules: readonly string[]; readonly welcomeBack?: boolean }
  | { readonly kind: 'failed'; readonly status: number | null; readonly log: string; readonly rules: readonly string[] };

/** Only an authorised user who asked to be kept signed in (cookie exactly `true`) has a provider session to refresh. */
export const refreshDue = (userType: unknown, kmsiCookie: string | undefined): boolean => isAuthorised(normaliseUserType(userType)) && kmsiCookie === 'true';

export type SessionCheck =
  | { readonly kind: 'ok' }
  | { readonly kind: 'single-sign-on'; readonly url: string; readonly rules: readonly string[] }
  | { readonly kind: 'timeout-modal'; readonly rules: readonly string[] };

/**
 * Whether the page load's session check (ERR-11) has a decision to make: the shared session says the visitor is signed
 * in (C or R) and the user info that answered says otherwise. Otherwise the check passes (`sessionCheck`, fetched
 * when due, decides the rest). A user-info call that failed (no answer) is not a failed check: ERR-05 keeps the page
 * quiet.
 */
export const sessionCheckDue = (input: { readonly sessionCookieUserType: string; readonly userInfo: UserInfo | null }): boolean =>
  input.userInfo !== null && isAuthorised(normaliseUserType(input.sessionCookieUserType)) && !isAuthorised(normaliseUserType(input.userInfo.userType));

/** Local-storage mark of a sign-in hand-off whose shop session the next page load confirms (CALL-30). */
export const SIGN_IN_HAND_OFF_KEY = 'signInHandOff';

/** Marks the hand-off in the page's local storage; without storage the check is skipped (the page still loads). */
export function markSignInHandOff(local: WebStorage | null): void {
  // Stryker disable next-line ConditionalExpression: writeKey drops what a storage refuses, a missing one included
  if (local) writeKey(local, SIGN_IN_HAND_OFF_KEY, 'true');
}

export type SignedInCheck =
  | { readonly kind: 'ok'; readonly rules: readonly string[] }
  | { readonly kind: 'single-sign-on'; readonly url: string; readonly rules: readonly string[] }
  | { readonly kind: 'reload'; readonly rules: readonly string[] };
