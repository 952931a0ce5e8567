import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriesDeepLink, opensStoreModal } from './deepLink';
import { parseDeepLink, parseStoreModalLink, plannedDeepLink, validateDeepLink } from './deepLinkReading';
import type { ValidatedStore } from './backend';

// Queries built from the deep-link vocabulary (names in any case, values valid or not, encoded or not), so both kinds
// of link turn up often.
const name = fc.constantFrom('storeId', 'preference', 'zipcode', 'action', 'modaltype', 'activetab', 'goto', 'state', 'StoreId', 'ACTION', 'q', '%61ction', 'store%49d');
const value = fc.constantFrom('1502', '12345', '94611', '94611-1234', 'instore', 'delivery', 'pickup', 'DELIVERY', 'changeStore', 'CHANGESTORE', 'changestore', '2', '3', '', 'x', '%20', '/home.html');
const query = fc.array(fc.tuple(name, value), { maxLength: 6 }).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([n, v]) => `${n}=${v}`).join('&')}`));
const path = fc.constantFrom('/', '/home.html', '/shop/aisles.html', '/shop/deals.html');

describe('the deep-link rule is fetched only for an address that can hold a link', () => {
  it('DEEPLINK-06 every query the rule reads as a valid deep link is one the page load fetches the rule for', () => {
    fc.assert(fc.property(query, (search) => (parseDeepLink(search) === null ? true : carriesDeepLink(search))));
    expect(carriesDeepLink('?storeId=1502&preference=pickup')).toBe(true);
    expect(parseDeepLink('?storeId=1502&preference=pickup')).toMatchObject({ storeId: '1502', preference: 'DUG' });
  });

  it('DEEPLINK-10 every address the rule opens the store modal for is one the page load fetches the rule for', () => {
    fc.assert(fc.property(path, query, (pathname, search) => (parseStoreModalLink(`${pathname}${search}`) === null ? true : opensStoreModal(search))));
    expect(opensStoreModal('?action=changeStore&zipcode=94611')).toBe(true);
    expect(parseStoreModalLink('/shop/deals.html?action=changeStore&zipcode=94611')).toMatchObject({ zipcode: '94611', cleanedUrl: '/shop/deals.html' });
    expect(opensStoreModal('?zipcode=94611')).toBe(false);
  });
});

describe('a deep link read for the page load', () => {
  const link = parseDeepLink('?storeId=1502&preference=pickup&zipcode=94611')!;

  it('DEEPLINK-06 DEEPLINK-07 a valid link gives its store, the intent as the preference and the resolver word; an invalid one none', () => {
    expect(link).toMatchObject({ storeId: '1502', preference: 'DUG', resolverPreference: 'pickup', zipcode: '94611' });
    expect(parseDeepLink('?storeId=1502&preference=instore')).toMatchObject({ preference: 'J4U', zipcode: null });
    for (const search of ['?storeId=12345&preference=pickup', '?storeId=1502&preference=teleport', '?preference=pickup', '?storeId=1502']) expect(parseDeepLink(search), search).toBeNull();
  });

  it('SESSION-EST-03 the planner reads the link with the address\'s state', () => {
    expect(plannedDeepLink(link, '?storeId=1502&preference=pickup&state=abc')).toEqual({ storeId: '1502', preference: 'pickup', zipcode: '94611', state: 'abc' });
    expect(plannedDeepLink(link, '?storeId=1502&preference=pickup').state).toBeNull();
  });

  it('SESSION-EST-03 SESSION-EST-04 the resolver\'s word: its own store when it names one, else the link\'s; a refusal or a failed call is invalid', async () => {
    const answer = (r: ValidatedStore) => ({ validateStore: async () => r });
    expect(await validateDeepLink(answer({ isValid: true, storeId: '1510', zipcode: '94612' }), 'freshway', link)).toEqual({ validation: 'valid', validated: { storeId: '1510', zipcode: '94612' } });
    expect(await validateDeepLink(answer({ isValid: true, storeId: null, zipcode: null }), 'freshway', link)).toEqual({ validation: 'valid', validated: { storeId: '1502', zipcode: null } });
    expect(await validateDeepLink(answer({ isValid: false, storeId: null, zipcode: null }), 'freshway', link)).toEqual({ validation: 'invalid', validated: null });
    expect(await validateDeepLink({ validateStore: async () => Promise.reject(new Error('down')) }, 'freshway', link)).toEqual({ validation: 'invalid', validated: null });
  });

  it('DEEPLINK-11 DEEPLINK-12 the store modal link: modaltype 2 or 3, 3 by default', () => {
    expect(parseStoreModalLink('/?action=changeStore&zipcode=94611&modaltype=2')).toMatchObject({ modalType: 2 });
    expect(parseStoreModalLink('/?action=changeStore&zipcode=94611&modaltype=3')).toMatchObject({ modalType: 3 });
    expect(parseStoreModalLink('/?action=changeStore&zipcode=94611')).toMatchObject({ modalType: 3 });
  });
});
