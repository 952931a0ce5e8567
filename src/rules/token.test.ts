import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expireTimeOf, isTokenActive, sessionValidity, tokenModule } from './token';

const NOW = 1_700_000_000_000;
const valid = { userType: 'C', customerId: '5501', SWY_SHOP_TOKEN: 'tok', expireTime: NOW + 1, sessionCookieUserType: 'C' };

describe('token activity and session validity', () => {
  it('ACCESS-04 a token is active only while expireTime is strictly later than now', () => {
    expect(isTokenActive(NOW + 1, NOW)).toBe(true);
    expect(isTokenActive(NOW, NOW)).toBe(false);
    expect(isTokenActive(NOW - 1, NOW)).toBe(false);
    expect(isTokenActive(String(NOW + 5000), NOW)).toBe(true);
  });

  it('ACCESS-04 missing or non-numeric expireTime is not active (AMBIG-08)', () => {
    for (const v of [undefined, null, '', 'soon', 'NaN', Number.NaN, Number.POSITIVE_INFINITY, {}, [], true]) expect(isTokenActive(v, NOW)).toBe(false);
    expect(expireTimeOf(' 42 ')).toBe(42);
  });

  it('AMBIG-08 expireTime is read as a number of milliseconds written in decimal digits, and nothing else', () => {
    expect(expireTimeOf('-5')).toBe(-5);
    expect(expireTimeOf('12.25')).toBe(12.25);
    expect(expireTimeOf(String(NOW))).toBe(NOW);
    for (const v of ['x42', '42x', '4 2', '12.', '.5', '1e3', '0x10', '--5', '+5', '9'.repeat(400)]) expect(expireTimeOf(v), v).toBeNull();
    expect(expireTimeOf(Number.NEGATIVE_INFINITY)).toBeNull();
    for (const v of [['42'], { valueOf: () => 42 }, true]) expect(expireTimeOf(v), String(v)).toBeNull();
  });

  it('ACCESS-04 a clock that reads no time makes no token active', () => {
    for (const now of [Number.NaN, Number.NEGATIVE_INFINITY]) expect(isTokenActive(NOW, now)).toBe(false);
    // An unreadable expireTime is never active, whatever time the clock reads.
    for (const expire of [undefined, null, 'soon']) expect(isTokenActive(expire, -5), String(expire)).toBe(false);
  });

  it('ACCESS-04 token activity is monotone in now: once expired it stays expired for every later now', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(undefined)), fc.integer(), fc.nat(), (expire, now, later) => {
        if (!isTokenActive(expire, now)) expect(isTokenActive(expire, now + later)).toBe(false);
      }),
    );
  });

  it('ACCESS-04 never throws on any string expireTime', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(typeof isTokenActive(s, NOW)).toBe('boolean');
      }));
  });

  it('ACCESS-15 a session is valid only when signed in, with customer id and shop token, a C/R cookie and an active token', () => {
    expect(sessionValidity(valid, NOW)).toMatchObject({ valid: true, failed: null });
    expect(sessionValidity({ ...valid, userType: 'G' }, NOW).failed).toBe('not-signed-in');
    expect(sessionValidity({ ...valid, customerId: '' }, NOW).failed).toBe('no-customer-id');
    expect(sessionValidity({ ...valid, SWY_SHOP_TOKEN: undefined }, NOW).failed).toBe('no-shop-token');
    expect(sessionValidity({ ...valid, sessionCookieUserType: 'G' }, NOW).failed).toBe('cookie-not-authorised');
    expect(sessionValidity({ ...valid, sessionCookieUserType: 'R' }, NOW).valid).toBe(true);
    expect(sessionValidity({ ...valid, expireTime: NOW }, NOW).failed).toBe('token-inactive');
  });

  it('ACCESS-15 a blank customer id or shop token is no value, and a valid session names the active token (ACCESS-04)', () => {
    expect(sessionValidity({ ...valid, customerId: '   ' }, NOW).failed).toBe('no-customer-id');
    expect(sessionValidity({ ...valid, customerId: undefined }, NOW).failed).toBe('no-customer-id');
    expect(sessionValidity({ ...valid, SWY_SHOP_TOKEN: ' ' }, NOW).failed).toBe('no-shop-token');
    expect(sessionValidity({ ...valid, sessionCookieUserType: undefined }, NOW).failed).toBe('cookie-not-authorised');
    expect(sessionValidity(valid, NOW).rules).toEqual(['ACCESS-15', 'ACCESS-04']);
    expect(sessionValidity({ ...valid, userType: 'G' }, NOW)).toMatchObject({ valid: false, rules: ['ACCESS-15'] });
  });

  it('ACCESS-15 the registered module runs its example', () => {
    expect(tokenModule.run(tokenModule.input.parse(tokenModule.example))).toMatchObject({ active: true, session: { valid: true } });
  });
});
