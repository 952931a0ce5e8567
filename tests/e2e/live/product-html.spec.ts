import { expect, test } from '@playwright/test';

// Only a product address's HTML carries the early product code (decision 0460): the build writes it into
// product.html, which the host serves for the product addresses, and every other address gets index.html without it,
// so no other page downloads code it never runs.
const EARLY_CODE = 'Symbol.for(`storefront.earlyRequests`)';
const inlineScripts = (html: string) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');

test.describe('the early product code is in product pages only (live build)', () => {
  for (const path of ['/shop/product-details.960012345.html', '/shop/vineandcellar/product-details.970000001.html', '/shop/marketplace/product-details.980000001.html?storeId=1502']) {
    test(`CALL-20 ${path.split('?')[0]} gets the HTML with the early code`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(inlineScripts(await response.text()).filter((s) => s.includes(EARLY_CODE))).toHaveLength(1);
    });
  }

  for (const path of ['/', '/shop/search-results.html?q=milk', '/shop/product-details.html', '/shop/product-details.960012345.html/extra', '/account/sign-in.html']) {
    test(`${path} gets the HTML without it`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(inlineScripts(html).some((s) => s.includes(EARLY_CODE))).toBe(false);
    });
  }
});
