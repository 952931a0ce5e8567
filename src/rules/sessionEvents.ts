import { z } from 'zod';
import { KMSI_COOKIE, REDIRECT_URL_COOKIE } from './access';
import { defineRuleModule } from './module';
import { pharmacyCreateAccountAddress } from './pages';
import { SIGN_IN_COUNT_COOKIE, singleSignOnUrl } from './sessionEstablishment';
import { isSignedIn } from './userTypes';

/** Keep-me-signed-in (remember-me) lasts 90 days. */
export const KMSI_TTL_MS = 90 * 24 * 60 * 60 * 1000;
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

/** SESSION-EST-11: ACTIVE or MFA_ENROLL resets the sign-in count to 0; ACTIVE shows the welcome-back alert. */
export function federatedSessionStatus(status: unknown): SessionEventEffect[] {
  const s = typeof status === 'string' ? status.trim().toUpperCase() : '';
  const rules = ['SESSION-EST-11'];
  const out: SessionEventEffect[] = [];
  if (s === 'ACTIVE' || s === 'MFA_ENROLL') out.push({ kind: 'set-cookie', name: SIGN_IN_COUNT_COOKIE, value: '0', rules });
  if (s === 'ACTIVE') out.push({ kind: 'show-alert', alert: 'welcome-back', rules });
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
    { kind: 'set-cookie', name: KMSI_COOKIE, value: 'true', expires: input.now + KMSI_TTL_MS, rules },
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
    status: z.string().optional(),
    outcome: z.enum(['ok', 'failed']).default('ok'),
    shopToken: z.string().nullish(),
    currentPage: z.string().default('/'),
    ssoPath: z.string().default('/bin/wcax/sso'),
    banner: z.string().default('freshway'),
  }),
  example: { event: 'federated-status', status: 'ACTIVE' },
  run: (input) => {
    const effects =
      input.event === 'federated-status'
        ? federatedSessionStatus(input.status)
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
