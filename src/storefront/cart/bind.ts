import type { Storefront } from '../storefront';
import type { Cart } from './cart';

/**
 * The cart follows the storefront's session: each new user type or store (page load, sign-in, sign-out, a store
 * change, profile reconciliation) is handed to the cart, which merges, moves or reads its carts. Returns the unbinding.
 */
export function bindCartToSession(cart: Cart, storefront: Pick<Storefront, 'subscribe' | 'getSnapshot'>): () => void {
  let last: unknown = undefined;
  const sync = () => {
    const session = storefront.getSnapshot().session;
    // Only a finished establishment counts: the header is busy while one runs.
    if (storefront.getSnapshot().establishing > 0 || session === last) return;
    last = session;
    void cart.sessionChanged(session ? { userType: session.userType, storeId: session.storeId } : null);
  };
  sync();
  return storefront.subscribe(sync);
}
