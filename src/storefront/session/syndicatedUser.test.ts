import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../cookies';
import { SHARED_SESSION_COOKIE } from './sessionCookie';
import { SYNDICATED_USER_COOKIE, writeSyndicatedUser } from './syndicatedUser';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;
const store = { storeId: '1605', zipcode: '94739', preference: 'DUG' as const, storeAddress: { line1: '1605 Market St', city: 'Oakland', state: 'CA', zipcode: '94739' } };

describe('the syndicated user cookie after a store change (COOKIE-08, decision 0417)', () => {
  it('COOKIE-08 EXPIRY-01 a first write with no shared session holds the store, its ZIP, address line and preference, no tags, for a guest\'s 24 hours', () => {
    const cookies = memoryCookieJar();
    writeSyndicatedUser(cookies, { ...store, userType: 'G' }, NOW);
    expect(JSON.parse(cookies.get(SYNDICATED_USER_COOKIE)!)).toEqual({ storeId: '1605', storeZip: '94739', storeAddress: '1605 Market St', preference: 'DUG', xDTags: null });
    expect(cookies.expiries.get(SYNDICATED_USER_COOKIE)).toBe(NOW + 24 * HOUR);
  });

  it('COOKIE-08 without an earlier cookie the tags come from the shared session\'s COMMON.xDTags; a store without an address leaves the address empty', () => {
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { xDTags: ['recipes', 'pharmacy'] } } }) });
    writeSyndicatedUser(cookies, { ...store, storeAddress: null, userType: 'G' }, NOW);
    expect(JSON.parse(cookies.get(SYNDICATED_USER_COOKIE)!)).toMatchObject({ storeAddress: '', xDTags: ['recipes', 'pharmacy'] });
  });

  it('COOKIE-08 EXPIRY-02 a signed-in shopper\'s cookie lasts as long as the signed-in session cookie, 45 minutes', () => {
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { J4U: { storeId: '1502' } } }) });
    writeSyndicatedUser(cookies, { ...store, userType: 'C' }, NOW);
    expect(JSON.parse(cookies.get(SYNDICATED_USER_COOKIE)!)).toMatchObject({ storeId: '1605', xDTags: null });
    expect(cookies.expiries.get(SYNDICATED_USER_COOKIE)).toBe(NOW + 45 * 60_000);
  });
});
