import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createCartClient } from './cart';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const ORIGIN = 'http://127.0.0.1:9';
const config = parseConfigObject(testConfig());

function client(reply: Reply = () => jsonReply(503, { errorCode: 'DOWN', errorMessage: 'down' }, 'Service Unavailable'), cfg = config) {
  const { fetch, sent } = fakeFetch(reply);
  return { cart: createCartClient({ config: cfg, env: testEnv(fetch) }), sent };
}
type Cart = ReturnType<typeof createCartClient>;

describe('cart client (CALL-07 and the simulator\'s cart calls beside it)', () => {
  it('CALL-07 each cart call goes to its path under /bin/{provider}/cart with the session cookies and no bearer token; a failure names CALL-07', async () => {
    const cases: [(c: Cart) => Promise<unknown>, string, string, Record<string, string>, unknown][] = [
      [(c) => c.add({ upc: '0001111040101', qty: 1, cartId: 'g-1' }), 'POST', '/cart/add', {}, { upc: '0001111040101', qty: 1, sellerId: 'abs', cartId: 'g-1' }],
      [(c) => c.list(), 'GET', '/cart', {}, undefined],
      [(c) => c.list(['g-1', 'g-2']), 'GET', '/cart', { cartIds: 'g-1,g-2' }, undefined],
      [(c) => c.setQuantity({ upc: '0001111040101', qty: 0 }), 'POST', '/cart/update', {}, { upc: '0001111040101', qty: 0, sellerId: 'abs' }],
      [(c) => c.merge({ guestCartIds: ['g-1'], storeId: '1502' }), 'POST', '/cart/merge', {}, { guestCartIds: ['g-1'], storeId: '1502' }],
      [(c) => c.moveToStore({ storeId: '1502' }), 'POST', '/cart/store', {}, { storeId: '1502', cartIds: [] }],
    ];
    for (const [make, method, path, query, body] of cases) {
      const { cart, sent } = client();
      const error = await rejectionOf(make(cart));
      expect(error, path).toBeInstanceOf(ApiError);
      expect(error, path).toMatchObject({ kind: 'status', call: 'CALL-07', status: 503 });
      expect(readRequest(sent[0]!), path).toEqual({ method, address: `${ORIGIN}/bin/wcax${path}`, query, body });
      expect(sent[0]!.credentials, path).toBe('include');
      expect(sent[0]!.headers.has('authorization'), path).toBe(false);
    }
  });

  it('CALL-07 the servlets on another origin are reached there', async () => {
    const { cart, sent } = client(undefined, parseConfigObject(testConfig({ domain: { ...testConfig().domain, servletBase: 'http://localhost:8/' } })));
    await rejectionOf(cart.list());
    expect(readRequest(sent[0]!).address).toBe('http://localhost:8/bin/wcax/cart');
  });

  it('CALL-07 the list, merge and store move answer the carts; add and quantity change answer the cart', async () => {
    const view = { cartId: 'g-1', storeId: '1502', sellerId: 'abs', guest: true, items: [{ upc: '0001111040101', qty: 2 }] };
    const lists = client(() => jsonReply(200, { carts: [view] }));
    expect(await lists.cart.list(['g-1'])).toEqual([view]);
    expect(await lists.cart.merge({ guestCartIds: ['g-1'] })).toEqual([view]);
    expect(await lists.cart.moveToStore({ storeId: '1502', cartIds: ['g-1'] })).toEqual([view]);
    const one = client(() => jsonReply(200, view));
    expect(await one.cart.add({ upc: '0001111040101', qty: 2 })).toEqual(view);
    expect(await one.cart.setQuantity({ upc: '0001111040101', qty: 2 })).toEqual(view);
  });

  it('CALL-07 bad input is refused before any request, naming the field', async () => {
    const { cart, sent } = client();
    const refusals: [Promise<unknown>, string][] = [
      [cart.add({ upc: 'abc', qty: 1 }), 'upc'],
      [cart.list(['ok', 'not ok']), 'cartIds'],
      [cart.setQuantity({ upc: '0001111040101', qty: -1 }), 'qty'],
      [cart.merge({ guestCartIds: ['a/b'] }), 'guestCartIds.0'],
      [cart.moveToStore({ storeId: 'x' }), 'storeId'],
    ];
    for (const [attempt, field] of refusals) expect(await rejectionOf(attempt), field).toMatchObject({ kind: 'missing-input', call: 'CALL-07', field });
    expect(sent).toHaveLength(0);
  });
});
