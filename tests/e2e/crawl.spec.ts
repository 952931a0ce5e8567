import { expect, test } from '@playwright/test';
import { crawl } from './crawl';
import { signInWithPasscode, skipSplash } from './journeys/fixtures';

// No dead ends: every link reachable from home in two levels leads somewhere, on the simulator build,
// those of its menus, dialogs and cart included, as a guest and signed in.
test('every link reachable from home in two levels opens a page: no not-found page, no failed document, no uncaught error', async ({ page }) => {
  test.setTimeout(180_000);
  await skipSplash(page);
  const result = await crawl(page, { signIn: (p) => signInWithPasscode(p, 'shopper@freshway.test') });
  console.log(`crawl: ${result.rendered.length} pages rendered, ${result.requested.length} requested, ${result.excluded.length} excluded`);
  expect(result.rendered.length).toBeGreaterThan(5);
  expect(result.problems).toEqual([]);
});

test('a product that does not exist is a not-found page with a way back, not a load error (CALL-20 404 PRODUCT_NOT_FOUND)', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/shop/product-details.123.html');
  await expect(page.getByRole('heading', { level: 1, name: 'This product could not be found' })).toBeVisible();
  await expect(page.getByText("We couldn't load this product right now.")).toHaveCount(0);
  await page.getByRole('link', { name: 'home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
