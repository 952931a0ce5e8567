import type { UserInfo } from '../../../spec/schemas/userInfo';
import { KMSI_COOKIE } from '../../rules/access';
import { sessionRefreshFailure } from '../../rules/refreshFailure';
import { federatedSessionStatus, KMSI_TTL_MS, sessionCheckFailed, sessionRefreshFailed, userInfoTextResult } from '../../rules/sessionEvents';
import { sessionExpiry } from '../../rules/signInSession';
import { isAuthorised, normaliseUserType } from '../../rules/userTypes';
import type { CookieJar } from '../cookies';
import { writeKey } from '../ports';
import type { WebStorage } from '../ports';
import type { Backend } from './backend';
import { BackendError } from './backend';
import { clearClientSession } from './signOut';

/**
 * The session events of a signed-in visit, each decided by the session-events, error-message and sign-in-session
 * rule modules: the keep-me-signed-in refresh (CALL-48, ERRORS-10, SESSION-EST-13), the session check
 * (SESSION-EST-14, ERR-11) and the text user-info check of the sign-in hand-off (CALL-30, SESSION-EST-18).
 */

/** The session timeout modal's title: what a shopper sees when the session check fails. */
export const SESSION_TIMEOUT_TITLE = 'Your session has timed out';

export type RefreshOutcome =
  | { readonly kind: 'not-due' }
  | { readonly kind: 'ok'; readonly status: string | null; readonly rules: readonly string[]; readonly welcomeBack?: boolean }
  | { readonly kind: 'failed'; readonly status: number | null; readonly log: string; readonly rules: readonly string[] };

/** Only an authorised user who asked to be kept signed in (cookie exactly `true`) has a provider session to refresh. */
export const refreshDue = (userType: unknown, kmsiCookie: string | undefined): boolean => isAuthorised(normaliseUserType(userType)) && kmsiCookie === 'true';

export interface RefreshDeps {
  readonly backend: Backend;
  readonly cookies: CookieJar;
  readonly now: number;
  /** Where the storefront's log lines go (never shown to the user). */
  readonly log: (line: string) => void;
  /** Storages the forced sign-out clears. */
  readonly storages?: readonly (WebStorage | undefined)[];
  /**
   * What the page load knows for the federated status the refresh answers (SESSION-EST-11): whether single sign-on is
   * still needed on this page, and the sign-in count cookie with its value. Without it the status is not applied.
   */
  readonly federated?: { readonly ssoNeeded: boolean; readonly signInCountCookie: string; readonly signInCount: number };
}

const statusOf = (error: unknown): number | null => (error instanceof BackendError ? error.status : null);

/**
 * CALL-48 for a keep-me-signed-in user. A failure logs per status (ERRORS-10) and always ends in the forced sign-out
 * (AMBIG-54): the provider sign-out, the client session cleared, and keep-me-signed-in marked `error` (AMBIG-22).
 * The caller establishes the page again, as the guest it now is.
 */
export async function refreshKmsiSession(userType: unknown, deps: RefreshDeps): Promise<RefreshOutcome> {
  // A backend without the refresh call (as the optional calls go) has no provider session to keep alive.
  if (!deps.backend.refreshSession || !refreshDue(userType, deps.cookies.get(KMSI_COOKIE))) return { kind: 'not-due' };
  try {
    const answer = await deps.backend.refreshSession();
    const rules = ['SIGNIN-03'];
    let welcomeBack = false;
    // SESSION-EST-11 with the SESSION-EST-02 loop guard (decision 0020): the rule decides whether the count is reset.
    if (deps.federated) {
      for (const effect of federatedSessionStatus(answer.status, deps.federated)) {
        if (effect.kind === 'set-cookie') deps.cookies.set(effect.name, effect.value, null);
        if (effect.kind === 'show-alert') welcomeBack = true;
        for (const r of effect.rules) if (!rules.includes(r)) rules.push(r);
      }
    }
    return { kind: 'ok', status: answer.status, rules, ...(welcomeBack ? { welcomeBack } : {}) };
  } catch (error) {
    const status = statusOf(error);
    const failure = sessionRefreshFailure(status);
    deps.log(failure.log);
    const effects = sessionRefreshFailed();
    // The sign-out clears every cookie the page holds, so it runs before the keep-me-signed-in mark is written.
    for (const effect of effects) {
      if (effect.kind === 'sign-out') {
        await deps.backend.signOut().catch(() => undefined);
        clearClientSession(deps.cookies, deps.storages ?? []);
      }
    }
    for (const effect of effects) {
      if (effect.kind === 'set-cookie') deps.cookies.set(effect.name, effect.value, deps.now + KMSI_TTL_MS);
    }
    const rules = [...failure.rules];
    for (const e of effects) for (const r of e.rules) if (!rules.includes(r)) rules.push(r);
    return { kind: 'failed', status, log: failure.log, rules };
  }
}

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

/**
 * After the sign-in hand-off, the text user-info path (CALL-30) confirms the shop session: without SWY_SHOP_TOKEN
 * the page goes through single sign-on with goto the current page (ERR-49); a failed call reloads the page (ERR-35,
 * AMBIG-21).
 */
export async function confirmSignedIn(deps: { readonly backend: Backend; readonly currentPage: string; readonly ssoPath: string; readonly banner: string }): Promise<SignedInCheck> {
  let outcome: 'ok' | 'failed' = 'ok';
  let shopToken: unknown;
  try {
    if (!deps.backend.userInfoText) throw new BackendError('The user-info path is not available', null);
    shopToken = (await deps.backend.userInfoText()).SWY_SHOP_TOKEN;
  } catch {
    outcome = 'failed';
  }
  const effects = userInfoTextResult({ outcome, shopToken, currentPage: deps.currentPage, ssoPath: deps.ssoPath, banner: deps.banner });
  const rules = ['SESSION-EST-18'];
  for (const e of effects) for (const r of e.rules) if (!rules.includes(r)) rules.push(r);
  for (const effect of effects) {
    if (effect.kind === 'navigate') return { kind: 'single-sign-on', url: effect.target, rules };
    if (effect.kind === 'reload') return { kind: 'reload', rules };
  }
  return { kind: 'ok', rules };
}
