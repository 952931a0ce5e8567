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

for (const width of [375, 768, 992, 1280]) {
  test(`the home page and the store modal have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await skipSplash(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await sessionShown(page);
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
    const home = await new AxeBuilder({ page }).analyze();
    expect(home.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    // Opening the modal shifts nothing behind it.
    const before = await page.getByRole('region', { name: 'Store and fulfilment' }).boundingBox();
    await page.getByRole('button', { name: 'Change store' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your store' })).toBeVisible();
    const after = await page.getByRole('region', { name: 'Store and fulfilment' }).boundingBox();
    expect(after?.x).toBe(before?.x);
    expect(after?.width).toBe(before?.width);
    const modal = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(modal.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });
}
