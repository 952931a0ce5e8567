import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { cartSettled } from './cartJourney';
import { axeViolations, saveEndState, sessionShown, shotAtWidths, storeRegion } from './fixtures';

/**
 * The checkout's "done when" journey (decision 0489), one set of steps for both builds: a signed-in shopper shopping
 * for pickup adds to the cart, picks a pickup time, places the order, sees its confirmation with the order number,
 * finds it under Orders, and the cart is empty after. The checkout, the confirmation and the Orders page, signed in
 * and filled, have no axe violation of any impact; the checkout and the confirmation are photographed at a phone's
 * and a desktop's width.
 */
export interface CheckoutJourneyBuild {
  /** Names the screenshots: reports/screenshots/checkout-<build>-<step>-<width>.png. */
  readonly build: 'sim' | 'live';
  /** The first page, as a guest. */
  readonly start: string;
  /** A passcode sign-in of `email` from the page it is on; ends signed in. */
  readonly signIn: (page: Page, email: string) => Promise<void>;
}

export const CHECKOUT_SHOPPER = 'shopper@freshway.test';
export async function pickupCheckoutJourney(page: Page, b: CheckoutJourneyBuild): Promise<void> {
  // The prebook-slot invitation a delivery session gets on a page load (MISC-07) is marked as just offered.
  await page.addInitScript(() => window.localStorage.setItem('prebookSlotShownAt', String(Date.now())));
  await page.goto(b.start);
  await sessionShown(page);
  await b.signIn(page, CHECKOUT_SHOPPER);

  // Pickup at the shopper's store: checkout lists pickup times.
  const store = await storeRegion(page);
  await store.getByRole('button', { name: 'Change store' }).click();
  const dialog = page.getByRole('dialog', { name: /Choose your store|Your store is closed/ });
  await dialog.getByRole('tab', { name: 'Pickup' }).click();
  await dialog.getByLabel(/ZIP code/).fill('94611');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Pick up here' }).click();
  await expect(dialog).toBeHidden();
  await sessionShown(page);
  await expect(store).toContainText('Pickup');
  await cartSettled(page);

  await page.goto('/shop/product-details.960012375.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucerne Whole Milk' })).toBeVisible();
  await cartSettled(page);
  await expect(page.locator('main article.product-details[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Lucerne Whole Milk in your cart' })).toContainText('in cart');
  await cartSettled(page);

  await page.goto('/shop/cart.html');
  await sessionShown(page);
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\.html$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pickup time' })).toBeVisible();
  await expect(page.locator('section.checkout[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Sold by Freshway/ })).toContainText('Lucerne Whole Milk');
  await expect(page.getByText('No payment details are asked for or collected here')).toBeVisible();
  expect(await axeViolations(page), 'the checkout page').toEqual([]);
  await page.getByRole('group', { name: /Choose a pickup time/ }).getByRole('radio', { disabled: false }).first().check();
  await shotAtWidths(page, `checkout-${b.build}-1-pickup-time`);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/shop\/order-confirmation\.html\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^\d+-\d{6}$/);
  await expect(page.getByText(/^Pickup: /)).toBeVisible();
  await cartSettled(page);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await shotAtWidths(page, `checkout-${b.build}-2-confirmation`);
  await saveEndState(page, `checkout-${b.build}-confirmation`);
  expect(await axeViolations(page), 'the order confirmation').toEqual([]);

  await page.getByRole('button', { name: /^Hi, |^Account$/ }).click();
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/orders\.html$/);
  const row = page.locator(`li.order-row[data-order="${orderNumber}"]`);
  await expect(row).toContainText('Being prepared');
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(row.getByRole('listitem').first()).toContainText('×');
  expect(await axeViolations(page), 'the Orders page with an order opened').toEqual([]);

  // The cart the service holds is empty too: a reload reads it again.
  await page.goto('/shop/cart.html');
  await sessionShown(page);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
}
