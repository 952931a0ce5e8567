import { expect, test } from '../replayContext';
import type { Locator } from '@playwright/test';
import { axeViolations, saveEndState, skipSplash, storeRegion } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/**
 * The picture was fetched and decoded (a broken image has no natural width). The image's own load or error event ends
 * the wait, however long the fetch takes on a busy machine; the test's timeout bounds it.
 */
async function expectLoaded(img: Locator): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  const loaded = await img.evaluate(
    (el: HTMLImageElement) =>
      new Promise<boolean>((settle) => {
        if (el.complete) return settle(el.naturalWidth > 0);
        el.addEventListener('load', () => settle(el.naturalWidth > 0), { once: true });
        el.addEventListener('error', () => settle(false), { once: true });
      }),
  );
  expect(loaded, 'the picture loads').toBe(true);
}

test('DEEPLINK-16 SEARCH-01 a shopper searches, opens the recipes tab, and shops an ingredient of a recipe', async ({ page }) => {
  // Two searches, a picture's load, an axe scan of the page and a reload: on a busy machine (the browser suite beside
  // CPU-bound work) this took 34 s.
  test.setTimeout(90_000);
  await page.goto('/shop/search-results.html?q=salmon');
  await storeRegion(page);
  await expect(page.getByRole('list', { name: 'Search results' }).getByText('Open Nature Atlantic Salmon Fillet')).toBeVisible();

  await page.getByRole('tab', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(/\/shop\/search-results\.html\?q=salmon&tab=recipes$/);
  const recipes = page.getByRole('list', { name: 'Recipe results' });
  await expect(recipes.getByRole('heading', { name: 'Lemon Garlic Salmon' })).toBeVisible();
  await expect(recipes.getByRole('heading', { name: 'Salmon & Spinach Rice Bowl' })).toBeVisible();
  await expect(page.getByText('2 recipes')).toBeVisible();
  // Decisions 0409 and 0430: the recipe picture is the dish's icon, a static file, at its reserved size.
  const picture = recipes.locator('li[data-recipe="lemon-garlic-salmon"] img');
  await expect(picture).toHaveAttribute('src', '/images/pictures/fish.svg?scl=1');
  await expectLoaded(picture);
  expect(await axeViolations(page)).toEqual([]);

  // A reload keeps the tab (the address holds it).
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Recipes' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('list', { name: 'Ingredients of Salmon & Spinach Rice Bowl' }).getByRole('link', { name: 'Shop Baby spinach' }).click();
  await expect(page).toHaveURL(/\/shop\/search-results\.html\?q=spinach$/);
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Search results' }).getByText(/Baby Spinach/).first()).toBeVisible();
  await saveEndState(page, 'search-recipes');
});

test('CALL-17 promotions for the search terms show below the search results, and the chip filters them (decision 0434)', async ({ page }) => {
  await page.goto('/shop/search-results.html?q=eggs');
  await storeRegion(page);
  const promotions = page.getByRole('region', { name: 'Promotions for “eggs”' });
  await expect(promotions).toContainText('Buy one get one free');
  await expect(promotions.locator('.promo-deal')).toHaveCount(1);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByText('Lucerne Large Brown Eggs')).toBeVisible();
  await promotions.getByRole('button', { name: 'Buy one get one free' }).click();
  await expect(page).toHaveURL(/\?q=eggs&promo=bogo$/);
  await expect(results.getByText('O Organics Large Brown Eggs')).toBeVisible();
  await expect(results.getByText('Lucerne Large Brown Eggs')).toHaveCount(0);
  // A search whose products have no such promotion shows no chip.
  await page.goto('/shop/search-results.html?q=milk');
  await storeRegion(page);
  await expect(page.getByRole('list', { name: 'Search results' }).getByText('Lucerne Whole Milk')).toBeVisible();
  await expect(page.getByRole('region', { name: /Promotions for/ })).toHaveCount(0);
});

test('SEARCH-13 a marketplace aisle path with a seller id routes to that seller’s aisle, and the header search is scoped to the seller', async ({ page }) => {
  // Two pages and an axe scan: the scan alone takes several seconds on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/shop/marketplace/aisles.mkp-6033/outdoor.html');
  await storeRegion(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outdoor & Travel from Trailhead Outfitters');
  const products = page.getByRole('list', { name: 'Seller products' });
  await expect(products.getByText('Camping Mug')).toBeVisible();
  await expect(products).not.toContainText('Stainless Travel Mug');
  const search = page.getByRole('search', { name: 'Search products', exact: true });
  await expect(search.getByRole('combobox', { name: 'Search in' })).toHaveValue('seller');
  await page.getByRole('link', { name: 'All aisles of Trailhead Outfitters' }).click();
  await expect(page).toHaveURL(/\/shop\/marketplace\/aisles\.mkp-6033\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trailhead Outfitters');
  await expect(page.getByRole('navigation', { name: 'Aisles of Trailhead Outfitters' }).getByRole('link', { name: 'Outdoor & Travel' })).toBeVisible();
  expect(await axeViolations(page, undefined, { frames: false })).toEqual([]);
});

test('product and aisle tile pictures load from the simulator at their reserved size', async ({ page }) => {
  await page.goto('/shop/aisles/produce.html');
  await storeRegion(page);
  const card = page.getByRole('list', { name: 'Produce products' }).locator('.product-card').first();
  const img = card.locator('img');
  await expect(img).toHaveAttribute('width', '120');
  await expectLoaded(img);
  const box = await img.boundingBox();
  expect(box && Math.round(box.width) === Math.round(box.height)).toBe(true);

  await page.goto('/');
  await storeRegion(page);
  const tile = page.getByRole('region', { name: 'Shop by category' }).locator('img').first();
  await expect(tile).toHaveAttribute('src', '/images/pictures/leafy-green.svg?scl=1');
  await expectLoaded(tile);
});
