import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { latestPasscode, saveEndState, skipSplash } from './fixtures';

interface SimCustomer {
  email: string;
  firstName: string;
  banner: string;
  factorKinds: string;
  deactivated: boolean;
  passwordExpired: boolean;
}

async function signInWithPasscode(page: Page): Promise<SimCustomer> {
  const snapshot = (await page.evaluate(async () => (await fetch('/__sim/state')).json() as Promise<unknown>)) as { customers: SimCustomer[] };
  const customer = snapshot.customers.find((c) => c.factorKinds.includes('email') && !c.deactivated && !c.passwordExpired && c.banner === 'freshway');
  expect(customer, 'the simulator seeds a freshway customer with an email factor').toBeDefined();
  await page.getByRole('button', { name: 'Sign In / Up' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Email or mobile number').fill(customer!.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Verification code', { exact: true })).toBeVisible();
  await page.getByLabel('Verification code', { exact: true }).fill(await latestPasscode(page, customer!.email));
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  return customer!;
}

test('STORE-CHANGE-01 STORE-CHANGE-09 a signed-in customer changes store: the profile is updated and the success message shows', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
  await signInWithPasscode(page);
  // Reconciliation may have opened a modal for this customer's profile; close it to reach the header.
  const open = page.getByRole('dialog');
  if (await open.isVisible()) await page.keyboard.press('Escape');
  const store = page.getByRole('region', { name: 'Store and fulfilment' });
  await store.getByRole('button', { name: 'Change store' }).click();
  const dialog = page.getByRole('dialog', { name: /Choose your store|Your store is closed/ });
  await dialog.getByRole('tab', { name: 'Pickup' }).click();
  await dialog.getByLabel('ZIP code').fill('94611');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  const choice = dialog.getByRole('radio').nth(1);
  const chosen = await choice.getAttribute('value');
  await choice.check();
  await dialog.getByRole('button', { name: 'Pick up here' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have Successfully updated your profile' })).toBeVisible();
  await expect(store).toContainText(`Store #${chosen}`);
  await expect(store).toContainText('Pickup');
  await saveEndState(page, 'signed-in-store-change');
});
