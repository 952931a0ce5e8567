import { expect, test, type Page, type Request } from '@playwright/test';

// The product page's early request (decision 0460): on a product address the HTML starts the product call and asks
// for its picture before the storefront's code has run, and the page takes that answer instead of asking again.
// The order is proven without timing: the storefront's entry file is held back until the product call and the
// picture request have gone out, so neither can have come from the storefront's code.
const PRODUCT = '/shop/product-details.960012345.html';
const isProductCall = (r: Request) => /^http:\/\/127\.0\.0\.1:4011\/search\/seller-carousel\?/.test(r.url()) && new URL(r.url()).searchParams.get('bpn') === '960012345';
const ENTRY = /^http:\/\/127\.0\.0\.1:4174\/assets\/index-[^/]+\.js$/;

/** Opens the product page with the entry held until `release` is called; records the product calls by store. */
async function openHeld(page: Page) {
  const stores: (string | null)[] = [];
  page.on('request', (r) => void (isProductCall(r) && stores.push(new URL(r.url()).searchParams.get('storeId'))));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entryAsked = false;
  await page.route(ENTRY, async (route) => {
    entryAsked = true;
    await released;
    await route.continue();
  });
  const productCall = page.waitForRequest(isProductCall);
  const picture = page.waitForRequest((r) => r.resourceType() === 'image' && /\/images\/[^?]+\?scl=1$/.test(r.url()) && r.url().startsWith('http://127.0.0.1:4011/'));
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  return { stores, release, productCall, picture, entryAsked: () => entryAsked };
}

test.describe('the product page starts its product call from the HTML (live build)', () => {
  test('CALL-20 FORMAT-04 the product call starts and its picture shows before the storefront\'s code runs; the page then makes no second call for it', async ({ page }) => {
    const held = await openHeld(page);
    // Both go out while the entry file is still held: the storefront's code has not run.
    const call = await held.productCall;
    expect(new URL(call.url()).searchParams.get('storeId')).toBeNull();
    const picture = await held.picture;
    await expect(page.locator(`head > link[rel="preload"][as="image"][href="${picture.url()}"]`)).toHaveCount(1);
    // Shown in the painted shell, where the page will show it.
    await expect(page.locator('#root .page-skeleton img.product-image')).toHaveAttribute('src', picture.url());
    held.release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gala Apples');
    await expect(page.locator('main > article.product-details > img.product-image')).toHaveAttribute('src', picture.url());
    await expect(page.locator('.page-skeleton')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    await expect(page.getByText('Checking stock at your store…')).toHaveCount(0);
    // The page's first request (no store while the store is being decided) was the early one; the stock at the store is its own.
    expect(held.stores).toEqual([null, '1502']);
    expect(held.entryAsked()).toBe(true);
  });

  test('CALL-20 FORMAT-04 the storefront\'s code is asked for once the product\'s picture is on screen, not before', async ({ page }) => {
    // The page's clock stands still: only the picture can let the code go, not the loader's bound (the navigation
    // timeout, CALLS-04) on a slow machine.
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
    let showPicture!: () => void;
    const pictureHeld = new Promise<void>((resolve) => (showPicture = resolve));
    await page.route(/^http:\/\/127\.0\.0\.1:4011\/images\//, async (route) => {
      await pictureHeld;
      await route.continue();
    });
    await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
    // The loader at the end of the body has run, the early file has the product and has put its picture in the shell:
    // the picture has not arrived, so the code has not been asked for.
    await expect(page.locator('#root .page-skeleton img.product-image')).toHaveCount(1);
    expect(await page.locator('html').getAttribute('data-early-product')).toBe('pending');
    expect(await page.locator('script[src^="/assets/index-"]').count()).toBe(0);
    const entry = page.waitForRequest(ENTRY);
    showPicture();
    await entry;
    expect(await page.locator('html').getAttribute('data-early-product')).toBe('done');
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gala Apples');
  });

  test('CALL-20 CONFIG-01 the early code is in the HTML, after the configuration\'s preload and before the stylesheet: one configuration fetch, no file of its own', async ({ page }) => {
    const html = await (await page.request.get(PRODUCT)).text();
    const at = (pattern: RegExp) => html.search(pattern);
    // The character set is declared first (the browser looks for it in the first 1024 bytes).
    expect(at(/<meta charset="UTF-8"/)).toBeGreaterThan(-1);
    expect(at(/<meta charset="UTF-8"/)).toBeLessThan(1024);
    expect(at(/<meta charset="UTF-8"/)).toBeLessThan(at(/<link rel="preload" href="\/storefront\.config\.json"/));
    expect(at(/<link rel="preload" href="\/storefront\.config\.json"/)).toBeLessThan(at(/storefront\.earlyRequests/));
    // A stylesheet before a script holds the script back until it has arrived.
    expect(at(/storefront\.earlyRequests/)).toBeLessThan(at(/<link rel="stylesheet"/));
    const asked: string[] = [];
    page.on('request', (r) => void asked.push(new URL(r.url()).pathname));
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gala Apples');
    await expect(page.locator('html')).toHaveAttribute('data-early-product', 'done');
    expect(asked.filter((p) => p === '/storefront.config.json')).toHaveLength(1);
    expect(asked.filter((p) => /early-product/.test(p))).toEqual([]);
  });

  test('CALL-20 with a session cookie the page still asks first without a store: the early call is the one it takes', async ({ page }) => {
    await page.goto('/?storeId=1605&preference=pickup&zipcode=94739');
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1605');
    const held = await openHeld(page);
    await held.productCall;
    held.release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gala Apples');
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1605');
    await expect(page.getByText('Checking stock at your store…')).toHaveCount(0);
    expect(held.stores).toEqual([null, '1605']);
  });
});
