import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import { isAuthorised, isSignedIn, normaliseUserType } from './userTypes';

/** Reads expireTime (epoch ms) as a number; missing, blank or non-numeric gives null (AMBIG-08). */
export function expireTimeOf(expireTime: unknown): number | null {
  if (typeof expireTime === 'number') return Number.isFinite(expireTime) ? expireTime : null;
  if (typeof expireTime === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(expireTime)) {
    const n = Number(expireTime);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** ACCESS-04: active only while expireTime is strictly later than now; AMBIG-08: unreadable expireTime is not active. */
export function isTokenActive(expireTime: unknown, now: number): boolean {
  const t = expireTimeOf(expireTime);
  return t !== null && Number.isFinite(now) && t > now;
}

const nonEmpty = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

export interface SessionValidityInput {
  readonly userType?: unknown;
  readonly customerId?: unknown;
  readonly SWY_SHOP_TOKEN?: unknown;
  readonly expireTime?: unknown;
  /** The user type the shared session cookie records (COMMON, else SHOP). */
  readonly sessionCookieUserType?: unknown;
}

export interface SessionValidity {
  readonly valid: boolean;
  /** The first condition that failed, when invalid. */
  readonly failed: 'not-signed-in' | 'no-customer-id' | 'no-shop-token' | 'cookie-not-authorised' | 'token-inactive' | null;
  readonly rules: readonly string[];
}

/** ACCESS-15: signed in, customerId and shop token present, the session cookie says C or R, and the token is active. */
export function sessionValidity(input: SessionValidityInput, now: number): SessionValidity {
  const rules = ['ACCESS-15'];
  const fail = (failed: SessionValidity['failed']): SessionValidity => ({ valid: false, failed, rules });
  if (!isSignedIn(input.userType)) return fail('not-signed-in');
  if (!nonEmpty(input.customerId)) return fail('no-customer-id');
  if (!nonEmpty(input.SWY_SHOP_TOKEN)) return fail('no-shop-token');
  if (!isAuthorised(normaliseUserType(input.sessionCookieUserType))) return fail('cookie-not-authorised');
  if (!isTokenActive(input.expireTime, now)) return fail('token-inactive');
  return { valid: true, failed: null, rules: ['ACCESS-15', 'ACCESS-04'] };
}

export const tokenModule = defineRuleModule({
  name: 'token',
  summary: 'Token activity (expireTime later than now) and session validity.',
  areas: ['ACCESS'],
  input: z.object({
    now: z.number(),
    userType: z.nullish(z.string()),
    customerId: z.nullish(z.string()),
    SWY_SHOP_TOKEN: z.nullish(z.string()),
    expireTime: z.nullish(z.union([z.number(), z.string()])),
    sessionCookieUserType: z.nullish(z.string()),
  }),
  example: { now: 1_700_000_000_000, userType: 'C', customerId: '5501', SWY_SHOP_TOKEN: 'tok', expireTime: 1_700_000_600_000, sessionCookieUserType: 'C' },
  run: (input) => ({ active: isTokenActive(input.expireTime, input.now), rules: ['ACCESS-04'], session: sessionValidity(input, input.now) }),
});
