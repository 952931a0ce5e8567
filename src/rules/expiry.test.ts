import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { sessionCookieExpiry, touchIdRecord, nextLocalMidnight, REDIRECT_COOKIE_EXPIRY, VISITOR_ID_TTL_MS, zoneOffsetMinutes } from './expiry';
import { expiryFromDays, longLivedCookieExpiry } from './cookieDays';
import { deliveryAddressExpiry } from './deliveryAddressCookie';
import { isFresh, localStorageTtl } from './localStorageExpiry';
import { rewardsSummaryCacheValid } from './rewardsSummaryCache';

const now = Date.UTC(2025, 2, 10, 15, 30);
const H = 3_600_000;

describe('EXPIRY session cookies', () => {
  it('EXPIRY-01 guest session cookies expire 24 hours after writing', () => {
    expect(sessionCookieExpiry({ userType: 'G', now }).expires).toBe(now + 24 * H);
    expect(sessionCookieExpiry({ userType: 'G', now, maxAgeSeconds: 60 }).rules).toEqual(['EXPIRY-01']);
  });
  it('EXPIRY-02 signed-in session cookies without a max-age expire after 45 minutes (AMBIG-19)', () => {
    expect(sessionCookieExpiry({ userType: 'R', now })).toEqual({ expires: now + 45 * 60_000, rules: ['EXPIRY-02'] });
    expect(sessionCookieExpiry({ userType: 'C', now, maxAgeSeconds: 0 }).expires).toBe(now + 45 * 60_000);
  });
  it('EXPIRY-04 a given identity-provider max-age in seconds sets the expiry', () => {
    expect(sessionCookieExpiry({ userType: 'C', now, maxAgeSeconds: 7200 })).toEqual({ expires: now + 2 * H, rules: ['EXPIRY-04'] });
    // A max-age that is no positive number of seconds is not given: 45 minutes (EXPIRY-02).
    for (const maxAgeSeconds of [-60, Number.NaN, Number.POSITIVE_INFINITY, null]) expect(sessionCookieExpiry({ userType: 'R', now, maxAgeSeconds }), String(maxAgeSeconds)).toEqual({ expires: now + 45 * 60_000, rules: ['EXPIRY-02'] });
  });
  it('EXPIRY-01 EXPIRY-02 EXPIRY-04 expiry is monotone in the write time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.constantFrom('G', 'R', 'C', 'A', ''),
        fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }),
        (t, dt, userType, maxAgeSeconds) =>
          sessionCookieExpiry({ userType, now: t + dt, maxAgeSeconds }).expires > sessionCookieExpiry({ userType, now: t, maxAgeSeconds }).expires,
      ),
    );
  });
});

describe('EXPIRY other cookies', () => {
  it('EXPIRY-03 the delivery address cookie expires 45 minutes after writing', () => {
    expect(deliveryAddressExpiry(now)).toBe(now + 45 * 60_000);
  });
  it('EXPIRY-05 days of 0 or less (or not a number) give a session cookie', () => {
    expect(expiryFromDays(0, now)).toBeNull();
    expect(expiryFromDays(-3, now)).toBeNull();
    expect(expiryFromDays('7', now)).toBeNull();
    expect(expiryFromDays(Number.POSITIVE_INFINITY, now)).toBeNull();
    expect(expiryFromDays(Number.NaN, now)).toBeNull();
    expect(expiryFromDays(2, now)).toBe(now + 48 * H);
  });
  it('EXPIRY-05 a positive day count is monotone in the write time', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 400 }), (t, dt, d) => expiryFromDays(d, t + dt)! > expiryFromDays(d, t)!));
  });
  it('EXPIRY-06 keep-me-signed-in, remember-me and passkey cookies last 90 days', () => {
    expect(longLivedCookieExpiry(now)).toBe(now + 90 * 24 * H);
  });
  it('EXPIRY-07 the visitor id lasts 7776000000 ms and is extended on each visit', () => {
    const first = touchIdRecord(null, now, () => 'v-1');
    expect(first).toEqual({ record: { id: 'v-1', expires: now + VISITOR_ID_TTL_MS }, created: true });
    const later = now + 10 * 24 * H;
    expect(touchIdRecord(first.record, later, () => 'v-2')).toEqual({ record: { id: 'v-1', expires: later + 7_776_000_000 }, created: false });
    expect(touchIdRecord({ id: 'v-1', expires: now - 1 }, now, () => 'v-3').record.id).toBe('v-3');
    expect(touchIdRecord('garbage', now, () => 'v-4').created).toBe(true);
    // A record with no usable id or expiry is a missing one.
    for (const stored of [undefined, { id: '', expires: now + H }, { id: 5, expires: now + H }, { id: 'v-1', expires: String(now + H) }, { id: 'v-1', expires: now }, { id: 'v-1' }]) {
      expect(touchIdRecord(stored, now, () => 'v-5'), JSON.stringify(stored)).toEqual({ record: { id: 'v-5', expires: now + VISITOR_ID_TTL_MS }, created: true });
    }
  });
  it('EXPIRY-08 redirect cookies are session-length', () => {
    expect(REDIRECT_COOKIE_EXPIRY).toBeNull();
  });
});

describe('EXPIRY-09 next local midnight', () => {
  it('EXPIRY-09 with a fixed offset the expiry is the next 00:00 local time', () => {
    // 15:30 UTC is 08:30 at UTC−7; the next local midnight is 07:00 UTC the following day.
    expect(nextLocalMidnight(now, -420)).toBe(Date.UTC(2025, 2, 11, 7, 0));
    expect(nextLocalMidnight(now, 0)).toBe(Date.UTC(2025, 2, 11, 0, 0));
    // An offset that is not a number counts as UTC; a fraction of a minute is dropped.
    expect(nextLocalMidnight(now, Number.NaN)).toBe(Date.UTC(2025, 2, 11, 0, 0));
    expect(nextLocalMidnight(now, 60.9)).toBe(Date.UTC(2025, 2, 10, 23, 0));
  });
  it('EXPIRY-09 with an IANA zone, daylight saving is honoured', () => {
    expect(zoneOffsetMinutes('America/Los_Angeles', Date.UTC(2025, 0, 15))).toBe(-480);
    expect(zoneOffsetMinutes('America/Los_Angeles', Date.UTC(2025, 6, 15))).toBe(-420);
    // Day of the spring change (2025-03-09): 12:00 UTC is 04:00 PST... next midnight is 2025-03-10 00:00 PDT = 07:00 UTC.
    expect(nextLocalMidnight(Date.UTC(2025, 2, 9, 12), 'America/Los_Angeles')).toBe(Date.UTC(2025, 2, 10, 7));
    expect(nextLocalMidnight(now, 'Not/AZone')).toBe(Date.UTC(2025, 2, 11));
  });
  it('EXPIRY-09 a clock offset gives the midnight of the zone it reads, daylight saving included', () => {
    const zones = fc.constantFrom('America/Los_Angeles', 'Europe/Berlin', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata', 'UTC');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), zones, (t, name) => nextLocalMidnight(t, (at) => zoneOffsetMinutes(name, at)) === nextLocalMidnight(t, name)),
    );
    fc.assert(fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -720, max: 840 }), (t, off) => nextLocalMidnight(t, () => off) === nextLocalMidnight(t, off)));
  });
  it('EXPIRY-09 a clock offset that throws or is not a number counts as UTC', () => {
    const broken = fc.constantFrom<(at: number) => number>(
      () => {
        throw new Error('no clock');
      },
      () => Number.NaN,
      () => Number.POSITIVE_INFINITY,
      () => '60' as unknown as number,
    );
    fc.assert(fc.property(fc.integer({ min: 0, max: 4e12 }), broken, (t, clock) => nextLocalMidnight(t, clock) === nextLocalMidnight(t, 0)));
  });
  it('EXPIRY-09 a named zone\'s offset counts its minutes and seconds: half- and quarter-hour zones at any second', () => {
    const at = Date.UTC(2026, 0, 1, 10, 17, 45);
    expect(zoneOffsetMinutes('Asia/Kolkata', at)).toBe(330);
    expect(zoneOffsetMinutes('Asia/Kathmandu', at)).toBe(345);
    expect(zoneOffsetMinutes('America/St_Johns', at)).toBe(-210);
  });

  it('EXPIRY-09 the offset that counts is the one the clock has at midnight, and midnight is strictly after now', () => {
    // The clock goes from +120 to +60 minutes at 23:00 UTC: at 22:00 UTC it reads 00:00, which is the midnight.
    const fallsBack = (at: number) => (at < Date.UTC(2026, 9, 24, 23, 0) ? 120 : 60);
    expect(nextLocalMidnight(Date.UTC(2026, 9, 24, 21, 30), fallsBack)).toBe(Date.UTC(2026, 9, 24, 22, 0));
    // The clock jumps from UTC to +10 hours at 20:00 UTC, so it never reads the coming 00:00; the midnight computed
    // with the new offset is now itself, which is not after now: the next one is a day later.
    const jumps = (at: number) => (at < Date.UTC(2026, 9, 24, 20, 0) ? 0 : 600);
    expect(nextLocalMidnight(Date.UTC(2026, 9, 24, 14, 0), jumps)).toBe(Date.UTC(2026, 9, 25, 14, 0));
  });

  it('EXPIRY-09 a write time that is not a time gives no future expiry', () => {
    for (const t of [Number.NaN, Number.POSITIVE_INFINITY]) {
      const m = nextLocalMidnight(t, 'America/Los_Angeles');
      expect(Number.isFinite(m) && m <= 0, String(m)).toBe(true);
    }
  });
  it('EXPIRY-09 in a named zone the midnight is after now and at most a day and an hour later (daylight saving)', () => {
    const zones = fc.constantFrom('America/Los_Angeles', 'Europe/Berlin', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), zones, (t, zone) => {
        const m = nextLocalMidnight(t, zone);
        return m > t && m - t <= 25 * H;
      }),
    );
  });
  it('EXPIRY-09 the midnight is after now, within a day, and monotone in now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: -720, max: 840 }), (t, dt, off) => {
        const a = nextLocalMidnight(t, off);
        const b = nextLocalMidnight(t + dt, off);
        return a > t && a - t <= 24 * H && b >= a;
      }),
    );
  });
});

describe('EXPIRY storage', () => {
  it('EXPIRY-10 slot info lasts 2 hours; shipping and seller info 3 hours unless configured', () => {
    expect(localStorageTtl('deliverySlot')).toBe(2 * H);
    expect(localStorageTtl('marketplaceShipping')).toBe(10_800_000);
    expect(localStorageTtl('sellerInfo')).toBe(10_800_000);
    expect(localStorageTtl('wineShipping', 60_000)).toBe(60_000);
    expect(isFresh(now + 1, now)).toBe(true);
    expect(isFresh(now, now)).toBe(false);
    expect(isFresh('soon', now)).toBe(false);
  });
  it('EXPIRY-11 the rewards summary cache lasts 10000 ms', () => {
    expect(rewardsSummaryCacheValid(now, now + 9_999)).toBe(true);
    expect(rewardsSummaryCacheValid(now, now + 10_000)).toBe(false);
    expect(rewardsSummaryCacheValid(undefined, now)).toBe(false);
  });
});
