import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { memoryCookieJar } from '../shell/cookies';
import { unavailableBackend } from './backend';
import type { Backend } from './backend';
import { establishSession } from './establish';
import { SHARED_SESSION_COOKIE } from './ruleAdapters';

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
