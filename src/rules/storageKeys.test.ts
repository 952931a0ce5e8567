import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { STORAGE_KEYS, isStorageKey } from './storageKeys';

/** STORAGE-05 as the spec lists them (000 §3 Local and session storage). */
const LISTED = [
  'abCart', 'abRewards', 'abJ4uCoupons', 'behaviorCoupons', 'storeData', 'previousStoreData', 'cartId', 'showBoxtop', 'abSlot', 'abSlotEditOrder',
  'abOrderCount', 'abSubscriptions', 'abNgSubscriptions', 'realTimePopularSearchItems', 'oosBPNs', 'freshPassModalClosedOn', 'abStoreAddress',
  'referralUrl', 'gotoRedirectUrl', 'visitor_id', 'attribution_token', 'notifyMessage', 'analyticsPwdResetSuccess', 'create-account-success', 'refresh',
];

describe('STORAGE keys', () => {
  it('STORAGE-05 the storage keys are exactly the listed ones', () => {
    expect([...STORAGE_KEYS].sort()).toEqual([...LISTED].sort());
    for (const k of LISTED) expect(isStorageKey(k)).toBe(true);
    expect(isStorageKey('other')).toBe(false);
  });

  it('STORAGE-05 keys are matched exactly: case, surrounding space and non-strings are not keys', () => {
    expect(isStorageKey('ABCART')).toBe(false);
    expect(isStorageKey(' abCart')).toBe(false);
    for (const v of [undefined, null, 0, {}, ['abCart']]) expect(isStorageKey(v)).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => isStorageKey(s) === LISTED.includes(s)));
  });
});
