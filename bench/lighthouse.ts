import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScore {
  page: string;
  performance: number | null;
  accessibility: number | null;
}

const CHROME = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));

async function waitFor(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Lighthouse performance and accessibility of the built storefront (served by `vite preview` from `outDir`). */
export async function lighthouseScores(outDir: string, paths: readonly string[]): Promise<LighthouseScore[]> {
  if (!CHROME) throw new Error('Chromium is missing: install Debian chromium or set CHROME_PATH');
  const port = 4180;
  const preview: ChildProcess = spawn('node_modules/.bin/vite', ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--host-resolver-rules=MAP * 127.0.0.1'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const scores: LighthouseScore[] = [];
    for (const path of paths) {
      const result = await lighthouse(`http://127.0.0.1:${port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const categories = result?.lhr.categories;
      scores.push({
        page: path,
        performance: categories?.performance?.score != null ? Math.round(categories.performance.score * 100) : null,
        accessibility: categories?.accessibility?.score != null ? Math.round(categories.accessibility.score * 100) : null,
      });
    }
    return scores;
  } finally {
    chrome.kill();
    preview.kill('SIGTERM');
  }
}
