import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseDeliveryAddress, formatDeliveryAddress, storeAddressLine } from './address';
import { cookieName } from './cookieNames';
import { deliveryAddressExpiry, hasConsentGroup } from './deliveryAddressCookie';

describe('ADDRESS', () => {
  it('ADDRESS-01 ADDRESS-02 more than 4 comma parts are line1, line2, city, state, zip', () => {
    const { addr, rules } = parseDeliveryAddress('12 Main St, Apt 4, Oakland, CA, 94611');
    expect(addr).toEqual({ line1: '12 Main St', line2: 'Apt 4', city: 'Oakland', state: 'CA', zip: '94611' });
    expect(rules).toEqual(['ADDRESS-01', 'ADDRESS-02']);
  });
  it('ADDRESS-03 4 or fewer parts are line1, city, state, zip', () => {
    expect(parseDeliveryAddress('12 Main St,Oakland,CA,94611').addr).toEqual({ line1: '12 Main St', city: 'Oakland', state: 'CA', zip: '94611' });
    expect(parseDeliveryAddress('12 Main St, Oakland').addr).toEqual({ line1: '12 Main St', city: 'Oakland', state: '', zip: '' });
  });
  it('ADDRESS-02 with more than 5 parts the last part is the zip (AMBIG-25)', () => {
    expect(parseDeliveryAddress('a, b, c, d, e, 94611').addr).toEqual({ line1: 'a', line2: 'b', city: 'c', state: 'd', zip: '94611' });
  });
  it('ADDRESS-04 each parsed address carries type and, when present, addressName', () => {
    expect(parseDeliveryAddress('a, c, s, z', { type: 'DELIVERY', addressName: 'Home' }).addr).toMatchObject({ type: 'DELIVERY', addressName: 'Home' });
    expect(parseDeliveryAddress('a, c, s, z', { type: 'DELIVERY' }).addr).not.toHaveProperty('addressName');
  });
  it('ADDRESS-04 a caller that gives no type gets an address with no type field, not one holding nothing', () => {
    expect(parseDeliveryAddress('a, c, s, z').addr).not.toHaveProperty('type');
    expect(parseDeliveryAddress('a, c, s, z', { addressName: 'Home' }).addr).not.toHaveProperty('type');
  });
  it('ADDRESS-04 the rule is named when a type or an address name is given, and only then', () => {
    expect(parseDeliveryAddress('a, c, s, z').rules).toEqual(['ADDRESS-01', 'ADDRESS-03']);
    expect(parseDeliveryAddress('a, c, s, z', { type: 'DELIVERY' }).rules).toEqual(['ADDRESS-01', 'ADDRESS-03', 'ADDRESS-04']);
    expect(parseDeliveryAddress('a, c, s, z', { addressName: 'Home' })).toEqual({ addr: { line1: 'a', city: 'c', state: 's', zip: 'z', addressName: 'Home' }, rules: ['ADDRESS-01', 'ADDRESS-03', 'ADDRESS-04'] });
    expect(parseDeliveryAddress('a, c, s, z', { addressName: '' })).toEqual({ addr: { line1: 'a', city: 'c', state: 's', zip: 'z' }, rules: ['ADDRESS-01', 'ADDRESS-03'] });
    expect(parseDeliveryAddress('a, c, s, z', { type: '' }).addr).toMatchObject({ type: '' });
    expect(parseDeliveryAddress(42)).toEqual({ addr: { line1: '', city: '', state: '', zip: '' }, rules: ['ADDRESS-01', 'ADDRESS-03'] });
  });
  it('ADDRESS-01 parsing never throws on any input', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof parseDeliveryAddress(v).addr.line1 === 'string'));
  });
  it('ADDRESS-05 the delivery address string is address1, address2 if present, city, state, zipCode', () => {
    expect(formatDeliveryAddress({ address1: '12 Main St', address2: '', city: 'Oakland', state: 'CA', zipCode: '94611' })).toBe('12 Main St, Oakland, CA, 94611');
    expect(formatDeliveryAddress({ address1: '12 Main St', address2: 'Apt 4', city: 'Oakland', state: 'CA', zipCode: '94611' })).toBe('12 Main St, Apt 4, Oakland, CA, 94611');
  });
  it('ADDRESS-02 ADDRESS-03 ADDRESS-05 format then parse gives the parts back for 4- and 5-part addresses', () => {
    const part = fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.replace(/,/g, '').trim()).filter((s) => s !== '');
    fc.assert(
      fc.property(part, fc.option(part, { nil: undefined }), part, part, part, (address1, address2, city, state, zipCode) => {
        const { addr } = parseDeliveryAddress(formatDeliveryAddress({ address1, address2, city, state, zipCode }));
        expect(addr).toEqual({ line1: address1, ...(address2 ? { line2: address2 } : {}), city, state, zip: zipCode });
      }),
    );
  });
  it('ADDRESS-07 the store address is line1, or Store not found', () => {
    expect(storeAddressLine({ storeAddressModel: { address: { line1: '1 Main', city: 'c', state: 's', zipcode: '94611' } } })).toBe('1 Main');
    expect(storeAddressLine({ storeAddressModel: null })).toBe('Store not found');
    expect(storeAddressLine('garbage')).toBe('Store not found');
    for (const storeAddressModel of [{}, { address: null }, { address: { line1: '', city: 'c', state: 's', zipcode: '94611' } }]) expect(storeAddressLine({ storeAddressModel }), JSON.stringify(storeAddressModel)).toBe('Store not found');
  });
  it('ADDRESS-08 the delivery address cookie: ACI_F_DELIVERY_ADDR (B2B ACI_F_B_DELIVERY_ADDR), 45 minutes, consent C0003', () => {
    const toggles = { isCookieACIPrefixEnabled: true, disableB2B: false };
    expect(cookieName({ name: 'DELIVERY_ADDR', category: 'functional', b2b: false, toggles }).name).toBe('ACI_F_DELIVERY_ADDR');
    expect(cookieName({ name: 'DELIVERY_ADDR', category: 'functional', b2b: true, toggles }).name).toBe('ACI_F_B_DELIVERY_ADDR');
    expect(deliveryAddressExpiry(0)).toBe(45 * 60_000);
    expect(hasConsentGroup('C0002:1')).toBe(false);
  });
});
