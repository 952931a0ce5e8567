// What a shopper's browser downloads to show a page, measured in a real browser rather than read off index.html:
// the entry, its static imports, and every chunk the first render imports (the page's own chunk, the code of the
// session and of the sections on the page). The storefront marks `storefront:prefetch-modals` when, the page shown,
// it starts fetching the modals a shopper opens by hand; JavaScript requested after that mark is reported apart as
// idle prefetch, not as first load. Scripts written into the HTML itself (the loader, the product page's early code)
// are JavaScript the page downloads too: they count, as what they add to the gzipped document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROME, CHROME_ARGS, type Manifest } from './site';

export interface JsFile {
  readonly file: string;
  readonly gzip: number;
}

export interface FirstLoadReport {
  readonly page: string;
  /** JavaScript requested before the page was shown (before the idle prefetch mark), and the document's inline scripts. */
  readonly firstLoad: readonly JsFile[];
  readonly firstLoadJsGzip: number;
  /** JavaScript fetched in the background once the page was shown. */
  readonly prefetched: readonly JsFile[];
  readonly prefetchedJsGzip: number;
  /** Requests for /storefront.config.json (one when the HTML preload is reused by the boot). */
  readonly configRequests: number;
}

export interface RouteChunkReport {
  /** The page module and its own chunk. */
  readonly page: string;
  readonly file: string;
  readonly gzip: number;
  /** What opening the page after the home page adds: its chunk plus the chunks it imports that the entry does not. */
  readonly addedGzip: number;
}

const gzipCache = new Map<string, number>();
export function gzipOf(outDir: string, file: string): number {
  const path = join(outDir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length;
    gzipCache.set(path, size);
  }
  return size;
}

const sum = (files: readonly JsFile[]) => files.reduce((n, f) => n + f.gzip, 0);

/** How first-load lists the scripts written into the document. */
export const INLINE_SCRIPTS = '(scripts inline in the HTML)';
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/gi;

/** What the document's inline scripts add to it, gzip: the document with them less the document without them. */
export function inlineScriptsGzip(html: string): number {
  const without = html.replace(INLINE_SCRIPT, '');
  return without === html ? 0 : Math.max(0, gzipSync(html).length - gzipSync(without).length);
}

/** Opens `path` of the storefront served at `origin` (built into `outDir`) and records the JavaScript it downloads. */
export async function measureFirstLoad(outDir: string, origin: string, path: string): Promise<FirstLoadReport> {
  if (!CHROME) throw new Error('Chromium is missing: install Debian chromium or set CHROME_PATH');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    let configRequests = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/storefront.config.json') configRequests += 1;
    });
    const document = await page.goto(origin + path);
    const html = document ? await document.text() : '';
    // Shown: the page's heading is there and the session has filled in the store.
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Store and fulfilment' }).getByText(/Store #/).first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => performance.getEntriesByName('storefront:prefetch-modals').length > 0, undefined, { timeout: 10_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const { resources, mark } = await page.evaluate(() => ({
      resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime })),
      mark: performance.getEntriesByName('storefront:prefetch-modals')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    }));
    const inline = inlineScriptsGzip(html);
    const firstLoad: JsFile[] = inline > 0 ? [{ file: INLINE_SCRIPTS, gzip: inline }] : [];
    const prefetched: JsFile[] = [];
    for (const r of resources) {
      const url = new URL(r.name);
      if (url.origin !== origin || !/^\/assets\/.+\.js$/.test(url.pathname)) continue;
      const file = url.pathname.slice(1);
      (r.start < mark ? firstLoad : prefetched).push({ file, gzip: gzipOf(outDir, file) });
    }
    firstLoad.sort((a, b) => b.gzip - a.gzip);
    prefetched.sort((a, b) => b.gzip - a.gzip);
    return { page: path, firstLoad, firstLoadJsGzip: sum(firstLoad), prefetched, prefetchedJsGzip: sum(prefetched), configRequests };
  } finally {
    await browser.close();
  }
}

/** The chunk of every page module (src/app/.../*Page.tsx loaded on demand), largest first. */
export function routeChunks(outDir: string, manifest: Manifest): RouteChunkReport[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const initial = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const i of manifest[key].imports ?? []) walk(i, into);
  };
  if (entryKey) walk(entryKey, initial);
  const reports: RouteChunkReport[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !/^src\/app\/.+Page\.tsx$/.test(chunk.src ?? key)) continue;
    const closure = new Set<string>();
    walk(key, closure);
    const added = [...closure].filter((k) => !initial.has(k)).reduce((n, k) => n + gzipOf(outDir, manifest[k]!.file), 0);
    reports.push({ page: chunk.src ?? key, file: chunk.file, gzip: gzipOf(outDir, chunk.file), addedGzip: added });
  }
  return reports.sort((a, b) => b.gzip - a.gzip);
}
