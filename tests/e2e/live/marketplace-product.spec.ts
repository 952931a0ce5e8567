import { expect, test } from '@playwright/test';

// A marketplace product's ship methods (CALL-28) are code of their own, fetched only for a product with a seller
// (src/app/product/ShippingOptions.tsx): the loader asks for it with the page's files on a marketplace product's
// address (build/chunkGroups.ts, ROUTE_EXTRAS), so that page does not wait for it after its own code has run, and the
// other product pages never fetch it.
const SHIPPING_CODE = /\/assets\/shipping-[^/]+\.js$/;

test.describe('the marketplace product page and its ship methods code (live build)', () => {
  test('CALL-28 PAGES-01 a grocery product page never fetches the ship methods code; a marketplace product address asks for it with the page and shows the options', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => void (SHIPPING_CODE.test(new URL(r.url()).pathname) && asked.push(r.url())));
    const preloaded = () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));

    await page.goto('/shop/product-details.960012345.html');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gala Apples');
    await expect(page.getByText('Checking stock at your store…')).toHaveCount(0);
    expect(await preloaded()).toContainEqual(expect.stringMatching(/^\/assets\/product-/));
    expect((await preloaded()).filter((p) => SHIPPING_CODE.test(p))).toEqual([]);
    expect(asked).toEqual([]);

    await page.goto('/shop/marketplace/product-details.980000201.html');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(SHIPPING_CODE));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Single-Origin Olive Oil');
    const shipping = page.getByRole('region', { name: /^Shipping to \d{5}$/ });
    await expect(shipping).not.toHaveAttribute('aria-busy', 'true');
    await expect(shipping.getByRole('listitem').first()).toContainText(/ · \$\d+\.\d{2} · \d+ days?$/);
  });
});
