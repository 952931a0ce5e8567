import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../cookies';
import { memoryStorage } from '../ports';
import type { WebStorage } from '../ports';
import { AB_CART_KEY, cartIds, GUEST_CART_KEY, idOf } from './cartIds';

/** A local storage that takes writes without keeping them (a full quota or a private mode). */
const droppingStorage = (): WebStorage & { entries(): Map<string, string> } => ({ ...memoryStorage(), setItem: () => undefined, entries: () => new Map() });
const throwingStorage = (): WebStorage => ({ ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } });

describe('cart ids (STORAGE-01, STORE-FLAGS-07)', () => {
  it('STORAGE-01 the ids live in local storage keyed by seller; an empty set removes the key', () => {
    const local = memoryStorage();
    const ids = cartIds(local, memoryCookieJar());
    expect(ids.carrier).toBe('localStorage');
    ids.write({ abs: 'c-1', seller9: 'c-2' });
    expect(JSON.parse(local.getItem(AB_CART_KEY)!)).toEqual({ abs: 'c-1', seller9: 'c-2' });
    expect(ids.read()).toEqual({ abs: 'c-1', seller9: 'c-2' });
    ids.write({});
    expect(local.getItem(AB_CART_KEY)).toBeNull();
    expect(ids.read()).toEqual({});
    // The probe leaves nothing behind.
    expect([...local.entries().keys()]).toEqual([]);
  });

  it('STORAGE-01 an older plain-string cart id reads as the grocery seller\'s and is written back migrated', () => {
    const local = memoryStorage([[AB_CART_KEY, 'old-cart']]);
    expect(cartIds(local, null).read()).toEqual({ abs: 'old-cart' });
    expect(JSON.parse(local.getItem(AB_CART_KEY)!)).toEqual({ abs: 'old-cart' });
    const current = memoryStorage([[AB_CART_KEY, JSON.stringify({ abs: 'c-1' })]]);
    cartIds(current, null).read();
    expect(current.getItem(AB_CART_KEY)).toBe(JSON.stringify({ abs: 'c-1' }));
  });

  it('STORAGE-05 the cart ids are local storage\'s abCart key; the guest carts still to merge are guestCartId (decision 0450)', () => {
    const local = memoryStorage();
    const ids = cartIds(local, null);
    ids.write({ abs: 'c-1' });
    ids.writeGuest({ abs: 'g-1' });
    expect(Object.fromEntries(local.entries())).toEqual({ abCart: JSON.stringify({ abs: 'c-1' }), guestCartId: JSON.stringify({ abs: 'g-1' }) });
    expect(cartIds(memoryStorage([['abCart', JSON.stringify({ abs: 'c-9' })]]), null).read()).toEqual({ abs: 'c-9' });
  });

  it('STORAGE-01 only a plain-string id is written back: an id object with entries the cart does not use is read, not rewritten', () => {
    const stored = JSON.stringify({ abs: 'c-1', seller9: { id: 'c-2' }, seller7: '' });
    for (const carrier of ['localStorage', 'cookie'] as const) {
      const local = carrier === 'localStorage' ? memoryStorage([[AB_CART_KEY, stored]]) : droppingStorage();
      const cookies = memoryCookieJar();
      if (carrier === 'cookie') cookies.set(AB_CART_KEY, stored, null);
      const ids = cartIds(local, cookies);
      expect(ids.carrier).toBe(carrier);
      expect(ids.read()).toEqual({ abs: 'c-1' });
      expect(carrier === 'localStorage' ? local.getItem(AB_CART_KEY) : cookies.get(AB_CART_KEY)).toBe(stored);
    }
  });

  it('the guest carts still to merge are kept apart from the cart ids, the same way', () => {
    const local = memoryStorage();
    const ids = cartIds(local, null);
    ids.writeGuest({ abs: 'g-1' });
    expect(JSON.parse(local.getItem(GUEST_CART_KEY)!)).toEqual({ abs: 'g-1' });
    expect(ids.guest()).toEqual({ abs: 'g-1' });
    expect(ids.read()).toEqual({});
    ids.writeGuest({});
    expect(local.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('STORE-FLAGS-07 without working local storage the ids live in session cookies', () => {
    for (const local of [droppingStorage(), throwingStorage()]) {
      const cookies = memoryCookieJar();
      const ids = cartIds(local, cookies);
      expect(ids.carrier).toBe('cookie');
      ids.write({ abs: 'c-1' });
      expect(JSON.parse(cookies.get(AB_CART_KEY)!)).toEqual({ abs: 'c-1' });
      expect(cookies.expiries.get(AB_CART_KEY)).toBeNull();
      expect(ids.read()).toEqual({ abs: 'c-1' });
      ids.writeGuest({ abs: 'g-1' });
      expect(ids.guest()).toEqual({ abs: 'g-1' });
      ids.write({});
      expect(cookies.get(AB_CART_KEY)).toBeUndefined();
    }
  });

  it('STORE-FLAGS-07 a support already probed is not probed again', () => {
    const local = throwingStorage();
    expect(cartIds(local, memoryCookieJar(), true).carrier).toBe('localStorage');
    expect(cartIds(memoryStorage(), memoryCookieJar(), false).carrier).toBe('cookie');
  });

  it('STORE-FLAGS-07 with cookies as the carrier but no jar, there are no ids and writes go nowhere', () => {
    const ids = cartIds(droppingStorage(), null);
    ids.write({ abs: 'c-1' });
    ids.write({});
    expect(ids.read()).toEqual({});
  });

  it('STORAGE-01 a seller\'s cart id, the grocery seller abs by default', () => {
    expect(idOf({ abs: 'c-1', s9: 'c-2' })).toBe('c-1');
    expect(idOf({ abs: 'c-1', s9: 'c-2' }, 's9')).toBe('c-2');
    expect(idOf({ s9: 'c-2' })).toBeNull();
  });
});
