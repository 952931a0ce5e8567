import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostile } from '../../../spec/schemas/addressArbitraries';
import { imageSrc } from './images';

describe('catalogue image addresses', () => {
  it('FORMAT-04 a site path is loaded from the catalogue origin with scl=1', () => {
    expect(imageSrc('/images/products/960012421.svg', '')).toBe('/images/products/960012421.svg?scl=1');
    expect(imageSrc('/images/products/960012421.svg', 'http://127.0.0.1:4011/')).toBe('http://127.0.0.1:4011/images/products/960012421.svg?scl=1');
    expect(imageSrc('https://cdn.example.test/a.png?w=200', '')).toBe('https://cdn.example.test/a.png?w=200&scl=1');
  });

  it('TILES-01 blank, "/", protocol-relative and non-http values have no image', () => {
    for (const v of [undefined, null, '', '  ', '/', '//evil.test/x.svg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'not a url']) expect(imageSrc(v, ''), String(v)).toBeNull();
  });

  it('FORMAT-04 decision 0480 a path the browser reads as another host has no image: backslashes, controls, encoded slashes', () => {
    for (const v of ['/\\evil.example/x.svg', '\\\\evil.example/x.svg', '/\t/evil.example/x.svg', '/%2F/evil.example/x.svg', 'https://user@evil.example/x.svg', 'https:evil.example/x.svg', 'https:\\\\evil.example/x.svg']) {
      expect(imageSrc(v, ''), v).toBeNull();
      expect(imageSrc(v, 'http://127.0.0.1:4011'), v).toBeNull();
    }
  });

  it('property: whatever a hostile address becomes, it loads from the catalogue origin or a host written out in full', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom('', 'http://127.0.0.1:4011'), (v, base) => {
        const src = imageSrc(v, base);
        if (src === null) return;
        // Only the hostile forms that write their host out in full (`http://host/…`) are kept: the page's CSP rules them.
        expect(src, v).toMatch(/^https?:\/\//);
        expect(new URL(src).host, v).toBe(new URL(v).host);
      }),
    );
  });

  it('property: never throws; whatever it answers is a site path or an http(s) URL carrying scl=1', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', 'http://127.0.0.1:4011'), (v, base) => {
        const src = imageSrc(v, base);
        if (src !== null) {
          expect(src.startsWith('/') || /^https?:\/\//.test(src)).toBe(true);
          expect(src).toContain('scl=1');
        }
      }),
    );
  });
});
