import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { REDIRECT_URL_COOKIE } from '../rules/access';
import { deniedRedirect } from '../rules/accessRedirect';
import { OPEN_PAGE } from '../rules/pages';
import type { PageMetadata } from '../rules/pages';
import { memoryCookieJar } from './cookies';
import { leaveDeniedPage, pageAccess, pageShown, storeIdRedirect } from './pageGuards';
import type { SessionView } from './session/establish';

const NOW = Date.UTC(2026, 10, 29, 12);
const config = parseConfigObject(simulatorConfig('freshway', '', { featureToggles: { enableStoreIdSelector: true } }));
const guest: SessionView = { userType: 'G', storeId: '1502', zipcode: '94611', preference: 'DUG', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: null, customerId: null, userInfo: null, how: 'guest', rules: [] };
const signedIn: SessionView = {
  ...guest,
  userType: 'C',
  customerId: '900000000001',
  userInfo: { userType: 'C', customerId: '900000000001', SWY_SHOP_TOKEN: 'token', expireTime: NOW + 3_600_000 },
  how: 'signed in',
};
const signedInOnly: PageMetadata = { ...OPEN_PAGE, allowedUserTypes: ['R', 'C'], redirections: [] };
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('SELECTOR-08 the store id an address names, once there is a session', () => {
  it('SELECTOR-08 SELECTOR-01 an aisle address naming another store goes to the same address with the session store', () => {
    expect(storeIdRedirect({ address: at('/shop/aisles/dairy.2210.html', '', '#milk'), session: guest, config })).toBe('/shop/aisles/dairy.1502.html#milk');
  });

  it('SELECTOR-08 SELECTOR-07 a loc query naming another store is replaced by the session store; the same store stays', () => {
    expect(storeIdRedirect({ address: at('/shop/aisles/dairy.html', '?loc=2210'), session: guest, config })).toBe('/shop/aisles/dairy.html?loc=1502');
    expect(storeIdRedirect({ address: at('/shop/aisles/dairy.html', '?loc=1502'), session: guest, config })).toBeNull();
  });

  it('SELECTOR-03 with the selector toggle off, an address keeps its store id', () => {
    const off = parseConfigObject(simulatorConfig('freshway', '', { featureToggles: { enableStoreIdSelector: false } }));
    expect(storeIdRedirect({ address: at('/shop/aisles/dairy.2210.html'), session: guest, config: off })).toBeNull();
  });
});

describe('the access check of a page for the session', () => {
  it('ACCESS-02 ACCESS-06 an open page shows for a guest; a signed-in-only page shows for a credentialed shopper with an active token', () => {
    const cookies = memoryCookieJar();
    expect(pageShown(pageAccess({ address: at('/'), meta: OPEN_PAGE, session: guest, cookies, config, now: NOW }))).toBe(true);
    const mine = pageAccess({ address: at('/account/orders.html'), meta: signedInOnly, session: signedIn, cookies, config, now: NOW, redirectFor: deniedRedirect });
    expect(mine.authorized).toBe(true);
    expect(leaveDeniedPage(mine, cookies)).toBeNull();
  });

  it('ACCESS-02 ACCESS-12 a guest on a signed-in-only page waits for step 5, then goes to sign-in with the page recorded in the redirect cookie', () => {
    const cookies = memoryCookieJar();
    const pending = pageAccess({ address: at('/account/orders.html', '?tab=past'), meta: signedInOnly, session: guest, cookies, config, now: NOW });
    expect(pageShown(pending)).toBe(false);
    expect(pending.redirectPending).toBe(true);
    // Nothing is followed, and no cookie written, before step 5 says where.
    expect(leaveDeniedPage(pending, cookies)).toBeNull();
    expect(cookies.all()).toEqual({});
    const denied = pageAccess({ address: at('/account/orders.html', '?tab=past'), meta: signedInOnly, session: guest, cookies, config, now: NOW, redirectFor: deniedRedirect });
    const to = leaveDeniedPage(denied, cookies);
    expect(typeof to === 'string' ? to : to?.target).toMatch(/\/account\/sign-in\.html$/);
    expect(cookies.get(REDIRECT_URL_COOKIE)).toContain('/account/orders.html?tab=past');
  });

  it('ACCESS-11 ACCESS-18 a denied visitor follows a goto only to a trusted banner host; another host is refused for the default redirect', () => {
    const deny = (goto: string) => leaveDeniedPage(pageAccess({ address: at('/account/orders.html', `?goto=${encodeURIComponent(goto)}`), meta: signedInOnly, session: guest, cookies: memoryCookieJar(), config, now: NOW, redirectFor: deniedRedirect }), memoryCookieJar());
    const trusted = deny('https://www.valleymarket.test/account/orders.html');
    expect(typeof trusted === 'object' && trusted).toMatchObject({ accepted: true, target: 'https://www.valleymarket.test/account/orders.html' });
    const other = deny('https://www.valleymarket.test.evil.example/');
    expect(typeof other === 'object' && other).toMatchObject({ accepted: false });
  });

  it('ACCESS-04 ACCESS-05 a credentialed shopper whose token has expired is checked as R', () => {
    const expired = { ...signedIn, userInfo: { ...signedIn.userInfo!, expireTime: NOW } } as SessionView;
    const decision = pageAccess({ address: at('/account/orders.html'), meta: { ...signedInOnly, allowedUserTypes: ['C'] }, session: expired, cookies: memoryCookieJar(), config, now: NOW, redirectFor: deniedRedirect });
    expect(decision.checkedAs).toBe('R');
    expect(decision.authorized).toBe(false);
  });

  it('ACCESS-01 no check yet (no session) lets the page render; an unenforced denial (ACCESS-17) too', () => {
    expect(pageShown(null)).toBe(true);
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (authorized, enforced) => {
        const decision = { authorized, enforced, checkedAs: null, redirect: null, expiredTokenAction: null, sessionValid: false, deepLinksAllowed: false, rules: [] };
        expect(pageShown(decision)).toBe(authorized || !enforced);
      }),
    );
  });
});
