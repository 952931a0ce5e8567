import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSessionCookieValues, usableCookieValue } from './sessionCookieValues';
import { STORE_ID_PATTERN, ZIPCODE_PATTERN } from './deepLink';
import type { SessionInfo } from '../../spec/schemas/sessionCookie';

const info = (storeId: unknown, zipcode: unknown = '94611', preference: unknown = 'J4U'): SessionInfo =>
  ({ COMMON: { userType: 'G', storeId, zipcode, preference, banner: 'freshway' }, J4U: { storeId, zipcode, address: '1 Main St' }, SHOP: { storeId, zipcode } }) as SessionInfo;

describe('session cookie values (decision 0025)', () => {
  it('COOKIE-06 DEEPLINK-02 a store id that fails the deep link\'s pattern removes the selection and asks for a new one', () => {
    for (const bad of ['abc', '../../__sim/reset', '12345', '15 02', '1502/..', '-1', 'PRIMARY', 'undefined', 1.5, true, { id: 1 }]) {
      const r = checkSessionCookieValues(info(bad));
      const label = JSON.stringify(bad);
      expect(r.reestablish, label).toBe(true);
      expect(r.dropped.map((d) => `${d.section}.${d.field}`)).toContain('COMMON.storeId');
      // The session is chosen again in the guest-store order, as a bad deep-link value would be.
      expect(r.rules).toEqual(['COOKIE-06', 'DEEPLINK-02', 'DEEPLINK-03', 'DEEPLINK-05', 'GUEST-STORE-02']);
      for (const section of ['COMMON', 'J4U', 'SHOP'] as const) {
        expect(r.info[section]?.storeId, label).toBeUndefined();
        expect(r.info[section]?.zipcode, label).toBeUndefined();
      }
      // What is not the store selection stays.
      expect(r.info.COMMON).toMatchObject({ userType: 'G', banner: 'freshway' });
      expect(r.info.J4U?.address).toBe('1 Main St');
    }
  });

  it('DEEPLINK-03 DEEPLINK-05 an unusable zip or preference does the same; every spelling the storefront reads is usable', () => {
    for (const z of ['9461', '94611-12', 'x94611', '<script>']) expect(checkSessionCookieValues(info('1502', z)).reestablish, z).toBe(true);
    for (const p of ['teleport', 'in store', '']) expect(checkSessionCookieValues(info('1502', '94611', p)).reestablish, p).toBe(p !== '');
    for (const p of ['J4U', 'j4u', 'DUG', 'Delivery', 'instore', 'PICKUP']) expect(checkSessionCookieValues(info('1502', '94611', p)).reestablish, p).toBe(false);
    const zipOnly = checkSessionCookieValues({ COMMON: { zipCode: 'abc', userType: 'G' } });
    expect(zipOnly.dropped).toEqual([{ section: 'COMMON', field: 'zipCode', value: 'abc' }]);
    // Only the sections the cookie has are written back.
    expect(zipOnly.info).toEqual({ COMMON: { userType: 'G' } });
    // A preference is read as the channel rule reads it (CHANNEL-01: blanks around it do not count); one that is not text is unusable.
    expect(checkSessionCookieValues(info('1502', '94611', ' pickup ')).reestablish).toBe(false);
    for (const p of [true, 1, { p: 'pickup' }]) expect(usableCookieValue('preference', p), JSON.stringify(p)).toBe(false);
    expect(checkSessionCookieValues({ offbanner: { banner: 'valleymarket', storeId: '../x' } }).reestablish).toBe(true);
  });

  it('COOKIE-01 usable and absent values keep the cookie as it is (numbers count as their digits)', () => {
    const good = info('1502', '94611-1234', 'DUG');
    expect(checkSessionCookieValues(good)).toMatchObject({ info: good, dropped: [], reestablish: false });
    expect(checkSessionCookieValues(info(1502, 94611)).reestablish).toBe(false);
    // DEEPLINK-01: 1 to 4 digits, so store 0 is a store; a negative, fractional or huge number is not.
    expect(usableCookieValue('storeId', 0)).toBe(true);
    for (const n of [-1, 1.5, 1e21, Number.NaN]) expect(usableCookieValue('storeId', n), String(n)).toBe(false);
    expect(checkSessionCookieValues(good).rules).toEqual(['COOKIE-06']);
    expect(checkSessionCookieValues(info(null, null, null)).reestablish).toBe(false);
    expect(checkSessionCookieValues({}).reestablish).toBe(false);
  });

  it('COOKIE-06 only text and numbers are read: a list or a flag is unusable even when its text would match', () => {
    for (const v of [[1502], ['1502'], true, { storeId: '1502' }]) expect(usableCookieValue('storeId', v), JSON.stringify(v)).toBe(false);
    expect(usableCookieValue('zipcode', [94611])).toBe(false);
  });

  it('DEEPLINK-03 a zip is checked as a zip under either spelling (zipcode, and COMMON\'s zipCode)', () => {
    for (const field of ['zipcode', 'zipCode'] as const) {
      expect(usableCookieValue(field, '94611'), field).toBe(true);
      expect(usableCookieValue(field, '94611-1234'), field).toBe(true);
      expect(usableCookieValue(field, 'dug'), field).toBe(false);
    }
  });

  it('COOKIE-06 a re-established cookie keeps what it holds outside the sections', () => {
    const held = { ...info('abc'), version: 2 } as unknown as SessionInfo;
    expect(checkSessionCookieValues(held).info).toMatchObject({ version: 2, COMMON: { userType: 'G', banner: 'freshway' } });
  });

  it('COOKIE-06 whatever the cookie holds, every store id and zip left in it has the address patterns (generated)', () => {
    const value = fc.oneof(fc.string(), fc.stringMatching(/^\d{1,6}$/), fc.integer(), fc.constant(null), fc.constant(undefined), fc.constantFrom('1502', '94611', 'J4U', '../../__sim/reset'));
    const section = fc.record({ storeId: value, zipcode: value, zipCode: value, preference: value, userType: value }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.record({ COMMON: section, J4U: section, SHOP: section, offbanner: section }, { requiredKeys: [] }), (raw) => {
        const r = checkSessionCookieValues(raw);
        for (const s of ['COMMON', 'J4U', 'SHOP', 'offbanner'] as const) {
          const f = (r.info[s] ?? {}) as Record<string, unknown>;
          for (const [field, v] of Object.entries(f)) {
            if (v === undefined || v === null || v === '' || field === 'userType') continue;
            const text = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
            if (field === 'storeId' && !STORE_ID_PATTERN.test(text)) return false;
            if ((field === 'zipcode' || field === 'zipCode') && !ZIPCODE_PATTERN.test(text)) return false;
            if (field === 'preference' && !usableCookieValue('preference', v)) return false;
          }
        }
        // Kept exactly when nothing was dropped.
        return r.reestablish === (r.dropped.length > 0) && (r.reestablish || r.info === raw);
      }),
    );
  });
});
