import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readAbCart, cartIdFor, readRecord, NotifyMessage, StoreLocationRecord, IdRecord, CookieFallbackRecord, MarketplaceShippingInfo, WineShippingInfo, GeolocationHolder, geolocationHolder, STORAGE_KEYS, isStorageKey } from './storage';

describe('STORAGE', () => {
  it('STORAGE-01 abCart is keyed by seller with default abs; a plain-string id migrates to {abs: id}', () => {
    expect(readAbCart('cart-123')).toEqual({ cart: { abs: 'cart-123' }, migrated: true, rules: ['STORAGE-01'] });
    expect(readAbCart('"cart-123"').cart).toEqual({ abs: 'cart-123' });
    expect(readAbCart(JSON.stringify({ abs: 'c1', seller9: 'c2' }))).toMatchObject({ cart: { abs: 'c1', seller9: 'c2' }, migrated: false });
    expect(cartIdFor(readAbCart('c').cart)).toBe('c');
    expect(readAbCart(null).cart).toEqual({});
    fc.assert(fc.property(fc.string(), (s) => typeof readAbCart(s).migrated === 'boolean'));
  });
  it('STORAGE-02 notifyMessage, store location, id and cookie fallback records', () => {
    expect(readRecord(NotifyMessage, '{"message":"Hi","isDisplayed":false}')).toEqual({ message: 'Hi', isDisplayed: false });
    expect(readRecord(NotifyMessage, '{"message":1}')).toBeNull();
    expect(readRecord(StoreLocationRecord, JSON.stringify({ storeId: '1', zipcode: '2', address: 'a', banner: 'b', city: 'c', state: 'd', countryCode: 'US' }))?.countryCode).toBe('US');
    expect(readRecord(IdRecord, '{"id":"v","expires":5}')).toEqual({ id: 'v', expires: 5 });
    expect(readRecord(CookieFallbackRecord, '{"value":"v","expires":null}')).toEqual({ value: 'v', expires: null });
    expect(readRecord(IdRecord, 'nope')).toBeNull();
  });
  it('STORAGE-03 marketplace and wine shipping info records', () => {
    expect(MarketplaceShippingInfo.safeParse({ zipcode: '94611', shippingInfo: { s1: {} }, expiry: 1 }).success).toBe(true);
    expect(WineShippingInfo.safeParse({ zipcode: '94611', branchId: '1502', wfcStoreId: '5799', shippingInfo: {}, expiry: 1 }).success).toBe(true);
    expect(WineShippingInfo.safeParse({ zipcode: '94611' }).success).toBe(false);
  });
  it('STORAGE-04 the geolocation holder keeps J4U and SHOP zip and store, and store data', () => {
    const g = geolocationHolder({ storeId: '1', zipcode: '94611' }, { storeId: '2', zipcode: '94612' }, { x: 1 });
    expect(g).toEqual({ zipcodeJ4U: '94611', storeIDJ4U: '1', zipcodeSHOP: '94612', storeIDSHOP: '2', storeData: { x: 1 } });
    expect(GeolocationHolder.safeParse(g).success).toBe(true);
  });
  it('STORAGE-05 the storage keys are the listed ones', () => {
    expect(STORAGE_KEYS).toHaveLength(25);
    for (const k of ['abCart', 'oosBPNs', 'visitor_id', 'create-account-success', 'refresh']) expect(isStorageKey(k)).toBe(true);
    expect(isStorageKey('other')).toBe(false);
  });
});
