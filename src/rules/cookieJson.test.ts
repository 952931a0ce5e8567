import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookieJson } from './cookieJson';

describe('parseCookieJson', () => {
  it('reads JSON as it is, URL-encoded, or holding a % that is no escape; anything else is undefined, never a throw', () => {
    expect(parseCookieJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseCookieJson(encodeURIComponent('{"a":"b c"}'))).toEqual({ a: 'b c' });
    expect(parseCookieJson('{"a":"100%"}')).toEqual({ a: '100%' });
    for (const bad of ['', '%E0%A4%A', '{', 'R']) expect(parseCookieJson(bad)).toBeUndefined();
    // Round trips: any JSON value written as it is or URL-encoded is read back.
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v);
        expect(parseCookieJson(text)).toEqual(JSON.parse(text));
        expect(parseCookieJson(encodeURIComponent(text))).toEqual(JSON.parse(text));
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        parseCookieJson(s);
      }),
    );
  });
});
