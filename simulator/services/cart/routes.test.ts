import { describe, expect, it } from 'vitest';
import { CartListResponse, CartView } from '../../../spec/schemas/upstream/cart';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { invoke } from '../identity/testing';
import { SESSION_COOKIE, startServletSession } from '../customers/session';
import { CATALOGUE, stockAt } from '../catalogue/products';
import { cartRoutes } from './routes';
import { MAX_LINE_QTY } from './carts';

const grocery = CATALOGUE.filter((p) => p.shop === 'grocery');
const apples = grocery[0]!;
const milk = grocery.find((p) => p.aisle.id === 'dairy')!;
const oil = CATALOGUE.find((p) => p.seller?.sellerId === 'mkp-4417')!;
const post = (ctx: SimContext, path: string, body: unknown, cookies: Record<string, string> = {}) => invoke(cartRoutes, ctx, 'POST', `/bin/wcax/cart${path}`, { body, cookies });
const cartOf = (response: { body?: unknown }) => CartView.parse(response.body);
const cartsOf = (response: { body?: unknown }) => CartListResponse.parse(response.body).carts;
const signIn = (ctx: SimContext) => ({ [SESSION_COOKIE]: startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway').id });
const count = (carts: readonly CartView[]) => carts.flatMap((c) => c.items).reduce((n, l) => n + l.qty, 0);

describe('CALL-07 cart service', () => {
  it('CALL-07 STORAGE-01 a guest add makes a guest cart per seller at the named store; later adds name it by id', async () => {
    const ctx = createSimContext();
    const first = cartOf(await post(ctx, '/add', { upc: apples.upc, qty: 1, storeId: '1502' }));
    expect(first).toMatchObject({ sellerId: 'abs', storeId: '1502', guest: true, items: [{ upc: apples.upc, qty: 1, name: apples.name, price: apples.price }] });
    const again = cartOf(await post(ctx, '/add', { upc: apples.upc, qty: 2, cartId: first.cartId }));
    expect(again.items).toEqual([expect.objectContaining({ upc: apples.upc, qty: 3 })]);
    const market = cartOf(await post(ctx, '/add', { upc: oil.upc, qty: 1, sellerId: 'mkp-4417', storeId: '1502' }));
    expect(market.cartId).not.toBe(first.cartId);
    expect(market.items[0]?.sellerName).toBe('Pantry Partners');
    const listed = cartsOf(await invoke(cartRoutes, ctx, 'GET', `/bin/wcax/cart?cartIds=${first.cartId},${market.cartId},gcart-gone`));
    expect(listed.map((c) => c.cartId)).toEqual([first.cartId, market.cartId]);
  });

  it('CALL-07 a product goes only in its own seller\'s cart, unknown products and carts are refused, no session and no store is 401', async () => {
    const ctx = createSimContext();
    expect((await post(ctx, '/add', { upc: oil.upc, qty: 1, storeId: '1502' })).status).toBe(400);
    expect((await post(ctx, '/add', { upc: '0001111040101', qty: 1, storeId: '1502' })).status).toBe(404);
    expect((await post(ctx, '/add', { upc: apples.upc, qty: 1, cartId: 'gcart-nope' })).status).toBe(404);
    expect((await post(ctx, '/add', { upc: apples.upc, qty: 1 })).status).toBe(401);
    expect((await post(ctx, '/add', { upc: apples.upc, qty: 0, storeId: '1502' })).status).toBe(400);
  });

  it('CALL-07 quantities are set, capped at 99 a line, and 0 removes the line', async () => {
    const ctx = createSimContext();
    const cart = cartOf(await post(ctx, '/add', { upc: apples.upc, qty: 98, storeId: '1502' }));
    expect(cartOf(await post(ctx, '/add', { upc: apples.upc, qty: 5, cartId: cart.cartId })).items[0]?.qty).toBe(MAX_LINE_QTY);
    expect(cartOf(await post(ctx, '/update', { upc: apples.upc, qty: 4, cartId: cart.cartId })).items[0]?.qty).toBe(4);
    expect(cartOf(await post(ctx, '/update', { upc: apples.upc, qty: 0, cartId: cart.cartId })).items).toEqual([]);
    expect((await post(ctx, '/update', { upc: apples.upc, qty: 1 })).status).toBe(401);
  });

  it('CALL-07 a signed-in session works on the customer\'s own carts, one per seller', async () => {
    const ctx = createSimContext();
    const cookies = signIn(ctx);
    const before = cartsOf(await invoke(cartRoutes, ctx, 'GET', '/bin/wcax/cart', { cookies }));
    expect(before.map((c) => c.sellerId).sort()).toEqual(['abs', 'mkp-4417']);
    const added = cartOf(await post(ctx, '/add', { upc: milk.upc, qty: 1 }, cookies));
    expect(added.cartId).toBe(before.find((c) => c.sellerId === 'abs')?.cartId);
    expect(added.guest).toBe(false);
  });

  it('CALL-07 merging on sign-in adds the guest lines to the customer\'s carts, drops the guest carts, moves every cart to the store, and is idempotent', async () => {
    const ctx = createSimContext();
    const g1 = cartOf(await post(ctx, '/add', { upc: milk.upc, qty: 2, storeId: '1502' }));
    await post(ctx, '/add', { upc: apples.upc, qty: 1, cartId: g1.cartId });
    const g2 = cartOf(await post(ctx, '/add', { upc: oil.upc, qty: 1, sellerId: 'mkp-4417', storeId: '1502' }));
    const cookies = signIn(ctx);
    const own = count(cartsOf(await invoke(cartRoutes, ctx, 'GET', '/bin/wcax/cart', { cookies })));
    const store = ctx.db.store.getAll().find((s) => s.id !== '1502')!.id;
    const body = { guestCartIds: [g1.cartId, g2.cartId], storeId: store };
    const merged = cartsOf(await post(ctx, '/merge', body, cookies));
    expect(count(merged)).toBe(own + 4);
    expect(merged.every((c) => c.storeId === store && c.guest === false)).toBe(true);
    expect(count(cartsOf(await post(ctx, '/merge', body, cookies)))).toBe(own + 4);
    expect(cartsOf(await invoke(cartRoutes, ctx, 'GET', `/bin/wcax/cart?cartIds=${g1.cartId}`))).toEqual([]);
    expect((await post(ctx, '/merge', body)).status).toBe(401);
  });

  it('CALL-07 GUEST-STORE-17 STORE-CHANGE-01 a store move keeps every line and flags what the new store does not stock', async () => {
    const ctx = createSimContext();
    // ERR-20's pinned item: out of stock at 1502, stocked at another store.
    const salmon = CATALOGUE.find((p) => p.bpn === '960012421')!;
    const other = ctx.db.store.getAll().find((s) => s.id !== '1502' && stockAt(salmon, s.id).status === 'in-stock')!;
    const cart = cartOf(await post(ctx, '/add', { upc: salmon.upc, qty: 1, storeId: other.id }));
    expect(cart.items[0]?.stock).toBe('in-stock');
    const moved = cartsOf(await post(ctx, '/store', { storeId: '1502', cartIds: [cart.cartId] }));
    expect(moved).toEqual([expect.objectContaining({ storeId: '1502', items: [expect.objectContaining({ upc: salmon.upc, qty: 1, stock: 'out-of-stock' })] })]);
    expect((await post(ctx, '/store', { storeId: '999999', cartIds: [cart.cartId] })).status).toBe(404);
  });
});
