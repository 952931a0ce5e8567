import { afterEach, describe, expect, it } from 'vitest';
import { routeTable } from '../runtimes/routes';
import { startHarness } from '../testing/harness';
import type { Harness } from '../testing/harness';

describe('GET /__sim/routes', () => {
  let sim: Harness | undefined;
  afterEach(async () => {
    await sim?.close();
    sim = undefined;
  });

  it('lists the routes a fault can target: the same table `sim faults add` validates against, without the control API', async () => {
    sim = await startHarness('msw-node');
    const res = await sim.fetch('/__sim/routes');
    expect(res.status).toBe(200);
    const { routes } = (await res.json()) as { routes: { service: string; method: string; path: string }[] };
    expect(routes).toEqual(routeTable().filter((r) => r.service !== 'control'));
    // Every service the storefront calls, offers and content included (an earlier panel offered 7 only).
    for (const service of ['servlets', 'identity', 'offers', 'content', 'seller', 'slots']) expect(routes.some((r) => r.service === service), service).toBe(true);
  });
});
