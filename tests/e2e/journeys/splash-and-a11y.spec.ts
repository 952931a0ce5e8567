import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { saveEndState, skipSplash } from './fixtures';

test('SPLASH-01 SPLASH-06 SPLASH-07 a first visit to the home page shows the splash deals once', async ({ page }) => {
  await page.goto('/');
  const splash = page.getByRole('dialog', { name: 'Deals picked for you' });
  await expect(splash).toBeVisible();
  await saveEndState(page, 'splash');
  await splash.getByRole('button', { name: 'Start shopping' }).click();
  await expect(splash).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
  await page.waitForTimeout(500);
  await expect(splash).toBeHidden();
});

for (const width of [375, 768, 992, 1280]) {
  test(`the home page and the store modal have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await skipSplash(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
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
