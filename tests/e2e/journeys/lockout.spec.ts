import { expect, test } from '../replayContext';
import { latestPasscode, saveEndState, simulatorReady, skipSplash, startSignIn, storeRegion } from './fixtures';

const LOCK_MESSAGE = 'Because of multiple login attempts your account has been temporarily locked for security reasons, please try again in 1 hour.';
const FALLBACK = "Sorry, we're having technical difficulties, please check back later.";
const SHOPPER = 'shopper@freshway.test';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await page.goto('/');
  await storeRegion(page);
  await simulatorReady(page);
});

test('OTP-06 ERR-41 CALL-62 wrong codes lock the account; a sixth attempt is refused with the lock message, never the fallback', async ({ page }) => {
  await startSignIn(page, SHOPPER);
  const codeDialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await expect(codeDialog).toBeVisible();
  const real = await latestPasscode(page, SHOPPER);
  const wrong = real === '000000' ? '111111' : '000000';
  const field = codeDialog.getByLabel('Verification code', { exact: true });
  // Four wrong codes: the incorrect-code message each time (ERRORS-08).
  for (let attempt = 1; attempt <= 4; attempt++) {
    await field.fill(wrong);
    await codeDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(codeDialog.getByRole('alert').filter({ hasText: 'The verification code you entered is incorrect. Please try again.' })).toBeVisible();
  }
  // The fifth wrong code: the provider answers LOCKED_OUT.
  await field.fill(wrong);
  await codeDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  const locked = page.getByRole('dialog').getByRole('alert').filter({ hasText: LOCK_MESSAGE });
  await expect(locked).toBeVisible();
  await expect(page.getByRole('dialog')).not.toContainText(FALLBACK);
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The sixth attempt starts a new sign-in: the identify call itself answers LOCKED_OUT.
  const dialog = await startSignIn(page, SHOPPER);
  await expect(dialog.getByRole('alert').filter({ hasText: LOCK_MESSAGE })).toBeVisible();
  await expect(dialog).not.toContainText(FALLBACK);
  await expect(dialog.getByLabel('Email or mobile number')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await saveEndState(page, 'lockout');
});

// ERRORS-04 ERR-24 (a CSMS0149 answer shows the catalogue lock text) is proven on the page over the Node simulator:
// tests/cross-layer/signInMessagesPage.test.ts (decision 0419).
