import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../replayContext';
import { saveEndState, sessionShown, signInWithPasscode, skipSplash, storeRegion } from './fixtures';

/**
 * The cart's "done when" journey (issue 22): a guest with guest add-to-cart adds three items (one from a marketplace
 * seller), changes store, signs in with a passcode and finds the carts merged, at the session's store, with the right
 * count. `?scenario=guest-cart-sign-in-merge` gives the page the scenario's toggles (guest add-to-cart on).
 */
const SHOPPER = 'shopper@freshway.test';
const SCREENSHOTS = 'reports/screenshots';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/** Every cart change answered: the header's cart button says so. */
const cartSettled = (page: Page) => expect(page.locator('.header-button.cart[data-pending="0"]')).toBeVisible();

async function addFromProductPage(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await cartSettled(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('group', { name: `${name} in your cart` })).toContainText('1 in cart');
  await cartSettled(page);
}

test('STORAGE-01 USER-TYPES-08 LINKS-04 GUEST-STORE-17 CALL-07 a guest fills a cart, changes store, signs in with a passcode and finds the merged cart', async ({ page }) => {
  // Three adds, a store change, a passcode sign-in and a merge: a long journey, given three times the default limit.
  test.slow();
  await page.goto('/?scenario=guest-cart-sign-in-merge');
  await sessionShown(page);
  await cartSettled(page);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // Two grocery items from a product card and a product page, one marketplace item.
  const bpn = await page.locator('li.product-card:not([data-bpn="960012375"]):not([data-bpn="980000201"])').filter({ has: page.getByRole('button', { name: /^Add .* to cart$/ }) }).first().getAttribute('data-bpn');
  const card = page.locator(`li.product-card[data-bpn="${bpn}"]`).first();
  const cardName = (await card.locator('.product-name').textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${cardName} to cart` }).click();
  await expect(card.getByText('1 in cart')).toBeVisible();
  await cartSettled(page);
  await addFromProductPage(page, '/shop/product-details.960012375.html', 'Lucerne Whole Milk');
  await addFromProductPage(page, '/shop/marketplace/product-details.980000201.html', 'Single-Origin Olive Oil');
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  // The cart survives a reload; GUEST-STORE-17: the guest's carts follow a store change.
  await page.reload();
  const store = await storeRegion(page);
  await store.getByRole('button', { name: 'Change store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your store' });
  await dialog.getByRole('tab', { name: 'Pickup' }).click();
  await dialog.getByLabel(/ZIP code/).fill('94739');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await dialog.locator('input[type="radio"][value="1605"]').check();
  await dialog.getByRole('button', { name: 'Pick up here' }).click();
  await expect(dialog).toBeHidden();
  await expect(store).toContainText('Store #1605');
  await cartSettled(page);
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  // LINKS-04: now a pickup guest, the cart icon goes to the full cart (an in-store J4U guest gets the delivery tab).
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveURL(/\/shop\/cart\.html$/);
  await expect(page.getByRole('heading', { level: 2, name: /Sold by Pantry Partners/ })).toBeVisible();

  // Sign-in: the guest's three items join the shopper's own three (seeded), at the signed-in session's store.
  await signInWithPasscode(page, SHOPPER);
  await cartSettled(page);
  await expect(page.getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
  const storeNumber = /Store #(\d+)/.exec((await store.textContent()) ?? '')?.[1];
  expect(storeNumber).toBeTruthy();
  const carts = await page.evaluate(async () => ((await (await fetch('/bin/wcax/cart', { credentials: 'include' })).json()) as { carts: { storeId: string; sellerId: string }[] }).carts);
  expect(carts.map((c) => c.storeId)).toEqual(carts.map(() => storeNumber));
  expect(carts.map((c) => c.sellerId).sort()).toEqual(['abs', 'mkp-4417']);

  // The mini cart and the full cart, at desktop and phone widths.
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.getByRole('button', { name: 'Cart, 6 items' }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart (6 items)' });
    await expect(panel.getByRole('heading', { name: /Sold by Pantry Partners/ })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/mini-cart-${width}.png` });
    await panel.getByRole('link', { name: 'View full cart' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByText('6 items', { exact: false }).first()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/full-cart-${width}.png`, fullPage: true });
    await page.goto('/');
    await sessionShown(page);
    await cartSettled(page);
  }
  await saveEndState(page, 'cart');
});
