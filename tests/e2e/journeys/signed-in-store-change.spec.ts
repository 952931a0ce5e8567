import { expect, test } from '../replayContext';
import type { Page } from '@playwright/test';
import { isEmailShopper, latestPasscode, pickSecondPickupStore, saveEndState, sessionShown, signInSettled, skipSplash } from './fixtures';
import type { SimCustomer } from './fixtures';

async function signInWithPasscode(page: Page): Promise<SimCustomer> {
  const snapshot = (await page.evaluate(async () => (await fetch('/__sim/state')).json() as Promise<unknown>)) as { customers: SimCustomer[] };
  const customer = snapshot.customers.find(isEmailShopper);
  expect(customer, 'the simulator seeds a freshway customer with an email factor').toBeDefined();
  await page.getByRole('button', { name: 'Sign In / Up' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Email or mobile number').fill(customer!.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Verification code', { exact: true })).toBeVisible();
  await page.getByLabel('Verification code', { exact: true }).fill(await latestPasscode(page, customer!.email));
  const codeDialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await codeDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await codeDialog.waitFor({ state: 'detached', timeout: 0 });
  await signInSettled(page);
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  return customer!;
}

test('STORE-CHANGE-01 STORE-CHANGE-09 a signed-in customer changes store: the profile is updated and the success message shows', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/');
  await sessionShown(page);
  await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
  await signInWithPasscode(page);
  // Reconciliation may have opened a modal for this customer's profile; close it to reach the header.
  const open = page.getByRole('dialog');
  if (await open.isVisible()) await page.keyboard.press('Escape');
  const store = page.getByRole('region', { name: 'Store and fulfilment' });
  const chosen = await pickSecondPickupStore(page, store, '94611');
  await expect(page.getByRole('status').filter({ hasText: 'We have Successfully updated your profile' })).toBeVisible();
  await expect(store).toContainText(`Store #${chosen}`);
  await expect(store).toContainText('Pickup');
  await saveEndState(page, 'signed-in-store-change');
});
