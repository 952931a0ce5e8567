import type { UserInfo } from '../../../spec/schemas/userInfo';
import { sessionCheckFailed } from '../../rules/sessionEvents';
import { sessionExpiry } from '../../rules/signInSession';
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
 * The session check of a page load (ERR-11): the shared session says the visitor is signed in (C or R), but the user
 * info that answered says otherwise, so the signed-in session is gone. A keep-me-signed-in user goes through single
 * sign-on (SIGNIN-04); anyone else sees the session timeout modal (SESSION-EST-14) and continues as a guest.
 * A user-info call that failed (no answer) is not a failed check: ERR-05 keeps the page quiet.
 */
export function sessionCheck(input: { readonly sessionCookieUserType: string; readonly userInfo: UserInfo | null; readonly kmsiCookie: string | undefined; readonly ssoPath: string; readonly banner: string; readonly currentUrl: string }): SessionCheck {
  if (input.userInfo === null || !isAuthorised(normaliseUserType(input.sessionCookieUserType))) return { kind: 'ok' };
  if (isAuthorised(normaliseUserType(input.userInfo.userType))) return { kind: 'ok' };
  const expiry = sessionExpiry({ kmsiCookie: input.kmsiCookie ?? null, ssoPath: input.ssoPath, banner: input.banner, currentUrl: input.currentUrl });
  if (expiry.action === 'single-sign-on') return { kind: 'single-sign-on', url: expiry.url, rules: expiry.rules };
  const rules = [...expiry.rules];
  for (const e of sessionCheckFailed()) for (const r of e.rules) if (!rules.includes(r)) rules.push(r);
  return { kind: 'timeout-modal', rules };
}

/** Local-storage mark of a sign-in hand-off whose shop session the next page load confirms (CALL-30). */
export const SIGN_IN_HAND_OFF_KEY = 'signInHandOff';

/** Marks the hand-off in the page's local storage; without storage the check is skipped (the page still loads). */
export function markSignInHandOff(local: WebStorage | null): void {
  if (local) writeKey(local, SIGN_IN_HAND_OFF_KEY, 'true');
}

export type SignedInCheck =
  | { readonly kind: 'ok'; readonly rules: readonly string[] }
  | { readonly kind: 'single-sign-on'; readonly url: string; readonly rules: readonly string[] }
  | { readonly kind: 'reload'; readonly rules: readonly string[] };
