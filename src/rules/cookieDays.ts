import { DAY_MS } from './expiry';
import type { Expiry } from './expiry';

// Cookie lifetimes counted in days: read only by sign-in, passkey and session events (loaded on demand); apart so the
// page load does not carry them.

export const LONG_LIVED_COOKIE_DAYS = 90;

/** EXPIRY-05: an expiry in days of 0 or less (or not a number) is a session cookie. */
export function expiryFromDays(days: unknown, now: number): Expiry {
  // Number.isFinite is false for anything that is not a number.
  const n = Number.isFinite(days) ? (days as number) : 0;
  return n > 0 ? now + n * DAY_MS : null;
}

/** EXPIRY-06: keep-me-signed-in, remember-me and passkey cookies last 90 days. */
export function longLivedCookieExpiry(now: number): number {
  return now + LONG_LIVED_COOKIE_DAYS * DAY_MS;
}
