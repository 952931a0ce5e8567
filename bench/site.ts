// A built storefront served as a shopper gets it: `vite build` into an output folder, `vite preview` of that folder,
// and for the live build a /storefront.config.json pointing every service at a simulator served over HTTP (the
// same file the Playwright `live` project writes with tests/e2e/live/write-config.ts).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type BuildMode = 'live' | 'production';

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const CHROME = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
/** Chromium's own look-ups of outside hosts stay on loopback, so nothing the page does leaves the machine. */
export const CHROME_ARGS = ['--host-resolver-rules=MAP * 127.0.0.1', '--disable-dev-shm-usage'];

/** Builds the storefront in `mode` into `outDir`, with the manifest that maps source modules to chunks. */
export function buildStorefront(mode: BuildMode, outDir: string): Manifest {
  execFileSync('node_modules/.bin/vite', ['build', '--mode', mode, '--outDir', outDir, '--logLevel', 'error', '--emptyOutDir', '--manifest'], { stdio: 'inherit' });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Writes the live build's configuration file pointing at the simulator at `origin` (http://127.0.0.1:port). */
export function writeLiveConfig(outDir: string, origin: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/live/write-config.ts', outDir, origin], { stdio: 'inherit' });
}

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

/** `vite preview` of `outDir` on 127.0.0.1:`port`; resolves once it answers. */
export async function preview(outDir: string, port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn('node_modules/.bin/vite', ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  try {
    await waitFor(`${origin}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
