import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../replayContext';
import { saveEndState, skipSplash, storeRegion } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test('SEARCH-14 SEARCH-03 CALL-20 on a marketplace page a shopper searches, picks a seller in the dropdown and sees that seller’s results', async ({ page }) => {
  await page.goto('/shop/marketplace/seller-search.html?q=kitchen');
  await storeRegion(page);
  const results = page.getByRole('list', { name: 'Search results' });
  // The cross-seller page lists every seller's matches first (SEARCH-02).
  await expect(results.getByText('Cast Iron Skillet')).toBeVisible();

  const search = page.getByRole('search', { name: 'Search products', exact: true });
  const input = search.getByRole('searchbox');
  await input.fill('mug');
  // One dropdown: all sellers, each seller by name, the whole shop.
  const scope = search.getByRole('combobox', { name: 'Search in' });
  await expect(search.getByRole('combobox')).toHaveCount(1);
  await expect(scope.locator('option')).toHaveText(['All sellers', 'Pantry Partners', 'Hearth & Home Goods', 'Trailhead Outfitters', 'Little Sprouts Baby Co.', 'Global search']);
  await scope.selectOption({ label: 'Trailhead Outfitters' });
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/shop\/marketplace\/search-results\.mkp-6033\.html\?q=mug$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seller results for “mug”');
  await expect(results.getByText('Camping Mug')).toBeVisible();
  await expect(results.locator('.product-card')).toHaveCount(1);
  await expect(results).toContainText('Sold by Trailhead Outfitters');
  await expect(results).not.toContainText('Stainless Travel Mug');
  // The seller page keeps the choice: the dropdown shows this seller, and names the others.
  await expect(scope).toHaveValue('seller');
  await expect(scope.locator('option')).toHaveText(['This seller', 'All sellers', 'Pantry Partners', 'Hearth & Home Goods', 'Little Sprouts Baby Co.', 'Global search']);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  await saveEndState(page, 'search-seller-dropdown');
});

test('ERR-20 an aisle at the default store shows the stock labels, and its products replace same-size skeletons without shifting the page', async ({ page }) => {
  await page.goto('/shop/aisles/meat-seafood.html');
  const grid = page.getByRole('list', { name: 'Meat & Seafood products' });
  // The simulator pins this salmon out of stock and this ribeye as not carried at store 1502.
  const salmon = grid.locator('.product-card[data-bpn="960012421"]');
  await expect(salmon).toContainText('This item is currently out of stock.');
  await expect(grid.locator('.product-card[data-bpn="960012431"]')).toContainText('This item is not available right now');
  // Every layout shift since the page opened (the observer's buffer), up to the frame after the labels showed: the
  // products are in, so the shifts their arrival caused are all reported by then.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
            const inMain = (entry.sources ?? []).some((s) => s.node instanceof Element && s.node.closest('main') !== null);
            if (!entry.hadRecentInput && inMain) total += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
  expect(shifted).toBeLessThan(0.05);
  await salmon.getByRole('link').click();
  await expect(page).toHaveURL(/\/shop\/product-details\.960012421\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Nature Atlantic Salmon Fillet');
  await expect(page.getByText('This item is currently out of stock.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
});
