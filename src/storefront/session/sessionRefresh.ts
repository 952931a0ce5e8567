import { KMSI_COOKIE } from '../../rules/cookieNames';
import { sessionRefreshFailure } from '../../rules/refreshFailure';
import { federatedSessionStatus, KMSI_TTL_MS, sessionRefreshFailed, userInfoTextResult } from '../../rules/sessionEvents';
import type { CookieJar } from '../cookies';
import type { Backend } from './backend';
import { BackendError } from './backend';
import type { RefreshOutcome, SignedInCheck } from './sessionEvents';
import { refreshDue } from './sessionEvents';

/**
 * The session events of a signed-in page load (sessionEvents.ts has the rest): the keep-me-signed-in refresh
 * (CALL-48, ERRORS-10, SESSION-EST-13) and the text user-info check after the sign-in hand-off (CALL-30,
 * SESSION-EST-18). A guest's page load makes neither, so their code is fetched only when one is due.
 */

export interface RefreshDeps {
  readonly backend: Backend;
  readonly cookies: CookieJar;
  readonly now: number;
  /** Where the storefront's log lines go (never shown to the user). */
  readonly log: (line: string) => void;
  /** The storefront's sign-out (SIGNIN-05, the core's), which a failed refresh forces. */
  readonly signOut: () => Promise<unknown>;
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
      // Stryker disable next-line EqualityOperator: the rule's two effects are one sign-out and one cookie, so either test signs out once, first
      if (effect.kind === 'sign-out') {
        await deps.signOut();
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

/**
 * After the sign-in hand-off, the text user-info path (CALL-30) confirms the shop session: without SWY_SHOP_TOKEN
 * the page goes through single sign-on with goto the current page (ERR-49); a failed call reloads the page (ERR-35,
 * AMBIG-21).
 */
export async function confirmSignedIn(deps: { readonly backend: Backend; readonly currentPage: string; readonly ssoPath: string; readonly banner: string }): Promise<SignedInCheck> {
  // Stryker disable next-line StringLiteral: the rule tells only a failed call apart
  let outcome: 'ok' | 'failed' = 'ok';
  let shopToken: unknown;
  try {
    // Stryker disable next-line ConditionalExpression,StringLiteral: calling an absent path throws too, and any throw is a failed call
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
    // Stryker disable next-line ConditionalExpression: the rule's only other effect, the navigation, has returned above
    if (effect.kind === 'reload') return { kind: 'reload', rules };
  }
  return { kind: 'ok', rules };
}
