import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { saveEndState, sessionShown, storeRegion } from './fixtures';

/**
 * The cart's "done when" journey, one set of steps for both builds: a guest adds three items (one from a
 * marketplace seller), changes store, signs in with a passcode and finds the carts merged, at the session's store,
 * with the right count. Each build gives its start page, its passcode sign-in and how to read the carts the service
 * holds; the storefront's own configuration (storefrontToggles, decision 0450) lets a guest add to the cart on both.
 */
export interface CartJourneyBuild {
  /** Names the screenshots: reports/screenshots/cart-<build>-<step>.png. */
  readonly build: 'sim' | 'live';
  /** The first page, as a guest. */
  readonly start: string;
  /** A passcode sign-in of `email` from the page it is on; ends signed in. */
  readonly signIn: (page: Page, email: string) => Promise<void>;
  /** Where the servlets are: '' on the simulator build (the page's origin), the simulator's origin on the live build. */
  readonly servlets: string;
}

/**
 * The carts the cart service holds for the page's session, read from the page with its cookies (the signed-in
 * session's, or the tenant's on the live build): a signed-in customer's own, or the guest carts abCart names.
 */
async function heldCarts(page: Page, servlets: string): Promise<{ storeId: string; sellerId: string }[]> {
  return page.evaluate(async (base) => {
    const ids = Object.values(JSON.parse(localStorage.getItem('abCart') ?? '{}') as Record<string, string>).join(',');
    const answer = await fetch(`${base}/bin/wcax/cart${ids ? `?cartIds=${encodeURIComponent(ids)}` : ''}`, { credentials: 'include' });
    return ((await answer.json()) as { carts: { storeId: string; sellerId: string }[] }).carts;
  }, servlets);
}

export const CART_SHOPPER = 'shopper@freshway.test';
export const CART_SCREENSHOTS = 'reports/screenshots';

/** Every cart change answered: the header's cart button says so. */
export const cartSettled = (page: Page) => expect(page.locator('.header-button.cart[data-pending="0"]')).toBeVisible();

async function shot(page: Page, build: string, step: string, fullPage = false): Promise<void> {
  mkdirSync(CART_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${CART_SCREENSHOTS}/cart-${build}-${step}.png`, fullPage });
}

async function addFromProductPage(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await cartSettled(page);
  // The page has settled (its own aria-busy): a marketplace item's ship methods arrive after the product and push the
  // button down, so a click aimed while they arrive can land beside it.
  await expect(page.locator('main article.product-details[aria-busy="true"], main section.shipping-options[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('group', { name: `${name} in your cart` })).toContainText('1 in cart');
  await cartSettled(page);
}

export async function guestCartJourney(page: Page, b: CartJourneyBuild): Promise<void> {
  // The journey is about the cart: the prebook-slot invitation a delivery session gets on a page load (MISC-07) is
  // marked as just offered, as skipSplash does for the splash, so it does not cover the cart's panels.
  await page.addInitScript(() => window.localStorage.setItem('prebookSlotShownAt', String(Date.now())));
  await page.goto(b.start);
  await sessionShown(page);
  await cartSettled(page);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // Two grocery items, from a product card and from a product page, and one marketplace item.
  const bpn = await page.locator('li.product-card:not([data-bpn="960012375"]):not([data-bpn="980000201"])').filter({ has: page.getByRole('button', { name: /^Add .* to cart$/ }) }).first().getAttribute('data-bpn');
  const card = page.locator(`li.product-card[data-bpn="${bpn}"]`).first();
  const cardName = (await card.locator('.product-name').textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${cardName} to cart` }).click();
  await expect(card.getByText('1 in cart')).toBeVisible();
  await cartSettled(page);
  await shot(page, b.build, '1-guest-adds-from-a-card');
  await addFromProductPage(page, '/shop/product-details.960012375.html', 'Lucerne Whole Milk');
  await addFromProductPage(page, '/shop/marketplace/product-details.980000201.html', 'Single-Origin Olive Oil');
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  await shot(page, b.build, '2-guest-three-items');

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
  expect((await heldCarts(page, b.servlets)).map((c) => c.storeId)).toEqual(['1605', '1605']);

  // LINKS-04: now a pickup guest, the cart icon goes to the full cart (an in-store J4U guest gets the delivery tab).
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveURL(/\/shop\/cart\.html$/);
  await expect(page.getByRole('heading', { level: 2, name: /Sold by Pantry Partners/ })).toBeVisible();
  await shot(page, b.build, '3-guest-full-cart-after-store-change', true);

  // Sign-in: the guest's three items join the shopper's own three (seeded), at the signed-in session's store.
  await b.signIn(page, CART_SHOPPER);
  await cartSettled(page);
  await expect(page.getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
  // The signed-in session can still move once the sign-in is done (profile reconciliation): the carts follow it, so
  // they are read until the carts the service holds and the store the page shows agree, each read once the cart has
  // settled; carts that never follow fail here.
  await expect
    .poll(async () => {
      await cartSettled(page);
      const storeNumber = /Store #(\d+)/.exec((await store.textContent()) ?? '')?.[1];
      return (await heldCarts(page, b.servlets)).map((c) => `${c.sellerId} at ${storeNumber !== undefined && c.storeId === storeNumber ? 'the store shown' : c.storeId}`).sort();
    })
    .toEqual(['abs at the store shown', 'mkp-4417 at the store shown']);

  // The mini cart and the full cart, at desktop and phone widths.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.getByRole('button', { name: 'Cart, 6 items' }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart (6 items)' });
    await expect(panel.getByRole('heading', { name: /Sold by Pantry Partners/ })).toBeVisible();
    await shot(page, b.build, `4-signed-in-mini-cart-${width}`);
    await panel.getByRole('link', { name: 'View full cart' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByText('6 items', { exact: false }).first()).toBeVisible();
    await shot(page, b.build, `5-signed-in-full-cart-${width}`, true);
    await page.goto('/');
    await sessionShown(page);
    await cartSettled(page);
  }
  await saveEndState(page, b.build === 'sim' ? 'cart' : 'live-cart');
}
