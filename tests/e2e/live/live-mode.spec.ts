import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The paths the loader has asked the browser to preload as modules. */
const modulePreloads = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));

/** Every path the page requests from now on, in order. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

// The live build (no simulator in the bundle) against `workbench sim serve` on another origin: the storefront
// reads /storefront.config.json, sends its calls across origins, and the simulator answers over HTTP.
test.describe('live mode against the simulator over HTTP', () => {
  test('CALLS-01 CONFIG-01 the live bundle holds no simulator code and reads its configuration file', async ({ page }) => {
    const assets = join('dist-live', 'assets');
    for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
      // The tenant route (`/__sim/tenant/`) is the live page's own (?tenant=, src/api/simTenant.ts); the control API is not.
      expect(readFileSync(join(assets, name), 'utf8'), name).not.toMatch(/mockServiceWorker|setupWorker|__sim\/(?!tenant\/)/);
    }
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/');
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1502');
    expect(requests.some((u) => u.endsWith('/storefront.config.json'))).toBe(true);
    expect(requests.some((u) => u.startsWith('http://127.0.0.1:4011/'))).toBe(true);
    expect(requests.some((u) => u.includes('mockServiceWorker'))).toBe(false);
  });

  test('USER-TYPES-13 the loader asks for the signed-in code with the entry only when the session cookie names an authorised user', async ({ page, context, baseURL }) => {
    const preloaded = () => modulePreloads(page);
    await page.goto('/shop/aisles.html');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/react-/));
    expect((await preloaded()).filter((p) => /\/(signedInSession|signedIn)-/.test(p))).toEqual([]);
    // The first page load has written its guest session: it cannot overwrite the cookie added next.
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');

    const info = { COMMON: { userType: 'R', storeId: '1502', zipcode: '94611', preference: 'J4U' } };
    await context.addCookies([{ name: 'abs_gsession', value: encodeURIComponent(JSON.stringify({ info })), url: baseURL! }]);
    await page.goto('/shop/aisles.html');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/signedInSession-/));
    expect(await preloaded()).toContainEqual(expect.stringMatching(/^\/assets\/signedIn-/));
  });

  test('SESSION-EST-05 SESSION-EST-03 the loader asks for the page load\'s effects with the entry only when the document has a session cookie or the address a deep link', async ({ page }) => {
    const preloaded = () => modulePreloads(page);
    const requests = requestedPaths(page);
    // A first visit (no cookie) plans the default guest session only: the effects' code is neither asked for nor run.
    await page.goto('/shop/aisles.html');
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    expect((await preloaded()).filter((p) => /\/pageLoadEffects-/.test(p))).toEqual([]);
    expect(requests.filter((p) => /\/pageLoadEffects-/.test(p))).toEqual([]);
    // The returning guest's cookie names its store: the code comes with the entry, and the kept session shows.
    await page.goto('/shop/aisles.html');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/pageLoadEffects-/));
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    await page.context().clearCookies();
    await page.goto('/shop/aisles.html?storeId=1605&preference=pickup&zipcode=94739');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/pageLoadEffects-/));
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1605');
  });

  test('ACCESS-09 PAGES-13 the loader asks for the REDIRECT validation with the entry only on a signed-in-only page or the service sign-in page', async ({ page }) => {
    const preloaded = () => modulePreloads(page);
    const requests = requestedPaths(page);
    await page.goto('/shop/aisles.html?goto=%2Fcart.html');
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    // (The REDIRECT rule's own file may come with the idle prefetch of the sign-in modal, which reads it too.)
    expect((await preloaded()).filter((p) => /\/(accessRedirect|serviceSignIn|redirect)-/.test(p))).toEqual([]);
    expect(requests.filter((p) => /\/(accessRedirect|serviceSignIn)-/.test(p))).toEqual([]);
    // A guest on a signed-in-only page is sent to its redirection, validated.
    await page.goto('/customer-account/communication-preference');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/accessRedirect-/));
    await expect(page).toHaveURL(/\/account\/sign-in\.html$/);
    await page.goto('/account/auth/service/sign-in.html?clientId=a&redirect_uri=https%3A%2F%2Fevil.example%2F&state=s');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/serviceSignIn-/));
    await expect(page).not.toHaveURL(/redirect_uri/);
  });

  test('DEEPLINK-01 DEEPLINK-10 the loader asks for the deep-link rule with the entry only on an address that carries a link', async ({ page }) => {
    const preloaded = () => modulePreloads(page);
    await page.goto('/shop/aisles.html?q=milk');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/react-/));
    expect((await preloaded()).filter((p) => /\/deepLink(Reading)?-/.test(p))).toEqual([]);
    await page.goto('/shop/aisles.html?storeId=1505&preference=pickup&zipcode=94611');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/deepLinkReading-/));
    await page.goto('/shop/deals.html?action=changeStore&zipcode=94611');
    await expect.poll(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/deepLinkReading-/));
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('CONFIG-01 the home page paints its pre-rendered shell before any script and hydrates it: no hydration error, no layout shift', async ({ page }) => {
    // The HTML alone holds the shell: header with the banner, the hero, the tiles' pictures with their size.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<template data-shell="home"[^>]*>.*<h1 id="hero-title"[^>]*>Fresh groceries from (?:<!-- -->)?Freshway<\/h1>/s);
    expect(html).toMatch(/<ul class="tiles[^"]*">(?:(?!<\/ul>).)*<img src="http:\/\/127\.0\.0\.1:4011\/[^"]+" width="\d+" height="\d+"/s);
    // The code is asked for by the loader at the end of the body (src/app/shell/codeLoader.ts, written by build/loadCodeAfterPaint.ts), not by the head.
    expect(html).not.toMatch(/<script type="module"/);
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => void errors.push(e.message));
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __hero: Element | null };
      w.__cls = 0;
      w.__hero = null;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The hero heading the shell painted, kept to compare with the one on the page once it has hydrated.
      new MutationObserver((_, observer) => {
        w.__hero = document.getElementById('hero-title');
        if (w.__hero) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-shell', 'home');
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    await expect(page.getByRole('list', { name: 'Popular products' })).not.toHaveAttribute('aria-busy', 'true');
    const { cls, same } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __hero: Element | null };
      return { cls: w.__cls, same: w.__hero !== null && w.__hero === document.getElementById('hero-title') };
    });
    // Hydrated in place: the heading is the shell's own node, not one drawn again.
    expect(same).toBe(true);
    expect(cls).toBe(0);
    expect(errors.filter((e) => /hydrat|Minified React error #4(18|19|23|25)/i.test(e))).toEqual([]);
    // The shell is painted before the storefront's code is asked for: running it does not hold the first paint back.
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      code: performance.getEntriesByType('resource').filter((e) => /\/assets\/[^/]+\.js$/.test(e.name)).map((e) => e.startTime),
    }));
    expect(order.paint).not.toBeNull();
    expect(order.code.length).toBeGreaterThan(0);
    expect(Math.min(...order.code)).toBeGreaterThanOrEqual(order.paint!);
  });

  test('CONFIG-01 a product page on a phone keeps its loading layout: nothing moves when the product and the similar items arrive', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/shop/product-details.960012345.html');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gala Apples');
    await expect(page.getByRole('list', { name: 'Similar items' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });

  test('SESSION-EST-03 CALL-24 a pickup deep link is validated by the simulator over HTTP', async ({ page }) => {
    await page.goto('/?storeId=1605&preference=pickup&zipcode=94739');
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1605');
    await expect(store).toContainText('Pickup');
  });
});
