import { expect, test } from '../replayContext';
import { saveEndState, sessionShown, signInWithPasscode, simControl, simulatorReady, skipSplash, storeRegion } from './fixtures';

/**
 * Coupons & deals over the in-page simulator (decision 0487): the guest's anonymous gallery, sign-in to clip, the clip
 * held by the offers service across a page load, and the details page its link opens (PAGES-02).
 */
test('PAGES-10 PAGES-02 CALL-32 CALL-33 a shopper clips a coupon; it stays clipped after a reload and on its details page', async ({ page }) => {
  await skipSplash(page);
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
  await page.getByRole('list', { name: 'Coupons' }).getByRole('link', { name: `Details of ${name}` }).click();
  await expect(page).toHaveURL(/\/content\/www\/freshway\/en\/foru\/(?:offer-details|rewards\/reward-details)\.html\?offerId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Offer details|Reward details/);
  await expect(page.getByRole('button', { name: `Unclip ${name}` })).toBeVisible();
  await saveEndState(page, 'coupons-clipped');
});

test('CALL-33 CALL-32 a clip the offers service fails is never shown as done; a gallery it fails is told to the shopper', async ({ page }) => {
  await skipSplash(page);
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
