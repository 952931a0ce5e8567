import { expect, test } from '../replayContext';
import { sessionShown, skipSplash } from './fixtures';

/** The seeded unsubscribe token of the simulator's shopper (simulator/services/identity/seed.ts: `unsub-<uuid>`). */
const SHOPPER_UNSUBSCRIBE_TOKEN = 'unsub-00000000-0000-4000-8000-000000000001';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test('SIGNIN-08 CALL-64 a sign-in page opened with emailToken looks the address up and pre-fills the email field, which stays editable', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/unsubscribe')) lookups.push(request.url());
  });
  await page.goto(`/account/sign-in.html?emailToken=${SHOPPER_UNSUBSCRIBE_TOKEN}`);
  await sessionShown(page);
  await expect(page.getByTestId('sign-in-prefill')).toHaveText('Signing in as shopper@freshway.test');
  expect(lookups.map((url) => new URL(url).searchParams.get('token'))).toEqual([SHOPPER_UNSUBSCRIBE_TOKEN]);
  await page.getByRole('button', { name: 'Sign in or create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  const field = dialog.getByLabel('Email or mobile number');
  await expect(field).toHaveValue('shopper@freshway.test');
  await expect(field).toBeEnabled();
  // OTP-07: a valid pre-filled email can be sent at once.
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('SIGNIN-08 progProfUser pre-fills the email kept in session storage and locks the field', async ({ page }) => {
  await page.goto('/');
  await sessionShown(page);
  await page.evaluate(() => window.sessionStorage.setItem('progProfEmail', 'registered@freshway.test'));
  await page.goto('/account/sign-in.html?progProfUser=true');
  await sessionShown(page);
  await expect(page.getByTestId('sign-in-prefill')).toHaveText('Signing in as registered@freshway.test');
  await page.getByRole('button', { name: 'Sign in or create an account' }).click();
  const field = page.getByRole('dialog', { name: 'Sign in or create an account' }).getByLabel('Email or mobile number');
  await expect(field).toHaveValue('registered@freshway.test');
  await expect(field).toBeDisabled();
});

test('SIGNIN-08 an unknown emailToken leaves the field empty: the shopper types the address', async ({ page }) => {
  await page.goto('/account/sign-in.html?emailToken=not-a-token');
  await sessionShown(page);
  await page.getByRole('button', { name: 'Sign in or create an account' }).click();
  const field = page.getByRole('dialog', { name: 'Sign in or create an account' }).getByLabel('Email or mobile number');
  await expect(field).toHaveValue('');
  await expect(field).toBeEnabled();
  await expect(page.getByTestId('sign-in-prefill')).toHaveCount(0);
});
