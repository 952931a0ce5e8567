import { describe, expect, it } from 'vitest';
import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { KMSI_COOKIE, SESSION_COOKIE } from '../rules/cookieNames';
import { REDIRECT_URL_COOKIE } from '../rules/access';
import { applyAddressEvents } from './addressEvents';
import { asksForEmailPrefill, hasAddressEvent } from './addressEventNames';
import { memoryCookieJar } from './cookies';
import { memoryStorage } from './ports';
import { unavailableBackend } from './session/backend';
import type { StorefrontPorts } from './storefront';

const NOW = 1_800_000_000_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function run(href: string, stored?: unknown) {
  const url = new URL(href, 'https://www.freshway.test');
  const assigned: string[] = [];
  const trace: string[] = [];
  const local = memoryStorage();
  if (stored !== undefined) local.setItem('previousStoreData', typeof stored === 'string' ? stored : JSON.stringify(stored));
  const cookies = memoryCookieJar();
  const ids = ['state-1', 'nonce-1'];
  const ports: StorefrontPorts = {
    config: parseConfigObject(simulatorConfig('freshway')),
    banner: banners[0],
    b2b: false,
    cookies,
    backend: unavailableBackend,
    clock: { now: () => NOW, setTimeout: () => 0, clearTimeout: () => undefined },
    local,
    session: memoryStorage(),
    location: { current: () => ({ pathname: url.pathname, search: url.search, hash: url.hash, host: url.host, href: url.href }), replace: () => undefined, assign: (to) => void assigned.push(to) },
    freshId: () => ids.shift() ?? 'spare',
    log: () => undefined,
  };
  const outcome = applyAddressEvents({ ports, cookies, trace: (e) => void trace.push(e), address: `${url.pathname}${url.search}${url.hash}`, search: url.search, pathname: url.pathname });
  return { outcome, assigned, trace, local, cookies, config: ports.config };
}

const previous = { COMMON: { userType: 'C', storeId: '1502', zipcode: '94611' } };

describe('the address events of a page load', () => {
  it('MISC-04 sendToHealthApp restores the kept shared session and loads the page once more with the marker', () => {
    const r = run('/pharmacy/create-account.html?sendToHealthApp=true', { info: previous });
    expect(r.outcome).toBe('left');
    expect(r.assigned).toEqual(['/pharmacy/create-account.html?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true']);
    expect(JSON.parse(decodeURIComponent(r.cookies.get(SESSION_COOKIE)!))).toEqual({ info: previous });
    // EXPIRY-02: the restored session is a signed-in user's.
    expect(r.cookies.expiries.get(SESSION_COOKIE)).toBe(NOW + 45 * 60_000);
    expect(r.trace).toEqual(['healthApp:restore']);
  });

  it('MISC-04 the kept session may be the info object itself; a guest one lasts 24 hours (EXPIRY-01)', () => {
    const r = run('/?sendToHealthApp=true', { COMMON: { userType: 'G', storeId: '1502' } });
    expect(JSON.parse(decodeURIComponent(r.cookies.get(SESSION_COOKIE)!))).toEqual({ info: { COMMON: { userType: 'G', storeId: '1502' } } });
    expect(r.cookies.expiries.get(SESSION_COOKIE)).toBe(NOW + DAY_MS);
  });

  it('MISC-04 a kept session without a user type is restored as a guest one (EXPIRY-01)', () => {
    const r = run('/?sendToHealthApp=true', { info: { COMMON: { storeId: '1502' } } });
    expect(r.cookies.expiries.get(SESSION_COOKIE)).toBe(NOW + DAY_MS);
    const numeric = run('/?sendToHealthApp=true', { info: { COMMON: { userType: 7 } } });
    expect(numeric.cookies.expiries.get(SESSION_COOKIE)).toBe(NOW + DAY_MS);
  });

  it('MISC-04 a kept session without its COMMON section is restored as a guest one (EXPIRY-01)', () => {
    const r = run('/?sendToHealthApp=true', { info: { SHOP: { storeId: '1502' } } });
    expect(JSON.parse(decodeURIComponent(r.cookies.get(SESSION_COOKIE)!))).toEqual({ info: { SHOP: { storeId: '1502' } } });
    expect(r.cookies.expiries.get(SESSION_COOKIE)).toBe(NOW + DAY_MS);
  });

  it('MISC-04 with nothing readable kept the page still goes on once, writing no session', () => {
    for (const stored of [undefined, 'not json', [previous], 'null', { info: [1] }, { info: 'text' }, 42, 'true']) {
      const r = run('/?sendToHealthApp=true', stored);
      expect(r.outcome, JSON.stringify(stored)).toBe('left');
      expect(r.assigned, JSON.stringify(stored)).toEqual(['/?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true']);
      expect(r.cookies.get(SESSION_COOKIE), JSON.stringify(stored)).toBeUndefined();
    }
  });

  it('MISC-04 once the marker is there the page stays', () => {
    const r = run('/?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true', { info: previous });
    expect(r.outcome).toBe('stay');
    expect(r.assigned).toEqual([]);
    expect(r.cookies.all()).toEqual({});
  });

  it('SESSION-EST-16 a new pharmacy account keeps the redirect to pharmacy account creation for after sign-in', () => {
    const r = run('/?newPharmacyAccount=true');
    expect(r.outcome).toBe('stay');
    expect(r.cookies.get(REDIRECT_URL_COOKIE)).toBe('/pharmacy/create-account.html?sendToHealthApp=true');
    // EXPIRY-08: a redirect cookie lasts the browser session.
    expect(r.cookies.expiries.get(REDIRECT_URL_COOKIE)).toBeNull();
    expect(r.trace).toEqual(['pharmacy:account-created']);
    expect(run('/?newPharmacyAccount=false').cookies.all()).toEqual({});
  });

  it('SESSION-EST-15 a session token on a password page stores the reset notice, sets remember-me for 90 days and leaves for the configured authorize address', () => {
    const r = run('/account/setpassword.html?sessionToken=tok-1');
    expect(r.outcome).toBe('left');
    expect(JSON.parse(r.local.getItem('notifyMessage')!)).toEqual({ message: 'Password successfully updated!', isDisplayed: false });
    expect(r.cookies.get(KMSI_COOKIE)).toBe('true');
    expect(r.cookies.expiries.get(KMSI_COOKIE)).toBe(NOW + 90 * DAY_MS);
    expect(r.assigned).toHaveLength(1);
    const target = new URL(r.assigned[0]!, 'https://www.freshway.test');
    expect(target.pathname).toBe(`${new URL(r.config.identity.issuer, 'https://www.freshway.test').pathname}/v1/authorize`);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ client_id: r.config.identity.clientId, state: 'state-1', nonce: 'nonce-1', sessionToken: 'tok-1' });
    expect(r.trace).toEqual(['autoSignIn:authorize']);
  });

  it('SESSION-EST-15 elsewhere the session token is an account creation', () => {
    const r = run('/account/created.html?sessionToken=tok-2');
    expect(JSON.parse(r.local.getItem('notifyMessage')!)).toMatchObject({ message: 'Account successfully created! You are now signed in.' });
  });

  it('SESSION-EST-15 an empty session token is refused: nothing stored, the page stays', () => {
    const r = run('/?sessionToken=');
    expect(r.outcome).toBe('stay');
    expect(r.trace).toEqual(['autoSignIn:refused']);
    expect(r.local.getItem('notifyMessage')).toBeNull();
    expect(r.cookies.all()).toEqual({});
  });

  it('SESSION-EST-16 SESSION-EST-15 with both the pharmacy redirect is kept before the sign-in leaves', () => {
    const r = run('/?newPharmacyAccount=true&sessionToken=tok-3');
    expect(r.outcome).toBe('left');
    expect(r.cookies.get(REDIRECT_URL_COOKIE)).toBe('/pharmacy/create-account.html?sendToHealthApp=true');
    expect(r.trace).toEqual(['pharmacy:account-created', 'autoSignIn:authorize']);
  });

  it('an address without events changes nothing', () => {
    const r = run('/shop/aisles.html?q=milk');
    expect(r).toMatchObject({ outcome: 'stay', assigned: [], trace: [] });
    expect(r.cookies.all()).toEqual({});
  });
});

describe('which addresses carry an event', () => {
  it('MISC-04 SESSION-EST-15 SESSION-EST-16 the health-app return, a session token (even empty) and a new pharmacy account do', () => {
    expect(hasAddressEvent('?sendToHealthApp=true')).toBe(true);
    expect(hasAddressEvent('?sessionToken=')).toBe(true);
    expect(hasAddressEvent('?newPharmacyAccount=true')).toBe(true);
    expect(hasAddressEvent('?sendToHealthApp=false&newPharmacyAccount=no')).toBe(false);
    expect(hasAddressEvent('')).toBe(false);
  });

  it('SIGNIN-08 an unsubscribe token or a progressive-profile flag asks for the email pre-fill', () => {
    expect(asksForEmailPrefill('?emailToken=t')).toBe(true);
    expect(asksForEmailPrefill('?progProfUser=')).toBe(true);
    expect(asksForEmailPrefill('?email=a@b.c')).toBe(false);
  });
});
