import { cartAndSlotCarrier } from '../../rules/storeFlags';
import { cartIdFor, DEFAULT_CART_SELLER, readAbCart } from '../../rules/storage';
import type { CookieJar } from '../cookies';
import type { WebStorage } from '../ports';
import { readKey, removeKey, storageWorks, writeKey } from '../ports';

/** 000 §3: the cart id object keyed by seller (STORAGE-01) and the guest carts still to merge on sign-in. */
export const AB_CART_KEY = 'abCart';
export const GUEST_CART_KEY = 'guestCartId';

export interface CartIds {
  /** STORAGE-01: `{seller: cartId}`; an older plain-string id reads as `{abs: id}` and is written back migrated. */
  read(): Record<string, string>;
  write(ids: Record<string, string>): void;
  /** The guest carts made in this browser that a sign-in has not merged yet (same shape as abCart). */
  guest(): Record<string, string>;
  writeGuest(ids: Record<string, string>): void;
  /** Where the ids live (STORE-FLAGS-07): local storage, or cookies when local storage does not work. */
  readonly carrier: 'localStorage' | 'cookie';
}

/**
 * The cart ids as the page keeps them: in local storage, or (STORE-FLAGS-07, probed once) in cookies when local
 * storage does not work. Reads apply STORAGE-01's migration of a plain-string id.
 */
export function cartIds(local: WebStorage, cookies: CookieJar | null, probed: boolean | null = null): CartIds {
  const { carrier } = cartAndSlotCarrier(probed, () => storageWorks(local));
  const get = (key: string): string | null => (carrier === 'localStorage' ? readKey(local, key) : (cookies?.get(key) ?? null));
  const put = (key: string, ids: Record<string, string>): void => {
    const empty = Object.keys(ids).length === 0;
    if (carrier === 'localStorage') {
      if (empty) removeKey(local, key);
      else writeKey(local, key, JSON.stringify(ids));
    } else if (empty) cookies?.remove(key);
    else cookies?.set(key, JSON.stringify(ids), null);
  };
  const read = (key: string): Record<string, string> => {
    const { cart, migrated } = readAbCart(get(key));
    if (migrated) put(key, cart);
    return cart;
  };
  return {
    carrier,
    read: () => read(AB_CART_KEY),
    write: (ids) => put(AB_CART_KEY, ids),
    guest: () => read(GUEST_CART_KEY),
    writeGuest: (ids) => put(GUEST_CART_KEY, ids),
  };
}

/** The cart id of a seller (STORAGE-01: the grocery seller `abs` by default). */
export const idOf = (ids: Record<string, string>, sellerId: string = DEFAULT_CART_SELLER): string | null => cartIdFor(ids, sellerId);
