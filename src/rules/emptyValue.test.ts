import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isEmptyStoreValue, text } from './emptyValue';

describe('GUEST-STORE-02 empty store values', () => {
  it('GUEST-STORE-02 blank, 0, undefined, null, the texts undefined/null/0 and PRIMARY are empty', () => {
    for (const v of ['', 0, undefined, null, 'undefined', 'null', '0', 'PRIMARY']) expect(isEmptyStoreValue(v)).toBe(true);
  });
  it('GUEST-STORE-02 a blank text, and the empty texts with spaces around them, are empty too', () => {
    for (const v of ['  ', ' 0 ', ' PRIMARY', 'null ', '\tundefined']) expect(isEmptyStoreValue(v)).toBe(true);
    expect(isEmptyStoreValue(' 1502 ')).toBe(false);
  });
  it('GUEST-STORE-02 real store ids are not empty', () => {
    for (const v of ['1502', '07', 12, 'primary', '00']) expect(isEmptyStoreValue(v)).toBe(false);
  });
  it('GUEST-STORE-02 any digit string other than "0" with a non-zero digit is non-empty', () => {
    fc.assert(fc.property(fc.stringMatching(/^[1-9]\d{0,5}$/), (s) => !isEmptyStoreValue(s)));
  });
});

describe('cookie and storage field text', () => {
  it('GUEST-STORE-02 a field reads as its text; a finite number as its digits; anything else as empty', () => {
    expect(text(' 1502 ')).toBe(' 1502 ');
    expect(text(1502)).toBe('1502');
    expect(text(0)).toBe('0');
    for (const v of [NaN, Infinity, -Infinity, null, undefined, true, { toString: () => '1502' }, ['1502']]) expect(text(v)).toBe('');
    fc.assert(fc.property(fc.string(), (s) => text(s) === s));
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => text(n) === String(n)));
  });
});
