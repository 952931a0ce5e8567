import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isEmptyStoreValue } from './emptyValue';

describe('GUEST-STORE-02 empty store values', () => {
  it('GUEST-STORE-02 blank, 0, undefined, null, the texts undefined/null/0 and PRIMARY are empty', () => {
    for (const v of ['', 0, undefined, null, 'undefined', 'null', '0', 'PRIMARY']) expect(isEmptyStoreValue(v)).toBe(true);
  });
  it('GUEST-STORE-02 real store ids are not empty', () => {
    for (const v of ['1502', '07', 12, 'primary', '00']) expect(isEmptyStoreValue(v)).toBe(false);
  });
  it('GUEST-STORE-02 any digit string other than "0" with a non-zero digit is non-empty', () => {
    fc.assert(fc.property(fc.stringMatching(/^[1-9]\d{0,5}$/), (s) => !isEmptyStoreValue(s)));
  });
});
