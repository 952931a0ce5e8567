import type { CartView } from '../../spec/schemas/upstream/cart';
import type { CartApi } from '../../src/storefront/cart/cart';

/**
 * An in-memory cart service with the simulator's semantics (carts per owner and seller, guest carts by id, merge,
 * store move), for the core's tests: `failNext` makes the next calls fail as a fault would, before any change.
 */
export function fakeCartService() {
  const carts = new Map<string, CartView & { owner: string }>();
  let signedIn: string | null = null;
  let seq = 0;
  let failures = 0;
  const calls: string[] = [];
  const view = ({ owner, ...cart }: CartView & { owner: string }): CartView => ({ ...cart, guest: owner === '', items: cart.items.map((l) => ({ ...l })) });
  const gate = (name: string) => {
    calls.push(name);
    if (failures > 0) {
      failures -= 1;
      throw new Error(`${name} failed (503)`);
    }
  };
  const target = (sellerId: string, cartId: string | undefined, storeId: string | undefined) => {
    if (signedIn) {
      const own = [...carts.values()].find((c) => c.owner === signedIn && c.sellerId === sellerId);
      if (own) return own;
      const made = { owner: signedIn, cartId: `cart-${sellerId}`, sellerId, storeId: storeId ?? '1502', items: [] };
      carts.set(made.cartId, made);
      return made;
    }
    if (cartId) {
      const found = carts.get(cartId);
      if (!found || found.owner !== '') throw new Error('404 CART_NOT_FOUND');
      return found;
    }
    if (!storeId) throw new Error('401 NOT_SIGNED_IN');
    const made = { owner: '', cartId: `gcart-${++seq}`, sellerId, storeId, items: [] };
    carts.set(made.cartId, made);
    return made;
  };
  const mine = (guestIds: readonly string[]) => (signedIn ? [...carts.values()].filter((c) => c.owner === signedIn) : guestIds.flatMap((id) => (carts.get(id)?.owner === '' ? [carts.get(id)!] : [])));
  const api: CartApi = {
    async add({ upc, qty, sellerId, cartId, storeId }) {
      gate('add');
      const cart = target(sellerId, cartId, storeId);
      const line = cart.items.find((l) => l.upc === upc);
      cart.items = line ? cart.items.map((l) => (l.upc === upc ? { ...l, qty: Math.min(99, l.qty + qty) } : l)) : [...cart.items, { upc, qty, name: `Product ${upc}`, price: 1.1, stock: 'in-stock' }];
      return view(cart);
    },
    async list(guestIds = []) {
      gate('list');
      return mine(guestIds).map(view);
    },
    async setQuantity({ upc, qty, sellerId, cartId }) {
      gate('setQuantity');
      const cart = target(sellerId, cartId, undefined);
      cart.items = qty === 0 ? cart.items.filter((l) => l.upc !== upc) : cart.items.map((l) => (l.upc === upc ? { ...l, qty } : l));
      return view(cart);
    },
    async merge({ guestCartIds, storeId }) {
      gate('merge');
      if (!signedIn) throw new Error('401 NOT_SIGNED_IN');
      for (const id of guestCartIds) {
        const guest = carts.get(id);
        if (!guest || guest.owner !== '') continue;
        const own = target(guest.sellerId, undefined, guest.storeId ?? undefined);
        for (const line of guest.items) {
          const have = own.items.find((l) => l.upc === line.upc);
          own.items = have ? own.items.map((l) => (l.upc === line.upc ? { ...l, qty: Math.min(99, l.qty + line.qty) } : l)) : [...own.items, { ...line }];
        }
        carts.delete(id);
      }
      for (const c of mine([])) if (storeId) c.storeId = storeId;
      return mine([]).map(view);
    },
    async moveToStore({ storeId, cartIds }) {
      gate('moveToStore');
      const moved = mine(cartIds);
      for (const c of moved) c.storeId = storeId;
      return moved.map(view);
    },
  };
  return {
    api,
    calls,
    signIn: (who: string) => void (signedIn = who),
    signOut: () => void (signedIn = null),
    failNext: (n = 1) => void (failures = n),
    /** Everything the service holds for the signed-in customer, or for the given guest ids. */
    holds: (guestIds: readonly string[] = []) => mine(guestIds).map(view),
    seed: (owner: string, sellerId: string, items: CartView['items'], storeId = '1502') => void carts.set(`cart-${sellerId}`, { owner, cartId: `cart-${sellerId}`, sellerId, storeId, items }),
  };
}
