import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { StorefrontConfig } from '../../../spec/schemas/config';
import { bindCartToSession } from '../../storefront/cart/bind';
import type { Cart, CartApi, CartSnapshot } from '../../storefront/cart/cart';
import { cartIds } from '../../storefront/cart/cartIds';
import { lazyCart } from '../../storefront/cart/lazyCart';
import type { Storefront } from '../../storefront/storefront';
import { pageStorage } from '../shell/browserPorts';
import { prefetchWhenIdle } from '../shell/lazy';

/**
 * The cart client, fetched on its first call: the page load does not wait for the cart's code and schemas, only the
 * header count reads the cart once the session is there.
 */
function lazyCartApi(config: StorefrontConfig, now: () => number): CartApi {
  let client: Promise<CartApi> | null = null;
  const load = () =>
    (client ??= import('../../api/cart').then(({ createCartClient }) =>
      createCartClient({ config, env: { fetch: (input, init) => window.fetch(input, init), random: () => Math.random(), now, log: (line) => console.info(`[storefront] ${line}`) } }),
    ).catch((error: unknown) => {
      client = null;
      throw error;
    }));
  return {
    add: (item) => load().then((c) => c.add(item)),
    list: (ids) => load().then((c) => c.list(ids)),
    setQuantity: (line) => load().then((c) => c.setQuantity(line)),
    merge: (body) => load().then((c) => c.merge(body)),
    moveToStore: (body) => load().then((c) => c.moveToStore(body)),
  };
}

const CartContext = createContext<Cart | null>(null);

/** The page's cart core, bound to the storefront core's session; tests pass their own cart service as `api`. */
export function CartProvider({ core, config, now, api, children }: { core: Storefront; config: StorefrontConfig; now: () => number; api?: CartApi; children: ReactNode }) {
  const [cart] = useState(() => {
    const ids = cartIds(pageStorage('localStorage'), core.cookies);
    // The cart's code is fetched when the cart has work (src/storefront/cart/lazyCart.ts), not with the page load.
    const load = () =>
      import('../../storefront/cart/cart').then(({ createCart }) =>
        createCart({ api: api ?? lazyCartApi(config, now), ids, cookies: core.cookies, toggles: config.featureToggles, showToast: core.showToast, log: (line) => console.warn(line) }),
      );
    return lazyCart({ load, ids, toggles: config.featureToggles, whenIdle: prefetchWhenIdle });
  });
  useEffect(() => bindCartToSession(cart, core), [cart, core]);
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

/** A cart made elsewhere (the test harness), for the components below. */
export function CartScope({ cart, children }: { cart: Cart; children: ReactNode }) {
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

export function useCart(): Cart | null {
  return useContext(CartContext);
}

const NO_CART: CartSnapshot = { mode: 'none', status: 'idle', carts: [], count: 0, total: 0, pending: 0, storeId: null };
const noSubscription = () => () => undefined;

/** One part of the cart's snapshot (no cart outside a CartProvider: an empty one). */
export function useCartSelector<T>(select: (snapshot: CartSnapshot) => T): T {
  const cart = useCart();
  const read = () => select(cart?.getSnapshot() ?? NO_CART);
  // The pre-rendered shell (src/app/shell/shells.tsx) and the hydrating render read the cart before it is bound to a
  // session: the same snapshot on both sides.
  return useSyncExternalStore(cart?.subscribe ?? noSubscription, read, read);
}
