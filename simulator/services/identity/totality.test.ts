import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { healthRoutes } from '../health/routes';
import { messagingRoutes } from '../messaging/routes';
import { offersRoutes } from '../offers/routes';
import { ordersRoutes } from '../orders/routes';
import { paymentsRoutes } from '../payments/routes';
import { petsRoutes } from '../pets/routes';
import { slotsRoutes } from '../slots/routes';
import { identityRoutes } from './routes';
import { issueAccessToken } from './tokens';

const routes = [...identityRoutes, ...messagingRoutes, ...healthRoutes, ...offersRoutes, ...paymentsRoutes, ...ordersRoutes, ...slotsRoutes, ...petsRoutes];

describe('totality of the identity-side services', () => {
  it('every route answers any body, query, path parameter, cookie and bearer with a 2xx-4xx status, never a throw or a 500', async () => {
    const ctx = createSimContext();
    const token = issueAccessToken(ctx, knownCustomers.shopper.uuid, { lifetimeMs: 365 * 24 * 3_600_000 }).accessToken;
    const anyText = fc.oneof(fc.string(), fc.constantFrom('', 'password', knownCustomers.shopper.customerId, knownCustomers.shopper.uuid, '1502', '%', '../x'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(fc.jsonValue(), fc.string(), fc.constant(undefined)),
        fc.dictionary(fc.constantFrom('storeId', 'token', 'offerId', 'page', 'size', 'zipcode', 'lat', 'lng', 'state', 'client_id', 'sessionToken', 'storeIds', 'fulfillment'), anyText),
        anyText,
        fc.boolean(),
        async (route, body, query, param, withBearer) => {
          const url = new URL(`http://127.0.0.1${route.path}`);
          for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
          const params = Object.fromEntries((route.path.match(/:[a-zA-Z]+/g) ?? []).map((p) => [p.slice(1), param]));
          const headers = new Headers(withBearer ? { authorization: `Bearer ${token}` } : {});
          const response = await route.resolve({ method: route.method, url, params, headers, body, cookies: { sid: param, HEALTH_SID: param } }, ctx);
          expect(response.status, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(200);
          expect(response.status, `${route.method} ${route.path} ${JSON.stringify(response.body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 1500 },
    );
  }, 60_000);
});
