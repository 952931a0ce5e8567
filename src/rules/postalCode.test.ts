import { describe, it, expect } from 'vitest';
import { splitPostalCode } from './postalCode';

describe('ADDRESS postal code', () => {
  it('ADDRESS-06 a postal code longer than 5 characters is split at the hyphen', () => {
    expect(splitPostalCode('94611-1234')).toEqual({ postalCode: '94611', postalCodeExtn: '1234' });
    expect(splitPostalCode('94611')).toEqual({ postalCode: '94611' });
    expect(splitPostalCode(undefined)).toEqual({ postalCode: '' });
  });
});
