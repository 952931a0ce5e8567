import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../cookies';
import { memoryStorage } from '../ports';
import { AB_CART_KEY, cartIds } from './cartIds';
import { createCart } from './cart';
import type { Cart, CartPorts } from './cart';
import { lazyCart } from './lazyCart';
import { fakeCartService } from '../../../tests/support/cart';

const GUEST_ON = { disableGuestCart: false, guestAddToCartVariant: 'b' } as const;
const apples = { upc: '0000960012345', name: 'Gala Apples', price: 5.99 };

/** The facade over a real core, with the core's construction and the idle tasks under the test's control. */
function setUp(toggles: CartPorts['toggles'] = GUEST_ON, local = memoryStorage()) {
  const service = fakeCartService();
  const cookies = memoryCookieJar();
  const ids = cartIds(local, cookies);
  let loads = 0;
  const idle: (() => void)[] = [];
  const core = (): Cart => createCart({ api: service.api, ids, cookies, toggles, showToast: () => undefined, log: () => undefined });
  const cart = lazyCart({
    load: async () => {
      loads += 1;
      return core();
    },
    ids,
    toggles,
    whenIdle: (task) => void idle.push(task),
  });
  const runIdle = async () => {
    for (const task of idle.splice(0)) task();
    await cart.idle();
  };
  return { service, cart, idle, runIdle, loads: () => loads, core, local };
}

describe('cart core fetched on demand', () => {
  it('USER-TYPES-08 STORAGE-01 a guest with no cart id shows the core\'s empty ready cart without fetching it, and fetches it once idle', async () => {
    const { cart, service, runIdle, loads, idle } = setUp();
    expect(cart.getSnapshot()).toMatchObject({ mode: 'none', status: 'idle', count: 0 });
    // As the binding does: no session while the page load establishes it (nothing is scheduled yet), then the guest's.
    await cart.sessionChanged(null);
    expect(idle).toHaveLength(0);
    expect(cart.getSnapshot()).toMatchObject({ mode: 'none', status: 'ready', storeId: null });
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(loads()).toBe(0);
    expect(idle).toHaveLength(1);
    // What the core itself ends in for the same session.
    const eager = setUp().core();
    await eager.sessionChanged(null);
    await eager.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(cart.getSnapshot()).toEqual(eager.getSnapshot());
    await runIdle();
    expect(loads()).toBe(1);
    expect(cart.getSnapshot()).toEqual(eager.getSnapshot());
    expect(service.calls).toEqual([]);
  });

  it('LINKS-05 a command before the code has arrived fetches it and runs on the session the page load gave', async () => {
    const { cart, loads } = setUp({ disableGuestCart: true, guestAddToCartVariant: 'a' });
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(loads()).toBe(0);
    expect(await cart.add(apples)).toBe('sign-in');
    expect(loads()).toBe(1);
  });

  it('STORAGE-01 a session with a cart to read (a customer, a guest whose abCart holds ids) fetches the core at once and reads', async () => {
    const local = memoryStorage();
    local.setItem(AB_CART_KEY, JSON.stringify({ abs: 'gcart-9' }));
    const { cart, loads, service } = setUp(GUEST_ON, local);
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(loads()).toBe(1);
    expect(service.calls.length).toBeGreaterThan(0);
    const customer = setUp();
    await customer.cart.sessionChanged({ userType: 'C', storeId: '1502' });
    expect(customer.loads()).toBe(1);
    expect(customer.cart.getSnapshot()).toMatchObject({ mode: 'customer', status: 'ready' });
  });

  it('GUEST-STORE-17 sessions handed over before the code arrived reach the core in order (a store change after the page load)', async () => {
    const { cart, service, runIdle } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    const added = cart.add(apples);
    await cart.sessionChanged({ userType: 'G', storeId: '2201' });
    expect(await added).toBe('added');
    await runIdle();
    expect(cart.getSnapshot()).toMatchObject({ mode: 'guest', status: 'ready', storeId: '2201', count: 1 });
    // The add went to the page load's store and the cart then moved with the shopper, as with the core from the start.
    expect(service.calls).toEqual(['add', 'moveToStore']);
  });
  it('GUEST-STORE-17 a store move asked for before the code has arrived is pending until the carts have moved', async () => {
    const local = memoryStorage();
    local.setItem(AB_CART_KEY, JSON.stringify({ abs: 'gcart-9' }));
    const service = fakeCartService();
    const cookies = memoryCookieJar();
    const ids = cartIds(local, cookies);
    let arrive!: (cart: Cart) => void;
    const cart = lazyCart({
      load: () => new Promise<Cart>((resolve) => (arrive = resolve)),
      ids,
      toggles: GUEST_ON,
      whenIdle: () => undefined,
    });
    const first = cart.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(cart.getSnapshot().pending).toBeGreaterThan(0);
    arrive(createCart({ api: service.api, ids, cookies, toggles: GUEST_ON, showToast: () => undefined, log: () => undefined }));
    await first;
    expect(cart.getSnapshot().pending).toBe(0);
  });

  it('a cart whose code cannot be fetched is no longer pending', async () => {
    const local = memoryStorage();
    local.setItem(AB_CART_KEY, JSON.stringify({ abs: 'gcart-9' }));
    const cookies = memoryCookieJar();
    const cart = lazyCart({ load: () => Promise.reject(new Error('code not fetched')), ids: cartIds(local, cookies), toggles: GUEST_ON, whenIdle: () => undefined });
    await expect(cart.sessionChanged({ userType: 'G', storeId: '1502' })).rejects.toThrow('code not fetched');
    expect(cart.getSnapshot().pending).toBe(0);
  });
});
