import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import { parseKmsi } from './cookieMechanics';
import { isInNoServiceArea } from './userTypes';
import type { Explained } from './module';

/** Sign-in rules around the modal: session expiry, sign-out, email prefill and create-account routing (SIGNIN-*). */

export type ExpiryDecision =
  | ({ readonly action: 'single-sign-on'; readonly url: string } & Explained)
  | ({ readonly action: 'sign-out-then-guest' } & Explained);

/**
 * SIGNIN-04 (AMBIG-48): a keep-me-signed-in user (cookie exactly `true`) goes through single sign-on with goto the
 * current page; anyone else is signed out and the reloaded page is a guest session.
 */
export function sessionExpiry(input: { readonly kmsiCookie?: string | null | undefined; readonly ssoPath: string; readonly banner: string; readonly currentUrl: string }): ExpiryDecision {
  if (parseKmsi(input.kmsiCookie) === 'true') {
    const query = [`banner=${encodeURIComponent(input.banner)}`, 'idp=false', `goto=${encodeURIComponent(input.currentUrl)}`, 'setReInit=true'].join('&');
    return { action: 'single-sign-on', url: `${input.ssoPath}?${query}`, rules: ['SIGNIN-04'] };
  }
  return { action: 'sign-out-then-guest', rules: ['SIGNIN-04', 'AMBIG-48'] };
}

export type SignOutStep =
  | { readonly type: 'clearCookies' }
  | { readonly type: 'clearSession' }
  | { readonly type: 'clearStorage' }
  | { readonly type: 'call'; readonly call: 'CALL-63'; readonly method: 'DELETE'; readonly path: '/health/users/healthSession'; readonly body: { readonly isLoggedOut: true } }
  | { readonly type: 'navigate'; readonly url: string };

/** SIGNIN-05: clear cookies, session and storage, end the health-app session, then go to the identity-provider logout. */
export function signOutPlan(logoutUrl: string): { readonly steps: readonly SignOutStep[] } & Explained {
  return {
    steps: [
      { type: 'clearCookies' },
      { type: 'clearSession' },
      { type: 'clearStorage' },
      { type: 'call', call: 'CALL-63', method: 'DELETE', path: '/health/users/healthSession', body: { isLoggedOut: true } },
      { type: 'navigate', url: logoutUrl },
    ],
    rules: ['SIGNIN-05'],
  };
}

export type PrefillDecision =
  | ({ readonly kind: 'none' } & Explained)
  | ({ readonly kind: 'prefill'; readonly email: string; readonly locked: true } & Explained)
  | ({ readonly kind: 'lookup'; readonly call: 'CALL-64'; readonly token: string } & Explained);

/**
 * SIGNIN-08: progProfUser pre-fills and disables the email field from session storage; emailToken asks the anonymous
 * unsubscribe lookup (?token=) for the email address. Query values are read from the page address by the caller.
 */
export function emailPrefill(input: { readonly progProfUser?: string | null; readonly storedEmail?: string | null; readonly emailToken?: string | null }): PrefillDecision {
  const stored = input.storedEmail?.trim() ?? '';
  if (input.progProfUser != null && input.progProfUser !== 'false' && stored !== '') return { kind: 'prefill', email: stored, locked: true, rules: ['SIGNIN-08'] };
  const token = input.emailToken?.trim() ?? '';
  if (token !== '') return { kind: 'lookup', call: 'CALL-64', token, rules: ['SIGNIN-08'] };
  return { kind: 'none', rules: ['SIGNIN-08'] };
}

/** SIGNIN-09: need-zipcode when in a no-service area ('Y') or without a zipcode, otherwise create-account with the zipcode. */
export function createAccountTarget(input: { readonly isInNoServiceArea?: string | null; readonly zipcode?: string | null }): ({ readonly page: 'need-zipcode' } | { readonly page: 'create-account'; readonly zipcode: string }) & Explained {
  const zip = input.zipcode?.trim() ?? '';
  if (isInNoServiceArea(input.isInNoServiceArea) || zip === '') return { page: 'need-zipcode', rules: ['SIGNIN-09'] };
  return { page: 'create-account', zipcode: zip, rules: ['SIGNIN-09'] };
}

const Input = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('session-expiry'), kmsiCookie: z.nullish(z.string()), ssoPath: z.string(), banner: z.string(), currentUrl: z.string() }),
  z.object({ rule: z.literal('sign-out'), logoutUrl: z.string() }),
  z.object({ rule: z.literal('email-prefill'), progProfUser: z.nullish(z.string()), storedEmail: z.nullish(z.string()), emailToken: z.nullish(z.string()) }),
  z.object({ rule: z.literal('create-account'), isInNoServiceArea: z.nullish(z.string()), zipcode: z.nullish(z.string()) }),
]);

export const signInSessionModule = defineRuleModule({
  name: 'sign-in-session',
  summary: 'Session expiry (KMSI → single sign-on, else sign out as guest), sign-out steps, email prefill, create-account routing.',
  areas: ['SIGNIN'],
  input: Input,
  example: { rule: 'session-expiry', kmsiCookie: 'true', ssoPath: '/bin/freshway/sso', banner: 'freshway', currentUrl: 'http://127.0.0.1:5173/shop/aisles.html' },
  run: (input) => {
    switch (input.rule) {
      case 'session-expiry':
        return sessionExpiry(input);
      case 'sign-out':
        return signOutPlan(input.logoutUrl);
      case 'email-prefill':
        return emailPrefill(input);
      case 'create-account':
        return createAccountTarget(input);
    }
  },
});
