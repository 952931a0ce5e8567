// The physical floor of the storefront's first paint: the same shell the live build paints (scripts/prerender.ts put
// it into index.html), as a static page with the same stylesheet and no script at all. What Lighthouse measures on it
// is what the page's HTML, CSS and pictures cost on their own; the storefront's figures beside it show what its
// JavaScript, its configuration and its calls add.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstLoadReport } from './firstload';
import type { LighthouseMedian } from './lighthouse';

/** The storefront's page and the static page of the same shell, measured side by side. */
export const FLOOR_OF: Readonly<Record<string, { kind: string; path: string }>> = {
  '/': { kind: 'home', path: '/__floor/home.html' },
  '/shop/product-details.960012345.html': { kind: 'page', path: '/__floor/page.html' },
};

/**
 * Writes a static page per shell of <outDir>/index.html into <outDir>/__floor/: the head's stylesheets and metadata,
 * the banner's colours on the root element, the shell's markup in the root, and no script, module preload or
 * configuration preload. Throws when the build has no shells (run the prerender first).
 */
export function writeStaticFloor(outDir: string): string[] {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  const head = /<head>([\s\S]*?)<\/head>/.exec(index)?.[1] ?? '';
  const keptHead = head
    .split('\n')
    .filter((line) => !/<script|rel="modulepreload"|rel="preload"/.test(line))
    .join('\n');
  const set = /var s=(\{[^}]*\})/.exec(index)?.[1];
  const colours = set ? (JSON.parse(set) as { banner: string; brand: string; accent: string }) : null;
  const written: string[] = [];
  mkdirSync(join(outDir, '__floor'), { recursive: true });
  for (const m of index.matchAll(/<template data-shell="(\w+)"[^>]*>([\s\S]*?)<\/template>/g)) {
    const [, kind = '', shell = ''] = m;
    const style = colours ? ` data-banner="${colours.banner}" style="--brand: ${colours.brand}; --accent: ${colours.accent}"` : '';
    writeFileSync(join(outDir, '__floor', `${kind}.html`), `<!doctype html>\n<html lang="en"${style}>\n<head>${keptHead}</head>\n<body><div id="root">${shell}</div></body>\n</html>\n`);
    written.push(kind);
  }
  if (written.length === 0) throw new Error(`${join(outDir, 'index.html')} holds no pre-rendered shell: run scripts/prerender.ts first`);
  return written;
}

const ms = (v: number | null | undefined) => (v == null ? 'n/a' : `${Math.round(v)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** One table: each page, then its static floor, with the ratios that say how far the page is from the floor. */
export function paintTable(firstLoad: readonly FirstLoadReport[], scores: readonly LighthouseMedian[], runs: number): string[] {
  const byPath = new Map(scores.map((s) => [s.page, s]));
  const lines = [`  paint: Lighthouse mobile (simulated throttling), median of ${runs} runs; the static floor is the same shell as plain HTML and CSS, no script`];
  lines.push(`    ${'page'.padEnd(40)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'SI'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}  first-load JS (gzip, × React)`);
  const row = (label: string, s: LighthouseMedian | undefined, js: string) => {
    const m = s?.metrics ?? {};
    lines.push(
      `    ${label.padEnd(40)} ${String(s?.performance ?? 'n/a').padStart(4)} ${String(s?.accessibility ?? 'n/a').padStart(4)} ${ms(m['first-contentful-paint']).padStart(8)} ${ms(m['largest-contentful-paint']).padStart(8)} ${ms(m['speed-index']).padStart(8)} ${ms(m['total-blocking-time']).padStart(7)} ${String(m['cumulative-layout-shift'] ?? 'n/a').padStart(6)}  ${js}`,
    );
  };
  for (const [page, floor] of Object.entries(FLOOR_OF)) {
    const f = firstLoad.find((x) => x.page === page);
    const react = f?.firstLoad.find((x) => /(^|\/)react-[^/]+\.js$/.test(x.file))?.gzip;
    row(page, byPath.get(page), f ? `${kb(f.firstLoadJsGzip)} (× ${react ? (f.firstLoadJsGzip / react).toFixed(2) : 'n/a'}; React ${react ? kb(react) : 'n/a'})` : 'n/a');
    row(`  static floor (${floor.kind} shell)`, byPath.get(floor.path), '0 kB');
    // Every pass's performance score, page then floor, so the median's spread is on the page too.
    const runs = (s: LighthouseMedian | undefined) => (s ? s.runs.map((r) => r.performance ?? 'n/a').join(' ') : 'n/a');
    lines.push(`    ${''.padEnd(40)} performance per pass: page [${runs(byPath.get(page))}], floor [${runs(byPath.get(floor.path))}]`);
    const lcp = byPath.get(page)?.metrics['largest-contentful-paint'];
    const floorLcp = byPath.get(floor.path)?.metrics['largest-contentful-paint'];
    if (lcp != null && floorLcp != null && floorLcp > 0) lines.push(`    ${''.padEnd(40)} LCP × ${(lcp / floorLcp).toFixed(2)} the floor's`);
  }
  return lines;
}
