import { expect, test } from '@playwright/test';
import { skipSplash } from './journeys/fixtures';

/**
 * The page addresses of the open-redirect reproduction (decision 0024): a static host serves the application at
 * every path, so the page is opened at `//evil.example/…` or `/\evil.example/…` with a deep link that makes the page
 * rewrite its own address. The addresses are appended to the origin as written: a relative `//…` handed to
 * page.goto would itself be read as another host.
 */
export const OPEN_REDIRECT_ADDRESSES = [
  { address: '//evil.example/?action=changeStore&zipcode=94611', modal: true },
  { address: '//evil.example/?storeId=1502&preference=pickup', modal: false },
  { address: '//evil.example/home.html?action=changeStore&goto=%2F', modal: true },
  { address: '/\\evil.example/?action=changeStore&zipcode=94611', modal: true },
] as const;

/**
 * REDIRECT-04 in a browser: the page stays on its own origin. Chromium maps every host to 127.0.0.1 here, so a
 * navigation to evil.example would not leave the machine: the test asserts the page's host and that no request, the
 * page's or a frame's, named evil.example.
 */
export function openRedirectTests(): void {
  test.describe('REDIRECT-04 a page opened at a protocol-relative path stays on its origin (decision 0024)', () => {
    for (const { address, modal } of OPEN_REDIRECT_ADDRESSES) {
      test(`REDIRECT-04 DEEPLINK-12 ${address}`, async ({ page, baseURL }) => {
        await skipSplash(page);
        const origin = new URL(baseURL!).origin;
        const hosts: string[] = [];
        page.on('request', (r) => hosts.push(new URL(r.url()).host));
        page.on('framenavigated', (f) => hosts.push(new URL(f.url()).host));
        await page.goto(`${origin}${address}`);
        // Settled: the session is established (the header is no longer busy) and the page has rewritten its address.
        const store = page.getByRole('region', { name: 'Store and fulfilment' });
        await expect(store).toContainText('Store #');
        await expect(page.locator('header.site-header[aria-busy="true"]')).toHaveCount(0);
        if (modal) await expect(page.getByRole('dialog', { name: 'Choose your store' })).toBeVisible();
        else await expect(store).toContainText('Pickup');
        await expect(page).not.toHaveURL(/action=|storeId=/);
        await page.waitForLoadState('load');
        const here = new URL(page.url());
        expect(here.host).toBe(new URL(origin).host);
        expect(here.pathname).toMatch(/^\/evil\.example\//);
        expect(hosts.filter((h) => h.includes('evil.example'))).toEqual([]);
      });
    }
  });
}
