import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, preview } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { isDotPath } from './denyDotPaths.ts';

// The project tree holds files no page may read (a simulator token under `.sim/` in older checkouts, `.env`, `.git/`):
// neither the dev server nor the preview serves a dot-folder or dot-file, whatever the encoding of the path.
const secret = randomBytes(12).toString('hex');
const probe = `dot-path-probe-${secret}.token`;
const projectDot = resolve('.sim');
mkdirSync(projectDot, { recursive: true });
writeFileSync(join(projectDot, probe), secret);
const outDir = mkdtempSync(join(tmpdir(), 'dot-paths-preview-'));
writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>preview</title>');
mkdirSync(join(outDir, '.sim'));
writeFileSync(join(outDir, '.sim', probe), secret);
afterAll(() => {
  rmSync(join(projectDot, probe), { force: true });
  rmSync(outDir, { recursive: true, force: true });
});

const attempts = [`/.sim/${probe}`, `/%2Esim/${probe}`, `/%2esim/${probe}`, `/src/../.sim/${probe}`, `/.sim/../.sim/${probe}`, '/.env', '/.git/config'];

async function answers(origin: string) {
  return Promise.all(attempts.map(async (path) => {
    const response = await fetch(`${origin}${path}`);
    return { path, status: response.status, leaked: (await response.text()).includes(secret) };
  }));
}

describe('the dev server and the preview deny dot-folders', () => {
  it('tells a dot-path from the paths that must be served', () => {
    for (const path of ['/.sim/x', '/a/.git/config', '/%2Esim/x', '/..%2F.sim/x', '/x/.env?y', '/\\.sim/x', '/%E0%A4%A']) expect(isDotPath(path), path).toBe(true);
    for (const path of ['/', '/src/main.tsx', '/node_modules/.vite/deps/react.js?v=1', '/.well-known/security.txt', '/shop/product-details.123.html', '/@vite/client', '/a.b/c.d']) expect(isDotPath(path), path).toBe(false);
  });

  it('the dev server answers 404 and never the file', async () => {
    const server = await createServer({ configFile: resolve('vite.config.ts'), logLevel: 'silent', server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false, watch: null } });
    await server.listen();
    try {
      const origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
      for (const answer of await answers(origin)) expect(answer, answer.path).toEqual({ path: answer.path, status: 404, leaked: false });
      expect((await fetch(`${origin}/`)).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('the preview answers 404 and never the file', async () => {
    const server = await preview({ configFile: resolve('vite.config.ts'), logLevel: 'silent', build: { outDir }, preview: { port: 0, strictPort: false, host: '127.0.0.1' } });
    try {
      const origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
      for (const answer of await answers(origin)) expect(answer, answer.path).toEqual({ path: answer.path, status: 404, leaked: false });
      expect((await fetch(`${origin}/`)).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);
});
