import { describe, expect, it } from 'vitest';
import type { SessionView } from '../session/establish';
import { INITIAL_SNAPSHOT, reduceSnapshot } from '../snapshot';
import type { StorefrontAction, StorefrontSnapshot } from '../snapshot';
import { subscribable } from '../subscribable';
import { bindCartToSession } from './bind';
import type { Cart, CartSession } from './cart';

/** The storefront core's snapshot and subscription, driven by the core's own reducer. */
function fakeStorefront() {
  const listeners = subscribable();
  let snapshot: StorefrontSnapshot = INITIAL_SNAPSHOT;
  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,
    dispatch(action: StorefrontAction) {
      const next = reduceSnapshot(snapshot, action);
      if (next === snapshot) return;
      snapshot = next;
      listeners.notify();
    },
    /** A new snapshot object with the same session (another part of the header changed). */
    touch: () => {
      snapshot = { ...snapshot };
      listeners.notify();
    },
  };
}

/** A cart that only records the sessions it is handed. */
function recordingCart(): Cart & { readonly handed: (CartSession | null)[] } {
  const handed: (CartSession | null)[] = [];
  const unused = () => Promise.reject(new Error('not used by the binding'));
  return {
    handed,
    subscribe: () => () => undefined,
    getSnapshot: () => ({ mode: 'none', status: 'idle', carts: [], count: 0, total: 0, pending: 0, storeId: null }),
    sessionChanged: (session) => {
      handed.push(session);
      return Promise.resolve();
    },
    add: unused,
    setQuantity: unused,
    remove: unused,
    refresh: unused,
    idle: () => Promise.resolve(),
  };
}

const session = (userType: string, storeId: string): SessionView => ({
  userType, storeId, zipcode: '94611', preference: 'J4U', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: null, customerId: null, userInfo: null, how: '', rules: [],
});

describe('the cart follows the storefront\'s session (decision 0450)', () => {
  it('the session the page starts with is handed over at once, even before there is one', () => {
    const storefront = fakeStorefront();
    const cart = recordingCart();
    bindCartToSession(cart, storefront);
    expect(cart.handed).toEqual([null]);
  });

  it('only the user type and store reach the cart, once per new session', () => {
    const storefront = fakeStorefront();
    storefront.dispatch({ type: 'sessionChanged', session: session('G', '1502') });
    const cart = recordingCart();
    bindCartToSession(cart, storefront);
    expect(cart.handed).toEqual([{ userType: 'G', storeId: '1502' }]);
    // A toast or a modal changes the snapshot, not the session: the cart is not told again.
    storefront.touch();
    storefront.dispatch({ type: 'toastShown', toast: { text: 'Hello', key: 1 } });
    expect(cart.handed).toHaveLength(1);
    // Sign-in (the merge) and a store change (the move) are new sessions.
    storefront.dispatch({ type: 'sessionChanged', session: session('C', '1502') });
    storefront.dispatch({ type: 'sessionChanged', session: session('C', '3132') });
    expect(cart.handed).toEqual([{ userType: 'G', storeId: '1502' }, { userType: 'C', storeId: '1502' }, { userType: 'C', storeId: '3132' }]);
  });

  it('while an establishment runs the cart waits; it gets the session the establishment ends with, not the ones on the way', () => {
    const storefront = fakeStorefront();
    const cart = recordingCart();
    storefront.dispatch({ type: 'establishStarted' });
    bindCartToSession(cart, storefront);
    storefront.dispatch({ type: 'sessionChanged', session: session('G', '1502') });
    storefront.dispatch({ type: 'sessionChanged', session: session('C', '1502') });
    expect(cart.handed).toEqual([]);
    storefront.dispatch({ type: 'establishEnded' });
    expect(cart.handed).toEqual([{ userType: 'C', storeId: '1502' }]);
  });

  it('after unbinding the cart hears of no session', () => {
    const storefront = fakeStorefront();
    const cart = recordingCart();
    const unbind = bindCartToSession(cart, storefront);
    unbind();
    storefront.dispatch({ type: 'sessionChanged', session: session('C', '1502') });
    expect(cart.handed).toEqual([null]);
  });
});
