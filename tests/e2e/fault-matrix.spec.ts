import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { sessionShown, simControl, simulatorReady } from './journeys/fixtures';
import { NAVIGATION_TIMEOUT_MS } from '../../src/rules/calls';

/**
 * The fault matrix in the browser: every upstream call the storefront makes while a page loads (a plain load and a
 * deep link), each failing in the five ways of the matrix. The page must still show the header, the store and the
 * main content, throw nothing uncaught, and keep the shopper's cart. The scenario parameter resets the in-page
 * simulator; the fault is then added and the page loaded again (the simulator keeps its state across loads).
 */

const FAULTS = [
  { name: '500', fault: { kind: 'status', status: 500 } },
  { name: 'timeout', fault: { kind: 'timeout' } },
  { name: 'network error', fault: { kind: 'network-error' } },
  { name: 'malformed JSON', fault: { kind: 'malformed-json' } },
  { name: '429', fault: { kind: 'rate-limit', retryAfter: 30 } },
] as const;

const FLOWS = [
  { name: 'page load', path: '/' },
  { name: 'deep link', path: '/?storeId=1605&preference=pickup&zipcode=94739' },
] as const;

const CART = JSON.stringify({ abs: 'cart-guest-1' });

interface UpstreamCall {
  method: string;
  pathname: string;
}

/** The upstream calls a clean load makes (everything fetched from the page but the app's files and the control API). */
async function callsOfCleanLoad(page: Page, path: string): Promise<UpstreamCall[]> {
  const seen = new Map<string, UpstreamCall>();
  const record = (request: { url(): string; method(): string; resourceType(): string }) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    const url = new URL(request.url());
    if (url.pathname.startsWith('/__sim/')) return;
    seen.set(`${request.method()} ${url.pathname}`, { method: request.method(), pathname: url.pathname });
  };
  await page.goto('/?scenario=guest-default');
  await simulatorReady(page);
  page.on('request', record);
  await page.goto(path);
  await sessionShown(page);
  await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return [...seen.values()];
}

for (const flow of FLOWS) {
  for (const { name, fault } of FAULTS) {
    test(`CALLS-04 fault matrix in the browser: ${flow.name} with every call answering ${name} still shows the page and keeps the cart`, async ({ page }) => {
      // A call that never answers is given up after the client's timeout (CALLS-04, 3 s): the page's clock is
      // Playwright's, so that wait passes at once as soon as the page asks the faulted call, instead of in real time.
      if (fault.kind === 'timeout') await page.clock.install();
      const calls = await callsOfCleanLoad(page, flow.path);
      expect(calls.length, 'the page load makes upstream calls').toBeGreaterThan(0);
      test.info().annotations.push({ type: 'calls', description: calls.map((c) => `${c.method} ${c.pathname}`).join(', ') });
      test.setTimeout(20_000 + calls.length * 12_000);
      for (const call of calls) {
        const errors: string[] = [];
        const onError = (error: Error) => errors.push(error.message);
        page.on('pageerror', onError);
        // Back to the scenario's start through the simulator's control API (what `?scenario=` does, without a page
        // load of its own), and the browser a new visitor again: no cookies, the cart put in place.
        await simControl(page, 'POST', '/__sim/scenario', { id: 'guest-default' });
        await page.context().clearCookies();
        await page.evaluate((cart) => window.localStorage.setItem('abCart', cart), CART);
        await simControl(page, 'POST', '/__sim/faults', { target: { method: call.method, path: call.pathname }, fault });
        const hanging = (request: { url(): string; method(): string }) => {
          if (request.method() === call.method && new URL(request.url()).pathname === call.pathname) void page.clock.fastForward(NAVIGATION_TIMEOUT_MS).catch(() => undefined);
        };
        if (fault.kind === 'timeout') page.on('request', hanging);
        await page.goto(flow.path);
        const where = `${call.method} ${call.pathname} → ${name}`;
        await expect(page.getByRole('banner'), where).toBeVisible();
        await expect(page.getByRole('main'), where).toBeVisible();
        // Whatever the fault, the page settles (the header and store summary leave their busy state) before it is read.
        await sessionShown(page);
        await expect(page.getByRole('region', { name: 'Store and fulfilment' }), where).toContainText('Store #');
        expect(await page.evaluate(() => window.localStorage.getItem('abCart')), `${where}: the cart is kept`).toBe(CART);
        expect(errors, `${where}: nothing uncaught`).toEqual([]);
        page.off('pageerror', onError);
        page.off('request', hanging);
      }
    });
  }
}
