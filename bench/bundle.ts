import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  mode: string;
  firstLoadJsGzip: number;
  largestChunkGzip: number;
  largestChunk: string;
  simulatorCodeInBundle: boolean;
}

const gz = (path: string) => gzipSync(readFileSync(path)).length;

/** Builds the storefront in `mode` into `outDir` and measures what the first page load fetches. */
export function measureBundle(mode: 'production' | 'live', outDir: string): BundleReport {
  execFileSync('node_modules/.bin/vite', ['build', '--mode', mode, '--outDir', outDir, '--logLevel', 'error', '--emptyOutDir'], { stdio: 'inherit' });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  // The entry script and every modulepreload: what the browser fetches before the first render.
  const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const assets = readdirSync(join(outDir, 'assets')).filter((n) => n.endsWith('.js'));
  let largest = { name: '', size: 0 };
  let simulatorCode = false;
  for (const name of assets) {
    const path = join(outDir, 'assets', name);
    const size = gz(path);
    if (size > largest.size) largest = { name, size };
    if (/mockServiceWorker|setupWorker|__sim\//.test(readFileSync(path, 'utf8'))) simulatorCode = true;
  }
  return {
    mode,
    firstLoadJsGzip: firstLoad.reduce((n, rel) => n + gz(join(outDir, rel)), 0),
    largestChunkGzip: largest.size,
    largestChunk: largest.name,
    simulatorCodeInBundle: simulatorCode,
  };
}
