import { expect, test } from './replayContext';
import { simulatorAnswer } from './journeys/fixtures';

/**
 * The replay's shared context (replayContext.ts): a scenario inherits the cache and the installed service worker of
 * the scenarios before it on the same worker, and nothing else. The two tests run in this order on one worker.
 */
test.describe.configure({ mode: 'serial' });

const LEFT = 'replay-context-left-behind';

test('a scenario leaves cookies and local storage behind, and the service worker controls its tab', async ({ page, anchor, context }) => {
  await page.goto('/?scenario=err-01-store-flags-fail', { waitUntil: 'commit' });
  await simulatorAnswer(page, '/__sim/scenario');
  await anchor(page);
  await page.evaluate((key) => {
    localStorage.setItem(key, '1');
    document.cookie = `${key}=1; path=/`;
  }, LEFT);
  expect((await context.cookies()).some((c) => c.name === LEFT)).toBe(true);
  // The scenario ends on a navigation of its own (a redirect it checks). msw's worker unregisters itself when the last
  // page it controls unloads, and the registration goes when this tab closes, unless the anchor tab still holds it.
  await page.goto('/', { waitUntil: 'commit' });
});

test('the next scenario starts without them, its first page already under the service worker', async ({ page, context }) => {
  expect((await context.cookies()).some((c) => c.name === LEFT), 'the cookie is cleared').toBe(false);
  await page.goto('/', { waitUntil: 'commit' });
  // Controlled from the first request: the worker installed by the scenario before is still there.
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the worker is still installed').toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), LEFT), 'local storage is cleared').toBeNull();
  // The in-page simulator's state lives in the tab's session storage: the new tab's simulator is in no scenario.
  const active = await simulatorAnswer<{ scenario: { id: string } | null }>(page, '/__sim/scenario');
  expect(active.scenario, 'the simulator starts afresh').toBeNull();
});

test('the shared context refuses a clock: installed or paused there, it would stop the timers of every later test', async ({ page, context }) => {
  for (const clock of [page.clock, context.clock]) {
    await expect(clock.install()).rejects.toThrow(/a context of its own/);
    await expect(clock.pauseAt(Date.UTC(2026, 0, 1))).rejects.toThrow(/a context of its own/);
    await expect(clock.fastForward(1_000)).rejects.toThrow(/a context of its own/);
  }
  // The page's own timers still run on the browser's time.
  await page.goto('/favicon.svg');
  expect(await page.evaluate(() => new Promise<string>((done) => setTimeout(() => done('fired'), 10)))).toBe('fired');
});
