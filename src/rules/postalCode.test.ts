import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { splitPostalCode } from './postalCode';

describe('ADDRESS postal code', () => {
  it('ADDRESS-06 a postal code longer than 5 characters is split at the hyphen', () => {
    expect(splitPostalCode('94611-1234')).toEqual({ postalCode: '94611', postalCodeExtn: '1234' });
    expect(splitPostalCode('94611')).toEqual({ postalCode: '94611' });
    expect(splitPostalCode(undefined)).toEqual({ postalCode: '' });
    expect(splitPostalCode(' 94611-1234 ')).toEqual({ postalCode: '94611', postalCodeExtn: '1234' });
  });
  it('ADDRESS-06 DEEPLINK-04 five characters or fewer are never split; a longer code without a hyphen stays whole', () => {
    for (const v of ['9461-', '-4611', '94611', '1-2']) expect(splitPostalCode(v)).toEqual({ postalCode: v });
    expect(splitPostalCode('946111234')).toEqual({ postalCode: '946111234' });
  });
  it('ADDRESS-06 DEEPLINK-04 a longer code is split at its first hyphen', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,5}$/), fc.stringMatching(/^[\d-]{0,6}$/), (base, extn) => {
      const code = `${base}-${extn}`;
      fc.pre(code.length > 5);
      expect(splitPostalCode(code)).toEqual({ postalCode: base, postalCodeExtn: extn });
    }));
  });
});
