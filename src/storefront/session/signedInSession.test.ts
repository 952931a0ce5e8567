import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import type { UserInfo } from '../../../spec/schemas/userInfo';
import { memoryCookieJar } from '../cookies';
import type { StoreAddress } from './backend';
import type { DeepLink } from './deepLink';
import type { SignedInEstablish } from './establish';
import { parseSessionCookie, SHARED_SESSION_COOKIE, sessionSelection } from './sessionCookie';
import { editOrderView, sessionUpdateView, userInfoView } from './signedInSession';

const freshway = banners[0];
const NOW = 1_700_000_000_000;
const MINUTE = 60_000;
const address = (storeId: string, zipcode: string): StoreAddress => ({ line1: `${storeId} Market St`, city: 'Oakland', state: 'CA', zipcode });
// Not the banner's default store and ZIP code, so that where each comes from shows.
const signedIn: UserInfo = { userType: 'C', UUID: 'u-1', branchId: '1605', zipcode: '94739', preferenceMode: 'dug' };

function signedInAt(over: { cookies?: Record<string, string>; search?: string; zipcode?: string; addresses?: Record<string, StoreAddress> } = {}) {
  const cookies = memoryCookieJar(over.cookies ?? {});
  const replaceSearch = vi.fn();
  const addressFor = vi.fn(async (storeId: string) => over.addresses?.[storeId] ?? null);
  const at: SignedInEstablish = {
    banner: freshway,
    siteType: 'C',
    cookies,
    now: NOW,
    search: over.search ?? '',
    existing: {},
    current: { zipcode: over.zipcode ?? '94611' },
    base: { banner: freshway.id, siteType: 'C', firstName: 'Sam', customerId: '5501', userInfo: signedIn },
    addressFor,
    replaceSearch,
  };
  const written = () => parseSessionCookie(cookies.get(SHARED_SESSION_COOKIE));
  return { at, cookies, replaceSearch, addressFor, written };
}

const link = (over: Partial<DeepLink> = {}): DeepLink => ({ storeId: '1605', preference: 'DUG', resolverPreference: 'pickup', zipcode: '94739', rules: ['DEEPLINK-07'], ...over });

describe('a signed-in user\'s deep link (SESSION-EST-03, AMBIG-45)', () => {
  it('SESSION-EST-03 AMBIG-45 EXPIRY-02 the link updates the signed-in session to its store, written for 45 minutes, and leaves the address bar', async () => {
    const { at, cookies, replaceSearch, written } = signedInAt({ search: '?storeId=1605&preference=DUG&zipcode=94739&resolvedBy=x&utm=mail', addresses: { '1605': address('1605', '94739') } });
    const view = await sessionUpdateView(at, link(), 'C', ['SESSION-EST-03']);
    expect(view).toMatchObject({ userType: 'C', storeId: '1605', zipcode: '94739', preference: 'DUG', storeAddress: address('1605', '94739'), firstName: 'Sam', how: 'deep link (signed in)', rules: ['SESSION-EST-03'] });
    expect(sessionSelection(written())).toMatchObject({ userType: 'C', storeId: '1605', zipcode: '94739', preference: 'DUG', banner: 'freshway', address: '1605 Market St' });
    expect(written().COMMON?.Selection).toBe('deeplink');
    expect(cookies.expiries.get(SHARED_SESSION_COOKIE)).toBe(NOW + 45 * MINUTE);
    expect(replaceSearch.mock.calls).toEqual([['?utm=mail']]);
  });

  it('SESSION-EST-03 a link without a ZIP code keeps the session\'s; a store without an address writes none', async () => {
    const { at, written } = signedInAt({ zipcode: '94612' });
    const view = await sessionUpdateView(at, link({ zipcode: null }), 'R', []);
    expect(view).toMatchObject({ userType: 'R', storeId: '1605', zipcode: '94612', storeAddress: null });
    expect(sessionSelection(written())).toMatchObject({ storeId: '1605', zipcode: '94612', address: '' });
  });
});

describe('edit-order mode (EDIT-ORDER-01..04, COOKIE-13)', () => {
  const effect = (preference: 'dug' | 'delivery') => ({ storeId: '1622', preference, rules: ['EDIT-ORDER-01', 'EDIT-ORDER-02'] });

  it('EDIT-ORDER-02 the session is the pending order\'s store with preference DUG, or DELIVERY for a delivery order; nothing is written', async () => {
    const { at, cookies } = signedInAt({ addresses: { '1622': address('1622', '94606') } });
    expect(await editOrderView(at, effect('dug'), 'C', signedIn)).toMatchObject({ userType: 'C', storeId: '1622', preference: 'DUG', zipcode: '94606', storeAddress: address('1622', '94606'), editOrder: true, how: 'edit-order mode', rules: ['EDIT-ORDER-01', 'EDIT-ORDER-02'] });
    expect((await editOrderView(at, effect('delivery'), 'C', signedIn)).preference).toBe('DELIVERY');
    expect(cookies.all()).toEqual({});
  });

  it('EDIT-ORDER-02 the ZIP code is the order store\'s, else the session\'s, else user info\'s, else the banner default', async () => {
    expect((await editOrderView(signedInAt({ zipcode: '94612' }).at, effect('dug'), 'C', signedIn)).zipcode).toBe('94612');
    expect((await editOrderView(signedInAt({ zipcode: '' }).at, effect('dug'), 'C', { ...signedIn, zipcode: '94739' })).zipcode).toBe('94739');
    for (const info of [{ ...signedIn, zipcode: '' }, { userType: 'C' }, { userType: 'C', zipcode: 94739 } as unknown as UserInfo, null]) {
      expect((await editOrderView(signedInAt({ zipcode: '' }).at, effect('dug'), 'C', info)).zipcode).toBe(freshway.defaultZip);
    }
  });

  it('COOKIE-13 the pending-order cookie\'s order and branch numbers come with the view; without a readable one there is none', async () => {
    const withOrder = await editOrderView(signedInAt({ cookies: { PendingOrder: '90012345|1622' } }).at, effect('dug'), 'C', signedIn);
    expect(withOrder).toMatchObject({ pendingOrder: { orderNumber: '90012345', branchNumber: '1622' }, rules: ['EDIT-ORDER-01', 'EDIT-ORDER-02', 'COOKIE-13'] });
    for (const cookies of [{}, { PendingOrder: '90012345' }] as Record<string, string>[]) {
      const view = await editOrderView(signedInAt({ cookies }).at, effect('dug'), 'C', signedIn);
      expect(view).not.toHaveProperty('pendingOrder');
      expect(view.rules).toEqual(['EDIT-ORDER-01', 'EDIT-ORDER-02']);
    }
  });
});

describe('a signed-in user whose cookie names no store: the session from user info', () => {
  it('USER-TYPES-14 EXPIRY-02 user info\'s branch, ZIP code and preference, written as a user selection for 45 minutes', async () => {
    const { at, cookies, written } = signedInAt({ addresses: { '1605': address('1605', '94739') } });
    const view = await userInfoView(at, signedIn, 'C', ['SESSION-EST-01']);
    expect(view).toMatchObject({ userType: 'C', storeId: '1605', zipcode: '94739', preference: 'DUG', storeAddress: address('1605', '94739'), how: 'signed-in user info', rules: ['SESSION-EST-01'] });
    expect(sessionSelection(written())).toMatchObject({ userType: 'C', storeId: '1605', zipcode: '94739', preference: 'DUG', address: '1605 Market St' });
    expect(written().COMMON?.Selection).toBe('user');
    expect(cookies.expiries.get(SHARED_SESSION_COOKIE)).toBe(NOW + 45 * MINUTE);
  });

  it('USER-TYPES-14 without a branch or ZIP code (absent, empty or not text) the banner defaults; without a preference mode in-store (J4U)', async () => {
    for (const info of [{ userType: 'C' }, { userType: 'C', branchId: '', zipcode: '' }, { userType: 'C', branchId: 1502, zipcode: 94611 } as unknown as UserInfo]) {
      const { at, written } = signedInAt();
      const view = await userInfoView(at, info, 'C', []);
      expect(view).toMatchObject({ storeId: freshway.defaultStoreId, zipcode: freshway.defaultZip, preference: 'J4U', storeAddress: null });
      expect(sessionSelection(written())).toMatchObject({ storeId: freshway.defaultStoreId, zipcode: freshway.defaultZip, preference: 'J4U', address: '' });
    }
  });
});
