import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configuredHosts, HEADERS_FILE, HEADERS_JSON, inlineScriptHashes, writeSecurityHeaders } from './securityHeaders';

/** A published configuration's raw form (CONFIG-01: a JSON string per section), services under `base`. */
function liveConfig(base: string, servletBase = base): Record<string, string> {
  const sections = {
    identity: { host: `${base}/idp`, issuer: `${base}/idp/oauth2/default`, clientId: 'web', redirectUri: '/bin/wcax/authorize/callback', logoutUrl: `${base}/idp/oauth2/default/v1/logout` },
    preloadStoreFlags: { path: `${base}/apim/storeflags/v1/stores`, subscriptionKey: 'k' },
    search: { sellerSearchTemplate: '/shop/marketplace/search-results.{sellerId}.html?q={q}', wineSearchTemplate: '/shop/vineandcellar/search-results.html?q={q}' },
    domain: { trustedDomains: ['www.freshway.test'], defaultRedirect: '/', servletProvider: 'wcax', servletBase, signOutPath: '/bin/wcax/signout' },
    bannerDomainMap: { freshway: 'www.freshway.test' },
  };
  return { banner: 'freshway', ...Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, JSON.stringify(v)])) };
}
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (head: string, body: string) => `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n${head}\n  </head>\n  <body><div id="root"></div>${body}</body>\n</html>\n`;
/** The policy's directives by name. */
const directives = (policy: string) => new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&') ?? null;

describe('the live build’s Content-Security-Policy (decision 0481)', () => {
  it('property: every inline script of a page, and only those, is hashed, in document order', () => {
    const text = fc.string({ maxLength: 40 }).filter((s) => !/<\/script/i.test(s));
    fc.assert(
      fc.property(fc.array(fc.tuple(text, fc.boolean()), { maxLength: 5 }), (scripts) => {
        const html = page('', scripts.map(([t, external]) => (external ? `<script type="module" src="/assets/a.js"></script>` : `<script>${t}</script>`)).join(''));
        expect(inlineScriptHashes(html)).toEqual(scripts.filter(([, external]) => !external).map(([t]) => sha(t)));
      }),
    );
  });

  it('the configured hosts: every service origin may be called, pictures come from the servlet base', () => {
    const raw = liveConfig('https://api.freshway.test', 'https://www.freshway.test');
    const hosts = configuredHosts(raw);
    expect(hosts.connect).toEqual(['https://api.freshway.test', 'https://www.freshway.test']);
    expect(hosts.img).toEqual(['https://www.freshway.test']);
    // A same-origin configuration (paths only) names no other host; the banner domain map is where shoppers go, not a service.
    const local = configuredHosts(liveConfig('', ''));
    expect(local).toEqual({ connect: [], img: [] });
  });

  it('each page gets a meta policy with its own scripts’ hashes before them; the headers file covers every page and forbids framing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dir, 'index.html'), page('    <link rel="stylesheet" href="/assets/style.css">', '<script>var shell=1</script><script>var loader=1</script>'));
    writeFileSync(join(dir, 'product.html'), page('    <script>var early=1</script>', '<script>var shell=1</script><script>var loader=1</script>'));
    const raw = liveConfig('http://127.0.0.1:4011');
    // Written twice (the configuration published again): one policy per page, still matching the scripts.
    writeSecurityHeaders(dir, raw);
    writeSecurityHeaders(dir, raw);
    for (const [name, scripts] of [
      ['index.html', ['var shell=1', 'var loader=1']],
      ['product.html', ['var early=1', 'var shell=1', 'var loader=1']],
    ] as const) {
      const html = readFileSync(join(dir, name), 'utf8');
      expect(html.match(/http-equiv="Content-Security-Policy"/g), name).toHaveLength(1);
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), name).toBeLessThan(html.indexOf('<script'));
      const meta = directives(metaPolicy(html)!);
      expect(meta.get('script-src'), name).toEqual(["'self'", ...scripts.map(sha)]);
      // A meta element cannot carry frame-ancestors (the browser ignores it and says so).
      expect(meta.has('frame-ancestors'), name).toBe(false);
      expect(meta.get('style-src')).toEqual(["'self'"]);
    }
    const headers = (JSON.parse(readFileSync(join(dir, HEADERS_JSON), 'utf8')) as Record<string, Record<string, string>>)['/*']!;
    // The `_headers` file carries the same, one `Name: value` line each under `/*`.
    const lines = readFileSync(join(dir, HEADERS_FILE), 'utf8').split('\n');
    expect(lines).toContain('/*');
    for (const [name, value] of Object.entries(headers)) expect(lines).toContain(`  ${name}: ${value}`);
    const policy = directives(headers['Content-Security-Policy']!);
    expect(policy.get('script-src')).toEqual(expect.arrayContaining([sha('var early=1'), sha('var shell=1'), sha('var loader=1')]));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4011']);
    expect(policy.get('img-src')).toEqual(["'self'", 'http://127.0.0.1:4011']);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBeTruthy();
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
  });
});
