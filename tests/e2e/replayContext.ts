import { test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * One browser context per replay worker instead of one per scenario, with each scenario in a new tab of it.
 *
 * A new context is a new renderer process with an empty cache: every script is fetched and compiled again and the
 * in-page simulator's service worker is installed again. msw's worker also unregisters itself when the last page it
 * controls unloads, which a scenario's own navigations (sign-in callbacks, reloads) do, so each of those page loads
 * installed it once more. Here a blank anchor tab per origin (a static file under the worker's scope, which runs no
 * script) stays controlled for the worker's lifetime, so the service worker stays installed, and the cache and
 * compiled code carry over (with `--process-per-site`, so does the renderer process).
 *
 * What a scenario may not inherit is cleared before it starts: cookies, and every kind of site storage but the service
 * worker on every origin a scenario has been on. Session storage, where the in-page simulator keeps its state, belongs
 * to the tab, and each scenario has a new tab.
 */

/** A static file under the worker's scope: the anchor tab shows it and runs nothing. */
const ANCHOR_PATH = '/favicon.svg';

/** Site data a scenario may have left, by the DevTools protocol's names: everything but cookies (cleared on their own) and the service worker. */
const SITE_DATA = 'local_storage,indexeddb,cache_storage,file_systems,websql,shared_storage,storage_buckets';

export interface ReplayWorkerContext {
  context: BrowserContext;
  /** The anchor tab of each origin the service worker controls. */
  anchors: Map<string, Page>;
  /** Every origin a scenario's tab has been on. */
  origins: Set<string>;
}

function originOf(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

async function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(navigator.serviceWorker?.controller)).catch(() => false);
}

/**
 * Opens the anchor tab of the origin `page` is on, once the service worker controls `page`: from then on the worker
 * outlives every scenario's page loads on that origin.
 */
export async function anchorServiceWorker(shared: ReplayWorkerContext, page: Page): Promise<void> {
  const origin = originOf(page.url());
  // An anchor whose tab is gone (a crashed renderer) is replaced.
  if (origin === null || shared.anchors.get(origin)?.isClosed() === false || !(await controlled(page))) return;
  const anchor = await shared.context.newPage();
  try {
    await anchor.goto(`${origin}${ANCHOR_PATH}`);
    if (await controlled(anchor)) shared.anchors.set(origin, anchor);
    else await anchor.close();
  } catch {
    // No anchor: the scenario runs as it would in a context of its own.
    await anchor.close().catch(() => undefined);
  }
  // The scenario's tab goes back to the front: a tab behind another gets no animation frames, and Playwright waits
  // for those before it clicks.
  await page.bringToFront();
}

/** Clears what earlier scenarios left in the shared context, through `page` (a new tab, not yet navigated). */
export async function clearSiteData(shared: ReplayWorkerContext, page: Page): Promise<void> {
  await shared.context.clearCookies();
  if (shared.origins.size === 0) return;
  const cdp = await shared.context.newCDPSession(page);
  try {
    for (const origin of shared.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_DATA });
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * Closes a scenario's tab. Chromium may drop a close that arrives while the tab commits a navigation (the tab goes on
 * loading and never closes), which a scenario ending on a redirect can hit: the close is asked again until it lands.
 */
async function closeTab(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 5 && !page.isClosed(); attempt++) {
    await Promise.race([page.close().catch(() => undefined), new Promise((done) => setTimeout(done, 1_000))]);
  }
}

/** Every way a test could install or move Playwright's clock. */
const CLOCK_METHODS = ['install', 'pauseAt', 'resume', 'runFor', 'fastForward', 'setFixedTime', 'setSystemTime'] as const;

/**
 * The shared context's clock refuses to be installed or moved. A clock belongs to the context, not the tab: installed
 * in one scenario, it would stay in every later scenario's tabs of the worker, and once paused no timer of theirs would
 * fire (a toast that never goes, an axe scan that never ends). A test that moves time takes a context of its own
 * (`pageWithClock` in ./journeys/fixtures.ts).
 */
export function refuseSharedClock(context: BrowserContext): void {
  const clock = context.clock as unknown as Record<string, unknown>;
  for (const method of CLOCK_METHODS) {
    clock[method] = () => Promise.reject(new Error(`clock.${method}: the replay worker's context is shared by every test of the worker; a test that moves time opens a context of its own (pageWithClock in tests/e2e/journeys/fixtures.ts)`));
  }
}

export const test = base.extend<{ anchor: (page: Page) => Promise<void> }, { replayWorker: ReplayWorkerContext }>({
  replayWorker: [
    async ({ browser }, use, workerInfo) => {
      // The context a test would get, as the project configures it (its device and base URL).
      const { baseURL, userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });
      refuseSharedClock(context);
      await use({ context, anchors: new Map(), origins: new Set() });
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ replayWorker }, use) => {
    await use(replayWorker.context);
  },
  page: async ({ replayWorker }, use) => {
    const page = await replayWorker.context.newPage();
    await clearSiteData(replayWorker, page);
    page.on('framenavigated', (frame) => {
      const origin = frame === page.mainFrame() ? originOf(frame.url()) : null;
      if (origin !== null) replayWorker.origins.add(origin);
    });
    await use(page);
    await closeTab(page);
  },
  anchor: async ({ replayWorker }, use) => {
    await use((page) => anchorServiceWorker(replayWorker, page));
  },
});

export { expect } from '@playwright/test';
