import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePort, parsePort, tryPort, usualPort, USUAL_PORTS } from './ports';
import { parseServeArgs } from './serve';

const ROOT = resolve(import.meta.dirname, '..');

/** A listener of the test's own on a free loopback port: the "usual" port, taken. Never one of the shared ports. */
function hold(): Promise<{ server: Server; port: number }> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => done({ server, port: (server.address() as { port: number }).port }));
  });
}

const started: ChildProcess[] = [];
const held: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(held.splice(0).map((s) => new Promise((done) => s.close(done))));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts the launcher (as `npm start` / `npm run preview` do) and resolves with its output up to its served URL, or its exit. */
function launch(args: string[], env: Record<string, string>): Promise<{ output: string; url?: string; code?: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return new Promise((done) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      if (url) done({ output, url });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => done({ output, code }));
  });
}

const portOf = (url: string) => Number(new URL(url).port);

// Each test starts Vite (two previews in the last one): on a busy shared machine that takes far longer than on a quiet one.
describe('developer servers take a free port when their usual one is taken', { timeout: 120_000 }, () => {
  it('npm start: with its usual port held, the dev server listens on another one, prints it, and serves the storefront there', async () => {
    const { server, port } = await hold();
    held.push(server);
    const run = await launch(['dev'], { [USUAL_PORTS.dev.env]: String(port) });
    expect(run.url, run.output).toBeDefined();
    const got = portOf(run.url!);
    expect(got).not.toBe(port);
    expect(run.output).toContain(`127.0.0.1:${port} is taken; the dev server uses http://127.0.0.1:${got}/ instead`);
    const page = await fetch(run.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
  });

  it('npm run preview: with its usual port held, the preview of a build listens on another one and prints it', async () => {
    const { server, port } = await hold();
    held.push(server);
    const outDir = mkdtempSync(join(tmpdir(), 'preview-'));
    dirs.push(outDir);
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>preview port test</title>');
    const run = await launch(['preview', '--outDir', outDir], { [USUAL_PORTS.preview.env]: String(port) });
    expect(run.url, run.output).toBeDefined();
    const got = portOf(run.url!);
    expect(got).not.toBe(port);
    expect(run.output).toContain(`127.0.0.1:${port} is taken; the preview uses http://127.0.0.1:${got}/ instead`);
    expect(await (await fetch(run.url!)).text()).toContain('preview port test');
  });

  it('--port N listens on N exactly, and fails (not moves) when N is taken', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'preview-'));
    dirs.push(outDir);
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>x</title>');
    const free = (await tryPort(0))!;
    const ok = await launch(['preview', '--outDir', outDir, '--port', String(free)], {});
    expect(ok.url, ok.output).toBe(`http://127.0.0.1:${free}/`);
    expect(ok.output).not.toContain('is taken');
    const { server, port } = await hold();
    held.push(server);
    const refused = await launch(['preview', '--outDir', outDir, '--port', String(port)], {});
    expect(refused.url).toBeUndefined();
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(new RegExp(`${port}.*(in use|EADDRINUSE)|(in use|EADDRINUSE).*${port}`, 'i'));
  });
});

describe('port choice', () => {
  it('keeps the usual port while it is free, and gives a different free one while it is held', async () => {
    const free = (await tryPort(0))!;
    expect(await choosePort(free)).toEqual({ port: free, moved: false, usual: free });
    const { server, port } = await hold();
    held.push(server);
    const moved = await choosePort(port);
    expect(moved.moved).toBe(true);
    expect(moved.port).not.toBe(port);
    expect(await tryPort(moved.port)).toBe(moved.port);
    // An explicit port is taken at its word, free or not: the server then fails on it, as asked.
    expect(await choosePort(port, port)).toEqual({ port, moved: false, usual: port });
  });

  it('the usual ports are the ones Playwright and the simulator expect, unless the environment names another', () => {
    expect(usualPort('dev', {})).toBe(5173);
    expect(usualPort('preview', {})).toBe(4173);
    expect(usualPort('preview', { STOREFRONT_PREVIEW_PORT: '4999' })).toBe(4999);
    expect(() => usualPort('dev', { STOREFRONT_DEV_PORT: 'abc' })).toThrow(/STOREFRONT_DEV_PORT must be a port number/);
  });

  it('parsePort takes exactly the integers 1..65535 and names the source of anything else', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const n = Number(raw.trim());
        const valid = /^\s*\d{1,5}\s*$/.test(raw) && n >= 1 && n <= 65535;
        if (valid) expect(parsePort(raw, '--port')).toBe(n);
        else expect(() => parsePort(raw, '--port')).toThrow(/^--port must be a port number/);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), (n) => {
        expect(parsePort(String(n), 'x')).toBe(n);
      }),
    );
    for (const bad of ['0', '65536', '-1', '1.5', '', '0x50']) expect(() => parsePort(bad, '--port'), bad).toThrow(RangeError);
  });

  it('the launcher refuses arguments it does not know', () => {
    expect(parseServeArgs(['dev'])).toEqual({ kind: 'dev' });
    expect(parseServeArgs(['preview', '--port', '4180', '--outDir', 'dist-live'])).toEqual({ kind: 'preview', port: 4180, outDir: 'dist-live' });
    expect(() => parseServeArgs([])).toThrow(/usage/);
    expect(() => parseServeArgs(['build'])).toThrow(/usage/);
    expect(() => parseServeArgs(['dev', '--outDir', 'x'])).toThrow(/--outDir is for the preview/);
    expect(() => parseServeArgs(['dev', '--strictPort'])).toThrow(/Unknown option/);
    expect(() => parseServeArgs(['dev', '--port', 'x'])).toThrow(/--port must be a port number/);
  });
});
