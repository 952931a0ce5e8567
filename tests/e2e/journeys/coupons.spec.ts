import type { Page } from '@playwright/test';
import { expect, test } from '../replayContext';
import { cartSettled } from './cartJourney';
import { saveEndState, sessionShown, shotAtWidths, signInWithPasscode, simControl, simulatorReady, skipSplash, storeRegion } from './fixtures';

/**
 * Page-load modals (the prebook-slot invitation, offers) may open after any page load, depending on the session and
 * the simulator's clock; they are not what these tests are about, so they are closed whenever they stand in the way.
 * A filter's `has` is looked for inside the dialog, so it starts from the page.
 */
async function closePageLoadModals(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: /^(?!.*(sign in|signing you in|verification code|password)).*$/i }).filter({ has: page.getByRole('button', { name: 'Close', exact: true }) });
  await page.addLocatorHandler(
    modal,
    async () => {
      const close = modal.getByRole('button', { name: 'Close', exact: true }).first();
      while ((await close.count()) > 0) await close.click({ timeout: 2_000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}

/**
 * Coupons & deals over the in-page simulator (decision 0487): the guest's anonymous gallery, sign-in to clip, the clip
 * held by the offers service across a page load, and the details page its link opens (PAGES-02).
 */
test('PAGES-10 PAGES-02 CALL-32 CALL-33 a shopper clips a coupon; it stays clipped after a reload and on its details page', async ({ page }) => {
  // The gallery is photographed: the prebook-slot invitation a delivery session gets on a page load (MISC-07) is
  // marked as just offered, so it is not in the picture.
  await page.addInitScript(() => window.localStorage.setItem('prebookSlotShownAt', String(Date.now())));
  await skipSplash(page);
  await closePageLoadModals(page);
  await page.goto('/foru/coupons-deals.html');
  await storeRegion(page);
  await simulatorReady(page);
  const coupons = page.getByRole('list', { name: 'Coupons' });
  await expect(page.getByRole('status').filter({ hasText: 'sign in to clip them to your card' })).toBeVisible();
  await expect(coupons.getByRole('button', { name: 'Sign in to clip' }).first()).toBeVisible();
  await signInWithPasscode(page, 'shopper@freshway.test');
  // Signed in, the gallery is the personal one: each coupon has its clip button.
  const clip = coupons.getByRole('button', { name: /^Clip / }).first();
  const name = ((await clip.getAttribute('aria-label')) ?? '').replace(/^Clip /, '');
  await clip.click();
  const clipped = coupons.getByRole('button', { name: `Unclip ${name}` });
  await expect(clipped).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await sessionShown(page);
  await expect(page.getByRole('list', { name: 'Coupons' }).getByRole('button', { name: `Unclip ${name}` })).toBeVisible();
  await shotAtWidths(page, 'coupons-signed-in-one-clipped');
  await page.getByRole('list', { name: 'Coupons' }).getByRole('link', { name: `Details of ${name}` }).click();
  await expect(page).toHaveURL(/\/content\/www\/freshway\/en\/foru\/(?:offer-details|rewards\/reward-details)\.html\?offerId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Offer details|Reward details/);
  await expect(page.getByRole('button', { name: `Unclip ${name}` })).toBeVisible();
  await saveEndState(page, 'coupons-clipped');
});

test('CALL-33 CALL-32 a clip the offers service fails is never shown as done; a gallery it fails is told to the shopper', async ({ page }) => {
  await skipSplash(page);
  await closePageLoadModals(page);
  await page.goto('/foru/coupons-deals.html');
  await storeRegion(page);
  await simulatorReady(page);
  await signInWithPasscode(page, 'shopper@freshway.test');
  await simControl(page, 'POST', '/__sim/faults', { target: { service: 'offers', path: '/apim/offers/offers/clip', method: 'POST' }, fault: { kind: 'status', status: 503 } });
  const coupons = page.getByRole('list', { name: 'Coupons' });
  const clip = coupons.getByRole('button', { name: /^Clip / }).first();
  const label = (await clip.getAttribute('aria-label')) ?? '';
  await clip.click();
  await expect(coupons.getByRole('alert')).toHaveText('This coupon could not be updated. Please try again.');
  await expect(coupons.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
  await expect(coupons.getByRole('button', { name: label.replace(/^Clip /, 'Unclip ') })).toHaveCount(0);
  await simControl(page, 'POST', '/__sim/faults', { target: { service: 'offers', path: '/apim/offers/offers/gallery', method: 'GET' }, fault: { kind: 'status', status: 500 } });
  await page.reload();
  await sessionShown(page);
  await expect(page.getByText('Coupons are not available right now. Please try again later.')).toBeVisible();
});

/**
 * A clipped offer on the products it applies to (decision 0490): an offer names its brand's products in its aisle, so a
 * dairy coupon of one brand marks that brand's dairy card, its product page and its cart line, across a reload, until
 * it is unclipped.
 */
test('CALL-32 CALL-33 a clipped coupon is marked on its product and cart line, still after a reload, and gone once unclipped', async ({ page }) => {
  // Three pages and two reloads past a sign-in: a journey as long as the cart's.
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem('prebookSlotShownAt', String(Date.now())));
  await skipSplash(page);
  await closePageLoadModals(page);
  await page.goto('/foru/coupons-deals.html');
  await storeRegion(page);
  await simulatorReady(page);
  await signInWithPasscode(page, 'shopper@freshway.test');
  const coupons = page.getByRole('list', { name: 'Coupons' });
  const clip = coupons.getByRole('button', { name: /^Clip .+ Dairy & Eggs$/ }).first();
  const name = ((await clip.getAttribute('aria-label')) ?? '').replace(/^Clip /, '');
  const brand = name.replace(/ Dairy & Eggs$/, '');
  await clip.click();
  await expect(coupons.getByRole('button', { name: `Unclip ${name}` })).toHaveAttribute('aria-pressed', 'true');

  // The aisle's card of one of the brand's products the store sells carries the mark; a guest-free page load reads it.
  await page.goto('/shop/aisles/dairy.html');
  await sessionShown(page);
  await cartSettled(page);
  const candidate = page
    .locator('li.product-card')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^${brand} `) }) })
    .filter({ has: page.getByRole('button', { name: /^Add .+ to cart$/, disabled: false }) })
    .first();
  // Held by its product, as the add button it was found by becomes the stepper.
  const card = page.locator(`li.product-card[data-bpn="${(await candidate.getAttribute('data-bpn')) ?? ''}"]`);
  const product = ((await card.getByRole('link').first().textContent()) ?? '').trim();
  await expect(card).toContainText(/Coupon clipped: \$\d+\.\d{2} OFF/);
  const mark = ((await card.locator('.clipped-mark').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Add ${product} to cart` }).click();
  await expect(card.getByRole('group', { name: `${product} in your cart` })).toContainText('in cart');
  await cartSettled(page);
  await card.getByRole('link', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(page.locator('main article.product-details').getByText(mark, { exact: true })).toBeVisible();

  const line = () => page.locator('li.cart-line').filter({ has: page.getByRole('link', { name: product, exact: true }) });
  await page.goto('/shop/cart.html');
  await sessionShown(page);
  await expect(line()).toContainText(mark);
  await page.reload();
  await sessionShown(page);
  await expect(line()).toContainText(mark);
  await saveEndState(page, 'coupons-clipped-in-cart');

  await page.goto('/foru/coupons-deals.html');
  await sessionShown(page);
  const unclip = page.getByRole('list', { name: 'Coupons' }).getByRole('button', { name: `Unclip ${name}` });
  await unclip.click();
  await expect(page.getByRole('list', { name: 'Coupons' }).getByRole('button', { name: `Clip ${name}` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/shop/cart.html');
  await sessionShown(page);
  await expect(line()).toBeVisible();
  await expect(line()).not.toContainText('Coupon clipped');
});
