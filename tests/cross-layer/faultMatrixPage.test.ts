// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaultTarget } from '../../spec/schemas/faults';
import { MATRIX_FAULTS } from '../../cli/lib/scenario/faultMatrix';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';
import type { StorefrontPage } from './storefrontPage';

/**
 * The fault matrix on the page: every upstream call the storefront makes while a page loads (a plain load and a deep
 * link), each failing in the five ways of the matrix. The React page must still show the header, the store and the
 * main content, throw nothing uncaught, and keep the shopper's cart. The Node matrix (faultMatrix.test.ts) checks the
 * core's session, cookies and the catalogue's outcomes; this one the page the shopper sees over it. It ran in
 * Chromium before (decision 0419): the browser added nothing here that the service worker replays of the error
 * catalogue (tests/e2e/scenarios.spec.ts) do not already prove.
 */

const FLOWS = [
  { name: 'page load', path: '/' },
  { name: 'deep link', path: '/?storeId=1605&preference=pickup&zipcode=94739' },
] as const;

const CART = JSON.stringify({ abs: 'cart-guest-1' });

interface UpstreamCall {
  method: NonNullable<FaultTarget['method']>;
  /** The simulator's route template (what a fault targets). */
  path: string;
  ids: string;
}

afterEach(closeStorefront);

/** Every call of the page, answered or given up: the load's calls are over, not only the first render's. */
async function callsSettled(page: StorefrontPage): Promise<void> {
  await settled(() => expect(page.calls.filter((c) => c.outcome === 'pending')).toEqual([]));
}

/**
 * The upstream calls a clean load makes, by simulator route. The first visit's splash is the last of the page load's
 * steps (SESSION-EST-07): once its deals show, every call of the load has been made.
 */
async function discover(path: string): Promise<UpstreamCall[]> {
  const page = await openStorefront(path);
  await sessionShown();
  await settled(() => screen.getByRole('dialog', { name: 'Deals picked for you' }));
  await callsSettled(page);
  const seen = new Map<string, UpstreamCall>();
  for (const c of page.calls) if (c.calls.length > 0) seen.set(`${c.method} ${c.routePath}`, { method: c.method as UpstreamCall['method'], path: c.routePath, ids: c.calls.join(' ') });
  closeStorefront();
  return [...seen.values()];
}

/** Each flow's calls, found once for its five faults. */
const discovered = new Map<string, Promise<UpstreamCall[]>>();
function callsOfCleanLoad(path: string): Promise<UpstreamCall[]> {
  if (!discovered.has(path)) discovered.set(path, discover(path));
  return discovered.get(path)!;
}

describe('CALLS-04 the fault matrix on the page', () => {
  // A timeout is time passing: the page's timers are faked (advancing with real time), so a call that will never be
  // answered expires at once instead of after the navigation timeout (storefrontPage.ts).
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
  afterEach(() => void vi.useRealTimers());
  for (const flow of FLOWS) {
    for (const { name, fault } of MATRIX_FAULTS) {
      it(`CALLS-04 fault matrix on the page: ${flow.name} with every call answering ${name} still shows the page and keeps the cart`, async () => {
        const calls = await callsOfCleanLoad(flow.path);
        expect(calls.length, 'the page load makes upstream calls').toBeGreaterThan(5);
        for (const call of calls) {
          const where = `${call.method} ${call.path} (${call.ids}) → ${name}`;
          window.localStorage.setItem('abCart', CART);
          const page = await openStorefront(flow.path, { faults: [{ target: { method: call.method, path: call.path }, fault }] });
          const store = await sessionShown();
          await settled(() => expect(page.calls.some((c) => c.method === call.method && c.routePath === call.path), `${where}: the faulted call was made`).toBe(true));
          await callsSettled(page);
          expect(screen.getByRole('banner'), where).toBeVisible();
          expect(screen.getByRole('main'), where).toBeVisible();
          expect(store.textContent, where).toContain('Store #');
          expect(window.localStorage.getItem('abCart'), `${where}: the cart is kept`).toBe(CART);
          expect(page.errors, `${where}: nothing uncaught`).toEqual([]);
          closeStorefront();
        }
      }, 120_000);
    }
  }
});
