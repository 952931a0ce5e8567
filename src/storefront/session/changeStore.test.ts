import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../cookies';
import { memoryStorage } from '../ports';
import { BackendError, unavailableBackend } from './backend';
import type { Backend, CallerInfo } from './backend';
import { changeStore } from './changeStore';
import type { StoreChangeDeps, StoreChoice } from './changeStore';
import type { SessionView } from './establish';
import { SHARED_SESSION_COOKIE } from './sessionCookie';
import { KMSI_COOKIE } from '../../rules/cookieNames';
import { SYNDICATED_USER_COOKIE } from './syndicatedUser';

const NOW = Date.UTC(2025, 5, 2, 12, 0);
const HOUR = 3_600_000;
const CURRENT_URL = 'https://www.freshway.test/shop/aisles/fruits.html';
const ADDRESS = { line1: '1510 Harbor Way', city: 'Oakland', state: 'CA', zipcode: '94612' };

const guestView: SessionView = {
  userType: 'G', storeId: '1502', zipcode: '94611', preference: 'J4U', banner: 'freshway', siteType: 'C', storeAddress: null,
  firstName: null, customerId: null, userInfo: null, how: 'default guest session', rules: [],
};
const signedIn = (over: Partial<SessionView> = {}): SessionView => ({
  ...guestView, userType: 'R', firstName: 'Ada', customerId: 'cust-7',
  userInfo: { userType: 'R', userId: 'uuid-7', SWY_SHOP_TOKEN: 'bearer-7' },
  how: 'signed in', ...over,
});
const inStore: StoreChoice = { storeId: '1510', zipcode: '94612', preference: 'J4U' };

function setup(opts: { backend?: Partial<Backend>; cookies?: Record<string, string>; storage?: [string, string][] } = {}) {
  const cookies = memoryCookieJar(opts.cookies ?? {});
  const storage = memoryStorage(opts.storage ?? []);
  const log = vi.fn<(line: string) => void>();
  const trace = vi.fn<(event: string) => void>();
  const storeAddress = vi.fn(async (id: string) => (id === '1510' ? ADDRESS : null));
  const deps: StoreChangeDeps = { backend: { ...unavailableBackend, storeAddress, ...opts.backend }, cookies, now: NOW, currentUrl: CURRENT_URL, ssoPath: '/bin/wcax/sso', storage, log, trace };
  return { deps, cookies, storage, log, trace, storeAddress };
}

const session = (cookies: ReturnType<typeof memoryCookieJar>) => (JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!) as { info: Record<string, Record<string, unknown>> }).info;
const syndicated = (cookies: ReturnType<typeof memoryCookieJar>) => JSON.parse(cookies.get(SYNDICATED_USER_COOKIE)!) as Record<string, unknown>;

describe('a guest store change (GUEST-STORE-12)', () => {
  it('GUEST-STORE-12 EXPIRY-01 writes a new guest session for the chosen store, selection user, lasting 24 hours', async () => {
    const { deps, cookies, storeAddress, trace } = setup();
    const outcome = await changeStore(guestView, { storeId: '1510', zipcode: '94612', preference: 'DUG' }, deps);
    expect(storeAddress).toHaveBeenCalledWith('1510');
    expect(outcome.kind).toBe('changed');
    if (outcome.kind !== 'changed') return;
    expect(outcome.view).toMatchObject({ userType: 'G', storeId: '1510', zipcode: '94612', preference: 'DUG', storeAddress: ADDRESS, banner: 'freshway' });
    expect(outcome.view.rules).toEqual(expect.arrayContaining(['GUEST-STORE-12', 'EXPIRY-01']));
    expect(outcome.message).toContain('1510');
    expect(outcome.message).toContain('pickup');
    const info = session(cookies);
    expect(info.COMMON).toMatchObject({ userType: 'G', Selection: 'user', banner: 'freshway', siteType: 'C' });
    expect(info.SHOP).toMatchObject({ storeId: '1510', zipcode: '94612' });
    expect(info.J4U).toMatchObject({ storeId: '1510' });
    expect(cookies.expiries.get(SHARED_SESSION_COOKIE)).toBe(NOW + 24 * HOUR);
    expect(trace).toHaveBeenCalledWith('storeChange:guest');
  });

  it('COOKIE-08 a guest change writes the syndicated user cookie with the store, its ZIP, address and preference, lasting as long as the session', async () => {
    const { deps, cookies } = setup({ cookies: { [SYNDICATED_USER_COOKIE]: JSON.stringify({ storeId: '1', xDTags: ['theirs'] }) } });
    await changeStore(guestView, inStore, deps);
    expect(syndicated(cookies)).toEqual({ storeId: '1510', storeZip: '94612', storeAddress: ADDRESS.line1, preference: 'J4U', xDTags: ['theirs'] });
    expect(cookies.expiries.get(SYNDICATED_USER_COOKIE)).toBe(NOW + 24 * HOUR);
  });

  it('COOKIE-03 COOKIE-07 a guest change writes the chosen store\'s address to both sections of the session, spaces as +', async () => {
    const { deps, cookies } = setup();
    await changeStore(guestView, inStore, deps);
    const info = session(cookies);
    expect(info.J4U?.address).toBe('1510+Harbor+Way');
    expect(info.SHOP?.address).toBe('1510+Harbor+Way');
  });

  it('the QA panel\'s account of the session names the store change, and for a signed-in shopper the profile update', async () => {
    const guest = await changeStore(guestView, inStore, setup().deps);
    expect(guest.kind === 'changed' ? guest.view.how : '').toMatch(/store change/);
    const user = await changeStore(signedIn(), inStore, setup({ backend: { updateProfileStores: async () => undefined } }).deps);
    expect(user.kind === 'changed' ? user.view.how : '').toMatch(/store change.*profile updated/);
  });

  it('GUEST-STORE-12 a store whose address cannot be had still changes, without an address', async () => {
    const { deps, cookies } = setup({ backend: { storeAddress: async () => Promise.reject(new BackendError('down', 500)) } });
    const outcome = await changeStore(guestView, inStore, deps);
    expect(outcome).toMatchObject({ kind: 'changed', view: { storeId: '1510', storeAddress: null } });
    expect(syndicated(cookies)).toMatchObject({ storeId: '1510', storeAddress: '' });
  });

  it('GUEST-STORE-12 the message names the fulfilment and the store the shopper chose', async () => {
    const words: Record<StoreChoice['preference'], RegExp> = { J4U: /in-store/, DUG: /pickup/, DELIVERY: /delivery/ };
    for (const preference of ['J4U', 'DUG', 'DELIVERY'] as const) {
      const outcome = await changeStore(guestView, { storeId: '1605', zipcode: '94739', preference }, setup().deps);
      expect(outcome.kind === 'changed' ? outcome.message : '', preference).toMatch(words[preference]);
      expect(outcome.kind === 'changed' ? outcome.message : '', preference).toMatch(/1605/);
    }
  });

  it('GUEST-STORE-12 a guest change calls no profile service, even with a user id in the view', async () => {
    const updateProfileStores = vi.fn(async () => undefined);
    const { deps } = setup({ backend: { updateProfileStores } });
    await changeStore({ ...guestView, customerId: 'someone' }, inStore, deps);
    expect(updateProfileStores).not.toHaveBeenCalled();
  });
});

describe('a signed-in store change (STORE-CHANGE-01..09)', () => {
  it('STORE-CHANGE-01 STORE-CHANGE-03 STORE-CHANGE-04 STORE-CHANGE-09 updates the profile with the caller\'s bearer, clears the cart keys, writes the session and reports success', async () => {
    const calls: { caller: CallerInfo; userId: string; body: unknown }[] = [];
    const updateProfileStores = vi.fn(async (caller: CallerInfo, userId: string, body: unknown) => {
      calls.push({ caller, userId, body });
    });
    const { deps, cookies, storage } = setup({ backend: { updateProfileStores }, storage: [['abCart', '{}'], ['cartId', 'c1'], ['oosBPNs', '[]'], ['visitor_id', 'v']] });
    const outcome = await changeStore(signedIn(), inStore, deps);
    expect(calls).toEqual([{
      caller: { userType: 'R', token: 'bearer-7' },
      userId: 'uuid-7',
      body: { stores: [{ storeId: '1510', storePreference: 'Preferred', address: { zipCode: '94612' }, banner: 'freshway' }], preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', value: 'J4U', bannerId: 'freshway' }] },
    }]);
    expect([...storage.entries().keys()]).toEqual(['visitor_id']);
    expect(outcome).toMatchObject({ kind: 'changed', message: 'We have Successfully updated your profile', view: { userType: 'R', storeId: '1510', zipcode: '94612', storeAddress: ADDRESS } });
    if (outcome.kind === 'changed') expect(outcome.view.rules).toEqual(expect.arrayContaining(['STORE-CHANGE-01', 'STORE-CHANGE-09']));
    expect(session(cookies).J4U).toMatchObject({ storeId: '1510', zipcode: '94612' });
    // EXPIRY-02: a signed-in session cookie lasts 45 minutes.
    expect(cookies.expiries.get(SHARED_SESSION_COOKIE)).toBe(NOW + 45 * 60_000);
    expect(syndicated(cookies)).toMatchObject({ storeId: '1510', storeZip: '94612', storeAddress: ADDRESS.line1, preference: 'J4U' });
    expect(cookies.expiries.get(SYNDICATED_USER_COOKIE)).toBe(NOW + 45 * 60_000);
  });

  it('STORE-CHANGE-08 the customer id stands in when user info names no user id', async () => {
    const updateProfileStores = vi.fn(async () => undefined);
    const { deps } = setup({ backend: { updateProfileStores } });
    await changeStore(signedIn({ userInfo: null }), inStore, deps);
    expect(updateProfileStores).toHaveBeenCalledWith({ userType: 'R', token: null }, 'cust-7', expect.anything());
  });

  it('STORE-CHANGE-08 ERR-10 without a user id nothing is updated: the shopper sees the fallback and the log names the CustomerId error', async () => {
    const updateProfileStores = vi.fn(async () => undefined);
    const { deps, cookies, log, trace, storage } = setup({ backend: { updateProfileStores }, storage: [['abCart', '{}']] });
    const outcome = await changeStore(signedIn({ userInfo: null, customerId: null }), inStore, deps);
    expect(outcome).toEqual({ kind: 'failed', message: expect.stringMatching(/could not be updated/) });
    expect(updateProfileStores).not.toHaveBeenCalled();
    expect(log.mock.calls.flat().join('\n')).toContain('store change failed: CustomerId: CustomerId is not Available to Update Profile');
    expect(trace).toHaveBeenCalledWith('storeChange:error:CustomerId');
    expect(cookies.get(SHARED_SESSION_COOKIE)).toBeUndefined();
    expect(cookies.get(SYNDICATED_USER_COOKIE)).toBeUndefined();
    expect(storage.getItem('abCart')).toBe('{}');
  });

  it('STORE-CHANGE-06 a 401 with keep-me-signed-in true leaves through single sign-on back to the current page, before anything is cleared or written', async () => {
    for (const status of [401, 403]) {
      const { deps, cookies, storage, trace } = setup({ backend: { updateProfileStores: async () => Promise.reject(new BackendError('refused', status)) }, cookies: { [KMSI_COOKIE]: 'true' }, storage: [['abCart', '{}']] });
      const outcome = await changeStore(signedIn(), inStore, deps);
      expect(outcome, String(status)).toEqual({ kind: 'leave', via: 'single-sign-on', url: `/bin/wcax/sso?goto=${encodeURIComponent(CURRENT_URL)}` });
      expect(trace).toHaveBeenCalledWith(`redirect:/bin/wcax/sso?goto=${encodeURIComponent(CURRENT_URL)}`);
      expect(storage.getItem('abCart')).toBe('{}');
      expect(cookies.get(SHARED_SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('STORE-CHANGE-06 a 401 or 403 without keep-me-signed-in reloads the page, nothing written', async () => {
    for (const kmsi of [undefined, 'false']) {
      const { deps, cookies } = setup({ backend: { updateProfileStores: async () => Promise.reject(new BackendError('refused', 403)) }, cookies: kmsi ? { [KMSI_COOKIE]: kmsi } : {} });
      expect(await changeStore(signedIn(), inStore, deps), String(kmsi)).toEqual({ kind: 'reload' });
      expect(cookies.get(SHARED_SESSION_COOKIE)).toBeUndefined();
      expect(cookies.get(SYNDICATED_USER_COOKIE)).toBeUndefined();
    }
  });

  it('STORE-CHANGE-07 any other failure calls back with success false: the shopper sees the fallback, the log has the status text', async () => {
    const { deps, cookies, log, trace } = setup({ backend: { updateProfileStores: async () => Promise.reject(new BackendError('server error', 500, null, null, 'Internal Server Error')) } });
    const outcome = await changeStore(signedIn(), inStore, deps);
    expect(outcome).toEqual({ kind: 'failed', message: expect.stringMatching(/could not be updated/) });
    expect(log).toHaveBeenCalledWith('profile update failed: Internal Server Error');
    expect(trace).toHaveBeenCalledWith('profileUpdate:success:false');
    expect(cookies.get(SHARED_SESSION_COOKIE)).toBeUndefined();
  });

  it('STORE-CHANGE-07 a network failure has no status: it is a failed answer too, logged with its message', async () => {
    const { deps, log } = setup({ backend: { updateProfileStores: async () => Promise.reject(new TypeError('Failed to fetch')) } });
    expect(await changeStore(signedIn(), inStore, deps)).toMatchObject({ kind: 'failed' });
    expect(log).toHaveBeenCalledWith('profile update failed: Failed to fetch');
  });

  it('STORE-CHANGE-07 a failure without a status text or a message is logged with an empty reason; a 401 on any error still counts', async () => {
    const { deps, log } = setup({ backend: { updateProfileStores: async () => Promise.reject(Object.assign(new Error(''), { status: '500', statusText: '' })) } });
    expect(await changeStore(signedIn(), inStore, deps)).toMatchObject({ kind: 'failed' });
    expect(log).toHaveBeenCalledWith('profile update failed: ');
    const reload = setup({ backend: { updateProfileStores: async () => Promise.reject(Object.assign(new Error('refused'), { status: 401 })) } });
    expect(await changeStore(signedIn(), inStore, reload.deps)).toEqual({ kind: 'reload' });
  });

  it('STORE-CHANGE-07 an empty status text gives way to the failure\'s message', async () => {
    const { deps, log } = setup({ backend: { updateProfileStores: async () => Promise.reject(Object.assign(new Error('refused by the profile'), { status: 500, statusText: '' })) } });
    expect(await changeStore(signedIn(), inStore, deps)).toMatchObject({ kind: 'failed' });
    expect(log).toHaveBeenCalledWith('profile update failed: refused by the profile');
  });

  it('STORE-CHANGE-07 a failure whose status is no number is no answer: a thrown update never counts as a success', async () => {
    const { deps, log, cookies } = setup({ backend: { updateProfileStores: async () => Promise.reject(Object.assign(new Error('odd'), { status: '200' })) } });
    expect(await changeStore(signedIn(), inStore, deps)).toMatchObject({ kind: 'failed' });
    expect(log).toHaveBeenCalledWith('profile update failed: odd');
    expect(cookies.get(SHARED_SESSION_COOKIE)).toBeUndefined();
  });

  it('STORE-CHANGE-07 with no profile service the change fails like any unanswered update', async () => {
    const { deps, log, cookies } = setup();
    expect(await changeStore(signedIn(), inStore, deps)).toMatchObject({ kind: 'failed' });
    expect(log).toHaveBeenCalledWith('profile update failed: no profile service');
    expect(cookies.get(SHARED_SESSION_COOKIE)).toBeUndefined();
  });

  it('CROSS-BANNER-06 a store of another banner ends in a redirect to that banner\'s single sign-on, after the profile update and the cleared cart keys, without a session write', async () => {
    const updateProfileStores = vi.fn(async () => undefined);
    const { deps, cookies, storage, trace } = setup({ backend: { updateProfileStores }, storage: [['abCart', '{}']] });
    const outcome = await changeStore(signedIn(), { ...inStore, banner: 'valleymarket' }, deps);
    expect(updateProfileStores).toHaveBeenCalledWith(expect.anything(), 'uuid-7', expect.objectContaining({ stores: [expect.objectContaining({ banner: 'valleymarket' })] }));
    expect(outcome.kind).toBe('leave');
    if (outcome.kind !== 'leave') return;
    expect(outcome.via).toBe('cross-banner');
    const url = new URL(outcome.url);
    expect(url.host).toBe('www.valleymarket.test');
    expect(url.searchParams.get('goto')).toBe(CURRENT_URL);
    expect(trace).toHaveBeenCalledWith('storeChange:redirect');
    expect(trace).toHaveBeenCalledWith(`redirect:${outcome.url}`);
    expect(storage.getItem('abCart')).toBeNull();
    expect(cookies.get(SHARED_SESSION_COOKIE)).toBeUndefined();
    expect(cookies.get(SYNDICATED_USER_COOKIE)).toBeUndefined();
  });

  it('CROSS-BANNER-06 the banner domain map decides where the other banner lives', async () => {
    const { deps } = setup({ backend: { updateProfileStores: async () => undefined } });
    const outcome = await changeStore(signedIn(), { ...inStore, banner: 'valleymarket' }, { ...deps, bannerDomainMap: { valleymarket: 'https://valley.example.test' } });
    expect(outcome.kind === 'leave' ? new URL(outcome.url).host : null).toBe('valley.example.test');
  });

  it('STORE-CHANGE-01 the cart and slot steps are named in the trace for the cart core to follow', async () => {
    const { deps, trace } = setup({ backend: { updateProfileStores: async () => undefined } });
    await changeStore(signedIn(), inStore, deps);
    const events = trace.mock.calls.map(([e]) => e);
    expect(events).toEqual(expect.arrayContaining(['profileUpdate:continue', 'storeChange:mark-slot-reinit', 'storeChange:update-cart-store']));
    expect(events.indexOf('profileUpdate:continue')).toBeLessThan(events.indexOf('storeChange:update-cart-store'));
  });

  it('STORE-CHANGE-01 without a storage the change still succeeds', async () => {
    const { deps } = setup({ backend: { updateProfileStores: async () => undefined } });
    const { storage: _storage, ...withoutStorage } = deps;
    expect(await changeStore(signedIn(), inStore, withoutStorage)).toMatchObject({ kind: 'changed' });
  });

  it('STORE-CHANGE-01 logging and tracing are optional', async () => {
    const { deps } = setup();
    const { log: _log, trace: _trace, ...bare } = deps;
    expect(await changeStore(signedIn({ userInfo: null, customerId: null }), inStore, bare)).toMatchObject({ kind: 'failed' });
    expect(await changeStore(guestView, inStore, bare)).toMatchObject({ kind: 'changed' });
  });
});
