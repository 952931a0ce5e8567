import { expect, test } from '../replayContext';
import { saveEndState, sessionShown, skipSplash } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test.describe('page-load modals on the simulator', () => {
  test('SESSION-EST-07 MISC-07 after the splash a pickup guest is invited to prebook a slot, once a day', async ({ page }) => {
    // The deep link's page load ends in its (stand-in) reload, so the modals come with the next page load.
    await page.goto('/?storeId=1502&preference=pickup&zipcode=94611');
    await sessionShown(page);
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Pickup');
    await page.goto('/');
    await sessionShown(page);
    const dialog = page.getByRole('dialog', { name: 'Reserve your time slot early' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'See available times' })).toBeFocused();
    await saveEndState(page, 'prebook-slot-modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await sessionShown(page);
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Pickup');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('SESSION-EST-07 an in-store guest gets no page-load modal over the page', async ({ page }) => {
    await page.goto('/');
    await sessionShown(page);
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('In-store');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
