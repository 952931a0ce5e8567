import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoryCookieJar } from '../cookies';
import { consentGroupsOf, DELIVERY_ADDRESS_COOKIE, writeDeliveryAddressCookie } from './deliveryAddressCookie';
import type { SessionView } from './establish';
import { signedInView } from '../../../tests/support/sessionView';

const NOW = 1_700_000_000_000;
const ADDRESS = '12 Oak St, Oakland, CA, 94611';
// Decision 0440: consent is read from the consent manager's OptanonConsent cookie.
const CONSENT = 'OptanonConsent';

const view = (deliveryAddress: unknown, over: Partial<SessionView> = {}): SessionView =>
  signedInView({ preference: 'DELIVERY', userInfo: { userType: 'C', UUID: 'u-1', deliveryAddress } as SessionView['userInfo'], ...over });

describe('the consent groups the visitor gave (decision 0440)', () => {
  it('COOKIE-14 the groups parameter of the consent cookie, or the value itself when it is a plain list; nothing without a value', () => {
    expect(consentGroupsOf('isGdprUser=false&groups=C0001%3A1%2CC0003%3A1&hosts=')).toBe('C0001:1,C0003:1');
    expect(consentGroupsOf('isGdprUser=false')).toBeNull();
    expect(consentGroupsOf('C0001:1,C0003:1')).toBe('C0001:1,C0003:1');
    expect(consentGroupsOf('C0003')).toBe('C0003');
    expect(consentGroupsOf(undefined)).toBeNull();
    expect(consentGroupsOf('')).toBeNull();
  });

  it('COOKIE-14 a plain list (no parameters) always reads back as itself', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => !s.includes('=')), (list) => consentGroupsOf(list) === list));
  });
});

describe('the delivery address cookie (COOKIE-14, EXPIRY-03, decision 0440)', () => {
  it('COOKIE-14 EXPIRY-03 with consent group C0003 the user info\'s delivery address is written for 45 minutes', () => {
    const cookies = memoryCookieJar({ [CONSENT]: 'groups=C0001%3A1%2CC0003%3A1' });
    expect(writeDeliveryAddressCookie(cookies, view(ADDRESS), NOW)).toBe(true);
    // 001 §3 names the cookie DELIVERY_ADDR under the site jar's prefixes (decision 0440).
    expect(cookies.all()).toEqual({ [CONSENT]: 'groups=C0001%3A1%2CC0003%3A1', DELIVERY_ADDR: ADDRESS });
    expect(cookies.expiries.get(DELIVERY_ADDRESS_COOKIE)).toBe(NOW + 45 * 60_000);
  });

  it('COOKIE-14 a plain consent list with C0003 is consent too', () => {
    const cookies = memoryCookieJar({ [CONSENT]: 'C0001,C0003' });
    expect(writeDeliveryAddressCookie(cookies, view(ADDRESS), NOW)).toBe(true);
    expect(cookies.get(DELIVERY_ADDRESS_COOKIE)).toBe(ADDRESS);
  });

  it('COOKIE-14 without the consent cookie, or with C0003 refused or missing, nothing is written', () => {
    for (const initial of [{}, { [CONSENT]: 'groups=C0001%3A1%2CC0003%3A0' }, { [CONSENT]: 'groups=C0001%3A1' }, { [CONSENT]: '' }] as Record<string, string>[]) {
      const cookies = memoryCookieJar(initial);
      expect(writeDeliveryAddressCookie(cookies, view(ADDRESS), NOW)).toBe(false);
      expect(cookies.get(DELIVERY_ADDRESS_COOKIE)).toBeUndefined();
    }
  });

  it('COOKIE-14 no delivery address (none, blank, not text) or no user info writes nothing, even with consent', () => {
    for (const v of [view(undefined), view(''), view('   '), view(42), view(null), view(ADDRESS, { userInfo: null })]) {
      const cookies = memoryCookieJar({ [CONSENT]: 'C0003:1' });
      expect(writeDeliveryAddressCookie(cookies, v, NOW)).toBe(false);
      expect(cookies.get(DELIVERY_ADDRESS_COOKIE)).toBeUndefined();
    }
  });
});
