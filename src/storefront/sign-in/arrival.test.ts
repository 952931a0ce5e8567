import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { parseConfigObject } from '../../../spec/schemas/config';
import { memoryCookieJar } from '../cookies';
import type { CookieJar } from '../cookies';
import { memoryStorage } from '../ports';
import type { LocationPort } from '../ports';
import { unavailableBackend } from '../session/backend';
import type { Backend } from '../session/backend';
import { createStorefront } from '../storefront';
import { REDIRECT_URL_COOKIE } from './afterSignIn';
import { arriveAtSignIn, followAfterSignIn } from './arrival';
import { ASSISTANT_STORAGE_KEY } from './assistantSignIn';

const SERVICE = '/account/auth/service/sign-in.html';
const SIGN_IN = '/account/sign-in.html';
const NOW = 1_800_000_000_000;
const policy = { trustedDomains: ['www.freshway.test', 'partner.freshway.test'], defaultRedirect: '/' };
const COMPLETE = '?client_id=assistant&redirect_uri=%2Fcallback&scope=openid&state=s1';

/** An address kept as text, on the storefront's origin; what the page left for. */
function textLocation(start: string) {
  const state = { url: start, left: [] as string[] };
  const port: LocationPort = {
    current: () => {
      const u = new URL(state.url, 'https://www.freshway.test');
      return { pathname: u.pathname, search: u.search, hash: u.hash, host: u.host, href: u.href };
    },
    replace: (path) => void (state.url = path),
    assign: (url) => void state.left.push(url),
  };
  return { state, port };
}

describe('arrival at the sign-in pages', () => {
  it('SIGNIN-06 DEEPLINK-09 a complete assistant request is stored in session storage and an app is asking', () => {
    const session = memoryStorage();
    const arrival = arriveAtSignIn({ pathname: SERVICE, search: COMPLETE, session, issuer: '/idp' });
    expect(arrival).toEqual({ address: `${SERVICE}${COMPLETE}`, appAsking: true, refusal: null });
    expect(JSON.parse(session.getItem(ASSISTANT_STORAGE_KEY)!)).toMatchObject({ clientId: 'assistant', scope: 'openid', state: 's1' });
  });

  it('SIGNIN-06 ERR-38 an assistant request without all four values is refused and stores nothing; the stored values count', () => {
    const session = memoryStorage();
    expect(arriveAtSignIn({ pathname: SERVICE, search: '?client_id=assistant&redirect_uri=%2Fcallback&state=s1', session, issuer: '/idp' })).toMatchObject({ appAsking: true, refusal: 'You are not authorized to Sign-In.' });
    expect(session.getItem(ASSISTANT_STORAGE_KEY)).toBeNull();
    session.setItem(ASSISTANT_STORAGE_KEY, JSON.stringify({ clientId: 'assistant', redirectUri: '/callback', scope: 'openid', state: 's1' }));
    expect(arriveAtSignIn({ pathname: SERVICE, search: '', session, issuer: '/idp' }).refusal).toBeNull();
  });

  it('SIGNIN-07 a partner\'s own client id asks the shopper too; the plain sign-in page has no app asking', () => {
    expect(arriveAtSignIn({ pathname: SERVICE, search: '?clientId=partner&redirect_uri=%2Fcb&state=s', session: memoryStorage(), issuer: '/idp' })).toMatchObject({ appAsking: true, refusal: null });
    expect(arriveAtSignIn({ pathname: SIGN_IN, search: COMPLETE, session: memoryStorage(), issuer: '/idp' })).toMatchObject({ appAsking: false, refusal: null });
  });

  it('SIGNIN-07 a partner client id asks only on the service sign-in page', () => {
    expect(arriveAtSignIn({ pathname: SIGN_IN, search: '?clientId=partner&redirect_uri=%2Fcb&state=s', session: memoryStorage(), issuer: '/idp' })).toMatchObject({ appAsking: false, refusal: null });
    expect(arriveAtSignIn({ pathname: SERVICE, search: '', session: memoryStorage(), issuer: '/idp' })).toEqual({ address: SERVICE, appAsking: false, refusal: null });
  });

  it('REDIRECT-03 a target that would take the page to another origin without being a trusted URL is never navigated to, only logged', () => {
    const offSite = { trustedDomains: ['www.freshway.test'], defaultRedirect: 'https://elsewhere.example/' };
    const { state, port } = textLocation(`${SIGN_IN}?goto=${encodeURIComponent('https://evil.example/steal')}`);
    const logged: string[] = [];
    const decision = followAfterSignIn({ location: port, cookies: memoryCookieJar(), policy: offSite, log: (line) => void logged.push(line) });
    expect(decision).toMatchObject({ accepted: false });
    expect(state.url).toBe(`${SIGN_IN}?goto=${encodeURIComponent('https://evil.example/steal')}`);
    expect(state.left).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('other-origin');
  });

  it('REDIRECT-06 ERR-07 once signed in, goto is followed validated: an untrusted host becomes the default home, a trusted URL is left for', () => {
    for (const [goto, url, left] of [
      ['//evil.example/steal', '/', []],
      ['/contact-us.html', '/contact-us.html', []],
      ['https://partner.freshway.test/back', `${SIGN_IN}?goto=${encodeURIComponent('https://partner.freshway.test/back')}`, ['https://partner.freshway.test/back']],
    ] as const) {
      const { state, port } = textLocation(`${SIGN_IN}?goto=${encodeURIComponent(goto)}`);
      const decision = followAfterSignIn({ location: port, cookies: memoryCookieJar(), policy, log: () => undefined });
      expect(decision?.accepted, goto).toBe(goto !== '//evil.example/steal');
      expect(state.url, goto).toBe(url);
      expect(state.left, goto).toEqual(left);
    }
  });

  it('REDIRECT-06 without goto the recorded redirect cookie is followed and used up; nothing on another page or without either', () => {
    const cookies = memoryCookieJar({ [REDIRECT_URL_COOKIE]: '/foru/coupons-deals.html' });
    const { state, port } = textLocation(SIGN_IN);
    expect(followAfterSignIn({ location: port, cookies, policy, log: () => undefined })).toMatchObject({ accepted: true, target: '/foru/coupons-deals.html' });
    expect(state.url).toBe('/foru/coupons-deals.html');
    expect(cookies.get(REDIRECT_URL_COOKIE)).toBeUndefined();
    expect(followAfterSignIn({ location: textLocation(SIGN_IN).port, cookies, policy, log: () => undefined })).toBeNull();
    const elsewhere = memoryCookieJar({ [REDIRECT_URL_COOKIE]: '/x.html' });
    expect(followAfterSignIn({ location: textLocation('/?goto=%2Fy.html').port, cookies: elsewhere, policy, log: () => undefined })).toBeNull();
    expect(elsewhere.get(REDIRECT_URL_COOKIE)).toBe('/x.html');
  });
});

describe('the core runs the arrival', () => {
  const signedInUser = { userType: 'C', firstName: 'Ana', customerId: 'c-1', UUID: 'uuid-1', SWY_SHOP_TOKEN: 'tok', branchId: '1502', zipcode: '94611', expireTime: NOW + 3_600_000 };

  function core(start: string, options: { backend?: Partial<Backend>; cookies?: CookieJar } = {}) {
    const { state, port } = textLocation(start);
    const events: string[] = [];
    const session = memoryStorage();
    const storefront = createStorefront({
      config: parseConfigObject(simulatorConfig('freshway')),
      banner: banners[0],
      b2b: false,
      cookies: options.cookies ?? memoryCookieJar(),
      backend: { ...unavailableBackend, ...options.backend },
      clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
      local: memoryStorage(),
      session,
      location: port,
      freshId: () => 'grs-test',
      log: () => undefined,
      trace: (e) => void events.push(e),
    });
    return { storefront, state, events, session };
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('SIGNIN-06 ERR-38 MISC-08 the page load finds the refusal, asks for the popup once, however often the page arrives at the same address', async () => {
    const { storefront, events } = core(`${SERVICE}?client_id=assistant&redirect_uri=%2Fcallback&state=s1`);
    await storefront.pageLoad();
    await storefront.signInArrival();
    await storefront.signInArrival();
    expect(storefront.getSnapshot().signInArrival).toMatchObject({ refusal: 'You are not authorized to Sign-In.' });
    expect(events.filter((e) => e === 'assistant:not-authorized')).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(storefront.getSnapshot().userError).toMatchObject({ title: 'Sign-in not available', message: 'You are not authorized to Sign-In.' });
  });

  it('REDIRECT-06 a page load of the sign-in page that finds the shopper signed in follows goto; a guest stays', async () => {
    const signedIn = core(`${SIGN_IN}?goto=%2Fcontact-us.html`, { backend: { userInfo: async () => signedInUser } });
    await signedIn.storefront.pageLoad();
    expect(signedIn.state.url).toBe('/contact-us.html');
    expect(signedIn.events).toContain('afterSignIn:accepted');
    const guest = core(`${SIGN_IN}?goto=%2Fcontact-us.html`);
    await guest.storefront.pageLoad();
    expect(guest.state.url).toBe(`${SIGN_IN}?goto=%2Fcontact-us.html`);
    expect(guest.storefront.getSnapshot().signInArrival).toMatchObject({ appAsking: false, refusal: null });
  });

  it('REDIRECT-06 ERR-07 the session reload after a sign-in on the sign-in page follows the recorded redirect, an untrusted one to home', async () => {
    let user: Record<string, unknown> = { userType: 'G' };
    const cookies = memoryCookieJar({ [REDIRECT_URL_COOKIE]: 'https://evil.example/steal' });
    const { storefront, state, events } = core(SIGN_IN, { backend: { userInfo: async () => user }, cookies });
    await storefront.pageLoad();
    expect(state.url).toBe(SIGN_IN);
    user = signedInUser;
    await storefront.reloadSession();
    expect(state.url).toBe('/');
    expect(events.some((e) => e.startsWith('afterSignIn:') && e !== 'afterSignIn:accepted')).toBe(true);
    expect(storefront.cookies.get(REDIRECT_URL_COOKIE)).toBeUndefined();
  });
});
