import { expect, test } from './replayContext';
import type { Locator, Page } from '@playwright/test';
import { simControl, skipSplash, storeRegion, uncovered } from './journeys/fixtures';

/**
 * Responsive layout at the spec's breakpoints (375, 768, 992, 1280 px): no horizontal overflow and a usable header on
 * the main pages; and no layout shift (the Layout Instability API's shift scores, not timings) when a modal opens or
 * a toast shows.
 */

const WIDTHS = [375, 768, 992, 1280] as const;
const PAGES: Record<string, string> = {
  home: '/',
  product: '/shop/product-details.960012345.html',
  search: '/shop/search-results.html?q=milk',
  'sign-in': '/account/sign-in.html',
};

/** Every layout-shift entry of the page, kept from the first paint on (whether or not it follows an input). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; startTime: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const keep = (list: PerformanceEntryList) => {
      for (const e of list as unknown as { value: number; startTime: number; sources?: { node?: Node | null }[] }[]) {
        shifts.push({ value: e.value, startTime: e.startTime, sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName))) });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __flushShifts: () => void }).__flushShifts = () => keep(observer.takeRecords());
  });
}

async function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Waits until running animations have finished and two more frames have been rendered (shifts are reported per frame). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
  });
}

async function shiftsSince(page: Page, since: number): Promise<{ total: number; entries: string[] }> {
  return page.evaluate((t) => {
    (window as unknown as { __flushShifts: () => void }).__flushShifts();
    const list = (window as unknown as { __shifts: { value: number; startTime: number; sources: string[] }[] }).__shifts.filter((s) => s.startTime >= t);
    return { total: list.reduce((sum, s) => sum + s.value, 0), entries: list.map((s) => `${s.value.toFixed(4)} ${s.sources.join(' ')}`) };
  }, since);
}

/** The control is on screen, inside the viewport's width, and a click at its centre lands on it. */
async function expectUsable(page: Page, control: Locator, width: number): Promise<void> {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  expect(await uncovered(control), 'nothing covers it').toBe(true);
}

// Headless Chromium hides scrollbars by default; with them shown, the page's scrollbar is part of what must not
// overflow and what a modal must not disturb. The rest of the launch options are the configuration's own.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--host-resolver-rules=MAP * 127.0.0.1', '--disable-dev-shm-usage'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

// One page load per page for the four widths (decision 0419): the viewport is resized on the loaded page, narrowest
// first, and each width is checked in its own step. The layout at a width is the CSS's at that width, loaded there or
// resized to it; the header's menu is opened and closed again at each.
for (const [name, url] of Object.entries(PAGES)) {
  test(`the ${name} page at ${WIDTHS.join(', ')} px has no horizontal overflow and a usable header`, async ({ page }) => {
    // A page load, then four widths, each with its layout settled, measured and the header's menu opened and
    // closed: on a busy machine that passed 30 s.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(url);
    await storeRegion(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Sign In / Up' });
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
        await settled(page);
        const overflow = await page.evaluate(() => {
          const root = document.documentElement;
          const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.right > root.clientWidth + 0.5 && getComputedStyle(el).position !== 'fixed';
            })
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
          return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide: wide.slice(0, 10) };
        });
        expect(overflow.wide, `elements reaching past the right edge at ${width} px`).toEqual([]);
        expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);

        await expectUsable(page, header.getByRole('link', { name: /Freshway home/ }), width);
        await expectUsable(page, menu, width);
        await expectUsable(page, header.getByRole('button', { name: 'Cart' }), width);
        await expectUsable(page, header.getByRole('searchbox').first(), width);
        await expectUsable(page, page.getByRole('region', { name: 'Store and fulfilment' }).getByRole('button', { name: 'Change store' }), width);
        // The header works at this width: its menu opens inside the viewport, and closes again for the next width.
        await menu.click();
        await expectUsable(page, page.getByRole('button', { name: 'Sign In', exact: true }), width);
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
      });
    }
  });
}

for (const width of [375, 1280] as const) {
  test(`opening the store modal at ${width} px shifts nothing (cumulative layout shift 0)`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    const store = await storeRegion(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    // A page taller than the viewport has a scrollbar, which a modal must not take away from under the page.
    await page.evaluate(() => document.body.style.setProperty('min-height', '200vh'));
    // The simulator build's QA panel is the workbench's overlay, not the shopper's page (the live build has none); at
    // 375 px it reports a shift of about 0.0002 when the modal opens although its box does not move, so it is left
    // out of what this test measures.
    await page.addStyleTag({ content: 'aside.qa-panel { display: none; }' });
    await settled(page);
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth), 'the page has a classic scrollbar').toBeGreaterThan(0);
    const before = await store.boundingBox();
    const start = await now(page);
    await store.getByRole('button', { name: 'Change store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your store' });
    await expect(dialog).toBeVisible();
    await settled(page);
    expect(await shiftsSince(page, start)).toEqual({ total: 0, entries: [] });
    expect(await store.boundingBox()).toEqual(before);
    // Closing it shifts nothing either.
    const closing = await now(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await settled(page);
    expect(await shiftsSince(page, closing)).toEqual({ total: 0, entries: [] });
    // The instrument sees a real shift: a block pushed in above the page content moves it.
    const pushed = await now(page);
    await page.evaluate(() => document.querySelector('main')?.prepend(Object.assign(document.createElement('div'), { style: 'height: 120px' })));
    await settled(page);
    expect((await shiftsSince(page, pushed)).total).toBeGreaterThan(0);
  });

  test(`a toast showing at ${width} px shifts nothing (cumulative layout shift 0)`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize({ width, height: 700 });
    // The scenario's toggles let a guest add to the cart; the refused add is what brings a toast.
    await page.goto('/shop/product-details.960012345.html?scenario=guest-cart-sign-in-merge');
    await storeRegion(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    await simControl(page, 'POST', '/__sim/faults', { target: { method: 'POST', path: '/bin/wcax/cart/add' }, fault: { kind: 'status', status: 500 } });
    await settled(page);
    const start = await now(page);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: "couldn't add" })).toBeVisible();
    await settled(page);
    expect(await shiftsSince(page, start)).toEqual({ total: 0, entries: [] });
  });
}
