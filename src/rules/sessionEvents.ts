import { z } from '../../spec/schemas/zod';
import { REDIRECT_URL_COOKIE } from './access';
import { KMSI_COOKIE } from './cookieNames';
import { defineRuleModule } from './module';
import { pharmacyCreateAccountAddress } from './healthApp';
import { SIGN_IN_COUNT_COOKIE, singleSignOnUrl } from './sessionEstablishment';
import { isSignedIn } from './userTypes';
import { DAY_MS } from './expiry';
import { LONG_LIVED_COOKIE_DAYS, longLivedCookieExpiry } from './cookieDays';

/** Keep-me-signed-in (remember-me) lasts 90 days (EXPIRY-06). */
export const KMSI_TTL_MS = LONG_LIVED_COOKIE_DAYS * DAY_MS;
export const NOTIFY_MESSAGE_KEY = 'notifyMessage';

type WithRules<T> = T & { readonly rules: readonly string[] };
export type SessionEventEffect = WithRules<
  | { kind: 'set-cookie'; name: string; value: string; expires?: number }
  | { kind: 'store'; key: string; value: string }
  | { kind: 'show-alert'; alert: 'welcome-back' }
  | { kind: 'show-modal'; modal: 'session-timeout' }
  | { kind: 'sign-out'; silent: boolean }
  | { kind: 'navigate'; target: string }
  | { kind: 'reload' }
  | { kind: 'refuse'; reason: string }
>;

/** What the page load knows when the federated session status arrives (the keep-me-signed-in refresh's data.status). */
export interface FederatedStatusContext {
  /**
   * Single sign-on is needed on this page load (a SESSION-EST-01 reason holds, e.g. a re-init site matching the host):
   * only the sign-in count (SESSION-EST-02) stops the redirect.
   */
  readonly ssoNeeded?: boolean;
  /** The sign-in count before the status (signInCount of sessionEstablishment); unknown when absent. */
  readonly signInCount?: number;
  /** The sign-in count cookie's name on this site (COOKIE-NAMES-04); ECommSignInCount by default. */
  readonly signInCountCookie?: string;
}

/**
 * SESSION-EST-11 read with SESSION-EST-02 (decision 0020): ACTIVE or MFA_ENROLL resets the sign-in count to 0 and an
 * ACTIVE session is welcomed back, except on a page load where single sign-on is still needed. There the count is the
 * loop guard: reset, it would send the next page load through single sign-on, and the one after that, for as long as
 * the reason holds. The welcome-back alert marks a return (the count was 1 or more, or is not known), so it is not
 * repeated on every page of an active session. Other statuses leave the count unchanged.
 */
export function federatedSessionStatus(status: unknown, context: FederatedStatusContext = {}): SessionEventEffect[] {
  const s = typeof status === 'string' ? status.trim().toUpperCase() : undefined;
  const out: SessionEventEffect[] = [];
  if (s !== 'ACTIVE' && s !== 'MFA_ENROLL') return out;
  if (context.ssoNeeded === true) return out;
  const rules = context.ssoNeeded === false ? ['SESSION-EST-11', 'SESSION-EST-02'] : ['SESSION-EST-11'];
  out.push({ kind: 'set-cookie', name: context.signInCountCookie ?? SIGN_IN_COUNT_COOKIE, value: '0', rules });
  if (s === 'ACTIVE' && (context.signInCount === undefined || context.signInCount >= 1)) out.push({ kind: 'show-alert', alert: 'welcome-back', rules });
  return out;
}

/** SESSION-EST-13, AMBIG-22: a failed refresh marks keep-me-signed-in `error` and forces sign-out. */
export function sessionRefreshFailed(): SessionEventEffect[] {
  const rules = ['SESSION-EST-13'];
  return [
    { kind: 'set-cookie', name: KMSI_COOKIE, value: 'error', rules },
    { kind: 'sign-out', silent: false, rules },
  ];
}

/** SESSION-EST-14: a session timeout or failed session check shows the timeout modal. */
export const sessionCheckFailed = (): SessionEventEffect[] => [{ kind: 'show-modal', modal: 'session-timeout', rules: ['SESSION-EST-14'] }];

export interface AutoSignInInput {
  readonly sessionToken: unknown;
  readonly reason: 'password-reset' | 'account-created';
  readonly issuer: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly nonce: string;
  readonly now: number;
}

export const AUTO_SIGN_IN_MESSAGES = {
  'password-reset': 'Password successfully updated!',
  'account-created': 'Account successfully created! You are now signed in.',
} as const;

/** SESSION-EST-15: with a non-empty session token: store the notification, remember-me for 90 days, go to the authorize address. */
export function autoSignIn(input: AutoSignInInput): SessionEventEffect[] {
  const rules = ['SESSION-EST-15'];
  if (typeof input.sessionToken !== 'string' || input.sessionToken.trim() === '') return [{ kind: 'refuse', reason: 'empty session token', rules }];
  const q = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    response_mode: 'query',
    state: input.state,
    nonce: input.nonce,
    scope: 'openid profile email offline_access used_credentials',
    sessionToken: input.sessionToken,
  });
  return [
    { kind: 'store', key: NOTIFY_MESSAGE_KEY, value: JSON.stringify({ message: AUTO_SIGN_IN_MESSAGES[input.reason], isDisplayed: false }), rules },
    { kind: 'set-cookie', name: KMSI_COOKIE, value: 'true', expires: longLivedCookieExpiry(input.now), rules },
    { kind: 'navigate', target: `${input.issuer.replace(/\/+$/, '')}/v1/authorize?${q.toString()}`, rules },
  ];
}

/** SESSION-EST-16: a new pharmacy-linked account is sent on to pharmacy account creation after sign-in. */
export const pharmacyAccountCreated = (): SessionEventEffect[] => [{ kind: 'set-cookie', name: REDIRECT_URL_COOKIE, value: pharmacyCreateAccountAddress(), rules: ['SESSION-EST-16'] }];

/** SESSION-EST-17: a signed-in user finishing registration gets a redirect cookie, then a silent sign-out. */
export function registrationFinished(userType: unknown, redirectTarget: string): SessionEventEffect[] {
  if (!isSignedIn(userType)) return [];
  const rules = ['SESSION-EST-17'];
  return [
    { kind: 'set-cookie', name: REDIRECT_URL_COOKIE, value: redirectTarget, rules },
    { kind: 'sign-out', silent: true, rules },
  ];
}

/** SESSION-EST-18, AMBIG-21: the user-info text call: no shop token → single sign-on with goto; a failed call → reload. */
export function userInfoTextResult(input: { outcome: 'ok' | 'failed'; shopToken?: unknown; currentPage: string; ssoPath: string; banner: string }): SessionEventEffect[] {
  const rules = ['SESSION-EST-18'];
  if (input.outcome === 'failed') return [{ kind: 'reload', rules: [...rules, 'SESSION-EST-19'] }];
  if (typeof input.shopToken !== 'string' || input.shopToken.trim() === '') {
    return [{ kind: 'navigate', target: singleSignOnUrl(input.ssoPath, { banner: input.banner, goto: input.currentPage }), rules: [...rules, 'SESSION-EST-20'] }];
  }
  return [];
}

export const sessionEventsModule = defineRuleModule({
  name: 'session-events',
  summary: 'Session events: federated status, refresh failure, timeout, user-info text call.',
  areas: ['SESSION-EST'],
  input: z.object({
    event: z.enum(['federated-status', 'refresh-failed', 'session-check-failed', 'user-info-text']),
    status: z.optional(z.string()),
    ssoNeeded: z.optional(z.boolean()),
    signInCount: z.optional(z.int()),
    outcome: z._default(z.enum(['ok', 'failed']), 'ok'),
    shopToken: z.nullish(z.string()),
    currentPage: z._default(z.string(), '/'),
    ssoPath: z._default(z.string(), '/bin/wcax/sso'),
    banner: z._default(z.string(), 'freshway'),
  }),
  example: { event: 'federated-status', status: 'ACTIVE' },
  run: (input) => {
    const effects =
      input.event === 'federated-status'
        ? federatedSessionStatus(input.status, { ...(input.ssoNeeded !== undefined ? { ssoNeeded: input.ssoNeeded } : {}), ...(input.signInCount !== undefined ? { signInCount: input.signInCount } : {}) })
        : input.event === 'refresh-failed'
          ? sessionRefreshFailed()
          : input.event === 'session-check-failed'
            ? sessionCheckFailed()
            : userInfoTextResult(input);
    const rules: string[] = [];
    for (const e of effects) for (const r of e.rules) if (!rules.includes(r)) rules.push(r);
    return { effects, rules };
  },
});
