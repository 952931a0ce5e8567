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
  it('STORAGE-01 nothing stored, or only blanks, is no cart and nothing migrates', () => {
    for (const raw of [undefined, null, 42, '', '   '])
      expect(readAbCart(raw)).toEqual({ cart: {}, migrated: false, rules: ['STORAGE-01'] });
  });
  it('STORAGE-01 an older plain id, quoted or not, numeric or not, migrates to {abs: id}', () => {
    expect(readAbCart('"cart-123"')).toEqual({ cart: { abs: 'cart-123' }, migrated: true, rules: ['STORAGE-01'] });
    expect(readAbCart('12345')).toEqual({ cart: { abs: '12345' }, migrated: true, rules: ['STORAGE-01'] });
  });
  it('STORAGE-01 a seller map keeps the sellers whose cart id is a non-empty string; JSON that is no map is no cart', () => {
    expect(readAbCart(JSON.stringify({ abs: 'c1', s2: '', s3: 7, s4: null, s5: { id: 'x' } }))).toEqual({ cart: { abs: 'c1' }, migrated: false, rules: ['STORAGE-01'] });
    for (const raw of ['null', 'true', 'false', '["c1"]', '[]'])
      expect(readAbCart(raw)).toEqual({ cart: {}, migrated: false, rules: ['STORAGE-01'] });
    expect(cartIdFor(readAbCart(JSON.stringify({ abs: 'c1', s9: 'c9' })).cart, 's9')).toBe('c9');
    expect(cartIdFor({ abs: 'c1' }, 's9')).toBeNull();
  });
  it('STORAGE-04 the holder reads exactly its five fields, each J4U and SHOP one as text', () => {
    const g = { zipcodeJ4U: '94611', storeIDJ4U: '1', zipcodeSHOP: '94612', storeIDSHOP: '2', storeData: { x: 1 } };
    expect(GeolocationHolder.parse({ ...g, other: 'x' })).toEqual(g);
    for (const field of ['zipcodeJ4U', 'storeIDJ4U', 'zipcodeSHOP', 'storeIDSHOP']) expect(GeolocationHolder.safeParse({ [field]: 1 }).success).toBe(false);
  });
  it('STORAGE-04 a J4U or SHOP value not known is held empty, and missing store data as null', () => {
    expect(geolocationHolder({}, {})).toEqual({ zipcodeJ4U: '', storeIDJ4U: '', zipcodeSHOP: '', storeIDSHOP: '', storeData: null });
  });
});
