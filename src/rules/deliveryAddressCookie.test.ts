import { describe, it, expect } from 'vitest';
import { hasConsentGroup } from './deliveryAddressCookie';

describe('COOKIE delivery address cookie', () => {
  it('COOKIE-14 the delivery address cookie needs consent group C0003', () => {
    expect(hasConsentGroup('C0001:1,C0003:1')).toBe(true);
    expect(hasConsentGroup('C0001:1,C0003:0')).toBe(false);
    expect(hasConsentGroup('C0001,C0003')).toBe(true);
    expect(hasConsentGroup('C0001,C00031')).toBe(false);
    expect(hasConsentGroup(undefined)).toBe(false);
  });

  it('COOKIE-14 the consent list may have blanks around its entries', () => {
    expect(hasConsentGroup(' C0001:1, C0003:1 ')).toBe(true);
    expect(hasConsentGroup('C0003 ,C0001')).toBe(true);
    expect(hasConsentGroup('C0001:1, C0003:0')).toBe(false);
  });
});
