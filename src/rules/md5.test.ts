import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceId } from './configRules';
import { md5 } from './md5';

describe('MD5 for the device id', () => {
  it('CONFIG-06 answers the RFC 1321 test suite', () => {
    const suite: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
      ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
      ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [text, hash] of suite) expect(md5(text), JSON.stringify(text)).toBe(hash);
  });

  it('CONFIG-06 hashes any text as its UTF-8 bytes, the same as Node does, across the 55/56/64-byte padding edges', () => {
    const lengths = fc.string({ unit: 'binary', maxLength: 200 });
    fc.assert(fc.property(fc.oneof(lengths, fc.integer({ min: 50, max: 130 }).map((n) => 'x'.repeat(n))), (text) => {
      expect(md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    }));
  });

  it('CONFIG-06 with it the device id exists: the hash of the characteristics, and no warning', () => {
    const r = deviceId({ userAgent: 'Mozilla/5.0', plugins: ['PDF Viewer'], screen: { width: 1280, height: 800, colorDepth: 24 } }, md5);
    expect(r.warning).toBeUndefined();
    expect(r.deviceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('CONFIG-06 each UTF-8 length boundary and a lone surrogate (read as U+FFFD) hash as Node hashes them', () => {
    const points = [0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xfffd, 0xffff, 0x10000, 0x10ffff];
    const texts = [...points.map((cp) => String.fromCodePoint(cp)), '\ud800', '\udfff', 'a\udc00b', '\ud83d', '\u00e9t\u00e9', '\u20ac', '\ud83d\ude00'];
    for (const text of texts) expect(md5(text), JSON.stringify(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
  });
});
