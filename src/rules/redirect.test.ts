import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateGoto, validateRedirect, redirectModule } from './redirect';

const policy = { trustedDomains: ['www.freshway.test', 'Shop.Freshway.test'], defaultRedirect: '/' };
const PAGE_ORIGIN = 'https://www.freshway.test';
const TRUSTED_HOSTS = new Set(['www.freshway.test', 'shop.freshway.test']);

const accepted = (t: unknown) => validateRedirect(t, policy).accepted;

describe('redirect validation', () => {
  it('REDIRECT-01 a same-site path beginning with a single / is used as is', () => {
    for (const t of ['/', '/cart.html', '/shop/search-results.html?q=milk#top', '/a/b/../c', '/x?next=//evil.test']) {
      const d = validateRedirect(t, policy);
      expect(d).toMatchObject({ accepted: true, target: t, kind: 'path' });
      expect(d.rules).toEqual(['REDIRECT-01']);
    }
  });

  it('REDIRECT-02 an http(s) URL whose host is in the trusted list is used (host compared case-insensitively, port ignored)', () => {
    expect(validateRedirect('https://www.freshway.test/cart.html', policy)).toMatchObject({ accepted: true, target: 'https://www.freshway.test/cart.html', kind: 'trusted-url' });
    expect(accepted('HTTP://WWW.FRESHWAY.TEST/x')).toBe(true);
    expect(accepted('https://shop.freshway.test:8443/x')).toBe(true);
    expect(validateRedirect('https://shop.freshway.test/', policy).rules).toEqual(['REDIRECT-02', 'REDIRECT-05']);
  });

  it('REDIRECT-03 other schemes, untrusted hosts, relative paths without / and empty targets get the default redirect', () => {
    for (const t of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'ftp://www.freshway.test/x', 'https://evil.test/', 'cart.html', './cart.html', '', 'mailto:x@y.test', ' /cart.html']) {
      const d = validateRedirect(t, policy);
      expect(d.accepted, t).toBe(false);
      expect(d.target).toBe('/');
      expect(d.rules.at(-1)).toBe('REDIRECT-03');
    }
    expect(validateRedirect(undefined, policy)).toMatchObject({ accepted: false, target: '/', refusal: 'not-a-string' });
    expect(validateRedirect(null, { ...policy, defaultRedirect: '/home.html' }).target).toBe('/home.html');
  });

  it('REDIRECT-04 protocol-relative, backslash, control-character and percent-encoded slash tricks are refused', () => {
    for (const t of [
      '//evil.test',
      '/\\evil.test',
      '\\\\evil.test',
      '\\/evil.test',
      '/\t/evil.test',
      '/\n/evil.test',
      '/\r\n/evil.test',
      '/%2F%2Fevil.test',
      '/%2f/evil.test',
      '/%5Cevil.test',
      '/%5cevil.test',
      '/%252F%252Fevil.test',
      '/%25252F/evil.test',
      '/%255Cevil.test',
      '/%09/evil.test',
      '/ /evil.test',
      '/./\\evil.test',
      '/.//evil.test',
      '/%2e%2e//evil.test',
      '/cart\u0000.html',
      '/cart\u007f.html',
      'https://www.freshway.test/\tx',
    ]) {
      const d = validateRedirect(t, policy);
      expect(d.accepted, JSON.stringify(t)).toBe(false);
      expect(d.target).toBe('/');
    }
  });

  it('REDIRECT-05 the parsed host is checked: userinfo, lookalike hosts, trusted names in path, query or fragment do not count', () => {
    for (const t of [
      'https://www.freshway.test@evil.test/',
      'https://user:pass@www.freshway.test/',
      'https://www.freshway.test.evil.test/',
      'https://evilwww.freshway.test/',
      'https://freshway.test/',
      'https://evil.test/www.freshway.test',
      'https://evil.test/?h=www.freshway.test',
      'https://evil.test/#www.freshway.test',
      'https://evil.test\\@www.freshway.test/',
      'https://www.freshway.test./',
      'https://xn--www-freshway-test.evil/',
    ]) {
      expect(accepted(t), t).toBe(false);
    }
  });

  it('REDIRECT-02 trusted entries written with a port or as a URL still name their host', () => {
    const p = { trustedDomains: ['www.freshway.test:8443', 'https://shop.freshway.test/'], defaultRedirect: '/' };
    expect(validateRedirect('https://www.freshway.test/x', p).accepted).toBe(true);
    expect(validateRedirect('https://shop.freshway.test/x', p).accepted).toBe(true);
    expect(validateRedirect('https://freshway.test/x', p).accepted).toBe(false);
  });

  it('REDIRECT-02 AMBIG-02 a trusted entry is a host in any case and with blanks around it; an IPv6 host is a host, not a port', () => {
    const p = { trustedDomains: [' WWW.Freshway.TEST ', '[::1]', ' https://Shop.Freshway.test '], defaultRedirect: '/' };
    expect(validateRedirect('https://www.freshway.test/x', p).accepted).toBe(true);
    expect(validateRedirect('https://shop.freshway.test/x', p).accepted).toBe(true);
    expect(validateRedirect('http://[::1]/x', p)).toMatchObject({ accepted: true, target: 'http://[::1]/x' });
  });

  it('REDIRECT-05 an entry that is not a URL trusts nothing, and the list is not read as text', () => {
    const p = { trustedDomains: ['https://', 'http://[::1', 'https://exa mple.test/'], defaultRedirect: '/' };
    for (const t of ['https://www.freshway.test/', 'http://[::1]/']) expect(validateRedirect(t, p), t).toMatchObject({ accepted: false, refusal: 'untrusted-host' });
  });

  it('REDIRECT-03 REDIRECT-04 REDIRECT-05 every refusal says why and which rules refused it, and always goes to the default redirect', () => {
    const refusals: [unknown, string, string[]][] = [
      [undefined, 'not-a-string', ['REDIRECT-03']],
      [42, 'not-a-string', ['REDIRECT-03']],
      ['', 'empty', ['REDIRECT-03']],
      ['/cart\u0000.html', 'control-character', ['REDIRECT-04', 'REDIRECT-03']],
      ['https://www.freshway.test/\tx', 'control-character', ['REDIRECT-04', 'REDIRECT-03']],
      ['//evil.test', 'protocol-relative', ['REDIRECT-04', 'REDIRECT-03']],
      ['/\\evil.test', 'protocol-relative', ['REDIRECT-04', 'REDIRECT-03']],
      ['\\\\evil.test', 'protocol-relative', ['REDIRECT-04', 'REDIRECT-03']],
      ['\\/evil.test', 'protocol-relative', ['REDIRECT-04', 'REDIRECT-03']],
      ['/%2F%2Fevil.test', 'encoded-protocol-relative', ['REDIRECT-04', 'REDIRECT-03']],
      ['/.//evil.test', 'encoded-protocol-relative', ['REDIRECT-04', 'REDIRECT-03']],
      ['cart.html', 'relative-without-slash', ['REDIRECT-03']],
      [' /cart.html', 'relative-without-slash', ['REDIRECT-03']],
      ['javascript:alert(1)', 'scheme-not-http', ['REDIRECT-03']],
      ['FTP://www.freshway.test/x', 'scheme-not-http', ['REDIRECT-03']],
      ['https://', 'unparseable', ['REDIRECT-05', 'REDIRECT-03']],
      ['http://[::1', 'unparseable', ['REDIRECT-05', 'REDIRECT-03']],
      ['https://user:pass@www.freshway.test/', 'userinfo', ['REDIRECT-05', 'REDIRECT-03']],
      ['https://user@www.freshway.test/', 'userinfo', ['REDIRECT-05', 'REDIRECT-03']],
      ['https://:pass@www.freshway.test/', 'userinfo', ['REDIRECT-05', 'REDIRECT-03']],
      ['https://@www.freshway.test/', 'userinfo', ['REDIRECT-05', 'REDIRECT-03']],
      ['https://evil.test/', 'untrusted-host', ['REDIRECT-05', 'REDIRECT-03']],
      ['https://www.freshway.test.evil.test/', 'untrusted-host', ['REDIRECT-05', 'REDIRECT-03']],
    ];
    const p = { ...policy, defaultRedirect: '/home.html' };
    for (const [t, refusal, rules] of refusals) expect(validateRedirect(t, p), JSON.stringify(t)).toEqual({ accepted: false, target: '/home.html', refusal, rules });
  });

  it('REDIRECT-04 a path whose leading part decodes, at any depth, to a start the browser reads as another host is refused', () => {
    // `%25` is an encoded `%`: each one more level of encoding, here 13 levels of an encoded `/`.
    for (const t of ['/%09%09/evil.test', '/%0a%0d/evil.test', '/%7F/evil.test', '/%00/evil.test', '/%25%32%46/evil.test', `/%${'25'.repeat(12)}2F/evil.test`]) {
      expect(validateRedirect(t, policy), t).toMatchObject({ accepted: false, refusal: 'encoded-protocol-relative' });
    }
    // Deep nesting that decodes to nothing dangerous (an `A`) is an ordinary path.
    const deep = `/%${'25'.repeat(12)}41/x`;
    expect(validateRedirect(deep, policy)).toEqual({ accepted: true, target: deep, kind: 'path', rules: ['REDIRECT-01'] });
  });

  it('REDIRECT-02 a backslash after the authority is the browser\'s slash; a scheme must be exactly http or https, at the start', () => {
    expect(validateRedirect('https://www.freshway.test/a\\b', policy)).toMatchObject({ accepted: true, target: 'https://www.freshway.test/a/b' });
    for (const t of ['xhttps://www.freshway.test/', 'https2://www.freshway.test/', 'httpx://www.freshway.test/']) expect(validateRedirect(t, policy), t).toMatchObject({ accepted: false, refusal: 'scheme-not-http' });
    expect(validateRedirect('cart.html?next=https://www.freshway.test/', policy)).toMatchObject({ accepted: false, refusal: 'relative-without-slash' });
  });

  it('REDIRECT-05 an @ or a colon in the path, query or fragment is no userinfo', () => {
    for (const t of ['https://www.freshway.test/a:b@c', 'https://www.freshway.test/?u=a@b', 'https://www.freshway.test/#x@y']) expect(validateRedirect(t, policy), t).toMatchObject({ accepted: true, target: t });
  });

  it('REDIRECT-06 goto and the assistant redirect_uri go through the same validation', () => {
    expect(validateGoto('/cart.html', policy)).toMatchObject({ accepted: true, rules: ['REDIRECT-06', 'REDIRECT-01'] });
    expect(validateGoto('https://evil.test/cb', policy)).toMatchObject({ accepted: false, target: '/' });
    expect(validateGoto('//evil.test', policy).rules).toContain('REDIRECT-06');
  });

  it('REDIRECT-03 never throws on any string and always answers with a target', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const d = validateRedirect(s, policy);
        expect(typeof d.target).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  const piece = fc.constantFrom('/', '\\', '%2F', '%2f', '%5C', '%5c', '%252F', '%255C', '@', ':', '.', '..', '\t', '\n', '\r', '\u0000', ' ', '#', '?', 'https:', 'http:', 'javascript:', 'data:', 'ftp:', '//', 'www.freshway.test', 'shop.freshway.test', 'evil.test', 'www.freshway.test.evil.test', 'user', 'x', '%', '%00', '%09', 'WWW.FRESHWAY.TEST', ':443', '[::1]');
  const hostile = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));

  it('REDIRECT-04 REDIRECT-05 an accepted target never resolves to an origin other than the page or a trusted host (generated hostile inputs)', () => {
    fc.assert(
      fc.property(hostile, (t) => {
        const d = validateRedirect(t, policy);
        if (!d.accepted) return;
        for (const candidate of [t, d.target]) {
          const url = new URL(candidate, PAGE_ORIGIN);
          const trusted = (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && TRUSTED_HOSTS.has(url.hostname);
          expect(url.origin === PAGE_ORIGIN || trusted, `${JSON.stringify(t)} → ${url.origin}`).toBe(true);
        }
        if (d.kind === 'path') expect(new URL(t, PAGE_ORIGIN).pathname.startsWith('//')).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it('REDIRECT-01 validation is idempotent: an accepted target is accepted again unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.webUrl(), fc.webPath()), (t) => {
        const d = validateRedirect(t, policy);
        if (d.accepted) expect(validateRedirect(d.target, policy)).toMatchObject({ accepted: true, target: d.target });
      }),
      { numRuns: 1000 },
    );
  });

  it('REDIRECT-02 the registered module runs its example', () => {
    const input = redirectModule.input.parse(redirectModule.example);
    expect(redirectModule.run(input)).toMatchObject({ accepted: true, kind: 'trusted-url' });
  });
});
