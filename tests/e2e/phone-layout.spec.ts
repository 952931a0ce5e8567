import { expect, test } from './replayContext';
import type { Page } from '@playwright/test';
import { sessionShown, skipSplash, storeRegion, uncovered } from './journeys/fixtures';
import { cartSettled } from './journeys/cartJourney';

/**
 * A phone layout people shop on, at 375 × 812: the header is compact (its store line one thin bar
 * that scrolls away, the brand row and search staying on screen), products come two per row, and once the cart holds
 * something it is a bar at the bottom of the screen, within a thumb's reach and covered by nothing (the simulator
 * build's QA panel included). Measured boxes, not screenshots.
 */

const PHONE = { width: 375, height: 812 } as const;

/** How much of the viewport's height the header covers, from the top. */
const headerBottom = (page: Page) => page.locator('header.site-header').evaluate((h) => Math.max(0, h.getBoundingClientRect().bottom));

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await page.addInitScript(() => window.localStorage.setItem('prebookSlotShownAt', String(Date.now())));
});

test('on a phone the header is compact: one store line that scrolls away, brand, cart and search staying on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/shop/aisles/dairy.html');
  const store = await storeRegion(page);
  await expect(page.getByRole('list', { name: 'Dairy & Eggs products' })).toBeVisible();
  // At the top of the page the whole header shows, in under a fifth of the screen (it took 245 of 812 px).
  const storeBox = (await store.boundingBox())!;
  expect(storeBox.height, 'the store line is one line').toBeLessThanOrEqual(44);
  expect(await headerBottom(page)).toBeLessThanOrEqual(PHONE.height / 5);
  expect(await uncovered(store.getByRole('button', { name: 'Change store' })), 'Change store is usable').toBe(true);

  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  // Scrolled, the store line has gone up with the page and what stays is shorter still.
  expect(await headerBottom(page)).toBeLessThanOrEqual(PHONE.height / 6);
  expect((await store.boundingBox())!.y + storeBox.height).toBeLessThanOrEqual(0.5);
  const header = page.getByRole('banner');
  for (const control of [header.getByRole('button', { name: /^Cart, / }), header.getByRole('searchbox'), header.getByRole('button', { name: 'Sign In / Up' })]) {
    await expect(control).toBeInViewport();
    expect(await uncovered(control)).toBe(true);
  }
});

test('on a phone the cart is a bar within a thumb’s reach once it holds something, and it opens the cart', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await sessionShown(page);
  await cartSettled(page);
  const bar = page.getByRole('button', { name: /^View your cart/ });
  await expect(bar, 'no bar while the cart is empty').toHaveCount(0);
  const grid = page.getByRole('list', { name: 'Popular products', exact: true });
  const card = grid.locator('li.product-card:has(button.add-to-cart:enabled)').first();
  await card.locator('button.add-to-cart').click();
  await cartSettled(page);
  await expect(bar).toHaveAccessibleName('View your cart (1 item)');
  await expect(bar).toBeInViewport();
  const box = (await bar.boundingBox())!;
  // The thumb's zone: the lower third of the screen, within its width.
  expect(box.y).toBeGreaterThanOrEqual((PHONE.height * 2) / 3);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await uncovered(bar), 'nothing covers the bar (the QA panel included)').toBe(true);
  // It stays there while the shopper scrolls, and at the end of the page the footer's links are not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeInViewport();
  const lastLink = page.getByRole('contentinfo').getByRole('link').last();
  await expect(lastLink).toBeInViewport();
  expect(await uncovered(lastLink), 'the footer is not under the bar').toBe(true);
  // It does what the header's cart does for this shopper (LINKS-04/05 decide which; a guest in store gets the store
  // modal's delivery tab): the same dialog opens from either.
  await bar.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const opened = await dialog.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent());
  expect(opened, 'the dialog has a title').toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: /^Cart, / }).click();
  await expect(page.getByRole('dialog', { name: opened ?? '' })).toBeVisible();
});

test('on a wide screen the header keeps its one cart button and shows no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await sessionShown(page);
  await cartSettled(page);
  const grid = page.getByRole('list', { name: 'Popular products', exact: true });
  await grid.locator('li.product-card:has(button.add-to-cart:enabled)').first().locator('button.add-to-cart').click();
  await cartSettled(page);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View your cart/ })).toBeHidden();
});
