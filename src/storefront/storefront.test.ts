import { createHash } from 'node:crypto';
import { md5 } from '../rules/md5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { memoryCookieJar } from './cookies';
import type { CookieJar } from './cookies';
import { memoryStorage } from './ports';
import type { WebStorage } from './ports';
import { unavailableBackend } from './session/backend';
import type { Backend } from './session/backend';
import { SHARED_SESSION_COOKIE } from './session/sessionCookie';
import { KMSI_COOKIE } from '../rules/cookieNames';
import { BUSINESS_PROFILE_DONE_KEY, SHOW_BOXTOP_KEY } from './signedIn';
import { ATTRIBUTION_TOKEN_KEY, createStorefront, NOTIFY_MESSAGE_KEY, VISITOR_ID_KEY } from './storefront';
import { HEALTH_APP_SESSION_KEY } from './addressEvents';
import { REDIRECT_URL_COOKIE } from '../rules/access';
import { flowTexts } from '../../spec/errors/flowTexts';
import { DELIVERY_ADDRESS_COOKIE } from './session/deliveryAddressCookie';
import { SYNDICATED_USER_COOKIE } from './session/syndicatedUser';

const NOW = 1_800_000_000_000;
const freshway = banners[0];

/** The core over test ports: fake timers, an in-memory jar and storages, an address kept as text. */
function core(options: { path?: string; backend?: Partial<Backend>; cookies?: CookieJar; local?: WebStorage; b2b?: boolean; toggles?: Record<string, unknown>; md5?: (s: string) => string; create?: typeof createStorefront } = {}) {
  const address = { url: options.path ?? '/' };
  const assigned: string[] = [];
  const events: string[] = [];
  const cookies = options.cookies ?? memoryCookieJar();
  const storefront = (options.create ?? createStorefront)({
    config: parseConfigObject(simulatorConfig('freshway', '', { featureToggles: options.toggles ?? {} })),
    banner: freshway,
    b2b: options.b2b ?? false,
    cookies,
    backend: { ...unavailableBackend, storeAddress: async (id) => ({ line1: `${id} Market St`, city: 'Oakland', state: 'CA', zipcode: '94611' }), ...options.backend },
    clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
    local: options.local ?? memoryStorage(),
    session: memoryStorage(),
    location: {
      current: () => {
        const u = new URL(address.url, 'http://www.freshway.test');
        return { pathname: u.pathname, search: u.search, hash: u.hash, host: u.host, href: u.href };
      },
      replace: (path) => void (address.url = path),
      assign: (url) => void assigned.push(url),
    },
    freshId: () => 'grs-test',
    log: () => undefined,
    device: () => ({ userAgent: 'Mozilla/5.0', plugins: [], screen: { width: 1280, height: 800, colorDepth: 24 } }),
    md5: options.md5,
    trace: (e) => void events.push(e),
  });
  return { storefront, address, assigned, events, cookies };
}

const signedIn = { userType: 'R', firstName: 'Ana', customerId: 'c-1', userId: 'u-1', UUID: 'uuid-1', SWY_SHOP_TOKEN: 'tok', branchId: '1502', zipcode: '94611', expireTime: NOW + 60_000 };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the storefront core (framework-free)', () => {
  it('CONFIG-06 with the project\'s MD5 the page load\'s device id is the MD5 of the characteristics; ERR-48 without it there is none', async () => {
    const withMd5 = core({ md5 });
    await withMd5.storefront.pageLoad();
    expect(withMd5.storefront.deviceId()).toBe(createHash('md5').update('Mozilla/5.0||1280x800x24').digest('hex'));
    const without = core();
    await without.storefront.pageLoad();
    expect(without.storefront.deviceId()).toBeNull();
  });

  it('SESSION-EST-05 SESSION-EST-07 a page load establishes the default guest session and writes the session cookie', async () => {
    const { storefront, cookies, events } = core();
    const seen: number[] = [];
    storefront.subscribe(() => seen.push(storefront.getSnapshot().establishing));
    const view = await storefront.pageLoad();
    expect(view).toMatchObject({ userType: 'G', storeId: freshway.defaultStoreId });
    expect(storefront.getSnapshot()).toMatchObject({ session: view, establishing: 0, profileChecked: true, pageLoadStoreId: freshway.defaultStoreId });
    expect(seen).toContain(1);
    expect(JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!).info).toBeDefined();
    expect(events).toEqual(expect.arrayContaining(['visit:/', 'session:default guest session']));
  });

  it('SIGNIN-04 SESSION-EST-14 a signed-in token that expires opens the session timeout modal on the clock, not before', async () => {
    const { storefront } = core({ backend: { userInfo: async () => signedIn } });
    await storefront.pageLoad();
    expect(storefront.getSnapshot().session?.userType).toBe('R');
    vi.advanceTimersByTime(59_999);
    expect(storefront.getSnapshot().modal).toBeNull();
    vi.advanceTimersByTime(1);
    expect(storefront.getSnapshot().modal).toEqual({ kind: 'timeout' });
  });

  it('SIGNIN-04 with keep-me-signed-in the expiry goes through single sign-on instead', async () => {
    const { storefront, assigned } = core({ backend: { userInfo: async () => signedIn }, cookies: memoryCookieJar({ [KMSI_COOKIE]: 'true' }) });
    await storefront.pageLoad();
    vi.advanceTimersByTime(60_000);
    expect(assigned.at(-1)).toMatch(freshway.ssoPath);
    expect(storefront.getSnapshot().modal).toBeNull();
  });

  it('TOAST-02 TOAST-07 a stored notice shows once after the page load, for 8 seconds, and is flagged displayed', async () => {
    const local = memoryStorage([[NOTIFY_MESSAGE_KEY, JSON.stringify({ message: 'Your list was saved', isDisplayed: false })]]);
    const { storefront } = core({ local });
    await storefront.pageLoad();
    expect(storefront.getSnapshot().toast?.text).toBe('Your list was saved');
    expect(JSON.parse(local.getItem(NOTIFY_MESSAGE_KEY)!)).toMatchObject({ isDisplayed: true });
    vi.advanceTimersByTime(7_999);
    expect(storefront.getSnapshot().toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(storefront.getSnapshot().toast).toBeNull();
  });


  it('a toast goes with the page that showed it: another page removes it, the same page (a new query) keeps it', async () => {
    const { storefront, address } = core({ path: '/shop/aisles/dairy.html' });
    await storefront.pageLoad();
    storefront.showToast('Added to your list');
    address.url = '/shop/aisles/dairy.html?sort=price';
    storefront.pageChanged('/shop/aisles/dairy.html');
    expect(storefront.getSnapshot().toast?.text).toBe('Added to your list');
    address.url = '/shop/cart.html';
    storefront.pageChanged('/shop/cart.html');
    expect(storefront.getSnapshot().toast).toBeNull();
  });

  it('TOAST-02 a stored notice goes with the next page: the move that follows it keeps it, a second move removes it', async () => {
    const local = memoryStorage([[NOTIFY_MESSAGE_KEY, JSON.stringify({ message: 'Account successfully created! You are now signed in.', isDisplayed: false })]]);
    const { storefront, address } = core({ path: '/account/create-account.html', local });
    await storefront.pageLoad();
    expect(storefront.getSnapshot().toast?.text).toBe('Account successfully created! You are now signed in.');
    address.url = '/';
    storefront.pageChanged('/');
    expect(storefront.getSnapshot().toast?.text).toBe('Account successfully created! You are now signed in.');
    storefront.pageChanged('/');
    expect(storefront.getSnapshot().toast?.text).toBe('Account successfully created! You are now signed in.');
    address.url = '/shop/cart.html';
    storefront.pageChanged('/shop/cart.html');
    expect(storefront.getSnapshot().toast).toBeNull();
  });

  it('a toast shown after a move (the welcome once the sign-in page has sent the shopper on) stays on the page it was shown on', async () => {
    const { storefront, address } = core({ path: '/account/sign-in.html' });
    await storefront.pageLoad();
    address.url = '/';
    storefront.showToast(flowTexts.signInSuccessToast);
    storefront.pageChanged('/');
    expect(storefront.getSnapshot().toast?.text).toBe(flowTexts.signInSuccessToast);
  });
  it('MISC-02 the complete-business-profile modal opens 2 s after a B2B auto sign-in, unless it was completed', async () => {
    const b2bUser = { ...signedIn, siteType: 'B' };
    const { storefront } = core({ b2b: true, backend: { userInfo: async () => b2bUser, profile: async () => { throw new Error('down'); } } });
    await storefront.pageLoad();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(storefront.getSnapshot().businessProfile).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(storefront.getSnapshot().businessProfile).toBe(true);

    const done = core({ b2b: true, backend: { userInfo: async () => b2bUser }, local: memoryStorage([[BUSINESS_PROFILE_DONE_KEY, 'true']]) });
    await done.storefront.pageLoad();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(done.storefront.getSnapshot().businessProfile).toBe(false);
  });

  it('PAGES-11 PAGES-15 the store-modal deep link opens the store modal; a sign-in error in the hash signs out first', async () => {
    const link = core({ path: '/shop/deals.html?action=changeStore&zipcode=94611' });
    await link.storefront.pageLoad();
    expect(link.storefront.getSnapshot().modal).toMatchObject({ kind: 'store', zipcode: '94611' });
    expect(link.address.url).not.toContain('action=changeStore');

    const signOut = vi.fn(async () => undefined);
    const forced = core({ path: '/account/sign-in.html#error=access_denied', backend: { signOut }, cookies: memoryCookieJar({ SWY_SHOP_TOKEN: 'old' }) });
    await forced.storefront.pageLoad();
    expect(signOut).toHaveBeenCalled();
    expect(forced.events).toContain('pageLoad:forced-logout');
  });

  it('SIGNIN-05 STORAGE-05 a sign-out clears the storefront\'s storage keys and leaves other scripts\' keys alone (decision 0417)', async () => {
    const local = memoryStorage([
      ['abCart', '{"abs":"cart-1"}'],
      ['oosBPNs', '[]'],
      ['defaultAddressAck', 'true'],
      ['workbench.simTenant', '{"tenant":"alice"}'],
      ['analytics.vendor', 'kept'],
    ]);
    const forced = core({ path: '/account/sign-in.html#error=access_denied', local, backend: { signOut: async () => undefined } });
    await forced.storefront.pageLoad();
    expect(forced.events).toContain('pageLoad:forced-logout');
    expect([local.getItem('abCart'), local.getItem('oosBPNs'), local.getItem('defaultAddressAck')]).toEqual([null, null, null]);
    expect(local.getItem('workbench.simTenant')).toBe('{"tenant":"alice"}');
    expect(local.getItem('analytics.vendor')).toBe('kept');
  });

  it('SIGNIN-05 STORAGE-05 the shopper\'s sign-out clears the cookies and the storefront\'s keys through the ports, ends the health-app and provider sessions, and shows the guest session', async () => {
    let provider = true;
    const calls: string[] = [];
    const local = memoryStorage([['abCart', '{"abs":"cart-1"}'], ['analytics.vendor', 'kept']]);
    const cookies = memoryCookieJar({ ECommBanner: 'freshway' });
    const { storefront, events } = core({
      local,
      cookies,
      backend: {
        userInfo: async () => (provider ? signedIn : { userType: 'G' }),
        healthLogout: async () => void calls.push('CALL-63'),
        signOut: async () => {
          calls.push('CALL-46');
          provider = false;
        },
      },
    });
    await storefront.pageLoad();
    expect(storefront.getSnapshot().session).toMatchObject({ userType: 'R' });
    cookies.set(KMSI_COOKIE, 'true', null);
    await storefront.signOut('shopper');
    expect(calls).toEqual(['CALL-63', 'CALL-46']);
    expect(cookies.get(KMSI_COOKIE)).toBeUndefined();
    expect(cookies.get('ECommBanner')).toBe('freshway');
    expect(local.getItem('abCart')).toBeNull();
    expect(local.getItem('analytics.vendor')).toBe('kept');
    expect(storefront.getSnapshot()).toMatchObject({ session: { userType: 'G' }, toast: { text: 'You are signed out.' } });
    expect(events).toContain('signOut');
  });

  it('SIGNIN-04 SIGNIN-05 Continue as guest from the session timeout modal signs out the same way, closes the modal and says nothing more', async () => {
    let provider = true;
    const signOut = vi.fn(async () => void (provider = false));
    const { storefront } = core({ backend: { userInfo: async () => (provider ? signedIn : { userType: 'G' }), signOut } });
    await storefront.pageLoad();
    storefront.openModal({ kind: 'timeout' });
    await storefront.signOut('session-timeout');
    expect(signOut).toHaveBeenCalledOnce();
    expect(storefront.getSnapshot()).toMatchObject({ modal: null, toast: null, session: { userType: 'G' } });
  });

  it('COOKIE-08 a store change writes the syndicated user cookie with the chosen store, keeping the tags a syndicated site left (decision 0417)', async () => {
    const cookies = memoryCookieJar({ SWY_SYND_USER: encodeURIComponent(JSON.stringify({ storeId: '1502', storeZip: '94611', xDTags: ['recipes'] })) });
    const { storefront } = core({ cookies });
    await storefront.pageLoad();
    const outcome = await storefront.changeStore({ storeId: '1605', zipcode: '94739', preference: 'DUG' });
    expect(outcome).toMatchObject({ kind: 'changed', message: "You're shopping pickup at store #1605." });
    expect(JSON.parse(cookies.get(SYNDICATED_USER_COOKIE)!)).toEqual({ storeId: '1605', storeZip: '94739', storeAddress: '1605 Market St', preference: 'DUG', xDTags: ['recipes'] });
    expect(cookies.expiries.get(SYNDICATED_USER_COOKIE)).toBe(NOW + 24 * 3_600_000);
    expect(storefront.getSnapshot()).toMatchObject({ session: { storeId: '1605', preference: 'DUG' }, toast: { text: "You're shopping pickup at store #1605." } });
  });

  it('OTP-01 OTP-10 TOAST-08 the core\'s sign-in runs the machine\'s calls, hands off, reloads the session in place and then welcomes the shopper', async () => {
    let provider = false;
    const followAuthorize = vi.fn(async () => void (provider = true));
    const { storefront, events } = core({
      backend: {
        authn: async () => ({ stateToken: 'st-1', factors: [{ id: 'email-1', factorType: 'email' }] }),
        sendCode: async () => undefined,
        verify: async () => ({ status: 'SUCCESS', sessionToken: 'tok' }),
        followAuthorize,
        userInfo: async () => (provider ? signedIn : { userType: 'G' }),
      },
    });
    await storefront.pageLoad();
    const flow = await storefront.signIn();
    await flow.dispatch({ type: 'INPUT_CHANGED', value: 'ana@example.com' });
    await flow.dispatch({ type: 'SUBMIT_IDENTIFIER' });
    expect(flow.state().name).toBe('verifyCode');
    await flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
    await flow.dispatch({ type: 'SUBMIT_CODE' });
    expect(followAuthorize).toHaveBeenCalledWith(expect.stringContaining('/idp/oauth2/default/v1/authorize?'));
    expect(events).toEqual(expect.arrayContaining(['signInEffect:CALL-61', 'signIn:verifyCode', 'signInEffect:CALL-62:verify', 'navigate:authorize']));
    expect(storefront.getSnapshot().session).toMatchObject({ userType: 'R', firstName: 'Ana' });
    expect(storefront.getSnapshot().toast?.text).toBe(flowTexts.signInSuccessToast);
  });

  it('STORE-FLAGS-08 a store change on the store page reloads it after the 1000 ms wait on the core clock; elsewhere nothing reloads (decision 0418)', async () => {
    const storePage = core({ path: '/set-store.html' });
    await storePage.storefront.pageLoad();
    await storePage.storefront.changeStore({ storeId: '1605', zipcode: '94739', preference: 'J4U' });
    vi.advanceTimersByTime(999);
    expect(storePage.assigned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(storePage.assigned).toEqual(['/set-store.html']);
    expect(storePage.events).toContain('storePage:reload');

    const home = core();
    await home.storefront.pageLoad();
    await home.storefront.changeStore({ storeId: '1605', zipcode: '94739', preference: 'J4U' });
    vi.advanceTimersByTime(5_000);
    expect(home.assigned).toEqual([]);
  });

  it('STORE-CHANGE-01 STORE-FLAGS-08 commands given before their code has arrived run in order once it has; dispose stops the store page\'s pending reload', async () => {
    // A fresh copy of the core's module: its commands' code has not been fetched yet.
    vi.resetModules();
    const fresh = await import('./storefront');
    const { storefront, assigned } = core({ path: '/set-store.html', create: fresh.createStorefront });
    await storefront.pageLoad();
    const first = storefront.changeStore({ storeId: '1605', zipcode: '94739', preference: 'J4U' });
    const second = storefront.changeStore({ storeId: '1606', zipcode: '94739', preference: 'DUG' });
    expect(storefront.getSnapshot().session?.storeId).not.toBe('1605');
    await expect(first).resolves.toMatchObject({ kind: 'changed' });
    await expect(second).resolves.toMatchObject({ kind: 'changed', message: "You're shopping pickup at store #1606." });
    expect(storefront.getSnapshot().session).toMatchObject({ storeId: '1606', preference: 'DUG' });
    storefront.dispose();
    vi.advanceTimersByTime(5_000);
    expect(assigned).toEqual([]);
  });

  it('SESSION-UPDATE-01 the page API is created once, and an update through it re-establishes the session in place', async () => {
    const { storefront, cookies } = core();
    await storefront.pageLoad();
    const api = await storefront.pageApi();
    expect(await storefront.pageApi()).toBe(api);
    const before = storefront.getSnapshot().session;
    await api.session.update({ info: { COMMON: { storeId: '1605', zipcode: '94739', preference: 'J4U' }, J4U: { storeId: '1605', zipcode: '94739' } } });
    expect(JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!).info.J4U.storeId).toBe('1605');
    expect(storefront.getSnapshot().session).not.toBe(before);
    expect(storefront.getSnapshot().session?.storeId).toBe('1605');
  });

  it('EXPIRY-07 the visitor id is created on the first visit and kept, 90 days ahead, on every later visit', async () => {
    const local = memoryStorage();
    await core({ local }).storefront.pageLoad();
    const first = JSON.parse(local.getItem(VISITOR_ID_KEY)!);
    expect(first).toEqual({ id: 'grs-test', expires: NOW + 7_776_000_000 });
    vi.setSystemTime(NOW + 86_400_000);
    await core({ local }).storefront.pageLoad();
    expect(JSON.parse(local.getItem(VISITOR_ID_KEY)!)).toEqual({ id: 'grs-test', expires: NOW + 86_400_000 + 7_776_000_000 });
    local.setItem(VISITOR_ID_KEY, JSON.stringify({ id: 'old', expires: NOW }));
    await core({ local }).storefront.pageLoad();
    expect(JSON.parse(local.getItem(VISITOR_ID_KEY)!).id).toBe('grs-test');
  });

  it('CONFIG-05 a mock attribution token is replaced by a new random id at the page load; a real one is kept', async () => {
    const local = memoryStorage([[ATTRIBUTION_TOKEN_KEY, 'mock-123']]);
    await core({ local }).storefront.pageLoad();
    expect(local.getItem(ATTRIBUTION_TOKEN_KEY)).toBe('grs-test');
    local.setItem(ATTRIBUTION_TOKEN_KEY, 'a1b2c3');
    await core({ local }).storefront.pageLoad();
    expect(local.getItem(ATTRIBUTION_TOKEN_KEY)).toBe('a1b2c3');
  });

  it('MISC-03 a registered user\'s loyalty partners set the box-top authorisation; a guest never looks them up', async () => {
    const loyaltyPartners = vi.fn(async () => ({ loyaltyPartners: [{ name: 'GeneralMills', planNumber: '12' }] }));
    const local = memoryStorage();
    await core({ local, backend: { userInfo: async () => signedIn, loyaltyPartners } }).storefront.pageLoad();
    expect(loyaltyPartners).toHaveBeenCalledWith({ userType: 'R', token: 'tok' }, 'uuid-1');
    expect(local.getItem(SHOW_BOXTOP_KEY)).toBe('true');
    const short = memoryStorage();
    await core({ local: short, backend: { userInfo: async () => signedIn, loyaltyPartners: async () => ({ loyaltyPartners: [{ name: 'GeneralMills', planNumber: '7' }] }) } }).storefront.pageLoad();
    expect(short.getItem(SHOW_BOXTOP_KEY)).toBe('false');
    const guest = vi.fn(async () => ({ loyaltyPartners: [] }));
    await core({ backend: { loyaltyPartners: guest } }).storefront.pageLoad();
    expect(guest).not.toHaveBeenCalled();
  });

  it('COOKIE-14 EXPIRY-03 the delivery address is kept in its cookie for 45 minutes, only with consent group C0003', async () => {
    const withAddress = { ...signedIn, deliveryAddress: '12 Oak St, Oakland, CA, 94611' };
    const consented = memoryCookieJar({ OptanonConsent: 'isGdprUser=false&groups=C0001%3A1%2CC0003%3A1' });
    await core({ cookies: consented, backend: { userInfo: async () => withAddress } }).storefront.pageLoad();
    expect(consented.get(DELIVERY_ADDRESS_COOKIE)).toBe('12 Oak St, Oakland, CA, 94611');
    expect(consented.expiries.get(DELIVERY_ADDRESS_COOKIE)).toBe(NOW + 45 * 60_000);
    const refused = memoryCookieJar({ OptanonConsent: 'groups=C0001%3A1%2CC0003%3A0' });
    await core({ cookies: refused, backend: { userInfo: async () => withAddress } }).storefront.pageLoad();
    expect(refused.get(DELIVERY_ADDRESS_COOKIE)).toBeUndefined();
    const none = memoryCookieJar();
    await core({ cookies: none, backend: { userInfo: async () => withAddress } }).storefront.pageLoad();
    expect(none.get(DELIVERY_ADDRESS_COOKIE)).toBeUndefined();
  });

  it('SESSION-EST-17 a signed-in user finishing registration gets the redirect cookie, then a silent sign-out; a guest is refused', async () => {
    let provider = true;
    const signOut = vi.fn(async () => void (provider = false));
    const { storefront, cookies, assigned } = core({ path: '/account/short-registration.html', backend: { userInfo: async () => (provider ? signedIn : { userType: 'G' }), signOut } });
    await storefront.pageLoad();
    const api = await storefront.pageApi();
    await expect(api.session.registrationFinished('https://evil.example/')).rejects.toThrow('target must be a path on this site');
    expect(signOut).not.toHaveBeenCalled();
    await expect(api.session.registrationFinished('/shop/welcome.html')).resolves.toMatchObject({ ok: true, rules: ['SESSION-EST-17'] });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(cookies.get(REDIRECT_URL_COOKIE)).toBe('/shop/welcome.html');
    expect(assigned).toEqual([]);
    expect(storefront.getSnapshot().session?.userType).toBe('G');
    await expect(api.session.registrationFinished()).rejects.toThrow('No signed-in user is registering');
  });

  it('MISC-08 CALLS-04 user errors show one at a time once the 1000 ms popup wrapper delay has passed on the core clock; each callback runs once', () => {
    const { storefront } = core();
    const first = vi.fn();
    storefront.showUserError('First', 'one', first);
    storefront.showUserError('Second', 'two');
    vi.advanceTimersByTime(999);
    expect(storefront.getSnapshot().userError).toBeNull();
    vi.advanceTimersByTime(1);
    const shown = storefront.getSnapshot().userError;
    expect(shown).toMatchObject({ title: 'First', message: 'one' });
    storefront.dismissUserError(shown!.id);
    storefront.dismissUserError(shown!.id);
    expect(first).toHaveBeenCalledOnce();
    expect(storefront.getSnapshot().userError).toMatchObject({ title: 'Second' });
    storefront.showUserError('Third', 'three');
    storefront.dispose();
    vi.advanceTimersByTime(1_000);
    expect(storefront.getSnapshot().userError).toMatchObject({ title: 'Second' });
  });

  it('MISC-04 back from the health app the kept shared session is restored and the page loaded once more with the marker', async () => {
    const kept = { COMMON: { storeId: '1605', zipcode: '94739', preference: 'J4U', userType: 'G' }, J4U: { storeId: '1605', zipcode: '94739' } };
    const local = memoryStorage([[HEALTH_APP_SESSION_KEY, JSON.stringify({ info: kept })]]);
    const back = core({ path: '/pharmacy/create-account.html?sendToHealthApp=true', local });
    expect(await back.storefront.pageLoad()).toBeNull();
    expect(JSON.parse(back.cookies.get(SHARED_SESSION_COOKIE)!).info).toEqual(kept);
    expect(back.assigned).toEqual(['/pharmacy/create-account.html?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true']);

    const again = core({ path: back.assigned[0], local, cookies: back.cookies });
    const view = await again.storefront.pageLoad();
    expect(again.assigned).toEqual([]);
    expect(view).toMatchObject({ storeId: '1605', zipcode: '94739' });
  });

  it('SESSION-EST-16 a newly created pharmacy-linked account stores the redirect cookie to pharmacy account creation', async () => {
    const { storefront, cookies } = core({ path: '/?newPharmacyAccount=true' });
    await storefront.pageLoad();
    expect(cookies.get(REDIRECT_URL_COOKIE)).toBe('/pharmacy/create-account.html?sendToHealthApp=true');
    const plain = core();
    await plain.storefront.pageLoad();
    expect(plain.cookies.get(REDIRECT_URL_COOKIE)).toBeUndefined();
  });

  it('SESSION-EST-15 the account-creation command follows the authorize address with the token, then loads the session and shows the notice once', async () => {
    const local = memoryStorage();
    const followed: string[] = [];
    const { storefront, cookies, events } = core({ local, backend: { followAuthorize: async (url) => void followed.push(url) } });
    await storefront.pageLoad();
    expect(await storefront.signInWithSessionToken('sess-9', 'account-created')).toBe('signed-in');
    const authorize = new URL(followed[0]!, 'http://www.freshway.test');
    expect(authorize.pathname).toMatch(/\/v1\/authorize$/);
    expect(authorize.searchParams.get('sessionToken')).toBe('sess-9');
    expect(cookies.get(KMSI_COOKIE)).toBe('true');
    expect(events).toContain('autoSignIn:authorize');
    expect(storefront.getSnapshot().toast?.text).toBe('Account successfully created! You are now signed in.');
    expect(JSON.parse(local.getItem(NOTIFY_MESSAGE_KEY)!)).toMatchObject({ isDisplayed: true });

    const refused = core({ backend: { followAuthorize: async (url) => void followed.push(url) } });
    expect(await refused.storefront.signInWithSessionToken('  ', 'password-reset')).toBe('refused');
    expect(followed).toHaveLength(1);
    expect(refused.cookies.get(KMSI_COOKIE)).toBeUndefined();
  });

  it('SESSION-EST-15 a session token after a password reset stores the notice, sets remember-me for 90 days and opens the authorize address', async () => {
    const local = memoryStorage();
    const reset = core({ path: '/account/setpassword.html?sessionToken=tok-1', local });
    expect(await reset.storefront.pageLoad()).toBeNull();
    const authorize = new URL(reset.assigned[0]!, 'http://www.freshway.test');
    expect(authorize.pathname).toMatch(/\/v1\/authorize$/);
    expect(authorize.searchParams.get('sessionToken')).toBe('tok-1');
    expect(JSON.parse(local.getItem(NOTIFY_MESSAGE_KEY)!)).toEqual({ message: 'Password successfully updated!', isDisplayed: false });
    expect(reset.cookies.get(KMSI_COOKIE)).toBe('true');

    const empty = core({ path: '/?sessionToken=' });
    expect(await empty.storefront.pageLoad()).not.toBeNull();
    expect(empty.assigned).toEqual([]);
    expect(empty.events).toContain('autoSignIn:refused');
  });
});
