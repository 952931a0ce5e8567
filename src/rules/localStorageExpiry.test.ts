import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { localStorageTtl, isFresh } from './localStorageExpiry';

const HOUR = 3_600_000;

describe('EXPIRY-10 local-storage record lifetimes', () => {
  it('EXPIRY-10 delivery slot info lasts 2 hours, whatever is configured', () => {
    expect(localStorageTtl('deliverySlot')).toBe(2 * HOUR);
    expect(localStorageTtl('deliverySlot', 5 * HOUR)).toBe(2 * HOUR);
  });
  it('EXPIRY-10 marketplace shipping, seller info and wine shipping last 3 hours (10800000 ms) unless configured', () => {
    for (const kind of ['marketplaceShipping', 'sellerInfo', 'wineShipping'] as const) {
      expect(localStorageTtl(kind)).toBe(10_800_000);
      expect(localStorageTtl(kind, 3 * HOUR)).toBe(3 * HOUR);
      expect(localStorageTtl(kind, 1)).toBe(1);
      expect(localStorageTtl(kind, 90 * 60_000)).toBe(90 * 60_000);
    }
  });
  it('EXPIRY-10 a configured lifetime that is no positive finite number leaves the 3 hours', () => {
    for (const configured of [0, -1, -HOUR, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '3600000' as unknown as number])
      expect(localStorageTtl('sellerInfo', configured)).toBe(10_800_000);
    fc.assert(fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e15, noNaN: true }), (ms) => localStorageTtl('wineShipping', ms) === ms));
  });
  it('EXPIRY-10 a stored record is fresh until its expiry instant, and stale from it on', () => {
    expect(isFresh(1000, 999)).toBe(true);
    expect(isFresh(1000, 1000)).toBe(false);
    expect(isFresh(1000, 1001)).toBe(false);
    for (const expires of [undefined, null, '2000', Number.NaN]) expect(isFresh(expires, 0)).toBe(false);
    fc.assert(fc.property(fc.integer(), fc.integer(), (expires, now) => isFresh(expires, now) === now < expires));
  });
});
