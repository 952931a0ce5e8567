import { expect, test } from '../replayContext';
import { crossBannerProfile, saveEndState, scriptProfile, signInWithPasscode, simulatorReady, skipSplash, storeRegion } from './fixtures';

test('PROFILE-RECON-10 PROFILE-RECON-13 a profile store of another banner opens the conflict modal with both banner logos', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/');
  const store = await storeRegion(page);
  await simulatorReady(page);
  await scriptProfile(page, crossBannerProfile);
  await signInWithPasscode(page, 'shopper@freshway.test');

  const dialog = page.getByRole('dialog', { name: 'Which store would you like to shop?' });
  await expect(dialog).toBeVisible();
  const current = dialog.getByRole('region', { name: 'Currently shopping' });
  const previous = dialog.getByRole('region', { name: 'Previously shopped' });
  await expect(current.getByRole('img', { name: 'Freshway' })).toBeVisible();
  await expect(current).toContainText('Store #1502');
  await expect(previous.getByRole('img', { name: 'Valley Market' })).toBeVisible();
  await expect(previous).toContainText('Store #2210');
  await expect(previous).toContainText('10 Camelback Rd, Phoenix, AZ, 85004');
  // Left pane first, right pane second (PROFILE-RECON-13).
  const [left, right] = await Promise.all([current.boundingBox(), previous.boundingBox()]);
  expect(left!.x).toBeLessThan(right!.x);
  await expect(dialog.getByRole('button', { name: 'Keep current store' })).toBeFocused();
  await saveEndState(page, 'conflict-modal');

  await dialog.getByRole('button', { name: 'Keep current store' }).click();
  await expect(dialog).toBeHidden();
  await expect(store).toContainText('Store #1502');
});
