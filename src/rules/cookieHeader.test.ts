import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCookieHeader } from './cookieHeader';

describe('reading a Cookie header', () => {
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
