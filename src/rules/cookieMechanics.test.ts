import { describe, it, expect } from 'vitest';
import { parseSyndicatedUserCookie, syndicatedUserCookie, planCookieWrite, setCookieString, readCookieFallback, secureFlag, parseKmsi, parsePendingOrder, serializePendingOrder, hasConsentGroup } from './cookieMechanics';

const now = Date.UTC(2025, 0, 1);

describe('COOKIE mechanics', () => {
  it('COOKIE-08 the syndicated user cookie holds storeId, storeZip, storeAddress, preference, xDTags', () => {
    const raw = JSON.stringify({ storeId: 1502, storeZip: '94611', storeAddress: '1 Main', preference: 'J4U', xDTags: ['a'] });
    expect(parseSyndicatedUserCookie(raw)).toEqual({ storeId: '1502', storeZip: '94611', storeAddress: '1 Main', preference: 'J4U', xDTags: ['a'] });
    expect(parseSyndicatedUserCookie(encodeURIComponent(raw))?.storeZip).toBe('94611');
    expect(parseSyndicatedUserCookie('[]')).toBeNull();
    expect(parseSyndicatedUserCookie('%E0%A4%A')).toBeNull();
  });
  it('COOKIE-08 the syndicated user cookie written for a chosen store carries the previous tags over, else the session\'s (decision 0417)', () => {
    const store = { storeId: '1605', zipcode: '94739', address: '12 Bay St', preference: 'DUG' };
    const previous = parseSyndicatedUserCookie(JSON.stringify({ storeId: '1502', xDTags: ['kept'] }));
    expect(parseSyndicatedUserCookie(syndicatedUserCookie(store, previous, ['session']))).toEqual({ storeId: '1605', storeZip: '94739', storeAddress: '12 Bay St', preference: 'DUG', xDTags: ['kept'] });
    expect(parseSyndicatedUserCookie(syndicatedUserCookie({ ...store, address: null }, null, ['session']))).toMatchObject({ storeAddress: '', xDTags: ['session'] });
    expect(parseSyndicatedUserCookie(syndicatedUserCookie(store, null))?.xDTags).toBeNull();
  });
  it('COOKIE-09 with cookies disabled the value is kept in memory with its expiry', () => {
    const w = planCookieWrite({ name: 'abs_gsession', value: 'v', expires: now + 1000, cookiesEnabled: false });
    expect(w).toEqual({ kind: 'memory', name: 'abs_gsession', record: { value: 'v', expires: now + 1000 }, rules: ['COOKIE-09'] });
    expect(readCookieFallback({ value: 'v', expires: now + 1000 }, now)).toBe('v');
    expect(readCookieFallback({ value: 'v', expires: now }, now)).toBeNull();
    expect(readCookieFallback({ value: 'v', expires: null }, now)).toBe('v');
    expect(readCookieFallback('v', now)).toBeNull();
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
  });
  it('COOKIE-12 the keep-me-signed-in cookie takes true, logout, error', () => {
    expect(['true', 'logout', 'error', 'Error', 'TRUE', '', null].map(parseKmsi)).toEqual(['true', 'logout', 'error', null, null, null, null]);
  });
  it('COOKIE-13 the pending-order cookie holds the order number and the branch number', () => {
    expect(parsePendingOrder(serializePendingOrder({ orderNumber: '123456', branchNumber: '1502' }))).toEqual({ orderNumber: '123456', branchNumber: '1502' });
    expect(parsePendingOrder('123456')).toBeNull();
    expect(parsePendingOrder('a|b|c')).toBeNull();
  });
  it('COOKIE-14 the delivery address cookie needs consent group C0003', () => {
    expect(hasConsentGroup('C0001:1,C0003:1')).toBe(true);
    expect(hasConsentGroup('C0001:1,C0003:0')).toBe(false);
    expect(hasConsentGroup('C0001,C0003')).toBe(true);
    expect(hasConsentGroup('C0001,C00031')).toBe(false);
    expect(hasConsentGroup(undefined)).toBe(false);
  });
});
