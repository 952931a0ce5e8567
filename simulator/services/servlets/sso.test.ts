import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runtimes, startHarness } from '../../testing/harness';
import type { Harness } from '../../testing/harness';
import { isAllowedRedirect } from '../identity/routes';

// CALL-04 single sign-on's goto over each runtime, the HTTP server included (the one a browser follows in live mode).
const STOREFRONT = 'http://127.0.0.1:4174';

describe.each(runtimes)('single sign-on redirects (%s)', (runtime) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(runtime);
  });
  afterAll(async () => h.close());

  const sso = (goto: string, referer = `${STOREFRONT}/`) =>
    h.fetch(`/bin/wcax/sso?banner=freshway&goto=${encodeURIComponent(goto)}`, { redirect: 'manual', headers: { referer } });

  it('REDIRECT-04 ERR-07 a control character in goto is a 400, not a redirect and not a server error', async () => {
    for (const goto of ['/\n/evil.example', '/\t/evil.example/x', '/\r/evil.example', '/shop/cart\u0000.html', '/x\u007f', '\t//evil.example']) {
      const res = await sso(goto);
      expect(res.status, JSON.stringify(goto)).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.json()).toMatchObject({ errorCode: 'INVALID_GOTO' });
    }
  });

  it('REDIRECT-04 REDIRECT-05 hostile goto values end on the storefront\'s home page (protocol-relative, backslashes, encoded slashes, userinfo, lookalike hosts)', async () => {
    for (const goto of ['//evil.example', '/\\evil.example', '\\\\evil.example', '/%09/evil.example', '/%2F/evil.example', '/%2F%2Fevil.example', '%2F%2Fevil.example', '/.//evil.example', '//user@evil.example', 'http://127.0.0.1@evil.example/', 'http://127.0.0.1.evil.example/', 'https://evil.example/', 'http:/\\evil.example/', 'javascript:alert(1)']) {
      const res = await sso(goto);
      expect(res.status, goto).toBe(302);
      expect(res.headers.get('location'), goto).toBe(`${STOREFRONT}/`);
    }
    // A userinfo-looking path is a path of the site: it stays there.
    expect((await sso('/@evil.example')).headers.get('location')).toBe(`${STOREFRONT}/@evil.example`);
  });

  it('REDIRECT-01 REDIRECT-02 a same-site path and a page of this host are followed, as the browser reads them', async () => {
    expect((await sso('/shop/cart.html?x=1')).headers.get('location')).toBe(`${STOREFRONT}/shop/cart.html?x=1`);
    expect((await sso('/shop\\cart.html')).headers.get('location')).toBe(`${STOREFRONT}/shop/cart.html`);
    expect((await sso('/shop/caf\u00e9.html')).headers.get('location')).toBe(`${STOREFRONT}/shop/caf%C3%A9.html`);
    expect((await sso(`${STOREFRONT}/shop/aisles/produce.html?sort=a#top`)).headers.get('location')).toBe(`${STOREFRONT}/shop/aisles/produce.html?sort=a`);
  });

  it('REDIRECT-04 whatever goto holds, the browser lands on this host or gets a 400 (generated)', async () => {
    const piece = fc.constantFrom('/', '\\', '%2F', '%5C', '%09', '\t', '\n', '@', ':', '.', 'evil.example', '127.0.0.1', 'http:', 'https://', '?', '#', 'x');
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.array(piece, { maxLength: 10 }).map((a) => a.join(''))), async (goto) => {
        const res = await sso(goto);
        // eslint-disable-next-line no-control-regex
        if (res.status === 400) return /[\u0000-\u001f\u007f]/.test(goto);
        const location = res.headers.get('location');
        if (res.status !== 302 || location === null) return false;
        return new URL(location, STOREFRONT).hostname === '127.0.0.1';
      }),
      { numRuns: 150 },
    );
  });
});

describe('the identity provider\'s redirect targets', () => {
  it('REDIRECT-06 redirect_uri and post_logout_redirect_uri go through the same REDIRECT rules', () => {
    for (const uri of ['/account/callback', 'http://127.0.0.1:4174/callback', 'https://www.freshway.test/x']) expect(isAllowedRedirect(uri), uri).toBe(true);
    for (const uri of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/\t/evil.example', '/\n/evil.example', 'http://127.0.0.1@evil.example/', 'http://user@127.0.0.1/', 'https://www.freshway.test.evil.example/', 'javascript:alert(1)', '/.//evil.example']) {
      expect(isAllowedRedirect(uri), uri).toBe(false);
    }
  });
});
