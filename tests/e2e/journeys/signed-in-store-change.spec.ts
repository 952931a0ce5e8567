import { expect, test } from '../replayContext';
import type { Page } from '@playwright/test';
import { isEmailShopper, latestPasscode, pageWithClock, pickSecondPickupStore, saveEndState, sessionShown, signInSettled, simulatorReady, skipSplash, uncovered } from './fixtures';
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

test('TOAST-01 a toast shown while the store modal is open never covers its buttons: the modal takes the clicks', async ({ browser }) => {
  // The page's clock is paused once the welcome shows, so the toast is still there when the modal's buttons are used.
  const page = await pageWithClock(browser);
  try {
    await page.goto('/');
    await sessionShown(page);
    await simulatorReady(page);
    await signInWithPasscode(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const open = page.getByRole('dialog');
    if (await open.isVisible()) await page.keyboard.press('Escape');
    const welcome = page.getByRole('status').filter({ hasText: "Welcome back. you're now signed in." });
    await expect(welcome).toBeVisible();
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await store.getByRole('button', { name: 'Change store' }).click();
    const dialog = page.getByRole('dialog', { name: /Choose your store|Your store is closed/ });
    await dialog.getByRole('tab', { name: 'Pickup' }).click();
    await dialog.getByLabel('ZIP code').fill('94611');
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    await dialog.getByRole('radio').nth(1).check();
    const pickUp = dialog.getByRole('button', { name: 'Pick up here' });
    await pickUp.scrollIntoViewIfNeeded();
    await expect(welcome).toBeVisible();
    expect(await uncovered(pickUp), 'the toast does not cover the modal\'s button').toBe(true);
    await pickUp.click({ timeout: 5_000 });
    await expect(page.getByRole('status').filter({ hasText: 'We have Successfully updated your profile' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});
