import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ORIGINS, startSimulatorServer } from '../../simulator/runtimes/http';
import { tryPort } from '../../scripts/ports';

const ROOT = resolve(import.meta.dirname, '../..');

/** A listener of the test's own on a free loopback port, standing for the replay's usual one (never 4173 itself). */
function hold(): Promise<{ server: Server; port: number }> {
  return new Promise((done) => {
    const server = createServer((socket) => socket.destroy());
    server.listen(0, '127.0.0.1', () => done({ server, port: (server.address() as { port: number }).port }));
  });
}

const held: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((s) => new Promise((done) => s.close(done))));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Seen {
  args: string[];
  REPLAY_PORT?: string;
  STOREFRONT_URL?: string;
}

/**
 * Runs the real `workbench scenario replay` in a folder whose node_modules/.bin/playwright is a stand-in that records
 * what the replay handed to Playwright (its arguments, REPLAY_PORT, STOREFRONT_URL) and passes: the command's own
 * decisions, without a browser.
 */
async function replayWith(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; seen?: Seen }> {
  const dir = mkdtempSync(join(tmpdir(), 'replay-port-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  const stub = join(dir, 'node_modules/.bin/playwright');
  writeFileSync(
    stub,
    `#!${process.execPath}\nrequire('node:fs').writeFileSync(${JSON.stringify(join(dir, 'seen.json'))}, JSON.stringify({ args: process.argv.slice(2), REPLAY_PORT: process.env.REPLAY_PORT, STOREFRONT_URL: process.env.STOREFRONT_URL }));\n`,
  );
  chmodSync(stub, 0o755);
  const child = spawn(process.execPath, [join(ROOT, 'cli/bin.mjs'), 'scenario', 'replay', ...args, '--out', join(dir, 'out')], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', SIM_URL: '', STOREFRONT_URL: '', REPLAY_PORT: '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  let seen: Seen | undefined;
  try {
    seen = JSON.parse(readFileSync(join(dir, 'seen.json'), 'utf8')) as Seen;
  } catch {
    seen = undefined;
  }
  return { code, stdout, stderr, seen };
}

describe('scenario replay takes a free port when its usual one is taken', () => {
  it('with the usual port held, it serves its own storefront on another port, prints it and points Playwright at it', async () => {
    const { server, port } = await hold();
    held.push(server);
    const run = await replayWith(['ERR-01'], { STOREFRONT_PREVIEW_PORT: String(port) });
    expect(run.code, run.stderr).toBe(0);
    const printed = new RegExp(`127\\.0\\.0\\.1:${port} is taken; the replay builds and serves its storefront on http://127\\.0\\.0\\.1:(\\d+)/ instead`).exec(run.stdout);
    expect(printed, run.stdout).not.toBeNull();
    expect(Number(printed![1])).not.toBe(port);
    expect(run.seen?.REPLAY_PORT).toBe(printed![1]);
    // Its own server, not the one listening on the usual port.
    expect(run.seen?.STOREFRONT_URL ?? '').toBe('');
    expect(run.seen?.args.slice(0, 3)).toEqual(['test', '--config', 'tests/e2e/replay.config.ts']);
  });

  it('with --reuse-server it replays on what listens on the usual port instead, and --port N asks for N', async () => {
    const { server, port } = await hold();
    held.push(server);
    const reused = await replayWith(['ERR-01', '--reuse-server'], { STOREFRONT_PREVIEW_PORT: String(port) });
    expect(reused.code, reused.stderr).toBe(0);
    expect(reused.seen?.STOREFRONT_URL).toBe(`http://127.0.0.1:${port}`);
    expect(reused.seen?.REPLAY_PORT ?? '').toBe('');
    const refused = await replayWith(['ERR-01', '--port', String(port)], {});
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`127.0.0.1:${port} is taken`);
    expect(refused.seen).toBeUndefined();
    const bad = await replayWith(['ERR-01', '--port', '70000'], {});
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--port must be a port number from 1 to 65535, got '70000'");
  });

  it("with --sim-url, a port the simulator's pages may not come from is refused before any browser starts", async () => {
    const { server, port } = await hold();
    held.push(server);
    const own = (await tryPort(0))!;
    const sim = await startSimulatorServer({ port: 0, allowOrigins: [...DEFAULT_ALLOWED_ORIGINS, `http://127.0.0.1:${own}`] });
    try {
      const moved = await replayWith(['ERR-01', '--sim-url', sim.url], { STOREFRONT_PREVIEW_PORT: String(port), SIM_TOKEN: sim.token });
      expect(moved.code, moved.stdout).toBe(2);
      expect(moved.stderr).toMatch(new RegExp(`does not let pages of http://127\\.0\\.0\\.1:\\d+ call it; start it with --allow-origin`));
      expect(moved.seen).toBeUndefined();
      const allowed = await replayWith(['ERR-01', '--sim-url', sim.url, '--port', String(own)], { SIM_TOKEN: sim.token });
      expect(allowed.code, allowed.stderr).toBe(0);
      expect(allowed.seen?.REPLAY_PORT).toBe(String(own));
    } finally {
      await sim.close();
    }
  });

});
