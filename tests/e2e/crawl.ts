import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { matchRoute } from '../../src/app/pages/routes';

/**
 * The dead-end crawl shared by the simulator build (tests/e2e/crawl.spec.ts) and the live build
 * (tests/e2e/live/crawl.spec.ts): every same-origin link reachable from home in two levels. Home and the pages it
 * links to are rendered (their links are collected, a not-found page or an uncaught error is a failure); the pages
 * those link to are only requested, and their path must be one of the route table's, since the document the server
 * answers for any path is the same single page.
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
 * busy region, no skeleton), so every link the page will show is in it.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main [role="alert"]').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('[aria-busy="true"], [class*="skeleton"]')).toHaveCount(0, { timeout: 10_000 });
}

/** The same-origin links of the rendered page, as keys. */
async function linksOf(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
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

export async function crawl(page: Page, options: { readonly exclusions?: readonly CrawlExclusion[] } = {}): Promise<CrawlResult> {
  const exclusions = options.exclusions ?? [];
  const problems: string[] = [];
  const excluded: string[] = [];
  let current = '/';
  page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.name}: ${error.message}`));
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || response.status() < 400) return;
    if (new URL(response.url()).origin === origin) problems.push(`${current}: document ${response.url()} answered ${response.status()}`);
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

  const levelOne = (await linksOf(page, origin)).filter((k) => !seen.has(k) && !skip(k));
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
