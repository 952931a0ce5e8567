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
  // The splash decides once the session is shown: waited for on the page's own signal, not the assertion's 7 s, which
  // a page load alone can take on a busy machine.
  await sessionShown(page);
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

// A test per width, each with its own page load: eight axe scans in one test (four widths, page and modal) ran out of
// the default 30 s on a busy machine (8 CPU-bound processes beside the suite). Two scans and a load per test, with a
// budget for them: at a load average of 18 on two cores one such test took 44 to 60 s (axe over a whole page takes
// seconds on a loaded core, however fast the page is).
for (const width of [375, 768, 992, 1280] as const) {
  test(`the home page and the store modal have no serious accessibility violations at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await skipSplash(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #');
    const dialog = page.getByRole('dialog', { name: 'Choose your store' });
    expect(await page.evaluate(() => window.innerWidth)).toBe(width);
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
