import { expect, test } from '@playwright/test';
import { skipSplash } from '../journeys/fixtures';

// The code that carries an outside referrer across the site's own navigations (decision 0414) is fetched on demand:
// a navigation made before it has arrived waits for it and still carries the referrer.
test.describe('carried parameters on the live build', () => {
  test('MARKETING-02 MARKETING-03 a link clicked before the carrying code has arrived still carries the outside referrer as r', async ({ page }) => {
    await skipSplash(page);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/assets\/withCarriedParams-[\w-]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/contact-us.html', { referer: 'http://news.test/story' });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // A referrer may give something to carry: the code is asked for with the page, and held back here.
    await expect.poll(() => asked.length).toBe(1);
    await page.locator('header a.brand').click();
    await expect(page).toHaveURL(/\/contact-us\.html$/);
    release();
    await expect(page).toHaveURL(/\/\?r=http%3A%2F%2Fnews\.test%2F/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Contact us');
  });

  test('MARKETING-04 without a query or a referrer the carrying code is not fetched and a link click moves at once', async ({ page }) => {
    await skipSplash(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/withCarriedParams-/.test(r.url())) asked.push(r.url());
    });
    await page.goto('/contact-us.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // A click without the hover before it: a link's intent fetches the code too.
    await page.locator('header a.brand').dispatchEvent('click');
    await expect(page).toHaveURL(/\/$/);
    expect(asked).toEqual([]);
  });
});
