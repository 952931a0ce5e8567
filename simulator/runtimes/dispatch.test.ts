import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCookies } from './dispatch';

// Cookie names are tokens: no separators, spaces or control characters.
const token = fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,12}$/);
const name = fc.oneof(fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty'), token);

describe('the simulator reads the Cookie header', () => {
  it('every cookie comes back under its own name with its value decoded, whatever the name', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, fc.string()), { selector: ([n]) => n, maxLength: 5 }), (pairs) => {
        const cookies = parseCookies(pairs.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('; '));
        // Compared as maps: an object lists integer-like names (`0`) first, whatever the header's order.
        expect(new Map(Object.entries(cookies))).toEqual(new Map(pairs));
      }),
    );
  });

  it('the first of two same-named cookies wins; a malformed header never throws', () => {
    expect(parseCookies('a=1; a=2; =x; novalue; b=%E0%A4%A')).toEqual({ a: '1', b: '%E0%A4%A' });
    expect(parseCookies(null)).toEqual({});
    fc.assert(fc.property(fc.string(), (header) => void parseCookies(header)));
  });
});
