import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { REDIRECT_URL_COOKIE } from '../rules/access';
import { KMSI_COOKIE } from '../rules/cookieNames';
import { changeStore, finishRegistration, followAfterSignIn, refreshSession, signIn, signInArrival, signInWithSessionToken, switchBanner } from './commands';
import { memoryCookieJar } from './cookies';
import { RESET_PASSWORD_URL } from './sign-in/signInFlow';
import { reduceSnapshot } from './snapshot';
import { memoryStorage } from './ports';
import { BackendError, unavailableBackend } from './session/backend';
import type { Backend } from './session/backend';
import type { SessionView } from './session/establish';
import type { CommandCore, StorefrontSnapshot } from './storefront';

const NOW = 1_800_000_000_000;

const session = (userType: string): SessionView => ({ userType, storeId: '1502', zipcode: '94611', preference: 'DELIVERY', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: 'Ana', customerId: null, userInfo: null, how: 'test', rules: [] });

/** A command core over test ports: what the commands asked of it, in order. */
function fakeCore(options: { href?: string; snapshot?: Partial<StorefrontSnapshot>; backend?: Partial<Backend>; afterReload?: Partial<StorefrontSnapshot> } = {}) {
  let url = new URL(options.href ?? '/', 'https://www.freshway.test');
  const asked: string[] = [];
  let snapshot = { session: null, modal: null, signInPrefill: null, signInArrival: null, ...options.snapshot } as StorefrontSnapshot;
  const cookies = memoryCookieJar();
  const core: CommandCore = {
    ports: {
      config: parseConfigObject(simulatorConfig('freshway')),
      banner: banners[0],
      b2b: false,
      cookies,
      backend: { ...unavailableBackend, ...options.backend },
      clock: { now: () => NOW, setTimeout: () => 0, clearTimeout: () => undefined },
      local: memoryStorage(),
      session: memoryStorage(),
      location: {
        current: () => ({ pathname: url.pathname, search: url.search, hash: url.hash, host: url.host, href: url.href }),
        replace: (path) => void asked.push(`replace ${path}`),
        assign: (to) => void asked.push(`assign ${to}`),
      },
      freshId: () => 'id-1',
      log: (line) => void asked.push(`log ${line}`),
    },
    cookies,
    snapshot: () => snapshot,
    dispatch: (action) => {
      snapshot = reduceSnapshot(snapshot, action);
      asked.push(`dispatch ${action.type}`);
    },
    setSession: () => void asked.push('setSession'),
    showToast: (text) => void asked.push(`toast ${text}`),
    showStoredNotice: () => void asked.push('storedNotice'),
    showUserError: (title, message) => void asked.push(`userError ${title}: ${message}`),
    reloadSession: async () => {
      asked.push('reload');
      if (options.afterReload) snapshot = { ...snapshot, ...options.afterReload };
    },
    signOutClient: async () => {
      asked.push(`signOut cookies=${Object.keys(cookies.all()).join(',')}`);
      for (const name of Object.keys(cookies.all())) cookies.remove(name);
    },
    trace: (event) => void asked.push(`trace ${event}`),
    leaveTo: (target) => void asked.push(`leave ${target}`),
    href: () => url.href,
    scheduleReload: () => void asked.push('scheduleReload'),
  };
  return { core, asked, cookies, snapshot: () => snapshot, goTo: (href: string) => void (url = new URL(href, 'https://www.freshway.test')) };
}

describe('the commands a shopper or another script starts', () => {
  it('CROSS-BANNER-06 with no modal open at all the switch does nothing', async () => {
    const f = fakeCore({ snapshot: { modal: null } });
    await switchBanner(f.core);
    expect(f.asked).toEqual([]);
  });

  it('ERR-10 STORE-CHANGE-07 a store change the rule refuses changes no session, says nothing and leaves nothing', async () => {
    const f = fakeCore({ snapshot: { session: session('C') } });
    const outcome = await changeStore(f.core, session('C'), { storeId: '2210', zipcode: '85004', preference: 'J4U' });
    expect(outcome.kind).toBe('failed');
    expect(f.asked.filter((a) => !a.startsWith('trace') && !a.startsWith('log'))).toEqual([]);
  });

  it("CROSS-BANNER-06 a signed-in shopper's store of another banner leaves for that banner", async () => {
    const view: SessionView = { ...session('C'), customerId: 'c-1', userInfo: { userId: 'u-1', UUID: 'uuid-1', SWY_SHOP_TOKEN: 'tok' } };
    const f = fakeCore({ snapshot: { session: view }, backend: { updateProfileStores: async () => undefined } });
    const outcome = await changeStore(f.core, view, { storeId: '2210', zipcode: '85004', preference: 'J4U', banner: 'valleymarket' });
    expect(outcome.kind).toBe('leave');
    if (outcome.kind === 'leave') expect(f.asked).toContain(`leave ${outcome.url}`);
    expect(f.asked.some((a) => a === 'setSession' || a.startsWith('toast'))).toBe(false);
  });

  it('SESSION-EST-13 AMBIG-54 a failed refresh of a keep-me-signed-in session signs out and marks keep-me-signed-in error on the core clock', async () => {
    const f = fakeCore({ snapshot: { session: session('C') }, backend: { refreshSession: async () => Promise.reject(new BackendError('HTTP 500', 500)) } });
    f.cookies.set(KMSI_COOKIE, 'true', null);
    const outcome = await refreshSession(f.core);
    expect(outcome.kind).toBe('failed');
    expect(f.asked.some((a) => a.startsWith('signOut'))).toBe(true);
    expect(f.cookies.get(KMSI_COOKIE)).toBe('error');
    expect(f.cookies.expiries.get(KMSI_COOKIE)).toBeGreaterThan(NOW);
  });

  it('SIGNIN-03 a refresh is not due without a session or without keep-me-signed-in', async () => {
    const refresh = vi.fn(async () => ({ status: 'ACTIVE', login: null }));
    const none = fakeCore({ snapshot: { session: null }, backend: { refreshSession: refresh } });
    none.cookies.set(KMSI_COOKIE, 'true', null);
    expect(await refreshSession(none.core)).toEqual({ kind: 'not-due' });
    const notKept = fakeCore({ snapshot: { session: session('C') }, backend: { refreshSession: refresh } });
    expect(await refreshSession(notKept.core)).toEqual({ kind: 'not-due' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('SIGNIN-03 EXPIRY-06 a sign-in with keep-me-signed-in stores it for 90 days from the core clock', async () => {
    const f = fakeCore({ backend: provider('SUCCESS'), afterReload: { session: session('C') } });
    await signInWithCode(f.core, true);
    expect(f.cookies.get(KMSI_COOKIE)).toBe('true');
    expect(f.cookies.expiries.get(KMSI_COOKIE)).toBe(NOW + 90 * 86_400_000);
  });

  it('SIGNIN-06 the arrival at another sign-in address (another path or query) is decided again', async () => {
    const f = fakeCore({ href: '/account/auth/service/sign-in.html?client_id=a&state=s' });
    await signInArrival(f.core, false);
    f.goTo('/account/auth/service/sign-in.html?client_id=b&state=t');
    await signInArrival(f.core, false);
    f.goTo('/account/sign-in.html?client_id=b&state=t');
    await signInArrival(f.core, false);
    expect(f.asked.filter((a) => a === 'dispatch signInArrived')).toHaveLength(3);
  });

  it('SESSION-EST-15 the session-token sign-in hands off, then loads the session again and shows the stored notice once', async () => {
    const followAuthorize = vi.fn(async () => undefined);
    const f = fakeCore({ backend: { followAuthorize } });
    expect(await signInWithSessionToken(f.core, 'sess-1', 'account-created')).toBe('signed-in');
    expect(followAuthorize).toHaveBeenCalledTimes(1);
    expect(f.cookies.get(KMSI_COOKIE)).toBe('true');
    expect(f.asked.filter((a) => !a.startsWith('trace'))).toEqual(['reload', 'storedNotice']);
  });

  it('CROSS-BANNER-06 the conflict modal\'s switch goes to the previous banner\'s single sign-on with this page as goto', async () => {
    const conflict = { kind: 'conflict', current: { banner: 'freshway', storeId: '1502' }, previous: { banner: 'valleymarket', storeId: '2210' } } as const;
    const f = fakeCore({ href: '/shop/aisles.html', snapshot: { modal: conflict } });
    await switchBanner(f.core);
    expect(f.asked).toHaveLength(1);
    const sso = new URL(f.asked[0]!.replace(/^assign /, ''));
    expect(sso.pathname).toMatch(/sso$/);
    expect(sso.searchParams.get('banner')).toBe('valleymarket');
    expect(sso.searchParams.get('goto')).toBe('https://www.freshway.test/shop/aisles.html');
  });

  it('CROSS-BANNER-06 a banner without a single sign-on address closes the modal; without a conflict nothing happens', async () => {
    const unknown = fakeCore({ snapshot: { modal: { kind: 'conflict', current: { banner: 'freshway', storeId: '1' }, previous: { banner: 'nowhere', storeId: '2' } } } });
    await switchBanner(unknown.core);
    expect(unknown.asked).toEqual(['dispatch modalClosed']);
    expect(unknown.snapshot().modal).toBeNull();
    // SPLASH-06: the conflict flow is over, so the splash waiting for it may go on.
    expect(unknown.snapshot().profileChecked).toBe(true);
    const none = fakeCore({ snapshot: { modal: { kind: 'signIn' } } });
    await switchBanner(none.core);
    expect(none.asked).toEqual([]);
  });

  it('SESSION-EST-17 EXPIRY-08 a signed-in user finishing registration is signed out silently, keeps the session-length redirect cookie, and the session loads again', async () => {
    const f = fakeCore({ snapshot: { session: session('C') } });
    f.cookies.set('sid', 's-1', null);
    expect(await finishRegistration(f.core, '/account/welcome.html')).toBe(true);
    expect(f.asked).toEqual(['trace registration:finished', 'signOut cookies=sid', 'reload']);
    expect(f.cookies.get(REDIRECT_URL_COOKIE)).toBe('/account/welcome.html');
    expect(f.cookies.expiries.get(REDIRECT_URL_COOKIE)).toBeNull();
  });

  it('SESSION-EST-17 a guest, or no session, finishing registration changes nothing', async () => {
    for (const view of [session('G'), null]) {
      const f = fakeCore({ snapshot: { session: view } });
      expect(await finishRegistration(f.core, '/x.html')).toBe(false);
      expect(f.asked).toEqual([]);
      expect(f.cookies.all()).toEqual({});
    }
  });

  it('SIGNIN-08 the sign-in starts with the email the page load found', async () => {
    const f = fakeCore({ snapshot: { signInPrefill: { email: 'pp@example.com', locked: true } } });
    expect((await signIn(f.core, {})).state()).toMatchObject({ input: 'pp@example.com', locked: true });
  });

  it('OTP-10 ERR-39 a sign-in loads the session again and welcomes only a session still signed in', async () => {
    const signedIn = fakeCore({ backend: provider('SUCCESS'), afterReload: { session: session('C') } });
    await signInWithCode(signedIn.core);
    expect(signedIn.asked.filter((a) => !a.startsWith('trace'))).toEqual(['reload', "toast Welcome back. you're now signed in."]);

    for (const after of [{ session: session('G') }, {}]) {
      const other = fakeCore({ backend: provider('SUCCESS'), afterReload: after });
      await signInWithCode(other.core);
      expect(other.asked.filter((a) => !a.startsWith('trace'))).toEqual(['reload']);
    }
  });

  it('OTP-05 the reset link the flow leaves for is assigned', async () => {
    const f = fakeCore({ backend: provider('PASSWORD_EXPIRED') });
    await signInWithCode(f.core);
    expect(f.asked.filter((a) => !a.startsWith('trace'))).toEqual([`assign ${RESET_PASSWORD_URL}`]);
  });

  it('SIGNIN-06 ERR-38 MISC-08 the arrival at a sign-in page asks for the refusal popup once per address', async () => {
    const f = fakeCore({ href: '/account/auth/service/sign-in.html?client_id=a&state=s' });
    await signInArrival(f.core, false);
    await signInArrival(f.core, false);
    expect(f.asked).toEqual(['dispatch signInArrived', 'trace assistant:not-authorized', 'userError Sign-in not available: You are not authorized to Sign-In.']);
    expect(f.snapshot().signInArrival).toMatchObject({ refusal: 'You are not authorized to Sign-In.' });
    const plain = fakeCore({ href: '/account/sign-in.html' });
    await signInArrival(plain.core, false);
    expect(plain.asked).toEqual(['dispatch signInArrived']);
  });

  it('REDIRECT-06 a signed-in shopper on the sign-in page follows goto, validated; the trace names the decision', async () => {
    const f = fakeCore({ href: '/account/sign-in.html?goto=%2Fcontact-us.html' });
    await signInArrival(f.core, true);
    expect(f.asked).toEqual(['dispatch signInArrived', 'replace /contact-us.html', 'trace afterSignIn:accepted']);
    const evil = fakeCore({ href: '/account/sign-in.html?goto=%2F%2Fevil.example' });
    await followAfterSignIn(evil.core);
    expect(evil.asked[0]).toBe('replace /');
    expect(evil.asked[1]).toMatch(/^trace afterSignIn:(?!accepted)/);
    const none = fakeCore({ href: '/account/sign-in.html' });
    await followAfterSignIn(none.core);
    expect(none.asked).toEqual([]);
  });
});

/** A provider that sends an email code and answers its verification with `status`. */
function provider(status: string): Partial<Backend> {
  return {
    authn: async () => ({ stateToken: 'st-1', factors: [{ id: 'email-1', factorType: 'email' }] }),
    sendCode: async () => undefined,
    verify: async () => ({ status, sessionToken: 'sess-1' }),
    followAuthorize: async () => undefined,
  };
}

async function signInWithCode(core: CommandCore, keepMeSignedIn = false) {
  const flow = await signIn(core, {});
  if (keepMeSignedIn) await flow.dispatch({ type: 'KMSI_TOGGLED', checked: true });
  await flow.dispatch({ type: 'INPUT_CHANGED', value: 'ana@example.com' });
  await flow.dispatch({ type: 'SUBMIT_IDENTIFIER' });
  await flow.dispatch({ type: 'CODE_CHANGED', value: '123456' });
  await flow.dispatch({ type: 'SUBMIT_CODE' });
}
