import { expect, test } from '../replayContext';
import { saveEndState, sessionShown, skipSplash } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test('GUEST-STORE-12 a guest changes store and fulfilment through the store modal', async ({ page }) => {
  await page.goto('/');
  await sessionShown(page);
  const store = page.getByRole('region', { name: 'Store and fulfilment' });
  await expect(store).toContainText('Store #');
  await store.getByRole('button', { name: 'Change store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your store' });
  await dialog.getByRole('tab', { name: 'Delivery' }).click();
  const zip = dialog.getByLabel('Delivery ZIP code');
  await zip.fill('123');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText('5-digit ZIP');
  await zip.fill('94611');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  const first = dialog.getByRole('radio').first();
  await expect(first).toBeChecked();
  const chosen = await first.getAttribute('value');
  await dialog.getByRole('button', { name: 'Deliver from this store' }).click();
  await expect(dialog).toBeHidden();
  await expect(store).toContainText('Delivery');
  await expect(store).toContainText(`Store #${chosen}`);
  await expect(page.getByRole('status').first()).toContainText(`store #${chosen}`);
  // The choice survives a reload: it is in the shared session cookie.
  await page.reload();
  await sessionShown(page);
  await expect(store).toContainText('Delivery');
  await expect(store).toContainText(`Store #${chosen}`);
  await saveEndState(page, 'store-change');
});
