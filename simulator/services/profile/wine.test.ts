import { describe, expect, it } from 'vitest';
import { WineShippingResponse } from '../../../spec/schemas/upstream/wine';
import { createSimContext } from '../../core/context';
import { allRoutes } from '../../runtimes/routes';
import { RouteTable } from '../../runtimes/dispatch';
import { WINE_SHIPPING_PATH, WINE_SHIPPING_TTL_MS } from './wine';

const table = new RouteTable(allRoutes);
const post = async (body: unknown) => {
  const hit = table.match('POST', WINE_SHIPPING_PATH);
  if (!hit) throw new Error('no route');
  return hit.route.resolve({ method: 'POST', url: new URL(`http://sim.local${WINE_SHIPPING_PATH}`), params: hit.params, headers: new Headers(), body, cookies: {} }, createSimContext());
};

describe('CALL-29 wine shipping (test only)', () => {
  it('CALL-29 has a handler, marked as the simulator\'s own schema', () => {
    const routes = allRoutes.filter((r) => r.calls.includes('CALL-29'));
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ method: 'POST', service: 'profile', ownSchema: true });
    // Every other route keeps the spec's reading unless it says otherwise.
    expect([...new Set(allRoutes.filter((r) => r.ownSchema).flatMap((r) => r.calls))]).toEqual(['CALL-07', 'CALL-29']);
  });

  it('CALL-29 a known zip answers the wine methods, kept 3 hours; an unknown zip is 422; a bad body is 400 naming the field', async () => {
    const ok = await post({ zipcode: '94611', wfcStoreId: '3132' });
    expect(ok.status).toBe(200);
    const parsed = WineShippingResponse.parse(ok.body);
    expect(parsed.shippingInfo).toMatchObject({ zipcode: '94611', wfcStoreId: '3132', branchId: '3132', shippable: true, expiresInMs: WINE_SHIPPING_TTL_MS });
    expect(parsed.shippingInfo.methods.map((m) => m.code)).toEqual(['WINE']);
    expect((await post({ zipcode: '00000', wfcStoreId: '3132' })).status).toBe(422);
    const bad = await post({ zipcode: '9461', wfcStoreId: '3132' });
    expect(bad.status).toBe(400);
    expect(bad.headers?.['x-sim-invalid-field']).toBe('zipcode');
  });
});
