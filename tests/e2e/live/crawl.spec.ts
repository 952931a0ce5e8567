import { expect, test } from '@playwright/test';
import { crawl } from '../crawl';
import { skipSplash } from '../journeys/fixtures';

// No dead ends (issue 22) on the live build, its calls answered by `workbench sim serve` over HTTP: every link
// reachable from home in two levels opens a page of the route table.
test('every link reachable from home in two levels opens a page on the live build: no not-found page, no failed document, no uncaught error', async ({ page }) => {
  test.setTimeout(180_000);
  await skipSplash(page);
  const result = await crawl(page);
  console.log(`crawl (live): ${result.rendered.length} pages rendered, ${result.requested.length} requested, ${result.excluded.length} excluded`);
  expect(result.rendered.length).toBeGreaterThan(5);
  expect(result.problems).toEqual([]);
});
