import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipOf } from './firstload';
import { buildStorefront, type BuildMode, type Manifest } from './site';

export interface BundleReport {
  readonly mode: BuildMode;
  /** The entry and its static imports: what index.html makes the browser fetch before any code runs. */
  readonly entryAndStaticImportsGzip: number;
  /** Every JavaScript file of the build. */
  readonly allJsGzip: number;
  readonly jsFiles: number;
  readonly largestChunkGzip: number;
  readonly largestChunk: string;
  readonly simulatorCodeInBundle: boolean;
}

/** Builds the storefront in `mode` into `outDir` and measures its JavaScript files (gzip, level 6). */
export function measureBundle(mode: BuildMode, outDir: string): { report: BundleReport; manifest: Manifest } {
  const manifest = buildStorefront(mode, outDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const initial = new Set<string>();
  const walk = (key: string) => {
    if (initial.has(key) || !manifest[key]) return;
    initial.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  if (entryKey) walk(entryKey);
  const assets = readdirSync(join(outDir, 'assets')).filter((n) => n.endsWith('.js'));
  let largest = { name: '', size: 0 };
  let all = 0;
  let simulatorCode = false;
  for (const name of assets) {
    const size = gzipOf(outDir, join('assets', name));
    all += size;
    if (size > largest.size) largest = { name, size };
    // The tenant route (`/__sim/tenant/`) is the live page's own (?tenant=, src/api/simTenant.ts); the control API is not.
    if (/mockServiceWorker|setupWorker|__sim\/(?!tenant\/)/.test(readFileSync(join(outDir, 'assets', name), 'utf8'))) simulatorCode = true;
  }
  return {
    manifest,
    report: {
      mode,
      entryAndStaticImportsGzip: [...initial].reduce((n, k) => n + gzipOf(outDir, manifest[k]!.file), 0),
      allJsGzip: all,
      jsFiles: assets.length,
      largestChunkGzip: largest.size,
      largestChunk: largest.name,
      simulatorCodeInBundle: simulatorCode,
    },
  };
}
