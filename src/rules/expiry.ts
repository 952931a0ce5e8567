/**
 * Cookie and storage lifetimes (EXPIRY-*) the page load needs; those only on-demand code reads have modules of their
 * own (`cookieDays`, `deliveryAddressCookie`, `localStorageExpiry`, `rewardsSummaryCache`). Every function takes the
 * write time `now` (epoch ms).
 */

import { isGuest } from './userTypes';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const GUEST_SESSION_TTL_MS = 24 * HOUR_MS;
export const SIGNED_IN_SESSION_TTL_MS = 45 * MINUTE_MS;
export const VISITOR_ID_TTL_MS = 7_776_000_000;

/** `null` means a plain session cookie (no expiry attribute). */
export type Expiry = number | null;

export interface SessionCookieExpiryInput {
  readonly userType?: unknown;
  readonly now: number;
  /** The identity provider's (or configured) max-age in seconds, when given. */
  readonly maxAgeSeconds?: number | null | undefined;
}

/**
 * EXPIRY-01/02/04 with AMBIG-19: guests 24 h; signed-in users the IdP max-age when given, else 45 minutes.
 */
export function sessionCookieExpiry(input: SessionCookieExpiryInput): { expires: number; rules: string[] } {
  if (isGuest(input.userType)) return { expires: input.now + GUEST_SESSION_TTL_MS, rules: ['EXPIRY-01'] };
  const maxAge = input.maxAgeSeconds;
  // Number.isFinite takes no text or null for a number, so a max-age it accepts is one.
  if (Number.isFinite(maxAge) && (maxAge as number) > 0) return { expires: input.now + (maxAge as number) * 1000, rules: ['EXPIRY-04'] };
  return { expires: input.now + SIGNED_IN_SESSION_TTL_MS, rules: ['EXPIRY-02'] };
}

/** EXPIRY-08: redirect cookies are session-length. */
export const REDIRECT_COOKIE_EXPIRY: Expiry = null;

export interface IdRecord {
  readonly id: string;
  readonly expires: number;
}

/**
 * EXPIRY-07: the visitor id (and the session id, same ttl) is kept while unexpired and its expiry is
 * pushed 90 days ahead on every visit; a missing, malformed or expired record gets a new id.
 */
export function touchIdRecord(stored: unknown, now: number, newId: () => string): { record: IdRecord; created: boolean } {
  // Storage holds parsed JSON: reading a field of a string or number is harmless, only null and undefined have none.
  const rec = (stored ?? {}) as Partial<IdRecord>;
  if (typeof rec.id === 'string' && rec.id !== '' && typeof rec.expires === 'number' && rec.expires > now) return { record: { id: rec.id, expires: now + VISITOR_ID_TTL_MS }, created: false };
  return { record: { id: newId(), expires: now + VISITOR_ID_TTL_MS }, created: true };
}

/**
 * A time zone: an IANA name, a fixed offset from UTC in minutes (local − UTC, e.g. −420 for UTC−7), or a clock's
 * offset at an instant (the browser's own, `at => -new Date(at).getTimezoneOffset()`, follows daylight saving without
 * starting `Intl`, whose first use costs a page load tens of milliseconds).
 */
export type TimeZoneInput = string | number | ((at: number) => number);

/** Offset (local − UTC, minutes) of a zone at instant `at`; unknown zones, and offsets that are not numbers, count as UTC. */
export function zoneOffsetMinutes(zone: TimeZoneInput, at: number): number {
  if (typeof zone === 'number') return Number.isFinite(zone) ? Math.trunc(zone) : 0;
  if (typeof zone === 'function') {
    let offset: unknown = 0;
    try {
      offset = zone(at);
    } catch {
      // a clock that throws counts as UTC
    }
    return Number.isFinite(offset) ? Math.trunc(offset as number) : 0;
  }
  try {
    const fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const parts: Record<string, number> = {};
    for (const p of fmt.formatToParts(new Date(at))) parts[p.type] = Number(p.value);
    const asUtc = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
    // An instant that is not a time makes formatToParts throw, so the offset is always a number here.
    return Math.round((asUtc - Math.floor(at / 1000) * 1000) / MINUTE_MS);
  } catch {
    return 0;
  }
}

/**
 * EXPIRY-09 / GUEST-STORE-04 (AMBIG-16): the first instant after `now` at which the local clock of `zone` reads 00:00.
 */
export function nextLocalMidnight(now: number, zone: TimeZoneInput): number {
  if (!Number.isFinite(now)) return 0;
  const offset0 = zoneOffsetMinutes(zone, now);
  const local = now + offset0 * MINUTE_MS;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS + DAY_MS;
  // A daylight-saving change between now and midnight shifts the offset: the one that counts is read at midnight.
  const offset1 = zoneOffsetMinutes(zone, localMidnight - offset0 * MINUTE_MS);
  const candidate = localMidnight - offset1 * MINUTE_MS;
  return candidate > now ? candidate : candidate + DAY_MS;
}
