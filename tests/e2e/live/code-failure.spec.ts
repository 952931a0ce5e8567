import { expect, test } from '@playwright/test';

// A returning visit's page load fetches the code that applies its plan when it runs (decision 0403, tenth revision).
// When that file does not arrive (a dropped connection, a file gone with a new release), the page says so and offers
// to load again, instead of staying on "Finding your store…".
const FALLBACK = "Sorry, we're having technical difficulties, please check back later.";

test('a returning visit whose page-load code cannot be fetched says so and loads again on request (live build)', async ({ page }) => {
  await page.goto('/');
  const store = page.getByRole('region', { name: 'Store and fulfilment' });
  await expect(store).toContainText('Store #');
  let failing = true;
  await page.route(/\/assets\/pageLoadEffects-[^/]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.reload();
  await expect(store.getByRole('alert')).toHaveText(FALLBACK);
  await expect(store).not.toHaveAttribute('aria-busy', 'true');
  failing = false;
  await store.getByRole('button', { name: 'Try again' }).click();
  await expect(store).toContainText('Store #');
});
