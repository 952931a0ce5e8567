import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriesDeepLink, opensStoreModal } from './deepLink';
import { parseDeepLink, parseStoreModalLink } from './deepLinkReading';

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
