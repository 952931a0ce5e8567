import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME } from './site';

export interface LighthouseScore {
  readonly page: string;
  readonly performance: number | null;
  readonly accessibility: number | null;
  /** The metrics behind the performance score (milliseconds; CLS unitless), as Lighthouse reports them. */
  readonly metrics: Record<string, number | null>;
  /** Where the time and the shifts come from: the LCP element, the elements that moved, render-blocking requests. */
  readonly diagnostics: { lcpElement: string | null; layoutShifts: string[]; renderBlocking: string[] };
}

interface AuditItem {
  node?: { selector?: string; snippet?: string };
  score?: number;
  url?: string;
  wastedMs?: number;
}
const itemsOf = (audit: unknown): AuditItem[] => {
  const details = (audit as { details?: { items?: unknown[] } } | undefined)?.details;
  const items = (details?.items ?? []) as (AuditItem & { items?: AuditItem[] })[];
  // Some audits nest their rows one level down (a table inside a list).
  return items.flatMap((i) => (Array.isArray(i.items) ? i.items : [i]));
};
const describeNode = (i: AuditItem) => i.node?.selector ?? i.node?.snippet ?? '(unknown)';

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

/** Lighthouse performance and accessibility (default mobile emulation, simulated throttling) of pages served at `origin`. */
export async function lighthouseScores(origin: string, paths: readonly string[], reportPrefix?: string): Promise<LighthouseScore[]> {
  if (!CHROME) throw new Error('Chromium is missing: install Debian chromium or set CHROME_PATH');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--host-resolver-rules=MAP * 127.0.0.1'],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result?.lhr;
      const categories = lhr?.categories;
      const metrics: Record<string, number | null> = {};
      for (const id of METRICS) {
        const value = lhr?.audits[id]?.numericValue;
        metrics[id] = typeof value === 'number' ? Number(value.toFixed(id === 'cumulative-layout-shift' ? 3 : 0)) : null;
      }
      if (reportPrefix && lhr) {
        // The whole report, for a closer look (reports/ is not committed).
        mkdirSync('reports/lighthouse', { recursive: true });
        writeFileSync(`reports/lighthouse/${reportPrefix}${path.replace(/[^a-z0-9]+/gi, '_')}.json`, JSON.stringify(lhr));
      }
      const lcp = itemsOf(lhr?.audits['largest-contentful-paint-element'])[0];
      scores.push({
        diagnostics: {
          lcpElement: lcp ? describeNode(lcp) : null,
          layoutShifts: itemsOf(lhr?.audits['layout-shifts'])
            .filter((i) => i.node)
            .slice(0, 3)
            .map((i) => `${describeNode(i)}${typeof i.score === 'number' ? ` (${i.score.toFixed(3)})` : ''}`),
          renderBlocking: itemsOf(lhr?.audits['render-blocking-resources']).flatMap((i) => (i.url ? [`${i.url.replace(origin, '')}${typeof i.wastedMs === 'number' ? ` (${Math.round(i.wastedMs)} ms)` : ''}`] : [])),
        },
        page: path,
        performance: categories?.performance?.score != null ? Math.round(categories.performance.score * 100) : null,
        accessibility: categories?.accessibility?.score != null ? Math.round(categories.accessibility.score * 100) : null,
        metrics,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

export interface LighthouseMedian extends LighthouseScore {
  /** Performance and accessibility of every run, in run order; the fields above are the run with the median performance. */
  readonly runs: readonly { performance: number | null; accessibility: number | null }[];
}

/**
 * `runs` Lighthouse passes over the pages (interleaved, so a busy spell of the shared cores spreads over every page),
 * reported per page as the run with the median performance score, with every run's scores beside it.
 */
export async function lighthouseMedians(origin: string, paths: readonly string[], runs: number, reportPrefix?: string): Promise<LighthouseMedian[]> {
  const byPage = new Map<string, LighthouseScore[]>(paths.map((p) => [p, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const score of await lighthouseScores(origin, paths, i === 0 ? reportPrefix : undefined)) byPage.get(score.page)!.push(score);
  }
  return paths.map((path) => {
    const scores = byPage.get(path)!;
    const sorted = [...scores].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    return { ...median, runs: scores.map((s) => ({ performance: s.performance, accessibility: s.accessibility })) };
  });
}
