import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../replayContext';
import { saveEndState, sessionShown, skipSplash } from './fixtures';

test('SPLASH-01 SPLASH-06 SPLASH-07 a first visit to the home page shows the splash deals once', async ({ page }) => {
  // The splash deals call (CALL-66) is the only request whose body names the splash placement.
  const splashCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && (r.postData() ?? '').includes('"placement":"splash"')) splashCalls.push(r.url());
  });
  await page.goto('/');
  const splash = page.getByRole('dialog', { name: 'Deals picked for you' });
  await expect(splash).toBeVisible();
  expect(splashCalls).toHaveLength(1);
  await saveEndState(page, 'splash');
  await splash.getByRole('button', { name: 'Start shopping' }).click();
  await expect(splash).toBeHidden();
  await page.reload();
  await sessionShown(page);
  await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
  // The splash decides as soon as the session is shown; two frames later its effect has run.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  expect(splashCalls, 'shown within the last day: no splash call').toHaveLength(1);
  await expect(splash).toHaveCount(0);
});

// One page load for the four widths (decision 0419): the viewport is resized on the loaded page, as a shopper turning a
// tablet does, and each width is checked in its own step; the page and the modal's layout follow the CSS at that width.
test('the home page and the store modal have no serious accessibility violations at 375, 768, 992 and 1280 px', async ({ page }) => {
  await skipSplash(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/');
  await sessionShown(page);
  const store = page.getByRole('region', { name: 'Store and fulfilment' });
  await expect(store).toContainText('Store #');
  const dialog = page.getByRole('dialog', { name: 'Choose your store' });
  for (const width of [375, 768, 992, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      const home = await new AxeBuilder({ page }).analyze();
      expect(home.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`), `home at ${width} px`).toEqual([]);
      // Opening the modal shifts nothing behind it.
      const before = await store.boundingBox();
      await page.getByRole('button', { name: 'Change store' }).click();
      await expect(dialog).toBeVisible();
      const after = await store.boundingBox();
      expect(after?.x).toBe(before?.x);
      expect(after?.width).toBe(before?.width);
      const modal = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(modal.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`), `store modal at ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});
