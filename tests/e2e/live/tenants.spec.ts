import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { simControlHeaders } from '../../../simulator/control/token';

// A browser picks its tenant of a shared `sim serve` by opening /__sim/tenant/<name> on the simulator's origin once:
// the cookie it sets rides on the live storefront's credentialed calls, so that browser sees its tenant's faults and
// another browser the default state. (Issue 24.)
const SIM = 'http://127.0.0.1:4011';
const FLAGS = `${SIM}/apim/storeflags/v1/stores/1502?zipcode=94611`;

test('a browser that opened /__sim/tenant/<name> gets that tenant on the storefront\'s calls; another browser does not', async ({ browser, request, baseURL }) => {
  // Its own tenant, reset first: a reused server keeps nothing of an earlier run in it.
  const tenant = `live-tenant-${test.info().workerIndex}`;
  const headers = { ...simControlHeaders(SIM), 'x-sim-tenant': tenant };
  expect((await request.post(`${SIM}/__sim/tenants/${tenant}/reset`, { headers: simControlHeaders(SIM) })).ok()).toBe(true);
  expect((await request.post(`${SIM}/__sim/faults`, { headers, data: { target: { service: 'store-flags' }, fault: { kind: 'status', status: 503 } } })).status()).toBe(201);
  const flagsFrom = async (page: Page) => page.evaluate(async (url) => (await fetch(url, { credentials: 'include', headers: { 'ocp-apim-subscription-key': 'sim-storeflags-key' } })).status, FLAGS);
  const mine = await browser.newContext({ baseURL });
  const other = await browser.newContext({ baseURL });
  try {
    const page = await mine.newPage();
    await page.goto(`${SIM}/__sim/tenant/${tenant}`);
    await expect(page.locator('body')).toContainText(`"tenant":"${tenant}"`);
    await page.goto('/');
    expect(await flagsFrom(page)).toBe(503);
    const elsewhere = await other.newPage();
    await elsewhere.goto('/');
    expect(await flagsFrom(elsewhere)).toBe(200);
  } finally {
    await mine.close();
    await other.close();
    await request.delete(`${SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(SIM) });
  }
});
