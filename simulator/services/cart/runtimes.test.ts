import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartListResponse, CartView } from '../../../spec/schemas/upstream/cart';
import { startHarness, runtimes } from '../../testing/harness';
import type { Harness } from '../../testing/harness';
import { CATALOGUE } from '../catalogue/products';

const apples = CATALOGUE.find((p) => p.shop === 'grocery')!;
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe.each(runtimes)('CALL-07 the cart in the %s runtime', (name) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(name);
  });
  afterAll(async () => h.close());

  it('CALL-07 a guest cart is added to and read back; a cart fault fails the call and keeps the cart', async () => {
    const added = CartView.parse(await (await h.fetch('/bin/wcax/cart/add', json({ upc: apples.upc, qty: 2, storeId: '1502' }))).json());
    const fault = await h.fetch('/__sim/faults', json({ id: 'cart-down', target: { service: 'servlets', path: '/bin/wcax/cart/add' }, fault: { kind: 'status', status: 503 } }));
    expect(fault.status).toBeLessThan(300);
    expect((await h.fetch('/bin/wcax/cart/add', json({ upc: apples.upc, qty: 1, cartId: added.cartId }))).status).toBe(503);
    await h.fetch('/__sim/faults', { method: 'DELETE' });
    const read = CartListResponse.parse(await (await h.fetch(`/bin/wcax/cart?cartIds=${added.cartId}`)).json());
    expect(read.carts[0]?.items).toEqual([expect.objectContaining({ upc: apples.upc, qty: 2 })]);
  });

  it.runIf(name === 'http')('CALL-07 each tenant of sim serve has carts of its own', async () => {
    const added = CartView.parse(await (await h.fetch('/bin/wcax/cart/add', json({ upc: apples.upc, qty: 1, storeId: '1502' }, { 'x-sim-tenant': 'alice' }))).json());
    const mine = CartListResponse.parse(await (await h.fetch(`/bin/wcax/cart?cartIds=${added.cartId}`, { headers: { 'x-sim-tenant': 'alice' } })).json());
    const theirs = CartListResponse.parse(await (await h.fetch(`/bin/wcax/cart?cartIds=${added.cartId}`, { headers: { 'x-sim-tenant': 'bob' } })).json());
    expect(mine.carts).toHaveLength(1);
    expect(theirs.carts).toEqual([]);
  });
});
