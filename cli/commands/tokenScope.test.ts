import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokenFile } from '../../simulator/control/token';
import { hasControlApi } from './contracts';
import { registerSimCommands } from './sim';

// The CLI sends the control token only to the loopback server that wrote it (its file names that server's origin), or
// to a server named together with a token (--token, SIM_TOKEN): a URL of another host on the same port gets none.
const run = async (...args: string[]) => {
  const program = new Command().exitOverride();
  registerSimCommands(program);
  await program.parseAsync(['node', 'workbench', ...args]);
};

/** A stand-in server on 127.0.0.1 that records the headers of every request it gets. */
let recorder: Server;
let port = 0;
const seen: IncomingHttpHeaders[] = [];
beforeAll(async () => {
  recorder = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ faults: [], tenants: [] }));
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  port = (recorder.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => recorder.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  vi.stubEnv('XDG_RUNTIME_DIR', mkdtempSync(join(tmpdir(), 'token-scope-')));
  vi.stubEnv('SIM_TOKEN', '');
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the control token goes only where it belongs', () => {
  it('sim commands: a token file of another origin on the same port is not sent; the one of exactly this origin is', async () => {
    writeTokenFile(`http://localhost:${port}`, 'token-of-localhost-server');
    await run('sim', 'faults', 'list', '--url', `http://127.0.0.1:${port}`);
    await run('sim', 'tenants', 'list', '--url', `http://127.0.0.1:${port}`);
    // The tenant list first asks whether the server is a cluster (GET /__sim/cluster, never with a token), then lists.
    expect(seen.map((h) => h['x-sim-token'])).toEqual([undefined, undefined, undefined]);
    writeTokenFile(`http://127.0.0.1:${port}`, 'token-of-this-server-1');
    await run('sim', 'faults', 'list', '--url', `http://127.0.0.1:${port}`);
    expect(seen.at(-1)?.['x-sim-token']).toBe('token-of-this-server-1');
  });

  it('a token named with the URL (--token, SIM_TOKEN) is sent to that URL', async () => {
    await run('sim', 'outbox', '--url', `http://127.0.0.1:${port}`, '--token', 'named-with-the-url-1');
    expect(seen.at(-1)?.['x-sim-token']).toBe('named-with-the-url-1');
    vi.stubEnv('SIM_TOKEN', 'from-the-environment-1');
    await run('sim', 'outbox', '--url', `http://127.0.0.1:${port}`);
    expect(seen.at(-1)?.['x-sim-token']).toBe('from-the-environment-1');
    await expect(run('sim', 'outbox', '--url', `http://127.0.0.1:${port}`, '--token', 'short')).rejects.toThrow('--token must be');
  });

  it('contracts verify asks a --base-url whether it is a simulator without a token that is not its own', async () => {
    writeTokenFile(`http://localhost:${port}`, 'token-of-localhost-server');
    expect(await hasControlApi(`http://127.0.0.1:${port}`)).toBe(true);
    expect(seen.at(-1)?.['x-sim-token']).toBeUndefined();
    expect(await hasControlApi(`http://127.0.0.1:${port}`, 'named-with-the-url-1')).toBe(true);
    expect(seen.at(-1)?.['x-sim-token']).toBe('named-with-the-url-1');
  });
});
