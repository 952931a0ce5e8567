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
import { KMSI_COOKIE, SHARED_SESSION_COOKIE } from './session/ruleAdapters';
import { BUSINESS_PROFILE_DONE_KEY } from './signedIn';
import { createStorefront, NOTIFY_MESSAGE_KEY } from './storefront';

const NOW = 1_800_000_000_000;
const freshway = banners[0];

/** The core over test ports: fake timers, an in-memory jar and storages, an address kept as text. */
function core(options: { path?: string; backend?: Partial<Backend>; cookies?: CookieJar; local?: WebStorage; b2b?: boolean; toggles?: Record<string, unknown> } = {}) {
  const address = { url: options.path ?? '/' };
  const assigned: string[] = [];
  const events: string[] = [];
  const cookies = options.cookies ?? memoryCookieJar();
  const storefront = createStorefront({
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
});
