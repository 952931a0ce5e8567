import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSimToken } from '../../simulator/control/token';
import { nginxBinary, nginxConfig, startCluster } from './simCluster';
import type { RunningCluster } from './simCluster';

/**
 * `workbench sim cluster` with two processes behind Debian's nginx (.ci/run installs it as it does Chromium): tenants
 * are spread by a consistent hash of their name, each tenant's state stays in its one process, the CLI's tenant list
 * asks every process, and a process that stops is named to its own tenants while the others go on.
 */

/**
 * The 8 tenants: four of each process. Which process a name hashes to depends on the processes' addresses (free ports,
 * different every run), so a fixed list of 8 names can land in one process (it did: 8 of 8 in sim-1). Candidates are
 * made first and four of each process's are taken; with 32 of them, a process holding fewer than four is a chance of
 * about one in a million.
 */
let TENANTS: string[] = [];
const CANDIDATES = Array.from({ length: 32 }, (_, i) => `tenant-${String(i).padStart(2, '0')}`);
const FLAGS = '/apim/storeflags/v1/stores/1502';
const token = newSimToken();
let cluster: RunningCluster;
/** Each tenant's key (name~secret): the service calls below name their tenant with it, without the token. */
const keys = new Map<string, string>();

async function call(path: string, options: { tenant?: string; method?: string; body?: unknown; control?: boolean } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { ...(options.tenant ? { 'x-sim-tenant': options.tenant } : {}), ...(options.control ? { 'x-sim-token': token } : {}), ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(`${cluster.url}${path}`, { method: options.method ?? 'GET', headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}), signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['cli/bin.mjs', ...args], { env: { ...process.env, NO_COLOR: '1', SIM_URL: '', SIM_TOKEN: token } });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('sim cluster: processes behind nginx, tenants by consistent hash', () => {
  beforeAll(async () => {
    const nginx = nginxBinary();
    if ('error' in nginx) throw new Error(nginx.error);
    cluster = await startCluster({ processes: 2, port: 0, serveArgs: ['--seed', '1'], token, bin: 'cli/bin.mjs', nginx: nginx.path });
    for (const name of CANDIDATES) expect((await call(`/__sim/tenants/${name}/reset`, { method: 'POST', control: true })).status).toBe(200);
    const listed = await cli(['sim', 'tenants', 'list', '--url', cluster.url, '--json']);
    const rows = (JSON.parse(listed.out) as { tenants: { name: string; process: string }[] }).tenants.filter((r) => CANDIDATES.includes(r.name));
    TENANTS = ['sim-1', 'sim-2'].flatMap((p) => rows.filter((r) => r.process === p).slice(0, 4).map((r) => r.name));
    if (TENANTS.length !== 8) throw new Error(`fewer than four of 32 candidate tenants on a process: ${JSON.stringify(rows)}`);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('each of 8 tenants keeps its own faults and clock over 200 requests spread across them; the tenant list shows all 8', async () => {
    for (const [k, name] of TENANTS.entries()) {
      expect((await call(`/__sim/tenants/${name}/reset`, { method: 'POST', control: true })).status).toBe(200);
      // The key route is routed by the name in its path, the key itself by the name before its '~'.
      const keyed = await call(`/__sim/tenants/${name}/key`, { method: 'POST', control: true });
      expect(keyed.body.key, name).toMatch(new RegExp(`^${name}~[A-Za-z0-9_-]{24}$`));
      keys.set(name, String(keyed.body.key));
      expect((await call('/__sim/clock', { tenant: name, method: 'POST', control: true, body: { set: Date.UTC(2027, 0, 1 + k) } })).status).toBe(200);
      const fault = await call('/__sim/faults', { tenant: name, method: 'POST', control: true, body: { target: { service: 'store-flags', method: 'GET' }, fault: { kind: 'status', status: 500 + k } } });
      expect(fault.status).toBe(201);
    }
    const sent = new Map(TENANTS.map((t) => [t, 0]));
    for (let i = 0; i < 200; i++) {
      const k = (i * 7) % TENANTS.length;
      const name = TENANTS[k]!;
      const answer = await call(FLAGS, { tenant: keys.get(name) });
      expect(answer.status, `request ${i} of tenant ${name}`).toBe(500 + k);
      sent.set(name, sent.get(name)! + 1);
    }
    for (const [k, name] of TENANTS.entries()) {
      const clock = await call('/__sim/clock', { tenant: name, control: true });
      expect(clock.body.now, name).toBe(Date.UTC(2027, 0, 1 + k));
      const faults = (await call('/__sim/faults', { tenant: name, control: true })).body.faults as { hits: number }[];
      expect(faults.map((f) => f.hits), name).toEqual([sent.get(name)]);
      const outbox = await call('/__sim/outbox', { tenant: name, control: true });
      expect(outbox.status).toBe(200);
    }
    const listed = await cli(['sim', 'tenants', 'list', '--url', cluster.url, '--json']);
    expect(listed.code, listed.err).toBe(0);
    const rows = (JSON.parse(listed.out) as { tenants: { name: string; process: string }[] }).tenants;
    expect(rows.filter((r) => TENANTS.includes(r.name)).map((r) => r.name).sort()).toEqual([...TENANTS].sort());
    // Each tenant listed once, by the one process that holds it: four on each.
    expect(rows.filter((r) => TENANTS.includes(r.name)).map((r) => r.process).sort()).toEqual(['sim-1', 'sim-1', 'sim-1', 'sim-1', 'sim-2', 'sim-2', 'sim-2', 'sim-2']);
  }, 120_000);

  it('sim reset --all puts every tenant of every process back to its seed', async () => {
    const reset = await cli(['sim', 'reset', '--all', '--url', cluster.url, '--json']);
    expect(reset.code, reset.err).toBe(0);
    const names = (JSON.parse(reset.out) as { reset: { name: string; process: string }[] }).reset;
    expect(names.filter((r) => r.name === 'default').map((r) => r.process).sort()).toEqual(['sim-1', 'sim-2']);
    for (const name of TENANTS) expect((await call('/__sim/faults', { tenant: name, control: true })).body.faults, name).toEqual([]);
  }, 60_000);

  it('a process that stops is named to its own tenants, which are not moved; the other tenants keep working', async () => {
    const rows = (JSON.parse((await cli(['sim', 'tenants', 'list', '--url', cluster.url, '--json'])).out) as { tenants: { name: string; process: string }[] }).tenants;
    const where = new Map(rows.filter((r) => TENANTS.includes(r.name)).map((r) => [r.name, r.process]));
    const victim = cluster.processes.find((p) => p.name === 'sim-2')!;
    process.kill(victim.pid, 'SIGKILL');
    for (const name of TENANTS) {
      const answer = await call(FLAGS, { tenant: keys.get(name) });
      if (where.get(name) === 'sim-2') {
        expect(answer.status, name).toBe(503);
        expect(answer.body).toMatchObject({ errorCode: 'SIM_PROCESS_DOWN' });
        expect(String(answer.body.message)).toContain(`sim-2 (${new URL(victim.url).host}) does not answer; tenant ${name} lives there`);
      } else {
        expect(answer.status, name).toBe(200);
      }
    }
  }, 60_000);
});

describe('the cluster configuration', () => {
  it('routes by the tenant a request names, never retries on another process, and lists each process by its index', () => {
    const conf = nginxConfig({ port: 4010, dir: '/tmp/x', processes: [{ name: 'sim-1', url: 'http://127.0.0.1:5001' }, { name: 'sim-2', url: 'http://127.0.0.1:5002' }] });
    expect(conf).toContain('hash $sim_tenant consistent;');
    expect(conf).toContain('proxy_next_upstream off;');
    expect(conf).toMatch(/server 127\.0\.0\.1:5001 max_fails=0;[\s\S]*server 127\.0\.0\.1:5002 max_fails=0;/);
    expect(conf).toContain(`return 200 '{"processes":[{"index":1,"name":"sim-1"},{"index":2,"name":"sim-2"}]}';`);
    expect(() => nginxConfig({ port: 1, dir: '/tmp/x', processes: [] })).toThrow(RangeError);
  });
});
