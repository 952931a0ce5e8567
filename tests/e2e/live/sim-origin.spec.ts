import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { simControlHeaders } from '../../../simulator/control/token';

// `workbench sim serve` trusts only the storefront: a page on any other origin (here a tiny server on another
// loopback port) can neither read the control API with the browser's credentials nor act on it with a request
// that needs no preflight; the storefront's own pages still reach the upstream routes.
const SIM = 'http://127.0.0.1:4011';

let other: Server;
let otherOrigin = '';
test.beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>another site</title><h1>another site</h1>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

test.describe('sim serve answers only the storefront', () => {
  test('a page on another origin can neither read the outbox nor add a fault with a text/plain POST', async ({ page, request }) => {
    const faultsBefore = ((await (await request.get(`${SIM}/__sim/faults`, { headers: simControlHeaders(SIM) })).json()) as { faults: unknown[] }).faults.length;
    await page.goto(otherOrigin);
    await expect(page.getByRole('heading', { name: 'another site' })).toBeVisible();
    const read = await page.evaluate(async (sim) => {
      try {
        const res = await fetch(`${sim}/__sim/outbox`, { credentials: 'include' });
        return `read ${res.status}: ${await res.text()}`;
      } catch (error) {
        return `refused: ${String(error)}`;
      }
    }, SIM);
    expect(read).toMatch(/^refused: TypeError/);
    // A text/plain POST needs no preflight; the page does not care to read the answer (no-cors), only to act.
    const sent = await page.evaluate(async (sim) => {
      const body = JSON.stringify({ target: {}, fault: { kind: 'network-error' } });
      const res = await fetch(`${sim}/__sim/faults`, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body });
      return res.type;
    }, SIM);
    expect(sent).toBe('opaque');
    const faults = (await (await request.get(`${SIM}/__sim/faults`, { headers: simControlHeaders(SIM) })).json()) as { faults: unknown[] };
    expect(faults.faults).toHaveLength(faultsBefore);
    // The same page cannot read an upstream route either: no CORS answer for an origin nobody allowed.
    const upstream = await page.evaluate(async (sim) => fetch(`${sim}/bin/wcax/unified/userinfo?rand=1&banner=freshway`).then((r) => `read ${r.status}`, (e: unknown) => `refused: ${String(e)}`), SIM);
    expect(upstream).toMatch(/^refused: TypeError/);
  });

  test("the storefront's own page reads the upstream routes, but not the control API without its token", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    const answers = await page.evaluate(async (sim) => {
      const upstream = await fetch(`${sim}/bin/wcax/unified/userinfo?rand=1&banner=freshway`, { credentials: 'include' });
      const outbox = await fetch(`${sim}/__sim/outbox`, { credentials: 'include' });
      return { upstream: upstream.status, outbox: outbox.status, code: ((await outbox.json()) as { errorCode: string }).errorCode };
    }, SIM);
    expect(answers).toEqual({ upstream: 200, outbox: 401, code: 'SIM_TOKEN_REQUIRED' });
  });
});
