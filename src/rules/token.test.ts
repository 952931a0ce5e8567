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

  it('ACCESS-15 the registered module runs its example', () => {
    expect(tokenModule.run(tokenModule.input.parse(tokenModule.example))).toMatchObject({ active: true, session: { valid: true } });
  });
});
