import { expect, test } from '../replayContext';
import { saveEndState, signInWithPasscode, simulatorReady, skipSplash, storeRegion } from './fixtures';

test('SIGNIN-05 STORAGE-05 ENV-LAYOUT-07 a signed-in customer signs out and is a guest at the banner default store again', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/');
  await storeRegion(page);
  await simulatorReady(page);
  await signInWithPasscode(page, 'shopper@freshway.test');
  await page.evaluate(() => {
    window.localStorage.setItem('oosBPNs', '["x"]');
    window.localStorage.setItem('journey-marker', 'x');
  });
  // ENV-LAYOUT-07: at 1280 px (beyond the 1279 px threshold) the greeting has its 154 px box.
  expect(page.viewportSize()?.width).toBeGreaterThan(1279);
  await expect(page.getByRole('button', { name: /^Hi, / })).toHaveCSS('max-width', '154px');
  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In / Up' })).toBeVisible();
  const store = await storeRegion(page);
  await expect(store).toContainText('Store #1502');
  const session = (await page.context().cookies()).find((c) => c.name === 'abs_gsession');
  expect(session).toBeDefined();
  expect((JSON.parse(decodeURIComponent(session!.value)) as { info: { COMMON: { userType: string } } }).info.COMMON.userType).toBe('G');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sid');
  // STORAGE-05 (decision 0417): the storefront's storage is cleared with the session; another script's key stays.
  expect(await page.evaluate(() => window.localStorage.getItem('oosBPNs'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('journey-marker'))).toBe('x');
  await saveEndState(page, 'sign-out');
});
