import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The live build (no simulator in the bundle) against `workbench sim serve` on another origin: the storefront
// reads /storefront.config.json, sends its calls across origins, and the simulator answers over HTTP.
test.describe('live mode against the simulator over HTTP', () => {
  test('CALLS-01 CONFIG-01 the live bundle holds no simulator code and reads its configuration file', async ({ page }) => {
    const assets = join('dist-live', 'assets');
    for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
      expect(readFileSync(join(assets, name), 'utf8'), name).not.toMatch(/mockServiceWorker|setupWorker|__sim\//);
    }
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/');
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1502');
    expect(requests.some((u) => u.endsWith('/storefront.config.json'))).toBe(true);
    expect(requests.some((u) => u.startsWith('http://127.0.0.1:4011/'))).toBe(true);
    expect(requests.some((u) => u.includes('mockServiceWorker'))).toBe(false);
  });

  test('SESSION-EST-03 CALL-24 a pickup deep link is validated by the simulator over HTTP', async ({ page }) => {
    await page.goto('/?storeId=1605&preference=pickup&zipcode=94739');
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1605');
    await expect(store).toContainText('Pickup');
  });
});
