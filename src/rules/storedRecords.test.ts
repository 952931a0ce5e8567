import { describe, it, expect } from 'vitest';
import { readRecord, NotifyMessage, StoreLocationRecord, IdRecord, CookieFallbackRecord, MarketplaceShippingInfo, WineShippingInfo } from './storedRecords';

describe('STORAGE records', () => {
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
  it('STORAGE-02 a record is read only from stored text: a value of another kind is no record', () => {
    const text = '{"message":"Hi","isDisplayed":false}';
    for (const raw of [undefined, null, 5, [text], { toString: () => text }]) expect(readRecord(NotifyMessage, raw)).toBeNull();
  });
  it('STORAGE-03 marketplace shipping info needs its zipcode, shippingInfo by seller id and expiry, and keeps only them', () => {
    const info = { zipcode: '94611', shippingInfo: { s1: { fee: 0 } }, expiry: 1 };
    expect(readRecord(MarketplaceShippingInfo, JSON.stringify({ ...info, other: 'x' }))).toEqual(info);
    for (const field of ['zipcode', 'shippingInfo', 'expiry']) {
      const { [field]: _left, ...partial } = info as Record<string, unknown>;
      expect(MarketplaceShippingInfo.safeParse(partial).success).toBe(false);
    }
  });
});
