import { expect, test } from '../replayContext';
import { saveEndState, sessionShown, skipSplash } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test.describe('guest journeys on the simulator', () => {
  test('SESSION-EST-05 GUEST-STORE-11 an anonymous visitor gets the banner default store in-store', async ({ page }) => {
    await page.goto('/');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1502');
    await expect(store).toContainText('In-store');
    await expect(store.getByTestId('session-zip')).toHaveText('94611');
    await expect(page.getByRole('link', { name: /Freshway home/ })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'abs_gsession');
    expect(session).toBeDefined();
    // EXPIRY-01: the guest session cookie lives about 24 hours.
    const hours = (session!.expires * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24.1);
    await saveEndState(page, 'guest-default-store');
  });

  test('DEEPLINK-07 SESSION-EST-03 a pickup deep link validated by the store resolver becomes the session store', async ({ page }) => {
    await page.goto('/?storeId=1502&preference=pickup&zipcode=94611');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Pickup');
    await expect(store).toContainText('Store #1502');
    await expect(page).not.toHaveURL(/storeId=/);
    await saveEndState(page, 'guest-deep-link');
  });

  test('DEEPLINK-10 DEEPLINK-13 DEEPLINK-14 the store-modal deep link opens the modal on its tab and leaves the URL', async ({ page }) => {
    await page.goto('/?action=CHANGESTORE&zipcode=94611&modaltype=3&activetab=3&cmpid=x');
    await sessionShown(page);
    const dialog = page.getByRole('dialog', { name: 'Choose your store' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Pickup' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?cmpid=x$/);
    await saveEndState(page, 'guest-deep-link-store-modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
