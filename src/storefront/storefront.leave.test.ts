import { describe, expect, it, vi } from 'vitest';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { memoryCookieJar } from './cookies';
import type { CookieJar } from './cookies';
import type { Backend } from './session/backend';
import { SHARED_SESSION_COOKIE } from './session/sessionCookie';
import { testCore } from '../../tests/support/core';

/** The core at `path`: where it replaced the address, which documents it left for, and what it traced. */
function core(path: string, options: { backend?: Partial<Backend>; cookies?: CookieJar; pageMeta?: unknown } = {}) {
  const replaced: string[] = [];
  const assigned: string[] = [];
  const events: string[] = [];
  const storefront = testCore({ href: new URL(path, 'http://www.freshway.test').href, ...options, replaced, assigned, trace: (e) => void events.push(e) });
  return { storefront, replaced, assigned, events };
}

const deniedTo = (redirectPath: string) => ({ allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['DEFAULT'], redirectPath }] });

describe('a page load that leaves the page', () => {
  it('ACCESS-09 REDIRECT-03 a guest on a page for signed-in users goes to its validated redirection inside the storefront, and nothing loads beside it', async () => {
    const storeFlags = vi.fn(async () => ({}));
    const { storefront, replaced, assigned, events } = core('/account/orders.html', { pageMeta: deniedTo('/account/sign-in'), backend: { storeFlags } });
    await storefront.pageLoad();
    await storefront.idle();
    expect(replaced).toContain('/account/sign-in.html');
    expect(assigned).toEqual([]);
    expect(events).toContain('redirect:/account/sign-in.html');
    expect(storeFlags).not.toHaveBeenCalled();
    expect(events.some((e) => e.startsWith('storeFlags:'))).toBe(false);
  });

  it('REDIRECT-03 REDIRECT-04 an untrusted redirection is never followed: the guest goes to the configured default', async () => {
    const { storefront, replaced, assigned } = core('/account/orders.html', { pageMeta: deniedTo('https://evil.test/phish') });
    await storefront.pageLoad();
    expect(replaced.some((p) => p.includes('evil.test'))).toBe(false);
    expect(assigned).toEqual([]);
    expect(replaced).toEqual([parseConfigObject(simulatorConfig('freshway')).domain.defaultRedirect]);
    expect(storefront.getSnapshot().session?.userType).toBe('G');
  });

  it('SIGNIN-04 a keep-me-signed-in user whose check fails leaves the document for single sign-on, never replaced in place', async () => {
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { userType: 'R', storeId: '1605', zipcode: '94739', preference: 'J4U', banner: 'freshway' } } }), SAFEWAY_KMSI: 'true' });
    const { storefront, replaced, assigned, events } = core('/', { cookies, backend: { userInfo: async () => ({ userType: 'G' }) } });
    await storefront.pageLoad();
    await storefront.idle();
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toContain('/bin/wcax/sso?banner=freshway');
    expect(replaced.some((p) => p.includes('/bin/wcax/sso'))).toBe(false);
    expect(events.some((e) => e.startsWith('redirect:/bin/wcax/sso'))).toBe(true);
    // A page left for another document shows no splash.
    expect(storefront.getSnapshot()).toMatchObject({ splash: null, splashDone: true });
  });

  it('ERR-11 SIGNIN-04 a signed-in cookie the upstream no longer knows, without keep-me-signed-in, stays on the page with the session timeout modal', async () => {
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { userType: 'R', storeId: '1605', zipcode: '94739', preference: 'J4U', banner: 'freshway' } } }) });
    const { storefront, assigned } = core('/', { cookies, backend: { userInfo: async () => ({ userType: 'G' }) } });
    await storefront.pageLoad();
    expect(assigned).toEqual([]);
    expect(storefront.getSnapshot().modal).toEqual({ kind: 'timeout' });
    expect(storefront.getSnapshot().session?.userType).toBe('G');
  });
});
