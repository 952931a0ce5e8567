import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { FeatureToggles } from '../../../spec/schemas/config';
import { memoryStorage } from '../ports';
import { memoryCookieJar } from '../cookies';
import { BackendError, unavailableBackend } from './backend';
import type { Backend } from './backend';
import { establishSession, writeSession } from './establish';
import { SHARED_SESSION_COOKIE } from './sessionCookie';

const freshway = banners[0];
const NOW = 1_700_000_000_000;

function run(search: string, backend: Partial<Backend> = {}, cookies = memoryCookieJar()) {
  const replaceSearch = vi.fn();
  const promise = establishSession({ search, banner: freshway, b2b: false, cookies, backend: { ...unavailableBackend, ...backend }, now: NOW, replaceSearch });
  return { promise, cookies, replaceSearch };
}

describe('page-load session establishment', () => {
  it('SESSION-EST-05 GUEST-STORE-11 GUEST-STORE-16 EXPIRY-01 an anonymous visitor gets the banner default store as a 24-hour guest session', async () => {
    const { promise, cookies } = run('');
    const view = await promise;
    expect(view).toMatchObject({ userType: 'G', storeId: '1502', zipcode: '94611', preference: 'J4U' });
    const info = JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!).info;
    expect(info.COMMON).toMatchObject({ userType: 'G', Selection: 'default', preference: 'J4U', storeId: '1502', zipcode: '94611', banner: 'freshway' });
    expect(cookies.expiries.get(SHARED_SESSION_COOKIE)).toBe(NOW + 24 * 3_600_000);
  });

  it('DEEPLINK-07 SESSION-EST-03 a validated pickup deep link becomes the session with preference DUG, and leaves the URL', async () => {
    const validateStore = vi.fn(async () => ({ isValid: true, storeId: '1510', zipcode: '94612' }));
    const { promise, replaceSearch } = run('?storeId=1510&preference=PICKUP&zipcode=94612&cmpid=a', { validateStore });
    const view = await promise;
    expect(validateStore).toHaveBeenCalledWith({ banner: 'freshway', storeId: '1510', preference: 'pickup', zipcode: '94612' });
    expect(view).toMatchObject({ storeId: '1510', zipcode: '94612', preference: 'DUG', userType: 'G' });
    expect(replaceSearch).toHaveBeenCalledWith('?cmpid=a');
  });

  it('SESSION-EST-04 an invalid deep link leaves the default guest session', async () => {
    const view = await run('?storeId=9999&preference=delivery', { validateStore: async () => ({ isValid: false, storeId: null, zipcode: null }) }).promise;
    expect(view).toMatchObject({ storeId: '1502', preference: 'J4U' });
  });

  it('SESSION-EST-04 a resolver failure during deep-link validation leaves the default guest session', async () => {
    const view = await run('?storeId=12&preference=instore').promise;
    expect(view.storeId).toBe('1502');
  });

  it('DEEPLINK-06 a deep link without preference is not validated at all', async () => {
    const validateStore = vi.fn();
    await run('?storeId=1510', { validateStore }).promise;
    expect(validateStore).not.toHaveBeenCalled();
  });

  it('COOKIE-06 an unparseable session cookie is treated as empty and replaced by a guest session', async () => {
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: '{not json' });
    const view = await run('', {}, cookies).promise;
    expect(view.userType).toBe('G');
    expect(JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!).info.COMMON.storeId).toBe('1502');
  });

  it('an existing guest session is kept on the next page load', async () => {
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { userType: 'G', storeId: '2000', zipcode: '94000', preference: 'DELIVERY' } } }) });
    const view = await run('', {}, cookies).promise;
    expect(view).toMatchObject({ storeId: '2000', zipcode: '94000', preference: 'DELIVERY' });
  });
});

describe('the store told before the session (onStoreKnown)', () => {
  const cases: [string, string, Partial<Backend>, Record<string, string>][] = [
    ['a new guest (default store)', '', {}, {}],
    ['a validated deep link', '?storeId=1510&preference=PICKUP&zipcode=94612', { validateStore: async () => ({ isValid: true, storeId: '1510', zipcode: '94612' }) }, {}],
    ['an existing guest session', '', {}, { [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { userType: 'G', storeId: '2000', zipcode: '94000', preference: 'DELIVERY' } } }) }],
    ['a signed-in user from user info', '', { userInfo: async () => ({ userType: 'R', firstName: 'Ana', branchId: '1605', zipcode: '94739', SWY_SHOP_TOKEN: 't', expireTime: NOW + 3_600_000 }) }, {}],
  ];
  for (const [name, search, backend, cookies] of cases) {
    it(`SESSION-EST-07 ${name}: the store is told while its address is still being fetched, and is the session's`, async () => {
      let release: () => void = () => undefined;
      const addressAsked = new Promise<void>((resolve) => (release = resolve));
      const told: string[] = [];
      const promise = establishSession({
        search,
        banner: freshway,
        b2b: false,
        cookies: memoryCookieJar(cookies),
        backend: { ...unavailableBackend, ...backend, storeAddress: async (id) => (await addressAsked, { line1: `${id} Main`, city: 'Oakland', state: 'CA', zipcode: '94611' }) },
        now: NOW,
        replaceSearch: () => undefined,
        onStoreKnown: (id) => told.push(id),
      });
      await vi.waitFor(() => expect(told).toHaveLength(1));
      release();
      const view = await promise;
      expect(told).toEqual([view.storeId]);
      expect(view.storeAddress?.line1).toBe(`${view.storeId} Main`);
    });
  }
});

describe('the page-load plan', () => {
  it('SESSION-EST-01 SESSION-EST-20 an anonymous visitor with a houseId and no sign-in yet leaves for single sign-on with goto', async () => {
    const view = await establishSession({ search: '?ml=x', pathname: '/shop/aisles/produce.html', banner: freshway, b2b: false, cookies: memoryCookieJar(), backend: { ...unavailableBackend, userInfo: async () => ({ userType: 'A', houseId: 'h-1' }) }, now: NOW, replaceSearch: () => undefined });
    expect(view.leave?.full).toBe(true);
    expect(view.leave?.target).toMatch(/^\/bin\/wcax\/sso\?banner=freshway&idp=false&goto=%2Fshop%2Faisles%2Fproduce\.html%3Fml%3Dx&setReInit=true&ml=x$/);
  });

  it('SESSION-EST-02 with the sign-in count at 1 the same visitor stays', async () => {
    const view = await establishSession({ search: '', pathname: '/', banner: freshway, b2b: false, cookies: memoryCookieJar({ ECommSignInCount: '1' }), backend: { ...unavailableBackend, userInfo: async () => ({ userType: 'A', houseId: 'h-1' }) }, now: NOW, replaceSearch: () => undefined });
    expect(view.leave).toBeUndefined();
    expect(view.storeId).toBe('1502');
  });

  it('SESSION-EST-09 a stored flag reopens the sign-in modal after reload', async () => {
    const view = await establishSession({ search: '', pathname: '/', banner: freshway, b2b: false, cookies: memoryCookieJar(), backend: unavailableBackend, now: NOW, replaceSearch: () => undefined, storage: { reopenSignInModal: 'true' } });
    expect(view.openSignIn).toBe(true);
  });
});

describe('the user info model of a page load', () => {
  const answer = { userType: 'R', customerId: '5501', SWY_SHOP_TOKEN: 'tok', expireTime: NOW + 3_600_000, branchId: '1605', zipcode: '94739', preferenceMode: 'DUG', deliveryAddress: '12 Oak St, Apt 4, Oakland, CA, 94611', emailPrompt180: true, phonePrompt180: false, unattendedDeliveryIsEnabled: 'yes', isARenrolled: 'no' };
  const load = (toggles: Record<string, unknown>) =>
    establishSession({ search: '', pathname: '/', banner: freshway, b2b: false, cookies: memoryCookieJar(), backend: { ...unavailableBackend, userInfo: async () => answer as never }, now: NOW, replaceSearch: () => undefined, toggles: FeatureToggles.parse(toggles) });

  it('USER-TYPES-10 USER-TYPES-11 USER-TYPES-14 ADDRESS-01 ADDRESS-02 the session holds the rules\' reading of the answer, not the answer', async () => {
    const view = await load({});
    expect(view.userInfo).toMatchObject({ unattendedDeliveryIsEnabled: false, preferenceMode: 'dug', deliveryAddr: { line1: '12 Oak St', line2: 'Apt 4', city: 'Oakland', state: 'CA', zip: '94611' } });
    expect(view.userInfo).not.toHaveProperty('isARenrolled');
    expect(view.preference).toBe('DUG');
  });

  it('STORE-FLAGS-09 STORAGE-04 the offers store rewards come from the numbered custom fields, and the geolocation holder from both sides', async () => {
    const withJ4u = { ...answer, j4u: { storeId: '1502', zipcode: '94611', storeData: { customFields: [{ id: 24995, value: 'true' }, { id: 23763, value: 'false' }, { id: 18786, value: 'RP-9' }] } } };
    const view = await establishSession({ search: '', pathname: '/', banner: freshway, b2b: false, cookies: memoryCookieJar(), backend: { ...unavailableBackend, userInfo: async () => withJ4u as never }, now: NOW, replaceSearch: () => undefined });
    const info = view.userInfo as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the model's fields are inspected one by one
    expect(info.j4u.storeData.storeRewards).toMatchObject({ storeId: '1502', hasGroceryDelivery: true, hasDUG: false, hasRushDelivery: false, rewardsProgramId: 'RP-9', gasRewardsId: null });
    expect(info.geolocation).toMatchObject({ zipcodeJ4U: '94611', storeIDJ4U: '1502', zipcodeSHOP: '94739', storeIDSHOP: '1605' });
  });

  it('USER-TYPES-12 the 180-day prompts exist only while isAccount180DaysEnabled is on', async () => {
    expect(Object.keys((await load({})).userInfo ?? {})).not.toEqual(expect.arrayContaining(['emailPrompt180']));
    expect((await load({ isAccount180DaysEnabled: true })).userInfo).toMatchObject({ emailPrompt180: true, phonePrompt180: false });
  });
});

describe('session events on page load', () => {
  const signedInCookie = (userType = 'C') => JSON.stringify({ info: { COMMON: { userType, storeId: '1605', zipcode: '94739', preference: 'J4U', banner: 'freshway' } } });
  const signedIn = { userType: 'C', customerId: '5501', UUID: 'u-1', SWY_SHOP_TOKEN: 'tok', expireTime: NOW + 3_600_000, branchId: '1605', zipcode: '94739', firstName: 'Sam' };
  const load = (cookies: ReturnType<typeof memoryCookieJar>, backend: Partial<Backend>, log: (line: string) => void = () => undefined) =>
    establishSession({ search: '', pathname: '/', banner: freshway, b2b: false, cookies, backend: { ...unavailableBackend, ...backend }, now: NOW, replaceSearch: () => undefined, log });

  it('ERR-11 SESSION-EST-14 a signed-in session cookie whose user info answers guest: timeout modal over a guest page at the same store', async () => {
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: signedInCookie() });
    const view = await load(cookies, { userInfo: async () => ({ userType: 'G' }) });
    expect(view).toMatchObject({ sessionTimeout: true, userType: 'G', storeId: '1605', zipcode: '94739' });
    expect(view.leave).toBeUndefined();
    expect(JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!).info.COMMON).toMatchObject({ userType: 'G', storeId: '1605' });
    expect(cookies.expiries.get(SHARED_SESSION_COOKIE)).toBe(NOW + 24 * 3_600_000);
  });

  it('SIGNIN-04 the failed check of a keep-me-signed-in user leaves for single sign-on instead of the modal', async () => {
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: signedInCookie('R'), SAFEWAY_KMSI: 'true' });
    const view = await load(cookies, { userInfo: async () => ({ userType: 'G' }) });
    expect(view.sessionTimeout).toBeUndefined();
    expect(view.leave).toEqual({ target: '/bin/wcax/sso?banner=freshway&idp=false&goto=%2F&setReInit=true', full: true });
  });

  it('ERR-05 a failed user-info call with a signed-in cookie shows nothing: the check needs an answer', async () => {
    const view = await load(memoryCookieJar({ [SHARED_SESSION_COOKIE]: signedInCookie() }), {});
    expect(view.sessionTimeout).toBeUndefined();
  });

  it('SIGNIN-03 CALL-48 a keep-me-signed-in user has the provider session refreshed on the page load', async () => {
    const refreshSession = vi.fn(async () => ({ status: 'ACTIVE', login: 'shopper@freshway.test' }));
    const view = await load(memoryCookieJar({ SAFEWAY_KMSI: 'true' }), { userInfo: async () => signedIn, refreshSession });
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(view).toMatchObject({ userType: 'C', refresh: { kind: 'ok' } });
  });

  it('SESSION-EST-11 SESSION-EST-02 an ACTIVE refresh resets the sign-in count and welcomes back, unless single sign-on is still needed here', async () => {
    const refreshSession = async () => ({ status: 'ACTIVE', login: 'shopper@freshway.test' });
    const at = (cookies: ReturnType<typeof memoryCookieJar>) =>
      establishSession({ search: '', pathname: '/', host: 'www.freshway.test', banner: freshway, b2b: false, cookies, backend: { ...unavailableBackend, userInfo: async () => signedIn, refreshSession }, now: NOW, replaceSearch: () => undefined, log: () => undefined });
    // Back from single sign-on (count 1), nothing asks for another: the count is reset and the shopper welcomed back.
    const back = memoryCookieJar({ SAFEWAY_KMSI: 'true', ECommSignInCount: '1' });
    expect(await at(back)).toMatchObject({ userType: 'C', refresh: { kind: 'ok', welcomeBack: true } });
    expect(back.get('ECommSignInCount')).toBe('0');
    // Already 0: reset again, but no second welcome.
    expect((await at(back)).refresh).not.toHaveProperty('welcomeBack');
    expect(back.get('ECommSignInCount')).toBe('0');
    // The re-init cookie names this host: only the count stops the redirect, so it is kept.
    const guarded = memoryCookieJar({ SAFEWAY_KMSI: 'true', ECommSignInCount: '1', ECommReInit: 'www' });
    const view = await at(guarded);
    expect(view.leave).toBeUndefined();
    expect(view.refresh).toMatchObject({ kind: 'ok' });
    expect(view.refresh).not.toHaveProperty('welcomeBack');
    expect(guarded.get('ECommSignInCount')).toBe('1');
  });

  it('SESSION-EST-11 COOKIE-NAMES-04 on the B2B site the reset goes to the B_ sign-in count', async () => {
    const cookies = memoryCookieJar({ SAFEWAY_KMSI: 'true', B_ECommSignInCount: '2' });
    await establishSession({ search: '', pathname: '/', host: 'business.freshway.test', banner: freshway, b2b: true, cookies, backend: { ...unavailableBackend, userInfo: async () => ({ ...signedIn, siteType: 'B' }), refreshSession: async () => ({ status: 'MFA_ENROLL', login: null }) }, now: NOW, replaceSearch: () => undefined, log: () => undefined });
    expect(cookies.get('B_ECommSignInCount')).toBe('0');
    expect(cookies.get('ECommSignInCount')).toBeUndefined();
  });

  it('SIGNIN-03 without keep-me-signed-in, or as a guest, there is no refresh', async () => {
    const refreshSession = vi.fn(async () => ({ status: 'ACTIVE', login: 'x' }));
    await load(memoryCookieJar(), { userInfo: async () => signedIn, refreshSession });
    await load(memoryCookieJar({ SAFEWAY_KMSI: 'true' }), { userInfo: async () => ({ userType: 'G' }), refreshSession });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('ERR-16 ERR-13 a failed refresh signs out and the page is established again as a guest at the default store', async () => {
    let providerSession = true;
    const signOut = vi.fn(async () => {
      providerSession = false;
    });
    const log = vi.fn();
    const cookies = memoryCookieJar({ SAFEWAY_KMSI: 'true', sid: 's-1' });
    const view = await load(cookies, { userInfo: async () => (providerSession ? signedIn : { userType: 'G' }), refreshSession: async () => Promise.reject(new BackendError('refused', 403)), signOut }, log);
    expect(signOut).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('Session refresh returned 403');
    expect(view).toMatchObject({ userType: 'G', storeId: '1502', refresh: { kind: 'failed', status: 403 } });
    expect(cookies.get('SAFEWAY_KMSI')).toBe('error');
    expect(cookies.get('sid')).toBeUndefined();
  });

  it('SESSION-EST-10 the first-login marker of the re-init cookie is carried on the session for the profile check', async () => {
    const view = await load(memoryCookieJar({ ECommReInit: 'firstlogin' }), { userInfo: async () => signedIn });
    expect(view.firstLogin).toBe(true);
    const again = await load(memoryCookieJar(), { userInfo: async () => signedIn });
    expect(again.firstLogin).toBeUndefined();
  });
});

describe('the page load after a sign-in hand-off (CALL-30)', () => {
  const signedIn = { userType: 'C', customerId: '5501', UUID: 'u-1', SWY_SHOP_TOKEN: 'tok', expireTime: NOW + 3_600_000, branchId: '1502', zipcode: '94611' };
  function afterHandOff(userInfoText: Backend['userInfoText'], storage: Record<string, string> = { signInHandOff: 'true' }) {
    const local = memoryStorage(Object.entries(storage));
    const removeStorage = vi.spyOn(local, 'removeItem');
    const promise = establishSession({ search: '?q=milk', pathname: '/shop/search-results.html', banner: freshway, b2b: false, cookies: memoryCookieJar(), backend: { ...unavailableBackend, userInfo: async () => signedIn, ...(userInfoText ? { userInfoText } : {}) }, now: NOW, replaceSearch: () => undefined, storage, local });
    return { promise, removeStorage };
  }

  it('SESSION-EST-18 the shop token confirms the session: the page stays, and the mark is used up', async () => {
    const { promise, removeStorage } = afterHandOff(async () => ({ userType: 'C', SWY_SHOP_TOKEN: 'tok' }));
    const view = await promise;
    expect(view).toMatchObject({ handOffCheck: 'ok', userType: 'C' });
    expect(view.leave).toBeUndefined();
    expect(removeStorage).toHaveBeenCalledWith('signInHandOff');
  });

  it('ERR-49 SESSION-EST-20 without SWY_SHOP_TOKEN the page leaves for single sign-on with goto the page', async () => {
    const view = await afterHandOff(async () => ({ userType: 'C' })).promise;
    expect(view.handOffCheck).toBe('single-sign-on');
    expect(view.leave).toEqual({ target: '/bin/wcax/sso?banner=freshway&idp=false&goto=%2Fshop%2Fsearch-results.html%3Fq%3Dmilk&setReInit=true', full: true });
  });

  it('ERR-35 AMBIG-21 a failed call reloads the same page', async () => {
    const view = await afterHandOff(async () => Promise.reject(new BackendError('down', 500))).promise;
    expect(view).toMatchObject({ handOffCheck: 'reload', leave: { target: '/shop/search-results.html?q=milk', full: true } });
  });

  it('SESSION-EST-18 an ordinary page load (no hand-off mark) makes no CALL-30', async () => {
    const userInfoText = vi.fn(async () => ({ userType: 'C', SWY_SHOP_TOKEN: 'tok' }));
    const view = await afterHandOff(userInfoText, {}).promise;
    expect(userInfoText).not.toHaveBeenCalled();
    expect(view.handOffCheck).toBeUndefined();
  });
});

describe('a failed refresh on the page load after a sign-in hand-off', () => {
  it('ERR-16 SESSION-EST-18 the guest page load that follows the forced sign-out does not confirm a shop session again', async () => {
    let providerSession = true;
    const userInfoText = vi.fn(async () => (providerSession ? { userType: 'C', SWY_SHOP_TOKEN: 'tok' } : {}));
    const view = await establishSession({
      search: '',
      pathname: '/',
      banner: freshway,
      b2b: false,
      cookies: memoryCookieJar({ SAFEWAY_KMSI: 'true' }),
      backend: {
        ...unavailableBackend,
        userInfo: async () => (providerSession ? { userType: 'C', customerId: '5501', SWY_SHOP_TOKEN: 'tok', expireTime: NOW + 3_600_000 } : { userType: 'G' }),
        userInfoText,
        refreshSession: async () => Promise.reject(new BackendError('refused', 404)),
        signOut: async () => {
          providerSession = false;
        },
      },
      now: NOW,
      replaceSearch: () => undefined,
      storage: { signInHandOff: 'true' },
      log: () => undefined,
    });
    expect(userInfoText).toHaveBeenCalledOnce();
    expect(view.leave).toBeUndefined();
    expect(view).toMatchObject({ userType: 'G', refresh: { kind: 'failed', status: 404 } });
  });
});

describe('the session cookie write', () => {
  it('EXPIRY-01 EXPIRY-02 AMBIG-10 a guest session lasts 24 hours whatever the case of its user type, a signed-in one 45 minutes', () => {
    const cookies = memoryCookieJar();
    for (const [userType, ttl] of [['G', 24 * 3_600_000], ['g', 24 * 3_600_000], ['C', 45 * 60_000], ['R', 45 * 60_000]] as const) {
      writeSession(cookies, { info: { COMMON: { userType } } }, userType, NOW);
      expect(cookies.expiries.get(SHARED_SESSION_COOKIE), userType).toBe(NOW + ttl);
    }
  });
});
