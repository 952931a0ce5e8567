import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../cookies';
import { memoryStorage } from '../ports';
import { AB_CART_KEY, cartIds, GUEST_CART_KEY } from './cartIds';
import { applyChange, cartModeOf, countOf, createCart, MERGE_FAILED_TEXT, MOVE_FAILED_TEXT, totalOf } from './cart';
import type { CartPorts } from './cart';
import { fakeCartService } from '../../../tests/support/cart';

const GUEST_ON = { disableGuestCart: false, guestAddToCartVariant: 'b' } as const;
const apples = { upc: '0000960012345', name: 'Gala Apples', price: 5.99 };
const milk = { upc: '0000960012400', name: 'Whole Milk', price: 4.29 };
const oil = { upc: '0000980000201', name: 'Olive Oil', sellerId: 'mkp-4417', price: 18.5 };

function setUp(toggles: CartPorts['toggles'] = GUEST_ON, local = memoryStorage()) {
  const service = fakeCartService();
  const cookies = memoryCookieJar();
  const toasts: string[] = [];
  const cart = createCart({ api: service.api, ids: cartIds(local, cookies), cookies, toggles, showToast: (t) => toasts.push(t), log: () => undefined });
  return { service, cookies, toasts, cart, local };
}

describe('cart core', () => {
  it('USER-TYPES-08 LINKS-04 LINKS-05 AMBIG-10 a guest has a cart only with guest add-to-cart on and disableGuestCart false', () => {
    expect(cartModeOf('C', { disableGuestCart: true, guestAddToCartVariant: 'a' })).toBe('customer');
    expect(cartModeOf('G', { disableGuestCart: true, guestAddToCartVariant: 'b' })).toBe('none');
    expect(cartModeOf('G', { disableGuestCart: false, guestAddToCartVariant: 'a' })).toBe('none');
    expect(cartModeOf('g', GUEST_ON)).toBe('guest');
    expect(cartModeOf('A', GUEST_ON)).toBe('none');
  });

  it('LINKS-05 without a cart an add asks for sign-in and sends nothing', async () => {
    const { cart, service } = setUp({ disableGuestCart: true, guestAddToCartVariant: 'a' });
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(await cart.add(apples)).toBe('sign-in');
    expect(service.calls).toEqual([]);
  });

  it('USER-TYPES-08 STORAGE-01 a guest with no cart id in abCart has nothing to read: the page load makes no cart call', async () => {
    const { cart, service } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(cart.getSnapshot()).toMatchObject({ mode: 'guest', status: 'ready', count: 0 });
    expect(service.calls).toEqual([]);
  });

  it('STORAGE-01 a guest add shows at once, lands in a guest cart per seller, and abCart keeps the ids by seller', async () => {
    const { cart, local } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    const added = cart.add(apples, 2);
    expect(cart.getSnapshot()).toMatchObject({ count: 2, pending: 1 });
    expect(await added).toBe('added');
    await cart.add(oil);
    await cart.add(apples);
    const snap = cart.getSnapshot();
    expect(snap.carts.map((c) => [c.sellerId, countOf([c])])).toEqual([['abs', 3], ['mkp-4417', 1]]);
    expect(JSON.parse(local.getItem(AB_CART_KEY) ?? '{}')).toEqual({ abs: 'gcart-1', 'mkp-4417': 'gcart-2' });
    expect(JSON.parse(local.getItem(GUEST_CART_KEY) ?? '{}')).toEqual({ abs: 'gcart-1', 'mkp-4417': 'gcart-2' });
    expect(snap.total).toBe(3.3 + 1.1);
  });

  it('STORAGE-01 a plain-string abCart id from an older page is read as the abs cart and written back migrated', async () => {
    const { cart, service, local } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples);
    local.setItem(AB_CART_KEY, 'gcart-1');
    const again = setUp(GUEST_ON, local);
    // the same service: the second page reads the first page's cart
    const page = createCart({ api: service.api, ids: cartIds(local, again.cookies), cookies: again.cookies, toggles: GUEST_ON, showToast: () => undefined, log: () => undefined });
    await page.sessionChanged({ userType: 'G', storeId: '1502' });
    expect(page.getSnapshot().count).toBe(1);
    expect(JSON.parse(local.getItem(AB_CART_KEY) ?? '')).toEqual({ abs: 'gcart-1' });
  });

  it('a failed add rolls back, says so in a toast, and reads the carts again: no line already there is lost', async () => {
    const { cart, service, toasts } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples);
    service.failNext();
    expect(await cart.add(milk)).toBe('failed');
    expect(toasts).toEqual(["We couldn't add Whole Milk to your cart. Try again."]);
    expect(cart.getSnapshot().carts[0]?.items.map((l) => [l.upc, l.qty])).toEqual([[apples.upc, 1]]);
    expect(service.calls.at(-1)).toBe('list');
  });

  it('a quantity change and a removal show at once; a failed one returns to what the service holds', async () => {
    const { cart, service, toasts } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples, 3);
    const line = { upc: apples.upc, sellerId: 'abs', name: apples.name };
    service.failNext();
    const failing = cart.setQuantity(line, 7);
    expect(cart.getSnapshot().count).toBe(7);
    expect(await failing).toBe(false);
    expect(cart.getSnapshot().count).toBe(3);
    expect(toasts.at(-1)).toMatch(/couldn't change Gala Apples/);
    expect(await cart.remove(line)).toBe(true);
    expect(cart.getSnapshot()).toMatchObject({ count: 0, carts: [expect.objectContaining({ items: [] })] });
  });

  it('GUEST-STORE-17 a guest store change moves the guest carts to the new store', async () => {
    const { cart, service } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples);
    await cart.sessionChanged({ userType: 'G', storeId: '1601' });
    expect(service.calls.at(-1)).toBe('moveToStore');
    expect(cart.getSnapshot().carts.map((c) => c.storeId)).toEqual(['1601']);
  });

  it('GUEST-STORE-17 a store change is pending from the moment the session changes until the carts have moved', async () => {
    const { cart, service } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples);
    let answer!: () => void;
    const move = service.api.moveToStore.bind(service.api);
    service.api.moveToStore = async (input) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return move(input);
    };
    const seen: number[] = [];
    cart.subscribe(() => seen.push(cart.getSnapshot().pending));
    const moved = cart.sessionChanged({ userType: 'G', storeId: '1601' });
    // Before the queue has even reached the move: a page waiting for the cart to settle must not see it settled now.
    expect(cart.getSnapshot().pending).toBe(1);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(cart.getSnapshot().pending).toBe(1);
    answer();
    await moved;
    expect(cart.getSnapshot().pending).toBe(0);
    expect(cart.getSnapshot().carts.map((c) => c.storeId)).toEqual(['1601']);
    expect(seen.at(-1)).toBe(0);
  });

  it('STORE-CHANGE-01 REINIT-06 a signed-in store change updates the existing cart\'s store and marks slot re-init', async () => {
    const { cart, service, cookies } = setUp();
    service.signIn('shopper');
    service.seed('shopper', 'abs', [{ upc: apples.upc, qty: 2 }]);
    await cart.sessionChanged({ userType: 'C', storeId: '1502' });
    cookies.set('ECommReInit', 'wwwlocal', null);
    await cart.sessionChanged({ userType: 'C', storeId: '1601' });
    expect(cart.getSnapshot().carts).toEqual([expect.objectContaining({ storeId: '1601', items: [expect.objectContaining({ qty: 2 })] })]);
    expect(cookies.get('ECommReInit')).toBe('wwwlocal|slot');
  });

  it('signing in merges the guest carts into the customer\'s at the session store, once', async () => {
    const { cart, service, local } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples);
    await cart.add(oil);
    service.signIn('shopper');
    service.seed('shopper', 'abs', [{ upc: apples.upc, qty: 2 }, { upc: milk.upc, qty: 1 }]);
    await cart.sessionChanged({ userType: 'C', storeId: '1601' });
    expect(cart.getSnapshot()).toMatchObject({ mode: 'customer', count: 5 });
    expect(cart.getSnapshot().carts.every((c) => c.storeId === '1601')).toBe(true);
    expect(local.getItem(GUEST_CART_KEY)).toBeNull();
    await cart.refresh();
    expect(cart.getSnapshot().count).toBe(5);
  });

  it('a failed merge keeps the guest ids for the next page, says so, and shows what the service holds; the next page merges', async () => {
    const { cart, service, local, toasts, cookies } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples);
    service.signIn('shopper');
    service.failNext();
    await cart.sessionChanged({ userType: 'C', storeId: '1502' });
    expect(JSON.parse(local.getItem(GUEST_CART_KEY) ?? '{}')).toEqual({ abs: 'gcart-1' });
    expect(cart.getSnapshot().status).toBe('ready');
    expect(toasts).toEqual([MERGE_FAILED_TEXT]);
    const next = createCart({ api: service.api, ids: cartIds(local, cookies), cookies, toggles: GUEST_ON, showToast: () => undefined, log: () => undefined });
    await next.sessionChanged({ userType: 'C', storeId: '1502' });
    expect(next.getSnapshot().count).toBe(1);
    expect(local.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('GUEST-STORE-17 a failed store move keeps every line at the old store and says so', async () => {
    const { cart, service, toasts } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples, 2);
    service.failNext();
    await cart.sessionChanged({ userType: 'G', storeId: '1601' });
    expect(toasts).toEqual([MOVE_FAILED_TEXT]);
    expect(cart.getSnapshot()).toMatchObject({ count: 2, status: 'ready', carts: [expect.objectContaining({ storeId: '1502' })] });
  });

  it('STORE-CHANGE-01 GUEST-STORE-17 carts left at another store by a failed move follow the session\'s store on the next page', async () => {
    const { cart, service, local, cookies } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples, 2);
    service.failNext();
    await cart.sessionChanged({ userType: 'G', storeId: '1601' });
    const next = createCart({ api: service.api, ids: cartIds(local, cookies), cookies, toggles: GUEST_ON, showToast: () => undefined, log: () => undefined });
    await next.sessionChanged({ userType: 'G', storeId: '1601' });
    expect(service.calls.slice(-2)).toEqual(['list', 'moveToStore']);
    expect(next.getSnapshot()).toMatchObject({ count: 2, status: 'ready', carts: [expect.objectContaining({ storeId: '1601' })] });
    // Carts already at the session's store are only read.
    const third = createCart({ api: service.api, ids: cartIds(local, cookies), cookies, toggles: GUEST_ON, showToast: () => undefined, log: () => undefined });
    await third.sessionChanged({ userType: 'G', storeId: '1601' });
    expect(service.calls.at(-1)).toBe('list');
  });

  it('a failed read keeps the carts shown and marks them stale; the next read brings them in line', async () => {
    const { cart, service } = setUp();
    await cart.sessionChanged({ userType: 'G', storeId: '1502' });
    await cart.add(apples, 2);
    service.failNext();
    await cart.refresh();
    expect(cart.getSnapshot()).toMatchObject({ status: 'failed', count: 2 });
    await cart.refresh();
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready', count: 2 });
  });

  it('STORE-FLAGS-07 without local storage the cart ids are held in cookies', async () => {
    const broken = { ...memoryStorage(), setItem: vi.fn(() => { throw new Error('quota'); }) };
    const cookies = memoryCookieJar();
    const ids = cartIds(broken, cookies);
    expect(ids.carrier).toBe('cookie');
    ids.write({ abs: 'gcart-9' });
    expect(cookies.get(AB_CART_KEY)).toBe('{"abs":"gcart-9"}');
    expect(ids.read()).toEqual({ abs: 'gcart-9' });
  });

  it('FORMAT-02 the total is rounded to cents', () => {
    expect(totalOf([{ sellerId: 'abs', items: [{ upc: '1', qty: 3, price: 0.1 }, { upc: '2', qty: 1, price: 1.005 }] }])).toBe(1.31);
  });

  it('no lost line: after any sequence of changes, some failing, the cart shows exactly what the service holds', async () => {
    const upcs = [apples.upc, milk.upc, oil.upc];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ op: fc.constantFrom('add', 'set'), item: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 0, max: 5 }), fail: fc.boolean() }), { maxLength: 12 }), async (steps) => {
        const { cart, service } = setUp();
        await cart.sessionChanged({ userType: 'G', storeId: '1502' });
        for (const step of steps) {
          const upc = upcs[step.item]!;
          const sellerId = upc === oil.upc ? 'mkp-4417' : 'abs';
          if (step.fail) service.failNext();
          if (step.op === 'add') await cart.add({ upc, name: upc, sellerId }, Math.max(1, step.qty));
          else await cart.setQuantity({ upc, sellerId }, step.qty);
          service.failNext(0);
        }
        await cart.idle();
        const held = service.holds(cart.getSnapshot().carts.flatMap((c) => (c.cartId ? [c.cartId] : [])));
        const shown = cart.getSnapshot().carts.flatMap((c) => c.items.map((l) => `${c.sellerId}:${l.upc}:${l.qty}`)).sort();
        expect(shown).toEqual(held.flatMap((c) => c.items.map((l) => `${c.sellerId}:${l.upc}:${l.qty}`)).sort());
        expect(cart.getSnapshot().pending).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('applyChange adds to a line up to 99 and a new seller gets its own cart', () => {
    const one = applyChange([], { id: 1, kind: 'add', sellerId: 'mkp-1', line: { upc: '1', qty: 98 } }, '1502');
    expect(applyChange(one, { id: 2, kind: 'add', sellerId: 'mkp-1', line: { upc: '1', qty: 5 } }, '1502')[0]?.items[0]?.qty).toBe(99);
  });
});
