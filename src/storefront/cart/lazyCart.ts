import type { Cart, CartSession, CartSnapshot } from './cart';
import type { CartIds } from './cartIds';
import { cartModeOf, holdsNoCart } from './cartMode';
import type { FeatureToggles } from '../../../spec/schemas/config';
import { subscribable } from '../subscribable';

export interface LazyCartPorts {
  /** Fetches the cart's code and builds the cart core over `ids` (the same ids this facade reads). */
  readonly load: () => Promise<Cart>;
  readonly ids: Pick<CartIds, 'read'>;
  readonly toggles: Pick<FeatureToggles, 'disableGuestCart' | 'guestAddToCartVariant'>;
  /** Runs a task once the page is shown and idle: when a page load with nothing to read fetches the cart's code. */
  readonly whenIdle: (task: () => void) => void;
}

const EMPTY: CartSnapshot = { mode: 'none', status: 'idle', carts: [], count: 0, total: 0, pending: 0, storeId: null };
/**
 * A session as the cart tells sessions apart: by user type and store (no session is one of its own). Nothing handed
 * over yet (undefined) has no key, so it is the same as no session handed over.
 */
const keyOf = (s: CartSession | null | undefined): string | undefined => JSON.stringify(s && [s.userType, s.storeId]);

/**
 * The cart core (cart.ts) with its code fetched when it first has work: at once when the page load's session has a
 * cart to read (a customer, a guest whose abCart holds ids), else once the page is idle or on the first command. Until
 * then a page load with nothing to read shows what the core would end in for it (the empty, ready cart of that mode
 * and store) without running it. Every session handed over before the code arrived is replayed to the core, in order,
 * so the core sees the same sequence (merge on sign-in, move on a store change) as if it had been there from the start.
 */
export function lazyCart(ports: LazyCartPorts): Cart {
  const listeners = subscribable();
  let snapshot = EMPTY;
  /** The core once every queued session and command has been handed to it; `shown` already while they are. */
  let core: Cart | null = null;
  let shown: Cart | null = null;
  let loading: Promise<Cart> | null = null;
  // What was asked of the cart before its code arrived (sessions and commands), handed to the core in that order.
  const pending: ((cart: Cart) => Promise<unknown> | void)[] = [];
  let previous: CartSession | null | undefined;
  const notify = listeners.notify;

  const ensure = (): Promise<Cart> =>
    (loading ??= ports.load().then(
      async (cart) => {
        shown = cart;
        cart.subscribe(notify);
        notify();
        // A session is followed before what was asked after it runs, as it would have been with the core there.
        while (pending.length > 0) await pending.shift()!(cart);
        core = cart;
        return cart;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  /** Runs `run` on the core now, or queued behind everything asked before it once the core has arrived. */
  const withCore = <T>(run: (cart: Cart) => Promise<T>): Promise<T> => {
    if (core) return run(core);
    return new Promise<T>((resolve, reject) => {
      pending.push((cart) => void run(cart).then(resolve, reject));
      ensure().catch(reject);
    });
  };

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => shown?.getSnapshot() ?? snapshot,
    sessionChanged(session) {
      if (core) return core.sessionChanged(session);
      const next = session ? { userType: session.userType, storeId: session.storeId || null } : null;
      if (keyOf(previous) === keyOf(next)) return Promise.resolve();
      const mode = next ? cartModeOf(next.userType, ports.toggles) : 'none';
      // Nothing to read and nothing to move (no cart, or the first session that has a store): the core would end in
      // the empty, ready cart of that mode and store, so that is shown, and its code is fetched when the page is idle.
      const moves = mode !== 'none' && previous?.storeId != null;
      previous = next;
      if (!loading && !moves && holdsNoCart(mode, ports.ids)) {
        pending.push((cart) => cart.sessionChanged(next));
        snapshot = { ...EMPTY, mode, status: 'ready', storeId: next?.storeId ?? null };
        notify();
        // No session yet (the page load is establishing it): nothing is fetched before the page has one.
        if (next) ports.whenIdle(() => void ensure().catch(() => undefined));
        return Promise.resolve();
      }
      pending.push((cart) => cart.sessionChanged(next));
      // The carts have work (a read, a move) waiting for the code: pending until the core, which counts it, is shown.
      snapshot = { ...snapshot, pending: snapshot.pending + 1 };
      notify();
      // The core has followed the session once the queue it joined is handed over, as its own answer would say.
      return ensure().then(
        () => undefined,
        (error: unknown) => {
          snapshot = { ...snapshot, pending: Math.max(0, snapshot.pending - 1) };
          notify();
          throw error;
        },
      );
    },
    add: (product, qty) => withCore((cart) => cart.add(product, qty)),
    setQuantity: (line, qty) => withCore((cart) => cart.setQuantity(line, qty)),
    remove: (line) => withCore((cart) => cart.remove(line)),
    refresh: () => withCore((cart) => cart.refresh()),
    idle: () => (core ? core.idle() : loading ? loading.then((cart) => cart.idle()) : Promise.resolve()),
  };
}
