import { expect, test } from './replayContext';
import { sessionShown } from './journeys/fixtures';

// The walking skeleton: rules → simulator (in the page) → API clients → storefront, in Chromium.
test.describe('home page on the simulator', () => {
  test('GUEST-STORE-04 SESSION-EST-05 the home page shows the banner default store to a new visitor', async ({ page }) => {
    await page.goto('/');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1502');
    await expect(store.getByTestId('session-zip')).toHaveText('94611');
    await expect(store).toContainText('In-store');
  });

  test('DEEPLINK-01 DEEPLINK-03 SESSION-EST-03 a deep link to another store with pickup shows that store with pickup', async ({ page }) => {
    await page.goto('/?storeId=1605&preference=pickup&zipcode=94739');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1605');
    await expect(store).toContainText('Pickup');
    await expect(store.getByTestId('session-zip')).toHaveText('94739');
    // The choice survives a reload: it lives in the shared session cookie, not in the address.
    await page.goto('/');
    await sessionShown(page);
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1605');
  });

  test('ERR-47 SESSION-EST-04 a deep link to a store the resolver does not know leaves the default session', async ({ page }) => {
    await page.goto('/?storeId=9&preference=pickup&zipcode=94739');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1502');
    await expect(store).toContainText('In-store');
  });
});
