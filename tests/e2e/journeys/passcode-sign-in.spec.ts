import { expect, test } from '../replayContext';
import { isEmailShopper, latestPasscode, saveEndState, sessionShown, signInSettled, skipSplash } from './fixtures';
import type { SimCustomer } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test('OTP-01 OTP-04 OTP-09 TOAST-08 a customer signs in with a passcode read from the simulator outbox, then signs out', async ({ page }) => {
  await page.goto('/');
  await sessionShown(page);
  await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
  // The control API is served by the in-page worker; read it through the page so the worker answers.
  const snapshot = (await page.evaluate(async () => (await fetch('/__sim/state')).json() as Promise<unknown>)) as { customers: SimCustomer[] };
  const customer = snapshot.customers.find(isEmailShopper) ?? snapshot.customers.find((c) => c.factorKinds.includes('email') && !c.deactivated);
  expect(customer, 'the simulator seeds a customer with an email factor').toBeDefined();

  await page.getByRole('button', { name: 'Sign In / Up' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Email or mobile number').fill(customer!.email);
  await continueButton.click();

  const codeDialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await expect(codeDialog).toBeVisible();
  // OTP-09: a resend waits 30 seconds; the wait is announced next to the button.
  await expect(codeDialog.getByRole('button', { name: 'Resend code' })).toHaveAccessibleDescription(/^You can resend in \d+ s$/);
  const passcode = await latestPasscode(page, customer!.email);
  await codeDialog.getByLabel('Verification code').fill(passcode);
  await codeDialog.getByRole('button', { name: 'Sign in' }).click();

  await codeDialog.waitFor({ state: 'detached', timeout: 0 });
  await signInSettled(page);
  await expect(page.getByRole('status').first()).toContainText("Welcome back. you're now signed in.");
  await expect(page.getByRole('button', { name: new RegExp(`^Hi, ${customer!.firstName.slice(0, 16)}`) })).toBeVisible();
  await saveEndState(page, 'passcode-sign-in');

  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In / Up' })).toBeVisible();
});
