import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cookieNamed, parseCookieHeader } from './cookieHeader';

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

  it('the first of two same-named cookies wins, and names and values lose the blanks around them', () => {
    expect(parseCookieHeader('a=1; a=2;b= two ;  c =3')).toEqual({ a: '1', b: 'two', c: '3' });
  });

  it('a cookie named like an object member is a cookie, and only cookies the header has are read', () => {
    const cookies = parseCookieHeader('constructor=x; __proto__=y');
    expect(cookieNamed(cookies, 'constructor')).toBe('x');
    expect(cookieNamed(cookies, '__proto__')).toBe('y');
    expect(cookieNamed(parseCookieHeader('a=1'), 'toString')).toBeUndefined();
    expect(cookieNamed(parseCookieHeader('a=1'), 'a')).toBe('1');
  });
});
