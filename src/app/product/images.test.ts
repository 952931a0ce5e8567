import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
