import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentCookieJar, parseCookieHeader } from './cookies';

function fakeDocument() {
  const writes: string[] = [];
  return { writes, doc: { location: { protocol: 'http:' }, get cookie() { return ''; }, set cookie(v: string) { writes.push(v); } } as unknown as Document };
}

describe('cookie jar', () => {
  it('COOKIE-11 EXPIRY-01 writes path=/ and shifts an expiry on the storefront clock onto the browser clock', () => {
    const { doc, writes } = fakeDocument();
    const storefrontNow = 1_000_000;
    const jar = documentCookieJar(doc, () => storefrontNow);
    const before = Date.now();
    jar.set('abs_gsession', '{"info":{}}', storefrontNow + 86_400_000);
    const written = writes[0]!;
    expect(written).toContain('path=/');
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]!);
    expect(Math.abs(expires - (before + 86_400_000))).toBeLessThan(2_000);
  });

  it('EXPIRY-08 a null expiry writes a session cookie', () => {
    const { doc, writes } = fakeDocument();
    documentCookieJar(doc).set('ECommRedirectURL', '/x', null);
    expect(writes[0]).not.toContain('expires=');
  });

  it('values round-trip through encoding, whatever they contain', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const header = `a=${encodeURIComponent(value)}`;
        expect(parseCookieHeader(header).a).toBe(value);
      }),
    );
  });

  it('a malformed header never throws and undecodable values come back raw', () => {
    expect(parseCookieHeader('x=%E0%A4%A; =y; novalue; z=1')).toEqual({ x: '%E0%A4%A', z: '1' });
    fc.assert(fc.property(fc.string(), (header) => void parseCookieHeader(header)));
  });
});
