import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readAbCart, cartIdFor, GeolocationHolder, geolocationHolder } from './storage';

describe('STORAGE', () => {
  it('STORAGE-01 abCart is keyed by seller with default abs; a plain-string id migrates to {abs: id}', () => {
    expect(readAbCart('cart-123')).toEqual({ cart: { abs: 'cart-123' }, migrated: true, rules: ['STORAGE-01'] });
    expect(readAbCart('"cart-123"').cart).toEqual({ abs: 'cart-123' });
    expect(readAbCart(JSON.stringify({ abs: 'c1', seller9: 'c2' }))).toMatchObject({ cart: { abs: 'c1', seller9: 'c2' }, migrated: false });
    expect(cartIdFor(readAbCart('c').cart)).toBe('c');
    expect(readAbCart(null).cart).toEqual({});
    fc.assert(fc.property(fc.string(), (s) => typeof readAbCart(s).migrated === 'boolean'));
  });
  it('STORAGE-04 the geolocation holder keeps J4U and SHOP zip and store, and store data', () => {
    const g = geolocationHolder({ storeId: '1', zipcode: '94611' }, { storeId: '2', zipcode: '94612' }, { x: 1 });
    expect(g).toEqual({ zipcodeJ4U: '94611', storeIDJ4U: '1', zipcodeSHOP: '94612', storeIDSHOP: '2', storeData: { x: 1 } });
    expect(GeolocationHolder.safeParse(g).success).toBe(true);
  });
});
