import { describe, expect, it } from 'vitest';
import { cartRoutes } from '../../../simulator/services/cart/routes';
import { CART_ACTS, CART_FLOW, cartRouteKey, runCartCell } from './cartFaultMatrix';
import { MATRIX_FAULTS, matrixCalls } from './faultMatrix';

const calls = await matrixCalls();

describe('fault matrix: the cart calls (decision 0450, no lost line on any fault)', () => {
  it('CALL-07 the matrix tries every cart route of the simulator (add, read, quantity, merge, move), each with an act', () => {
    const tried = new Set(calls.filter((c) => c.flow === CART_FLOW).map(cartRouteKey));
    for (const route of cartRoutes) {
      expect(tried.has(cartRouteKey(route)), `${cartRouteKey(route)} is in the matrix`).toBe(true);
      expect(CART_ACTS[cartRouteKey(route)], `${cartRouteKey(route)} has an act`).toBeDefined();
    }
    expect([...tried].sort()).toEqual(['GET /bin/wcax/cart', 'POST /bin/wcax/cart/add', 'POST /bin/wcax/cart/merge', 'POST /bin/wcax/cart/store', 'POST /bin/wcax/cart/update']);
  });

  it('a cart route the matrix has no act for fails its cells', async () => {
    const cell = await runCartCell({ method: 'DELETE', path: '/bin/wcax/cart/line' }, MATRIX_FAULTS[0]!);
    expect(cell.problems).toEqual(['the matrix has no act for the cart route DELETE /bin/wcax/cart/line']);
  });

  for (const route of cartRoutes) {
    it(`CALL-07 ERR-20 ${cartRouteKey(route)} fails five ways: the shopper is told and no line held before is lost`, async () => {
      for (const fault of MATRIX_FAULTS) {
        const cell = await runCartCell(route, fault);
        expect(cell.problems, `${fault.name}: ${cell.outcome}`).toEqual([]);
      }
    }, 30_000);
  }
});
