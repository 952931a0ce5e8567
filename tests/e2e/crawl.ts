import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { matchRoute } from '../../src/app/pages/routes';

/**
 * The dead-end crawl shared by the simulator build (tests/e2e/crawl.spec.ts) and the live build
 * (tests/e2e/live/crawl.spec.ts): every same-origin link reachable from home in two levels. Home and the pages it
 * links to are rendered (their links are collected, a not-found page or an uncaught error is a failure); the pages
 * those link to are only requested, and their path must be one of the route table's, since the document the server
 * answers for any path is the same single page.
 *
 * Links that only appear when something is opened count as home's links too: the header's menus, the cart (with an
 * item in it: the mini cart's panel, or for a guest with guest add-to-cart the full cart the icon goes to) and the
 * sign-in and create-account dialogs; with `signIn`, home is crawled again signed in (the account menu, the mini
 * cart). A failed document, script, style sheet, picture or font (any 4xx or 5xx) is a failure, as is an uncaught error.
 */

export interface CrawlExclusion {
  readonly pattern: RegExp;
  /** Why the address is left out: whose work it is, so the exclusion goes when that work lands. */
  readonly why: string;
}

export interface CrawlResult {
  readonly rendered: readonly string[];
  readonly requested: readonly string[];
  readonly excluded: readonly string[];
  readonly problems: readonly string[];
}

/** One key per address: path and query, the fragment dropped (it names a place in the same document). */
const keyOf = (url: URL): string => `${url.pathname}${url.search}`;

/**
 * The page has shown its outcome: the main heading (or a load error) is there and nothing is loading any more (no
 * busy region, no skeleton), so every link the page will show is in it. Bounded by the test's timeout, not by a guess
 * of how long a page takes on this machine.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main [role="alert"]').first()).toBeVisible({ timeout: 0 });
  await expect(page.locator('[aria-busy="true"], [class*="skeleton"]')).toHaveCount(0, { timeout: 0 });
}

/** The same-origin links of the rendered page (or of one part of it), as keys. */
async function linksOf(page: Page, origin: string, within?: Locator): Promise<string[]> {
  const hrefs = await (within ?? page).locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const keys = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')) keys.add(keyOf(url));
  }
  return [...keys];
}

/** What a resource that failed is: the page's own files and pictures, not the upstream calls (those may fail by design). */
const FILES = new Set(['document', 'script', 'stylesheet', 'image', 'font']);

/** A dialog the page opened, once it has shown its content (nothing in it loading). */
async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[role="status"], [aria-busy="true"]')).toHaveCount(0);
  return dialog;
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * The links of what home opens: the header's menus, the sign-in and create-account dialogs (a guest), and the cart
 * with an item in it: its panel, or the page its icon goes to.
 */
async function openedLinks(page: Page, origin: string): Promise<string[]> {
  const found = new Set<string>();
  // A dialog the page load opened (an invitation of MISC-07's) has links of its own; then it is closed.
  if ((await page.getByRole('dialog').count()) > 0) {
    for (const key of await linksOf(page, origin, await openedDialog(page))) found.add(key);
    await closeDialog(page);
  }
  const header = page.locator('header.site-header');
  const menus = header.locator('button[aria-expanded]');
  for (let i = 0; i < (await menus.count()); i += 1) {
    const menu = menus.nth(i);
    if (!(await menu.isVisible()) || (await menu.getAttribute('aria-expanded')) === 'true') continue;
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${(await menu.getAttribute('aria-controls')) ?? 'none'}`);
    for (const key of await linksOf(page, origin, (await panel.count()) > 0 ? panel : undefined)) found.add(key);
    for (const name of ['Sign In', 'Create Account']) {
      const opener = page.getByRole('button', { name, exact: true });
      if (!(await opener.isVisible())) continue;
      await opener.click();
      for (const key of await linksOf(page, origin, await openedDialog(page))) found.add(key);
      await closeDialog(page);
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    }
    if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
  }

  // The cart, with an item in it (a shopper without a cart is asked to sign in instead: that dialog is closed).
  const settledCart = page.locator('.header-button.cart[data-pending="0"]');
  await expect(settledCart).toBeVisible();
  const add = page.locator('main li.product-card').getByRole('button', { name: /^Add .* to cart$/ }).first();
  if ((await settledCart.getAttribute('aria-label')) === 'Cart, 0 items' && (await add.count()) > 0) {
    await add.click();
    if ((await page.getByRole('dialog').count()) > 0) await closeDialog(page);
    await expect(settledCart).toBeVisible();
  }
  const home = page.url();
  await settledCart.click();
  await expect(async () => expect(page.url() !== home || (await page.getByRole('dialog').count()) > 0).toBe(true)).toPass();
  if (page.url() !== home) {
    found.add(keyOf(new URL(page.url())));
    await page.goBack();
    await settled(page);
  } else {
    for (const key of await linksOf(page, origin, await openedDialog(page))) found.add(key);
    await closeDialog(page);
  }
  return [...found];
}

export async function crawl(page: Page, options: { readonly exclusions?: readonly CrawlExclusion[]; readonly signIn?: (page: Page) => Promise<void> } = {}): Promise<CrawlResult> {
  const exclusions = options.exclusions ?? [];
  const problems: string[] = [];
  const excluded: string[] = [];
  let current = '/';
  page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.name}: ${error.message}`));
  page.on('response', (response) => {
    const request = response.request();
    if (!FILES.has(request.resourceType()) || response.status() < 400) return;
    problems.push(`${current}: ${request.resourceType()} ${response.url()} answered ${response.status()}`);
  });
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  await settled(page);
  const seen = new Set<string>(['/']);
  const skip = (key: string): boolean => {
    const rule = exclusions.find((e) => e.pattern.test(key));
    if (rule) excluded.push(`${key} (${rule.why})`);
    return rule !== undefined;
  };

  const fromHome = new Set([...(await linksOf(page, origin)), ...(await openedLinks(page, origin))]);
  if (options.signIn) {
    await options.signIn(page);
    await settled(page);
    for (const key of [...(await linksOf(page, origin)), ...(await openedLinks(page, origin))]) fromHome.add(key);
  }
  const levelOne = [...fromHome].filter((k) => !seen.has(k) && !skip(k));
  levelOne.forEach((k) => seen.add(k));
  const levelTwo: string[] = [];
  for (const key of levelOne) {
    current = key;
    await page.goto(key);
    await settled(page);
    const heading = (await page.locator('main h1').first().textContent()) ?? '';
    if (/could not be found/i.test(heading)) problems.push(`${key}: not-found page ("${heading}")`);
    for (const next of await linksOf(page, origin)) {
      if (seen.has(next) || skip(next)) continue;
      seen.add(next);
      levelTwo.push(next);
    }
  }

  for (const key of levelTwo) {
    current = key;
    const pathname = new URL(key, origin).pathname;
    if (matchRoute(pathname).name === 'not-found') problems.push(`${key}: no route (the not-found page)`);
    const response = await page.request.get(key, { headers: { accept: 'text/html' } });
    if (!response.ok()) problems.push(`${key}: document answered ${response.status()}`);
  }
  return { rendered: ['/', ...levelOne], requested: levelTwo, excluded: [...new Set(excluded)], problems };
}
