import { describe, expect, it } from 'vitest';
import { guestSessionCookie, parseSessionCookie, sessionSelection } from './sessionCookie';

const guestInput = { banner: 'freshway', storeId: '1510', zipcode: '94612', preference: 'J4U' as const, selection: 'user' as const, siteType: 'C' as const };

describe('the session written for a store choice', () => {
  it('GUEST-STORE-12 COOKIE-07 a guest (G, none, or A) gets the guest session with the store in both sections', () => {
    for (const userType of [undefined, 'G', '', 'A']) {
      const { info, rules } = guestSessionCookie({ ...guestInput, ...(userType === undefined ? {} : { userType }) });
      expect(info.COMMON, String(userType)).toMatchObject({ Selection: 'user', preference: 'J4U', banner: 'freshway', siteType: 'C', customerType: 'B2C' });
      expect(info.J4U, String(userType)).toMatchObject({ storeId: '1510', zipcode: '94612' });
      expect(info.SHOP, String(userType)).toMatchObject({ storeId: '1510', zipcode: '94612' });
      expect(rules).toContain('COOKIE-07');
    }
    // GUEST-STORE-16: an anonymous visitor (A, or no type at all) becomes a guest; a guest was one already.
    for (const userType of ['A', '']) {
      expect(guestSessionCookie({ ...guestInput, userType }).info.COMMON?.userType, userType).toBe('G');
      expect(guestSessionCookie({ ...guestInput, userType }).rules, userType).toContain('GUEST-STORE-16');
    }
    expect(guestSessionCookie(guestInput).info.COMMON?.userType).toBe('G');
    expect(guestSessionCookie(guestInput).rules).not.toContain('GUEST-STORE-16');
  });

  it('GUEST-STORE-12 a business site writes customer type B2B; a deep link is a user selection resolved by the deep link', () => {
    expect(guestSessionCookie({ ...guestInput, siteType: 'B' }).info.COMMON).toMatchObject({ siteType: 'B', customerType: 'B2B' });
    expect(guestSessionCookie({ ...guestInput, selection: 'deeplink' }).info.COMMON).toMatchObject({ Selection: 'user', resolvedBy: 'deeplink' });
    expect(guestSessionCookie({ ...guestInput, selection: 'default' }).info.COMMON).toMatchObject({ Selection: 'default' });
    expect(guestSessionCookie({ ...guestInput, selection: 'default' }).info.COMMON?.resolvedBy ?? '').toBe('');
  });

  it('GUEST-STORE-14 a guest choice without a store id takes store and banner from the banner cookie (ECommBanner)', () => {
    const fromCookie = guestSessionCookie({ ...guestInput, storeId: '', cookies: { ECommBanner: JSON.stringify({ banner: 'valleymarket', storeId: '2277' }) } });
    expect(fromCookie.info.COMMON).toMatchObject({ storeId: '2277', banner: 'valleymarket' });
    expect(fromCookie.info.J4U).toMatchObject({ storeId: '2277' });
    expect(fromCookie.rules).toContain('GUEST-STORE-14');
    // Without the cookie the banner's own default store stands in.
    expect(guestSessionCookie({ ...guestInput, storeId: '' }).info.COMMON).toMatchObject({ storeId: '1502', banner: 'freshway' });
  });

  it('GUEST-STORE-17 the guest cart\'s store is updated only when the guest add-to-cart variant is not a; without toggles it is a', () => {
    expect(guestSessionCookie({ ...guestInput, toggles: { guestAddToCartVariant: 'b', enableCookieRestructure: false } }).rules).toContain('GUEST-STORE-17');
    expect(guestSessionCookie({ ...guestInput, toggles: { guestAddToCartVariant: 'a', enableCookieRestructure: false } }).rules).not.toContain('GUEST-STORE-17');
    expect(guestSessionCookie(guestInput).rules).not.toContain('GUEST-STORE-17');
  });

  it('COOKIE-03 the store address goes to both sections with spaces written as +', () => {
    const { info } = guestSessionCookie({ ...guestInput, address: '1510 Harbor Way' });
    expect(info.J4U?.address).toBe('1510+Harbor+Way');
    expect(info.SHOP?.address).toBe('1510+Harbor+Way');
    for (const address of [null, '']) {
      const none = guestSessionCookie({ ...guestInput, address }).info;
      expect(none.J4U, String(address)).not.toHaveProperty('address');
      expect(none.SHOP, String(address)).not.toHaveProperty('address');
    }
  });

  it('COOKIE-05 a signed-in user keeps the session, its type and other fields, with the new store written over it', () => {
    const previous = { COMMON: { userType: 'R', houseId: 'h-1', preference: 'DUG', Selection: 'default' }, J4U: { storeId: '1', zipcode: '90000', userData: { guestStoreId: '1' } }, SHOP: { storeId: '1', zipcode: '90000' } };
    const { info, rules } = guestSessionCookie({ ...guestInput, userType: 'R', previous, address: '9 Bay St' });
    expect(info.COMMON).toMatchObject({ userType: 'R', houseId: 'h-1', preference: 'J4U', Selection: 'user', banner: 'freshway', siteType: 'C' });
    expect(info.J4U).toMatchObject({ storeId: '1510', zipcode: '94612', userData: { guestStoreId: '1' }, address: '9+Bay+St' });
    expect(info.SHOP).toMatchObject({ storeId: '1510', zipcode: '94612', address: '9+Bay+St' });
    expect(rules).toContain('COOKIE-07');
    // COOKIE-05 with the restructure toggle: store and zip in COMMON only.
    const restructured = guestSessionCookie({ ...guestInput, userType: 'C', previous, toggles: { guestAddToCartVariant: 'a', enableCookieRestructure: true } }).info;
    expect(restructured.COMMON).toMatchObject({ storeId: '1510', zipcode: '94612', userType: 'C' });
    expect(restructured.J4U).not.toHaveProperty('storeId');
    // Without a previous session a signed-in write still has every field.
    expect(guestSessionCookie({ ...guestInput, userType: 'R' }).info.COMMON).toMatchObject({ userType: 'R', preference: 'J4U', banner: 'freshway' });
  });
});

describe('the store the session holds (COOKIE-05 read side)', () => {
  it('COOKIE-05 COMMON comes first; otherwise the section of the preference: J4U for in-store, SHOP for the others', () => {
    const sections = { J4U: { storeId: '1', zipcode: '90001', userType: 'R' }, SHOP: { storeId: '2', zipcode: '90002', userType: 'C' } };
    expect(sessionSelection({ COMMON: { preference: 'J4U' }, ...sections })).toMatchObject({ storeId: '1', zipcode: '90001', userType: 'R', preference: 'J4U' });
    expect(sessionSelection({ COMMON: { preference: 'DUG' }, ...sections })).toMatchObject({ storeId: '2', zipcode: '90002', userType: 'C', preference: 'DUG' });
    expect(sessionSelection({ COMMON: { preference: 'DUG', storeId: '3', zipcode: '90003', userType: 'G' }, ...sections })).toMatchObject({ storeId: '3', zipcode: '90003', userType: 'G' });
    // A number in COMMON is read as its digits.
    expect(sessionSelection({ COMMON: { storeId: 1502 } })).toMatchObject({ storeId: '1502' });
    expect(sessionSelection({ COMMON: { preference: 'DUG', storeId: 1502, zipcode: 94611 }, ...sections })).toMatchObject({ storeId: '1502', zipcode: '94611' });
  });

  it('COOKIE-05 an empty session holds nothing; banner from COMMON, else SHOP; the address with + read as spaces', () => {
    expect(sessionSelection({})).toEqual({ userType: '', storeId: '', zipcode: '', preference: null, banner: '', address: '' });
    expect(sessionSelection({ SHOP: { banner: 'valleymarket', address: '1+Main+St' } })).toMatchObject({ banner: 'valleymarket', address: '1 Main St' });
    expect(sessionSelection({ COMMON: { banner: 'freshway' }, SHOP: { banner: 'valleymarket' }, J4U: { address: '2+Elm' } })).toMatchObject({ banner: 'freshway', address: '2 Elm' });
  });

  it('COOKIE-06 a session cookie that is no object with sections reads as empty info', () => {
    for (const raw of [undefined, '', 'not json', '[]', '"x"']) expect(parseSessionCookie(raw), String(raw)).toEqual({});
    expect(parseSessionCookie(JSON.stringify({ info: { COMMON: { storeId: '1502', zipcode: '94611', preference: 'J4U' } } })).COMMON).toMatchObject({ storeId: '1502' });
  });
});
