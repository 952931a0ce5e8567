import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { documentCookieJar, memoryCookieJar, siteCookieJar } from './cookies';
import { SESSION_COOKIE } from '../rules/sessionEstablishment';
import { guestSessionCookie } from './session/sessionCookie';

function fakeDocument() {
  const writes: string[] = [];
  return { writes, doc: { location: { protocol: 'http:' }, get cookie() { return ''; }, set cookie(v: string) { writes.push(v); } } as unknown as Document };
}

describe('cookie jar', () => {
  it('COOKIE-11 EXPIRY-01 writes path=/ and shifts an expiry on the storefront clock onto the browser clock', () => {
    const { doc, writes } = fakeDocument();
    const storefrontNow = 1_000_000;
    // The browser's clock is pinned (a whole second: a cookie's expires has no milliseconds), so the shift is exact.
    const browserNow = Date.UTC(2026, 10, 26, 3, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(browserNow);
    try {
      const jar = documentCookieJar(doc, () => storefrontNow);
      jar.set('abs_gsession', '{"info":{}}', storefrontNow + 86_400_000);
    } finally {
      vi.useRealTimers();
    }
    const written = writes[0]!;
    expect(written).toContain('path=/');
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]!);
    expect(expires).toBe(browserNow + 86_400_000);
  });

  it('EXPIRY-08 a null expiry writes a session cookie', () => {
    const { doc, writes } = fakeDocument();
    documentCookieJar(doc).set('ECommRedirectURL', '/x', null);
    expect(writes[0]).not.toContain('expires=');
  });

  it('COOKIE-10 AMBIG-40 the Secure flag follows the secure-cookie setting, not the page protocol: only the string false turns it off', () => {
    for (const [setting, secure] of [[undefined, true], [true, true], [false, true], ['true', true], ['false', false]] as const) {
      const { doc, writes } = fakeDocument();
      documentCookieJar(doc, undefined, { secureSetting: () => setting }).set('abs_gsession', 'v', null);
      expect(writes[0]!.split('; ').includes('Secure'), String(setting)).toBe(secure);
      expect(writes[0]).toMatch(/^abs_gsession=v; path=\/(; |$)/);
    }
  });

  it('COOKIE-09 with cookies disabled a write is kept in memory with its expiry, read back only while unexpired, and never reaches the document', () => {
    const { doc, writes } = fakeDocument();
    let now = 1_000;
    const jar = documentCookieJar(doc, () => now, { cookiesEnabled: () => false });
    jar.set('abs_gsession', '{"info":{}}', 2_000);
    jar.set('ECommRedirectURL', '/x', null);
    expect(writes).toEqual([]);
    expect(jar.get('abs_gsession')).toBe('{"info":{}}');
    expect(jar.all()).toEqual({ abs_gsession: '{"info":{}}', ECommRedirectURL: '/x' });
    now = 2_000;
    expect(jar.get('abs_gsession')).toBeUndefined();
    expect(jar.get('ECommRedirectURL')).toBe('/x');
    jar.remove('ECommRedirectURL');
    expect(jar.all()).toEqual({});
  });

  it('COOKIE-11 a removal expires the cookie at path / in the past, and a later read no longer finds it', () => {
    let header = 'abs_gsession=x; other=y';
    const writes: string[] = [];
    const doc = { get cookie() { return header; }, set cookie(v: string) { writes.push(v); header = header.split('; ').filter((c) => !c.startsWith(`${v.split('=')[0]}=`)).join('; '); } } as unknown as Document;
    const jar = documentCookieJar(doc);
    jar.remove('abs_gsession');
    expect(writes).toHaveLength(1);
    const attributes = writes[0]!.split('; ');
    expect(attributes[0]).toBe('abs_gsession=');
    expect(attributes).toContain('path=/');
    expect(Date.parse(attributes.find((a) => a.startsWith('expires='))!.slice('expires='.length))).toBeLessThanOrEqual(0);
    expect(jar.get('abs_gsession')).toBeUndefined();
    expect(jar.get('other')).toBe('y');
  });

  it('COOKIE-09 with cookies disabled a removal never writes to the document', () => {
    const { doc, writes } = fakeDocument();
    const jar = documentCookieJar(doc, () => 0, { cookiesEnabled: () => false });
    jar.set('abs_gsession', 'v', null);
    jar.remove('abs_gsession');
    expect(writes).toEqual([]);
    expect(jar.get('abs_gsession')).toBeUndefined();
  });

  it('COOKIE-09 without a setting the browser\'s own cookieEnabled decides: off keeps cookies in memory, on or unknown writes them', () => {
    const withNavigator = (defaultView: unknown) => {
      const { doc, writes } = fakeDocument();
      Object.defineProperty(doc, 'defaultView', { value: defaultView });
      const jar = documentCookieJar(doc, () => 0);
      jar.set('abs_gsession', 'v', null);
      return { writes, read: jar.get('abs_gsession') };
    };
    const off = withNavigator({ navigator: { cookieEnabled: false } });
    expect(off.writes).toEqual([]);
    expect(off.read).toBe('v');
    expect(withNavigator({ navigator: { cookieEnabled: true } }).writes).toHaveLength(1);
    expect(withNavigator({}).writes).toHaveLength(1);
    expect(withNavigator(null).writes).toHaveLength(1);
  });

  it('EXPIRY-01 without a clock of its own the jar counts expiry on the browser\'s clock: the attribute is the expiry given', () => {
    const { doc, writes } = fakeDocument();
    const browserNow = Date.UTC(2026, 10, 26, 3, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(browserNow);
    try {
      documentCookieJar(doc).set('abs_gsession', 'v', browserNow + 86_400_000);
    } finally {
      vi.useRealTimers();
    }
    expect(Date.parse(/expires=([^;]+)/.exec(writes[0]!)![1]!)).toBe(browserNow + 86_400_000);
  });

  it('a cookie named like an Object member is a cookie, and a name the header lacks reads as no cookie', () => {
    // Cookie names are tokens: no separators, spaces or control characters.
    const token = fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,12}$/);
    const name = fc.oneof(fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'), token);
    fc.assert(
      fc.property(name, fc.string(), name, (cookie, value, other) => {
        const { doc } = fakeDocument();
        Object.defineProperty(doc, 'cookie', { get: () => `${cookie}=${encodeURIComponent(value)}` });
        const jar = documentCookieJar(doc);
        expect(jar.get(cookie)).toBe(value);
        expect(Object.getOwnPropertyDescriptor(jar.all(), cookie)?.value).toBe(value);
        if (other !== cookie) expect(jar.get(other)).toBeUndefined();
      }),
    );
  });

});

describe('the site cookie jar', () => {
  const b2b = { b2b: true, toggles: { disableB2B: false } };

  it('COOKIE-NAMES-04 on the B2B site writes and removals go to the B_ names, and reads come back under the plain names', () => {
    const raw = memoryCookieJar({ abs_gsession: '{"consumer":1}' });
    const jar = siteCookieJar(raw, b2b);
    expect(jar.get('abs_gsession')).toBeUndefined();
    jar.set('abs_gsession', '{"business":1}', 10);
    jar.set('ECommRedirectURL', '/x', null);
    jar.set('SAFEWAY_KMSI', 'true', 20);
    expect(Object.keys(raw.all()).sort()).toEqual(['B_ECommRedirectURL', 'B_abs_gsession', 'SAFEWAY_KMSI', 'abs_gsession']);
    expect(raw.expiries.get('B_abs_gsession')).toBe(10);
    expect(jar.get('abs_gsession')).toBe('{"business":1}');
    expect(jar.all()).toMatchObject({ abs_gsession: '{"business":1}', ECommRedirectURL: '/x', SAFEWAY_KMSI: 'true' });
    jar.remove('abs_gsession');
    expect(raw.get('B_abs_gsession')).toBeUndefined();
    expect(raw.get('abs_gsession')).toBe('{"consumer":1}');
  });

  it('COOKIE-NAMES-04 the consumer site, or disableB2B, uses the jar as it is; wrapping twice changes nothing', () => {
    const raw = memoryCookieJar();
    expect(siteCookieJar(raw, { b2b: false, toggles: { disableB2B: false } })).toBe(raw);
    expect(siteCookieJar(raw, { b2b: true, toggles: { disableB2B: true } })).toBe(raw);
    const once = siteCookieJar(raw, b2b);
    expect(siteCookieJar(once, b2b)).toBe(once);
  });

  it('COOKIE-NAMES-03 COOKIE-NAMES-04 every own cookie the B2B site writes lands under a B_ name unless it is top-level', () => {
    fc.assert(
      fc.property(fc.constantFrom('abs_gsession', 'ECommSignInCount', 'ECommReInit', 'OrderNumber', 'OTP-SET-PASSWORD', 'ACI_F_DELIVERY_ADDR', 'USED_CREDENTIALS', 'SAFEWAY_KMSI'), fc.string(), (name, value) => {
        const raw = memoryCookieJar();
        siteCookieJar(raw, b2b).set(name, value, null);
        const [written] = Object.keys(raw.all());
        const topLevel = name === 'USED_CREDENTIALS' || name === 'SAFEWAY_KMSI';
        return topLevel ? written === name : /^(ACI_F_)?B_/.test(written ?? '') && siteCookieJar(raw, b2b).get(name) === value;
      }),
    );
  });
});

describe('the site cookie jar with ACI prefixing (decision 0022)', () => {
  const aci = { b2b: false, toggles: { disableB2B: false, isCookieACIPrefixEnabled: true } };
  const released = { b2b: false, toggles: { disableB2B: false, isCookieACIPrefixEnabled: true, enableReleaseACICookie: true } };

  it('COOKIE-NAMES-02 writes go to the ACI name by category; top-level cookies keep theirs', () => {
    const raw = memoryCookieJar();
    const jar = siteCookieJar(raw, aci);
    jar.set('abs_gsession', '{"s":1}', 10);
    jar.set('abs_previouslogin', 'p', null);
    jar.set('SAFEWAY_KMSI', 'true', null);
    expect(Object.keys(raw.all()).sort()).toEqual(['ACI_F_abs_previouslogin', 'ACI_S_abs_gsession', 'SAFEWAY_KMSI']);
    expect(raw.expiries.get('ACI_S_abs_gsession')).toBe(10);
    expect(jar.get('abs_gsession')).toBe('{"s":1}');
  });

  it('COOKIE-NAMES-07 a session from before the switch is still read; a write keeps the old copy unless release is on', () => {
    const kept = memoryCookieJar({ abs_gsession: 'before' });
    const jar = siteCookieJar(kept, aci);
    expect(jar.get('abs_gsession')).toBe('before');
    jar.set('abs_gsession', 'after', null);
    expect(kept.all()).toEqual({ abs_gsession: 'before', ACI_S_abs_gsession: 'after' });
    expect(jar.get('abs_gsession')).toBe('after');

    const freed = memoryCookieJar({ abs_gsession: 'before' });
    siteCookieJar(freed, released).set('abs_gsession', 'after', null);
    expect(freed.all()).toEqual({ ACI_S_abs_gsession: 'after' });
  });

  it('COOKIE-NAMES-07 a removal removes the old copy too, so the old value does not come back', () => {
    const raw = memoryCookieJar({ abs_gsession: 'before', ACI_S_abs_gsession: 'after', sid: 'x' });
    const jar = siteCookieJar(raw, aci);
    jar.remove('abs_gsession');
    expect(jar.get('abs_gsession')).toBeUndefined();
    expect(raw.all()).toEqual({ sid: 'x' });
  });
});

describe('the shared session cookie through the site jar', () => {
  const guest = () => guestSessionCookie({ banner: 'freshway', storeId: '1502', zipcode: '94611', preference: 'J4U', selection: 'default', siteType: 'C', userType: 'G', address: '1 Main St', cookies: {} }).info;
  const site = (enableCookieRestructure: boolean) => ({ b2b: false, toggles: { disableB2B: false, enableCookieRestructure } });

  it('COOKIE-05 AMBIG-20 with enableCookieRestructure on, the guest session keeps store, zip and user type in COMMON only', () => {
    const raw = memoryCookieJar();
    siteCookieJar(raw, site(true)).set(SESSION_COOKIE, JSON.stringify({ info: guest() }), 10);
    const info = JSON.parse(raw.get(SESSION_COOKIE)!).info;
    expect(info.COMMON).toMatchObject({ storeId: '1502', zipcode: '94611', userType: 'G', preference: 'J4U' });
    for (const section of ['J4U', 'SHOP'] as const) {
      expect(info[section], section).not.toHaveProperty('storeId');
      expect(info[section], section).not.toHaveProperty('zipcode');
      expect(info[section], section).not.toHaveProperty('userType');
    }
    expect(info.J4U.address).toBe('1+Main+St');
    expect(raw.expiries.get(SESSION_COOKIE)).toBe(10);
  });

  it('COOKIE-05 with the toggle off the guest session writes store and zip to all three sections, and other cookies are never reshaped', () => {
    const raw = memoryCookieJar();
    siteCookieJar(raw, site(false)).set(SESSION_COOKIE, JSON.stringify({ info: guest() }), 10);
    const info = JSON.parse(raw.get(SESSION_COOKIE)!).info;
    expect(info.J4U).toMatchObject({ storeId: '1502', zipcode: '94611' });
    expect(info.SHOP).toMatchObject({ storeId: '1502', zipcode: '94611' });
    const on = siteCookieJar(raw, site(true));
    on.set('ECommRedirectURL', '{"info":{"J4U":{"storeId":"1"}}}', null);
    expect(raw.get('ECommRedirectURL')).toBe('{"info":{"J4U":{"storeId":"1"}}}');
    on.set(SESSION_COOKIE, 'not json', null);
    expect(raw.get(SESSION_COOKIE)).toBe('not json');
  });
});
