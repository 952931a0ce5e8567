import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { banners } from '../../../spec/banners';
import { FeatureToggles } from '../../../spec/schemas/config';
import { memoryCookieJar } from '../cookies';
import { unavailableBackend } from './backend';
import type { Backend } from './backend';
import { establishSession } from './establish';
import { readPreviousLogin } from './guestStore';
import { SHARED_SESSION_COOKIE } from './sessionCookie';

const freshway = banners[0];
// 2025-03-10 15:30 UTC = 08:30 in Los Angeles: the next local midnight is 2025-03-11 07:00 UTC.
const NOW = Date.UTC(2025, 2, 10, 15, 30);
const MIDNIGHT = Date.UTC(2025, 2, 11, 7, 0);

const previous = (over: Record<string, unknown> = {}) => JSON.stringify({ www: { preference: 'J4U', j4uStoreId: '1605', j4uZipcode: '94739', shopStoreId: '1605', shopZipcode: '94739', ...over } });

function run(opts: { pathname?: string; search?: string; previousLogin?: string; toggles?: Partial<FeatureToggles>; backend?: Partial<Backend>; cookies?: Record<string, string>; browserClock?: boolean } = {}) {
  const cookies = memoryCookieJar();
  if (opts.previousLogin !== undefined) cookies.set('abs_previouslogin', opts.previousLogin, null);
  for (const [k, v] of Object.entries(opts.cookies ?? {})) cookies.set(k, v, null);
  const promise = establishSession({
    search: opts.search ?? '',
    pathname: opts.pathname ?? '/',
    banner: freshway,
    b2b: false,
    cookies,
    backend: { ...unavailableBackend, ...opts.backend },
    now: NOW,
    replaceSearch: vi.fn(),
    toggles: FeatureToggles.parse(opts.toggles ?? {}),
    ...(opts.browserClock ? {} : { timeZone: 'America/Los_Angeles' }),
  });
  return { promise, cookies };
}

const sessionInfo = (cookies: ReturnType<typeof memoryCookieJar>): Record<string, unknown> => (JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!) as { info: Record<string, unknown> }).info;

describe('guest store selection on page load', () => {
  it('GUEST-STORE-02 GUEST-STORE-08 a new guest with a www previous login reuses its store as selection user, without a resolver call', async () => {
    const deliveryCheck = vi.fn();
    const { promise, cookies } = run({ previousLogin: previous(), backend: { deliveryCheck } });
    const view = await promise;
    expect(view).toMatchObject({ userType: 'G', storeId: '1605', zipcode: '94739', preference: 'J4U', how: 'previous login' });
    expect(view.rules).toEqual(expect.arrayContaining(['GUEST-STORE-02', 'GUEST-STORE-08']));
    expect(sessionInfo(cookies).COMMON).toMatchObject({ Selection: 'user', storeId: '1605', zipcode: '94739' });
    expect(deliveryCheck).not.toHaveBeenCalled();
  });

  it('GUEST-STORE-02 a guest whose user info says G but whose session names no store also gets the previous store', async () => {
    const view = await run({ previousLogin: previous(), backend: { userInfo: async () => ({ userType: 'G' }) } }).promise;
    expect(view).toMatchObject({ userType: 'G', storeId: '1605', how: 'previous login' });
  });

  it('GUEST-STORE-03 a previous login with an empty SHOP store id (PRIMARY, 0, null) falls through to the default', async () => {
    for (const empty of ['PRIMARY', '0', null, 'undefined', '']) {
      const view = await run({ previousLogin: previous({ shopStoreId: empty }) }).promise;
      expect(view).toMatchObject({ storeId: '1502', zipcode: '94611', how: 'default guest session' });
    }
    const shopSite = await run({ previousLogin: JSON.stringify({ site: 'shop', j4uStoreId: '1605', shopStoreId: '1605' }) }).promise;
    expect(shopSite.storeId).toBe('1502');
  });

  it('GUEST-STORE-04 GUEST-STORE-05 with resolver v2 and a delivery preference, the daily check (CALL-23) keeps the previous store and sets a cookie to local midnight', async () => {
    const deliveryCheck = vi.fn(async () => ({ delivery: { count: 1, stores: [{ polarisBannerName: 'freshway', locationId: '1510' }] } }));
    const { promise, cookies } = run({ previousLogin: previous({ preference: 'Delivery', j4uStoreId: '1605', shopStoreId: '1510', shopZipcode: '94612' }), toggles: { useStoreResolverV2: true }, backend: { deliveryCheck } });
    const view = await promise;
    expect(deliveryCheck).toHaveBeenCalledWith('94612');
    expect(view).toMatchObject({ storeId: '1510', zipcode: '94612', preference: 'DELIVERY' });
    expect(cookies.get('abs_dlvcheck')).toBe('true');
    expect(cookies.expiries.get('abs_dlvcheck')).toBe(MIDNIGHT);
    const info = sessionInfo(cookies);
    expect(info.J4U).toMatchObject({ storeId: '1605' });
    expect(info.SHOP).toMatchObject({ storeId: '1510', zipcode: '94612' });
    // An answered check is no resolver error.
    expect(view.rules).not.toContain('ERR-02');
    expect(view.rules).not.toContain('ERR-03');
  });

  it("GUEST-STORE-04 EXPIRY-09 without a named zone, the daily check's cookie lasts until midnight on the browser's own clock", async () => {
    // The browser's clock is what `Date` reports for the instant; here it runs on Kolkata's time (UTC+5:30), so 15:30
    // UTC is 21:00 there and the next local midnight is 18:30 UTC the same day. Stubbing the clock's offset, rather
    // than the process's TZ, holds wherever the runner puts the test (a worker thread does not read a changed TZ).
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
    try {
      const deliveryCheck = vi.fn(async () => ({ delivery: { count: 1, stores: [{ polarisBannerName: 'freshway', locationId: '1510' }] } }));
      const { promise, cookies } = run({ previousLogin: previous({ preference: 'Delivery', shopStoreId: '1510', shopZipcode: '94612' }), toggles: { useStoreResolverV2: true }, backend: { deliveryCheck }, browserClock: true });
      await promise;
      expect(cookies.expiries.get('abs_dlvcheck')).toBe(Date.UTC(2025, 2, 10, 18, 30));
    } finally {
      offset.mockRestore();
    }
  });

  it('GUEST-STORE-06 when the previous store is no longer among the delivery stores the banner default is used', async () => {
    const deliveryCheck = vi.fn(async () => ({ delivery: { count: 1, stores: [{ polarisBannerName: 'freshway', locationId: '9999' }] } }));
    const view = await run({ previousLogin: previous({ preference: 'delivery' }), toggles: { useStoreResolverV2: true }, backend: { deliveryCheck } }).promise;
    expect(view).toMatchObject({ storeId: '1502', zipcode: '94611', preference: 'J4U' });
    expect(view.rules).toContain('GUEST-STORE-06');
    // The default after an answered delivery check is neither resolver error (ERR-03 is the selector's).
    expect(view.rules).not.toContain('ERR-02');
    expect(view.rules).not.toContain('ERR-03');
  });

  it('GUEST-STORE-07 ERR-02 a backend without the delivery check counts as a failed check: the previous info is reused', async () => {
    const view = await run({ previousLogin: previous({ preference: 'delivery' }), toggles: { useStoreResolverV2: true } }).promise;
    expect(view).toMatchObject({ storeId: '1605', preference: 'DELIVERY' });
    expect(view.rules).toEqual(expect.arrayContaining(['GUEST-STORE-07', 'ERR-02']));
  });

  it('SELECTOR-07 GUEST-STORE-09 a loc query is no guest store source: the default store, no resolver call, SELECTOR-07 not named', async () => {
    const selectorValidate = vi.fn(async () => ({ validRequest: { isValid: true, store: { storeId: '1510', zipcode: '94612' } } }));
    const view = await run({ pathname: '/shop/aisles/fruits.html', search: '?loc=1510', toggles: { enableStoreIdSelector: true }, backend: { selectorValidate } }).promise;
    expect(selectorValidate).not.toHaveBeenCalled();
    expect(view).toMatchObject({ storeId: '1502', how: 'default guest session' });
    expect(view.rules).not.toContain('SELECTOR-07');
  });

  it('GUEST-STORE-07 ERR-02 when the delivery check fails the previous info is reused', async () => {
    const deliveryCheck = vi.fn(async () => {
      throw new Error('Error in store resolver');
    });
    const view = await run({ previousLogin: previous({ preference: 'delivery' }), toggles: { useStoreResolverV2: true }, backend: { deliveryCheck } }).promise;
    expect(view).toMatchObject({ storeId: '1605', preference: 'DELIVERY' });
    expect(view.rules).toEqual(expect.arrayContaining(['GUEST-STORE-07', 'ERR-02']));
  });

  it('GUEST-STORE-04 the check runs at most once a day: with the daily cookie present no call is made', async () => {
    const deliveryCheck = vi.fn();
    const view = await run({ previousLogin: previous({ preference: 'delivery' }), toggles: { useStoreResolverV2: true }, backend: { deliveryCheck }, cookies: { abs_dlvcheck: 'true' } }).promise;
    expect(deliveryCheck).not.toHaveBeenCalled();
    expect(view.storeId).toBe('1605');
  });

  it('GUEST-STORE-09 a valid store-id selector in the path becomes the store, in-store, selection user', async () => {
    const selectorValidate = vi.fn(async () => ({ validRequest: { isValid: true, store: { storeId: '1510', zipcode: '94612' } } }));
    const { promise, cookies } = run({ pathname: '/shop/aisles/fruits.1510.html', toggles: { enableStoreIdSelector: true }, backend: { selectorValidate } });
    const view = await promise;
    expect(selectorValidate).toHaveBeenCalledWith('freshway', '1510');
    expect(view).toMatchObject({ storeId: '1510', zipcode: '94612', preference: 'J4U', how: 'store-id selector' });
    expect(sessionInfo(cookies).COMMON).toMatchObject({ Selection: 'user' });
    expect(view.rules).not.toContain('ERR-03');
    expect(view.rules).not.toContain('ERR-02');
  });

  it('SELECTOR-01 SELECTOR-07 a checked store-id selector names its rules; a loc query beside a previous login\'s check names none', async () => {
    const selectorValidate = vi.fn(async () => ({ validRequest: { isValid: true, store: { storeId: '1510', zipcode: '94612' } } }));
    const fromPath = await run({ pathname: '/shop/aisles/fruits.1510.html', toggles: { enableStoreIdSelector: true }, backend: { selectorValidate } }).promise;
    expect(fromPath.rules).toEqual(expect.arrayContaining(['SELECTOR-01', 'SELECTOR-03', 'SELECTOR-04', 'SELECTOR-05', 'GUEST-STORE-09']));
    const deliveryCheck = vi.fn(async () => ({ delivery: { count: 1, stores: [{ polarisBannerName: 'freshway', locationId: '1510' }] } }));
    const withLoc = await run({ search: '?loc=1510', previousLogin: previous({ preference: 'Delivery', shopStoreId: '1510', shopZipcode: '94612' }), toggles: { useStoreResolverV2: true, enableStoreIdSelector: true }, backend: { deliveryCheck } }).promise;
    expect(deliveryCheck).toHaveBeenCalled();
    expect(withLoc.rules).toContain('GUEST-STORE-04');
    expect(withLoc.rules).not.toContain('SELECTOR-07');
  });

  it('GUEST-STORE-10 ERR-03 an invalid selector or a resolver error gives the default store', async () => {
    const invalid = await run({ pathname: '/shop/aisles/fruits.1510.html', toggles: { enableStoreIdSelector: true }, backend: { selectorValidate: async () => ({ validRequest: { isValid: false } }) } }).promise;
    expect(invalid.storeId).toBe('1502');
    expect(invalid.rules).toEqual(expect.arrayContaining(['GUEST-STORE-10', 'ERR-03']));
    const failed = await run({ pathname: '/shop/aisles/fruits.1510.html', toggles: { enableStoreIdSelector: true }, backend: { selectorValidate: async () => Promise.reject(new Error('down')) } }).promise;
    expect(failed.storeId).toBe('1502');
    expect(failed.rules).toContain('ERR-03');
    // ERR-02 is the delivery check's error, not the selector's.
    expect(failed.rules).not.toContain('ERR-02');
  });

  it('SELECTOR-03 SELECTOR-04 the selector is not read with the toggle off or on a page without the setting', async () => {
    const selectorValidate = vi.fn();
    expect((await run({ pathname: '/shop/aisles/fruits.1510.html', backend: { selectorValidate } }).promise).storeId).toBe('1502');
    expect((await run({ pathname: '/about.1510.html', toggles: { enableStoreIdSelector: true }, backend: { selectorValidate } }).promise).storeId).toBe('1502');
    expect(selectorValidate).not.toHaveBeenCalled();
  });

  it('GUEST-STORE-02 the previous login comes before the store-id selector', async () => {
    const selectorValidate = vi.fn();
    const view = await run({ pathname: '/shop/aisles/fruits.1510.html', previousLogin: previous(), toggles: { enableStoreIdSelector: true }, backend: { selectorValidate } }).promise;
    expect(view.storeId).toBe('1605');
    expect(selectorValidate).not.toHaveBeenCalled();
  });

  it('GUEST-STORE-03 reading the previous-login cookie never throws and yields a record or null on any string', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const r = readPreviousLogin(raw);
        expect(r === null || typeof r === 'object').toBe(true);
      }),
    );
    expect(readPreviousLogin(encodeURIComponent(previous()))).toMatchObject({ site: 'www', j4uStoreId: '1605' });
    expect(readPreviousLogin(JSON.stringify({ www: { info: { COMMON: { preference: 'Delivery' }, J4U: { storeId: '1' }, SHOP: { storeId: '2' } } } }))).toMatchObject({ site: 'www', preference: 'Delivery', j4uStoreId: '1', shopStoreId: '2' });
  });

  it('AMBIG-15 a flat previous-login record names its site and carries its stores and ZIP codes as written', () => {
    const flat = { site: 'shop', preference: 'DUG', j4uStoreId: '1605', j4uZipcode: '94739', shopStoreId: '1510', shopZipcode: '94612' };
    expect(readPreviousLogin(JSON.stringify(flat))).toEqual(flat);
    expect(readPreviousLogin(encodeURIComponent(JSON.stringify(flat)))).toEqual(flat);
    // A value that is JSON as it stands is read as it stands, even when it would also decode.
    expect(readPreviousLogin(JSON.stringify({ ...flat, j4uStoreId: '%31' }))?.j4uStoreId).toBe('%31');
    // Session-shaped sections fill what the flat fields leave out.
    expect(readPreviousLogin(JSON.stringify({ www: { J4U: { storeId: '1', zipcode: '94000' }, SHOP: { storeId: '2', zipcode: '94001' } } }))).toEqual({ site: 'www', preference: null, j4uStoreId: '1', j4uZipcode: '94000', shopStoreId: '2', shopZipcode: '94001' });
  });

  it('AMBIG-15 GUEST-STORE-03 a record without a usable site or preference reads them as none', () => {
    expect(readPreviousLogin(JSON.stringify({ site: 7, preference: 3, j4uStoreId: '1' }))).toMatchObject({ site: null, preference: null, j4uStoreId: '1' });
    expect(readPreviousLogin(JSON.stringify({ j4uStoreId: '1' }))).toMatchObject({ site: null });
    // A www that is no record is not the www site.
    expect(readPreviousLogin(JSON.stringify({ www: ['1605'], site: 'shop' }))).toMatchObject({ site: 'shop' });
    expect(readPreviousLogin(JSON.stringify({ www: null }))).toMatchObject({ site: null });
  });

  it('GUEST-STORE-03 a previous-login cookie that is absent, empty or JSON but no record is no previous login', () => {
    for (const raw of [undefined, '', '   ', 'null', '42', '"www"', 'true', '[{"www":{"j4uStoreId":"1605"}}]', '%7B', '{"www":']) {
      expect(readPreviousLogin(raw), String(raw)).toBeNull();
    }
  });
});
