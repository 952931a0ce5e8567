import { cleanup, render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { vi } from 'vitest';
import { bannerById } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import type { FaultSpecInput } from '../../spec/schemas/faults';
import { createApi } from '../../src/api/index';
import { NAVIGATION_TIMEOUT_MS } from '../../src/rules/calls';
import { followInPage } from '../../src/api/storefrontConfig';
import { App } from '../../src/app/App';
import { documentCookieJar } from '../../src/storefront/cookies';
import type { CookieJar } from '../../src/storefront/cookies';
import { apiBackend } from '../../src/storefront/session/apiBackend';
import { createSimContext } from '../../simulator/core/context';
import type { SimContext } from '../../simulator/core/context';
import { createHandlers } from '../../simulator/runtimes/msw';
import { NODE_TIMEOUT_MS } from '../../cli/lib/scenario/driver';
import { simulatorFetch } from '../../cli/lib/scenario/simFetch';
import type { CallRecord } from '../../cli/lib/scenario/simFetch';

/**
 * The React storefront in jsdom on the Node simulator: the page's own ports (jsdom's document.cookie through the page's
 * cookie jar, the page's storages, the React adapter of src/app) over the same API clients and simulator the browser
 * build uses, answered in-process (cli/lib/scenario/simFetch.ts). What a page shows and writes for a given simulator
 * state is proven here without a browser; Playwright keeps what only a browser proves (layout, axe, the service
 * worker, real navigations). Files using it run in jsdom (`// @vitest-environment jsdom`).
 */

export interface StorefrontPageOptions {
  seed?: number;
  banner?: string;
  /** Cookies the browser holds before the page loads (written through the page's jar, first-party, no expiry). */
  cookies?: Record<string, string>;
  /** Faults the simulator starts with, in its one vocabulary. */
  faults?: readonly FaultSpecInput[];
  /** An existing simulator (its state carries over from an earlier page load). */
  ctx?: SimContext;
  /** The configuration's feature toggles (CONFIG-07's section), as a published configuration would give them. */
  toggles?: Record<string, boolean | string>;
  /** The configuration's page settings (prop65, prebook slot, secure cookie), as a published configuration would give them. */
  settings?: Record<string, boolean | string>;
  /** Simulator mode: the page shows its QA panel, as the simulator build does. */
  simulator?: boolean;
}

export interface StorefrontPage {
  ctx: SimContext;
  jar: CookieJar;
  /** Every upstream call the page made, by CALL ID (simFetch's record). */
  calls: CallRecord[];
  /** Uncaught errors and unhandled rejections of the page while it was open. */
  errors: string[];
  /** The page loaded again at `path` on the same simulator and cookies (a reload or a navigation). */
  load(path: string): Promise<void>;
}

/** The page has settled: the header and the store summary left their busy state (the page's own aria-busy signal). */
export async function sessionShown(): Promise<HTMLElement> {
  await settled(() => {
    const summary = document.querySelector('header.site-header:not([aria-busy="true"]) section.store-summary:not([aria-busy="true"])');
    if (summary === null) throw new Error('the page has not shown its session yet');
  });
  const store = screen.getByRole('region', { name: 'Store and fulfilment' });
  await settled(() => {
    if (!store.textContent?.includes('Store #')) throw new Error(`the store summary says ${store.textContent ?? ''}`);
  });
  return store;
}

/**
 * Waits until `check` passes: on the page's own signals, bounded by the test's timeout rather than testing-library's
 * one second (the page's lazy parts are compiled on first use, which on a busy machine takes longer).
 */
export async function settled<T>(check: () => T): Promise<T> {
  return waitFor(check, { timeout: 20_000, interval: 20 });
}

/** The error listeners of the open pages, removed when they close. */
const listeners: Array<() => void> = [];

/** Opens the storefront at `path` (with its query) on the simulator; resolves once React has rendered the first time. */
export async function openStorefront(path: string, options: StorefrontPageOptions = {}): Promise<StorefrontPage> {
  const banner = options.banner ?? 'freshway';
  const ctx = options.ctx ?? createSimContext({ seed: options.seed ?? 1 });
  for (const fault of options.faults ?? []) ctx.faults.add(fault);
  const now = () => ctx.clock.now();
  const jar = documentCookieJar(document, now);
  for (const [name, value] of Object.entries(options.cookies ?? {})) jar.set(name, value, null);
  const calls: CallRecord[] = [];
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  listeners.push(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });
  const origin = window.location.origin;
  // CALLS-04's timeout without real time: a call's deadline expires when the simulator decides its request will never
  // be answered (a hanging fault), which is what the timer would have waited for. Every other request is answered.
  // The page's own clients (catalogue, recipes, cart) keep their deadline on the runtime's timers: under faked timers
  // their wait is passed over the same way, as the navigation timeout elapsing at once.
  const deadlines = new Map<AbortSignal, () => void>();
  const deadline = (_ms: number, signal: AbortSignal, expire: () => void) => (deadlines.set(signal, expire), () => void deadlines.delete(signal));
  const onHang = (signal: AbortSignal | undefined) => {
    const expire = signal && deadlines.get(signal);
    if (expire) expire();
    else if (vi.isFakeTimers()) queueMicrotask(() => vi.advanceTimersByTime(NAVIGATION_TIMEOUT_MS));
  };
  const fetch = simulatorFetch({ ctx, handlers: () => createHandlers(ctx), origin, jar, now, record: (call) => calls.push(call), onHang });
  // Parts of the page fetch with the page's own fetch (promotions, the seller carousel): the simulator answers those
  // too, as the browser build's service worker does.
  const pageFetch = (input: RequestInfo | URL, init?: RequestInit) => fetch(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init);
  vi.spyOn(globalThis, 'fetch').mockImplementation(pageFetch);
  if (window.fetch !== globalThis.fetch) vi.spyOn(window, 'fetch').mockImplementation(pageFetch);
  // Their log lines (a call's outcome) are the page's console, not the test's output.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const base = simulatorConfig(banner, '', options.toggles ? { featureToggles: options.toggles } : {});
  const config = parseConfigObject(options.settings ? { ...base, settings: { ...base.settings, ...options.settings } } : base);
  const load = async (at: string) => {
    cleanup();
    window.history.replaceState(null, '', at);
    const api = createApi(config, { fetch, random: () => 0.5, now, timeoutMs: NODE_TIMEOUT_MS, deadline, origin, log: () => undefined });
    // As the simulator build's entry (src/main.tsx): the identity client, and the sign-in hand-off followed in the page.
    const backend = apiBackend(api, banner, api.identity, (url) => followInPage(fetch, url, origin), window.localStorage);
    render(createElement(App, { config, banner: bannerById(banner)!, b2b: false, cookies: jar, backend, now, simulator: options.simulator ?? false }));
    await screen.findByRole('banner');
  };
  await load(path);
  return { ctx, jar, calls, errors, load };
}

/** Between tests: the page closed, its cookies, storages and address gone, spies restored. */
export function closeStorefront(): void {
  cleanup();
  for (const remove of listeners.splice(0)) remove();
  for (const name of Object.keys(documentCookieJar(document).all())) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
}
