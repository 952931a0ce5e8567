import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asBrowserFollows, inPagePath, routeTarget } from './navigation';
import { validateRedirect } from './redirect';

const ORIGIN = 'http://127.0.0.1:4173';
const policy = { trustedDomains: ['www.freshway.test'], defaultRedirect: '/' };

/**
 * Addresses a hostile link may put where the page reads its own location (the part after the origin), or hand to
 * an in-page navigation: protocol-relative, backslashed, whitespace- and percent-encoded, userinfo, control
 * characters and lookalike hosts.
 */
export const HOSTILE_ADDRESSES = [
  '//evil.example',
  '//evil.example/?action=changeStore&zipcode=94611',
  '//evil.example/?storeId=1502&preference=pickup',
  '//evil.example/home.html?action=changeStore&goto=%2F',
  '/\\evil.example/?action=changeStore&zipcode=94611',
  '\\\\evil.example',
  '\\/evil.example',
  '///evil.example',
  '/\\/evil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\r\n/evil.example',
  '/%2F/evil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '%5C%5Cevil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/./\\evil.example',
  '//user@evil.example',
  '//user:pass@evil.example/x',
  '/@evil.example',
  '//127.0.0.1:4173@evil.example',
  '//127.0.0.1.evil.example',
  '//127.0.0.1:4173.evil.example',
  '//evil.example\\@127.0.0.1:4173',
  'http://evil.example/',
  'https://127.0.0.1:4173@evil.example/',
  'http:\\\\evil.example',
  'HTTP://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//ｅｖｉｌ.example',
  '//evil%2Eexample',
];

const originOf = (path: string, page: string) => new URL(path, page).origin;

describe('in-page navigation (decision 0024)', () => {
  it('REDIRECT-04 a hostile address from the page address or a rule becomes a path on the page\'s own origin, or is refused', () => {
    for (const a of HOSTILE_ADDRESSES) {
      const page = `${ORIGIN}/${a}`;
      const step = routeTarget(a, page);
      if (step.kind === 'in-page') expect(originOf(step.path, page), a).toBe(ORIGIN);
      else expect(step.kind, a).toBe('refused');
      // What the page builds from its own location (App: `${location.pathname}${search}`) always stays.
      const u = new URL(page);
      const own = routeTarget(`${u.pathname}${u.search}${u.hash}`, page);
      expect(own.kind, a).toBe('in-page');
      if (own.kind === 'in-page') expect(originOf(own.path, page), a).toBe(ORIGIN);
      expect(originOf(inPagePath(a), ORIGIN), a).toBe(ORIGIN);
    }
  });

  it('REDIRECT-04 the issue\'s reproductions: the page opened as //evil.example/… keeps its origin and path', () => {
    const page = `${ORIGIN}//evil.example/?action=changeStore&zipcode=94611`;
    expect(routeTarget('//evil.example/?cmpid=a', page)).toEqual({ kind: 'in-page', path: '/evil.example/?cmpid=a' });
    expect(routeTarget('/\\evil.example/', page)).toEqual({ kind: 'in-page', path: '/evil.example/' });
    expect(routeTarget('https://evil.example/', page)).toEqual({ kind: 'refused', reason: 'other-origin' });
    expect(routeTarget('//user@evil.example/', page)).toEqual({ kind: 'in-page', path: '/user@evil.example/' });
    expect(inPagePath('https://www.freshway.test/home.html?x=1#h')).toBe('/home.html?x=1#h');
    expect(inPagePath('//evil.example/home.html')).toBe('/evil.example/home.html');
  });

  it('REDIRECT-01 ordinary in-page addresses are kept as written (paths, queries, fragments, relative names)', () => {
    const page = `${ORIGIN}/shop/aisles/produce.html?loc=1502`;
    expect(routeTarget('/shop/cart.html', page)).toEqual({ kind: 'in-page', path: '/shop/cart.html' });
    expect(routeTarget('/shop/search-results.html?q=milk#top', page)).toEqual({ kind: 'in-page', path: '/shop/search-results.html?q=milk#top' });
    expect(routeTarget('?loc=1510', page)).toEqual({ kind: 'in-page', path: '/shop/aisles/produce.html?loc=1510' });
    expect(routeTarget(`${ORIGIN}/home.html`, page)).toEqual({ kind: 'in-page', path: '/home.html' });
    expect(routeTarget(undefined, page)).toEqual({ kind: 'refused', reason: 'not-an-address' });
    expect(inPagePath('/shop/a.html?x=1')).toBe('/shop/a.html?x=1');
    expect(inPagePath(42)).toBe('/');
    // Every run of leading slashes and backslashes is one slash; inner ones are the path's own.
    expect(inPagePath('///evil.example/x')).toBe('/evil.example/x');
    expect(inPagePath('/\\/evil.example/x')).toBe('/evil.example/x');
    expect(inPagePath('a//b')).toBe('/a//b');
    expect(inPagePath('http://www.freshway.test/b?y')).toBe('/b?y');
    // Another scheme names no path on any site, whatever its case; an address that does not parse is home.
    for (const a of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://www.freshway.test/a', 'http://[::1']) expect(inPagePath(a), a).toBe('/');
  });

  it('REDIRECT-02 REDIRECT-03 only an accepted trusted-URL decision leaves the origin; a refused one goes to its default redirect', () => {
    const page = `${ORIGIN}/account/sign-in.html`;
    expect(routeTarget(validateRedirect('https://www.freshway.test/cart.html', policy), page)).toEqual({ kind: 'leave', url: 'https://www.freshway.test/cart.html' });
    expect(routeTarget(validateRedirect('https://evil.example/', policy), page)).toEqual({ kind: 'in-page', path: '/' });
    expect(routeTarget(validateRedirect('/shop/cart.html', policy), page)).toEqual({ kind: 'in-page', path: '/shop/cart.html' });
    // A bare string naming the trusted host is not a validated decision: it stays refused.
    expect(routeTarget('https://www.freshway.test/cart.html', page).kind).toBe('refused');
    expect(routeTarget(validateRedirect('http://www.freshway.test/a', policy), page)).toEqual({ kind: 'leave', url: 'http://www.freshway.test/a' });
    expect(routeTarget({ accepted: true, kind: 'trusted-url', target: 'HTTPS://www.freshway.test/a', rules: [] }, page)).toEqual({ kind: 'leave', url: 'HTTPS://www.freshway.test/a' });
  });

  it('REDIRECT-03 REDIRECT-04 only what an accepted trusted-URL decision names may leave: anything shaped otherwise stays or is refused', () => {
    const page = `${ORIGIN}/account/sign-in.html`;
    const refusedElsewhere = { kind: 'refused', reason: 'other-origin' };
    // Not a decision at all: an object is no address.
    expect(routeTarget({ target: '/shop/cart.html' }, page)).toEqual({ kind: 'refused', reason: 'not-an-address' });
    expect(routeTarget(null, page)).toEqual({ kind: 'refused', reason: 'not-an-address' });
    expect(routeTarget({ accepted: true, kind: 'trusted-url' }, page)).toEqual({ kind: 'refused', reason: 'not-an-address' });
    // A refused decision, a path decision and a decision whose URL is not http(s) are followed as in-page addresses only.
    expect(routeTarget({ accepted: false, kind: 'trusted-url', target: 'https://evil.example/', rules: [] }, page)).toEqual(refusedElsewhere);
    expect(routeTarget({ accepted: true, kind: 'path', target: 'https://evil.example/', rules: [] }, page)).toEqual(refusedElsewhere);
    expect(routeTarget({ accepted: true, kind: 'trusted-url', target: 'javascript:alert(1)', rules: [] }, page)).toEqual(refusedElsewhere);
    // A page with no origin of its own (a file) has no same-origin address.
    expect(routeTarget('/x', 'file:///srv/storefront/index.html')).toEqual(refusedElsewhere);
    expect(routeTarget('/x', 'not a page address')).toEqual({ kind: 'refused', reason: 'unparseable' });
  });

  it('REDIRECT-04 an address as the browser follows it: tabs and newlines gone, backslashes read as slashes up to the query', () => {
    expect(asBrowserFollows('/\t/evil.example')).toBe('//evil.example');
    expect(asBrowserFollows(' /\\evil.example/x?a=\\b#c\\d ')).toBe('//evil.example/x?a=\\b#c\\d');
    expect(asBrowserFollows('http:\\\\evil.example\\x')).toBe('http://evil.example/x');
    expect(asBrowserFollows('/shop/cart.html?q=1')).toBe('/shop/cart.html?q=1');
    for (const c of ['\t', '\n', '\r']) expect(asBrowserFollows(`/${c}/evil.example`), JSON.stringify(c)).toBe('//evil.example');
    // Only the ends lose their blanks and controls; inside, the parser encodes a space rather than dropping it.
    expect(asBrowserFollows('  \u0000/a b\u0001  ')).toBe('/a b');
    // A fragment alone also ends the part where backslashes are slashes.
    expect(asBrowserFollows('/a\\b#c\\d')).toBe('/a/b#c\\d');
  });

  const hostileChar = fc.constantFrom('/', '\\', '%', '2', 'F', 'f', '5', 'C', '0', '9', '@', ':', '.', '?', '#', '\t', '\n', ' ', '\u0000', 'e', 'v', 'h', 'x', 'ｅ', 'http:', 'https://', 'evil.example');
  const address = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.webUrl(), fc.array(hostileChar, { maxLength: 16 }).map((a) => a.join('')));

  it('REDIRECT-04 for any string as the page address, the URL the router would go to has the page\'s origin (generated)', () => {
    fc.assert(
      fc.property(address, (s) => {
        const page = new URL(`${ORIGIN}/${s}`);
        const own = routeTarget(`${page.pathname}${page.search}${page.hash}`, page.href);
        if (own.kind !== 'in-page' || originOf(own.path, page.href) !== ORIGIN) return false;
        // The path itself starts with exactly one slash, so history.pushState can never read it as another host.
        return /^\/(?![/\\])/.test(own.path);
      }),
      { numRuns: 2000 },
    );
  });

  it('REDIRECT-04 any string handed to the router goes nowhere but the page\'s origin unless it is a validated decision (generated)', () => {
    fc.assert(
      fc.property(address, address, (pagePart, to) => {
        const page = new URL(`${ORIGIN}/${pagePart}`).href;
        const step = routeTarget(to, page);
        if (step.kind === 'leave') return false;
        const rebuilt = inPagePath(to);
        if (!/^\/(?![/\\])/.test(rebuilt) || originOf(rebuilt, page) !== ORIGIN) return false;
        return step.kind === 'refused' || originOf(step.path, page) === ORIGIN;
      }),
      { numRuns: 2000 },
    );
  });

  it('REDIRECT-04 an accepted trusted-URL decision leaves only for an address that begins with http(s)://, wherever else such text appears', () => {
    const page = `${ORIGIN}/account/sign-in.html`;
    for (const target of ['javascript:alert("https://www.freshway.test/")', 'data:text/html,https://www.freshway.test/', ' https://www.freshway.test/']) {
      const step = routeTarget({ accepted: true, kind: 'trusted-url', target, rules: [] }, page);
      expect(step.kind, target).not.toBe('leave');
    }
  });

  it('REDIRECT-04 a scheme after the leading slashes stays a path on this site: the slashes collapse to one, never to none', () => {
    expect(inPagePath('//javascript:alert(1)')).toBe('/javascript:alert(1)');
    expect(inPagePath('///data:text/html,x')).toBe('/data:text/html,x');
    expect(inPagePath('/\\mailto:x@y')).toBe('/mailto:x@y');
  });
});
