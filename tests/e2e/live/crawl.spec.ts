import { expect, test } from '@playwright/test';
import { crawl } from '../crawl';
import { sessionShown, skipSplash } from '../journeys/fixtures';
import { simControlHeaders } from '../../../simulator/control/token';
import { LIVE_SIM, liveSignIn } from './liveSignIn';

// No dead ends on the live build, its calls answered by `workbench sim serve` over HTTP: every link
// reachable from home in two levels opens a page of the route table, those of its menus, dialogs and cart included,
// as a guest and signed in (in a tenant of its own, so the sign-in and the cart change no other test's state).
test('every link reachable from home in two levels opens a page on the live build: no not-found page, no failed document, no uncaught error', async ({ page, request }) => {
  test.setTimeout(180_000);
  const tenant = `live-crawl-${test.info().workerIndex}-${test.info().retry}`;
  // Removed first, so the page's own ?tenant= flow makes it (a page reaches only a tenant it made).
  await request.delete(`${LIVE_SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(LIVE_SIM) });
  await skipSplash(page);
  await page.goto(`/?tenant=${tenant}`);
  await sessionShown(page);
  const signIn = liveSignIn(request, tenant);
  const result = await crawl(page, { signIn: (p) => signIn(p, 'shopper@freshway.test') }).finally(() => request.delete(`${LIVE_SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(LIVE_SIM) }));
  console.log(`crawl (live): ${result.rendered.length} pages rendered, ${result.requested.length} requested, ${result.excluded.length} excluded`);
  expect(result.rendered.length).toBeGreaterThan(5);
  expect(result.problems).toEqual([]);
});
