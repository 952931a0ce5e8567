import { describe, it, expect } from 'vitest';
import { planCookieWrite, setCookieString, readCookieFallback, secureFlag, parseKmsi } from './cookieMechanics';

const now = Date.UTC(2025, 0, 1);

describe('COOKIE mechanics', () => {
  it('COOKIE-09 with cookies disabled the value is kept in memory with its expiry', () => {
    const w = planCookieWrite({ name: 'abs_gsession', value: 'v', expires: now + 1000, cookiesEnabled: false });
    expect(w).toEqual({ kind: 'memory', name: 'abs_gsession', record: { value: 'v', expires: now + 1000 }, rules: ['COOKIE-09'] });
    expect(readCookieFallback({ value: 'v', expires: now + 1000 }, now)).toBe('v');
    expect(readCookieFallback({ value: 'v', expires: now }, now)).toBeNull();
    expect(readCookieFallback({ value: 'v', expires: null }, now)).toBe('v');
    expect(readCookieFallback('v', now)).toBeNull();
    expect(readCookieFallback(null, now)).toBeNull();
    expect(readCookieFallback({ value: 5, expires: null }, now)).toBeNull();
    // A record whose expiry is not a time (storage edited by hand) does not count.
    expect(readCookieFallback({ value: 'v', expires: String(now + 1000) }, now)).toBeNull();
    expect(readCookieFallback({ value: 'v' }, now)).toBeNull();
  });
  it('COOKIE-10 Secure is on unless the setting is the string false (AMBIG-40)', () => {
    expect(secureFlag('false')).toBe(false);
    expect(secureFlag(false)).toBe(true);
    expect(secureFlag(undefined)).toBe(true);
    expect(secureFlag('true')).toBe(true);
  });
  it('COOKIE-11 cookies are written with path /', () => {
    const w = planCookieWrite({ name: 'ECommBanner', value: 'freshway', expires: null, cookiesEnabled: true, secureSetting: 'false' });
    if (w.kind !== 'cookie') throw new Error('expected a cookie write');
    expect(w.path).toBe('/');
    expect(setCookieString(w)).toBe('ECommBanner=freshway; path=/');
    expect(setCookieString({ ...w, expires: now, secure: true })).toBe('ECommBanner=freshway; path=/; expires=Wed, 01 Jan 2025 00:00:00 GMT; Secure');
    // EXPIRY-05: an expiry that is not a number is a session cookie.
    expect(setCookieString({ ...w, expires: Number.NaN })).toBe('ECommBanner=freshway; path=/');
    expect(planCookieWrite({ name: 'a', value: 'b', expires: now, cookiesEnabled: true })).toEqual({ kind: 'cookie', name: 'a', value: 'b', expires: now, path: '/', secure: true, rules: ['COOKIE-10', 'COOKIE-11'] });
  });
  it('COOKIE-12 the keep-me-signed-in cookie takes true, logout, error', () => {
    expect(['true', 'logout', 'error', 'Error', 'TRUE', '', null].map(parseKmsi)).toEqual(['true', 'logout', 'error', null, null, null, null]);
  });
});
