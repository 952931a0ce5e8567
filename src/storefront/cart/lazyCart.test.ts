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

  it('the same session handed over again changes nothing and fetches nothing more', async () => {
    const { cart, idle, loads } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    const shown = cart.getSnapshot();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(cart.getSnapshot()).toBe(shown);
    expect(idle).toHaveLength(1);
    expect(loads()).toBe(0);
  });

  it('GUEST-STORE-17 a guest\'s store change after the page load fetches the core at once, which moves the carts as it would have from the start', async () => {
    const { cart, service, loads } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.sessionChanged({ userType: 'G', storeId: '2201' });
    expect(loads()).toBe(1);
    const eager = setUp();
    const alone = eager.core();
    await alone.sessionChanged({ userType: 'G', storeId: '1502' });
    await alone.sessionChanged({ userType: 'G', storeId: '2201' });
    expect(service.calls).toEqual(eager.service.calls);
    expect(cart.getSnapshot()).toEqual(alone.getSnapshot());
    // With the core there, the next store change is the core's at once.
    await cart.sessionChanged({ userType: 'G', storeId: '3132' });
    expect(cart.getSnapshot()).toMatchObject({ mode: 'guest', status: 'ready', storeId: '3132', pending: 0 });
  });

  it('LINKS-05 nobody\'s cart: a store change has nothing to move and fetches nothing', async () => {
    const { cart, loads, service } = setUp({ disableGuestCart: true, guestAddToCartVariant: 'a' });
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.sessionChanged({ userType: 'G', storeId: '2201' });
    expect(loads()).toBe(0);
    expect(service.calls).toEqual([]);
    expect(cart.getSnapshot()).toMatchObject({ mode: 'none', status: 'ready', storeId: '2201', pending: 0 });
  });

  it('a session handed over while the code is on its way is pending until the core has it', async () => {
    const service = fakeCartService();
    const cookies = memoryCookieJar();
    const ids = cartIds(memoryStorage(), cookies);
    const toggles = { disableGuestCart: true, guestAddToCartVariant: 'a' } as const;
    let arrive!: (cart: Cart) => void;
    const cart = lazyCart({ load: () => new Promise<Cart>((resolve) => (arrive = resolve)), ids, toggles, whenIdle: () => undefined });
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    const added = cart.add(apples);
    let followed = false;
    const moved = cart.sessionChanged({ userType: 'G', storeId: '2201' }).then(() => (followed = true));
    await Promise.resolve();
    expect(cart.getSnapshot().pending).toBe(1);
    expect(followed).toBe(false);
    arrive(createCart({ api: service.api, ids, cookies, toggles, showToast: () => undefined, log: () => undefined }));
    await moved;
    expect(await added).toBe('sign-in');
    expect(cart.getSnapshot()).toMatchObject({ mode: 'none', status: 'ready', storeId: '2201', pending: 0 });
  });

  it('a quantity change, a removal and a refresh run on the core, before and after its code has arrived', async () => {
    const { cart, service, loads } = setUp({ disableGuestCart: true, guestAddToCartVariant: 'a' });
    service.signIn('c-1');
    service.seed('c-1', 'abs', [{ upc: apples.upc, qty: 2, name: apples.name, price: apples.price, stock: 'in-stock' }]);
    await cart.sessionChanged({ userType: 'C', storeId: '1502' });
    expect(loads()).toBe(1);
    expect(await cart.setQuantity({ upc: apples.upc, sellerId: 'abs' }, 5)).toBe(true);
    expect(cart.getSnapshot().count).toBe(5);
    service.seed('c-1', 'abs', [{ upc: apples.upc, qty: 7, name: apples.name, price: apples.price, stock: 'in-stock' }]);
    await cart.refresh();
    expect(cart.getSnapshot().count).toBe(7);
    expect(await cart.remove({ upc: apples.upc, sellerId: 'abs' })).toBe(true);
    expect(cart.getSnapshot().count).toBe(0);
    // The same commands as a page's first act, before the code is there: each fetches it and runs.
    for (const first of [(c: Cart) => c.setQuantity({ upc: apples.upc, sellerId: 'abs' }, 3), (c: Cart) => c.remove({ upc: apples.upc, sellerId: 'abs' }), (c: Cart) => c.refresh()]) {
      const fresh = setUp({ disableGuestCart: true, guestAddToCartVariant: 'a' });
      fresh.service.signIn('c-1');
      fresh.service.seed('c-1', 'abs', [{ upc: apples.upc, qty: 2, name: apples.name, price: apples.price, stock: 'in-stock' }]);
      await fresh.cart.sessionChanged({ userType: 'G', storeId: '1502' });
      expect(fresh.loads()).toBe(0);
      await first(fresh.cart);
      expect(fresh.loads()).toBe(1);
      expect(fresh.cart.getSnapshot()).toMatchObject({ mode: 'none', status: 'ready', pending: 0 });
    }
  });

  it('idle waits for every command asked before the code arrived', async () => {
    const { cart, service, loads } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    const added = cart.add(apples);
    expect(loads()).toBe(1);
    await cart.idle();
    expect(cart.getSnapshot()).toMatchObject({ count: 1, pending: 0 });
    expect(service.calls).toEqual(['add']);
    expect(await added).toBe('added');
    expect(await lazyCart({ load: () => Promise.reject(new Error('unused')), ids: cartIds(memoryStorage(), null), toggles: GUEST_ON, whenIdle: () => undefined }).idle()).toBeUndefined();
  });

  it('sessions that were pending on code that could not be fetched are all no longer pending', async () => {
    const local = memoryStorage();
    local.setItem(AB_CART_KEY, JSON.stringify({ abs: 'gcart-9' }));
    let fail!: (error: Error) => void;
    const cart = lazyCart({ load: () => new Promise<Cart>((_, reject) => (fail = reject)), ids: cartIds(local, memoryCookieJar()), toggles: GUEST_ON, whenIdle: () => undefined });
    const first = cart.sessionChanged({ userType: 'G', storeId: '1502' });
    const second = cart.sessionChanged({ userType: 'G', storeId: '2201' });
    expect(cart.getSnapshot().pending).toBe(2);
    fail(new Error('code not fetched'));
    await expect(first).rejects.toThrow('code not fetched');
    await expect(second).rejects.toThrow('code not fetched');
    expect(cart.getSnapshot().pending).toBe(0);
  });

  it('idle, asked while the code is arriving, waits for the commands asked before it however long they take', async () => {
    const service = fakeCartService();
    const cookies = memoryCookieJar();
    const ids = cartIds(memoryStorage(), cookies);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = { ...service.api, add: async (item: Parameters<typeof service.api.add>[0]) => (await gate, service.api.add(item)) };
    const cart = lazyCart({ load: async () => createCart({ api, ids, cookies, toggles: GUEST_ON, showToast: () => undefined, log: () => undefined }), ids, toggles: GUEST_ON, whenIdle: () => undefined });
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    const added = cart.add(apples);
    let settled = false;
    const idle = cart.idle().then(() => (settled = true));
    // Every promise callback that can run without the service's answer has run (a macrotask comes after them all).
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    release();
    await idle;
    expect(cart.getSnapshot()).toMatchObject({ count: 1, pending: 0 });
    expect(await added).toBe('added');
  });
});
