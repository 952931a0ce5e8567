import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulatorServer } from '../../simulator/runtimes/http';
import type { SimulatorServer } from '../../simulator/runtimes/http';
import { scenarios } from '../../spec/scenarios';
import { UsageError } from '../lib/output';
import { allowedOrigins, registerSimCommands } from './sim';
import { DEFAULT_ALLOWED_ORIGINS, normaliseOrigin } from '../../simulator/runtimes/http';

const run = async (...args: string[]) => {
  const program = new Command().exitOverride();
  registerSimCommands(program);
  await program.parseAsync(['node', 'workbench', ...args]);
};

let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
  // A client of `sim serve` reads the control token from SIM_TOKEN (or the file serve wrote in the project).
  vi.stubEnv('SIM_TOKEN', sim.token);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await sim.close();
});

describe('workbench sim', () => {
  it('adds, lists and clears faults on a running simulator', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await run('sim', 'faults', 'add', '--url', sim.url, '--kind', 'latency', '--ms', '5', '--service', 'location', '--id', 'slow');
    expect(sim.ctx.faults.list().map((f) => f.id)).toEqual(['slow']);
    await run('sim', 'faults', 'clear', 'slow', '--url', sim.url);
    expect(sim.ctx.faults.list()).toEqual([]);
    await run('sim', 'clock', '--url', sim.url, '--advance', '60000');
    expect(sim.ctx.clock.now()).toBe(Date.UTC(2026, 5, 1, 15, 1, 0));
    out.mockRestore();
  });

  it('invalid arguments and an absent server are usage errors', async () => {
    await expect(run('sim', 'faults', 'add', '--url', sim.url, '--kind', 'status', '--status', '99')).rejects.toThrow(UsageError);
    await expect(run('sim', 'clock', '--url', sim.url, '--advance', 'soon')).rejects.toThrow(UsageError);
    await expect(run('sim', 'reset', '--url', 'ftp://x')).rejects.toThrow(UsageError);
    await expect(run('sim', 'serve', '--port', '0', '--clock', 'fast')).rejects.toThrow(/--clock must be frozen or real/);
    await expect(run('sim', 'reset', '--url', 'http://127.0.0.1:1')).rejects.toThrow(/no simulator answers/);
  });

  it('refuses a fault on an unknown service or path before adding it (it would never fire)', async () => {
    await expect(run('sim', 'faults', 'add', '--url', sim.url, '--service', 'nosuch', '--kind', 'timeout')).rejects.toThrow(/unknown service 'nosuch'/);
    await expect(run('sim', 'faults', 'add', '--url', sim.url, '--path', '/nowhere', '--kind', 'timeout')).rejects.toThrow(/unknown path '\/nowhere'/);
    await expect(run('sim', 'faults', 'add', '--url', sim.url, '--spec', '{"target":{"service":"nosuch"},"fault":{"kind":"timeout"}}')).rejects.toThrow(UsageError);
    expect(sim.ctx.faults.list()).toEqual([]);
  });

  it('lists faults readably, or as JSON with --json; SIM_URL is used without --url', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const before = process.env.SIM_URL;
    process.env.SIM_URL = sim.url;
    try {
      await run('sim', 'faults', 'add', '--kind', 'status', '--status', '503', '--service', 'location', '--id', 'down', '--times', '2');
      log.mockClear();
      await run('sim', 'faults', 'list');
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual(['down             status status=503 → service=location; 2 left, 0 hits', '1 fault']);
      out.mockClear();
      await run('sim', 'faults', 'list', '--json');
      const json = JSON.parse(out.mock.calls.map((c) => String(c[0])).join('')) as { faults: { id: string }[] };
      expect(json.faults.map((f) => f.id)).toEqual(['down']);
      await run('sim', 'faults', 'clear', '--json');
      expect(sim.ctx.faults.list()).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.SIM_URL;
      else process.env.SIM_URL = before;
      out.mockRestore();
      log.mockRestore();
    }
  });

  it('names where the URL came from when nothing answers there', async () => {
    const before = process.env.SIM_URL;
    process.env.SIM_URL = 'http://127.0.0.1:1';
    try {
      await expect(run('sim', 'state')).rejects.toThrow(/no simulator answers at http:\/\/127.0.0.1:1 \(from SIM_URL\)/);
    } finally {
      if (before === undefined) delete process.env.SIM_URL;
      else process.env.SIM_URL = before;
    }
  });

  it('puts the simulator in the one scenario that exercises a catalogue ID (ERR-41)', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await run('sim', 'scenario', 'ERR-41', '--url', sim.url);
    out.mockRestore();
    expect(scenarios.filter((s) => s.errors.includes('ERR-41')).length).toBeGreaterThan(1);
    expect(sim.ctx.activeScenario?.id).toBe('err-41-locked-out');
    await expect(run('sim', 'scenario', 'ERR-0099', '--url', sim.url)).rejects.toThrow(/unknown scenario id: ERR-0099/);
  });

  it('a client without the control token is refused, and the error says where the token comes from', async () => {
    vi.stubEnv('SIM_TOKEN', '');
    try {
      await expect(run('sim', 'state', '--url', sim.url)).rejects.toThrow(/401.*x-sim-token/);
    } finally {
      vi.stubEnv('SIM_TOKEN', sim.token);
    }
  });

  it('--tenant acts on one tenant alone; sim tenants lists, resets and removes them', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await expect(run('sim', 'clock', '--url', sim.url, '--advance', '1000', '--tenant', 'ci-shard-1')).rejects.toThrow(/no tenant 'ci-shard-1' .*its tenants: default; pass --create-tenant/);
      await run('sim', 'clock', '--url', sim.url, '--advance', '1000', '--tenant', 'ci-shard-1', '--create-tenant');
      await run('sim', 'faults', 'add', '--url', sim.url, '--kind', 'network-error', '--service', 'location', '--tenant', 'ci-shard-1');
      const shard = sim.tenants.use('ci-shard-1');
      if (!shard.ok) throw new Error('no tenant');
      expect(shard.ctx.faults.list()).toHaveLength(1);
      expect(sim.ctx.faults.list()).toEqual([]);
      await run('sim', 'tenants', 'list', '--url', sim.url);
      expect(sim.tenants.list().map((t) => t.name)).toEqual(['default', 'ci-shard-1']);
      await run('sim', 'tenants', 'reset', 'ci-shard-1', '--url', sim.url);
      expect(shard.ctx.faults.list()).toEqual([]);
      await run('sim', 'tenants', 'rm', 'ci-shard-1', '--url', sim.url);
      expect(sim.tenants.list().map((t) => t.name)).toEqual(['default']);
      await expect(run('sim', 'state', '--url', sim.url, '--tenant', '../x')).rejects.toThrow(/--tenant must be/);
      await expect(run('sim', 'tenants', 'rm', 'ci-shard-1', '--url', sim.url)).rejects.toThrow(/404: No tenant ci-shard-1/);
    } finally {
      out.mockRestore();
    }
  });

  it('a command naming a tenant the server does not have is refused (exit 2) with the list, and nothing is made', async () => {
    await expect(run('sim', 'faults', 'list', '--url', sim.url, '--tenant', 'nosuchtenant')).rejects.toThrow(UsageError);
    await expect(run('sim', 'faults', 'list', '--url', sim.url, '--tenant', 'nosuchtenant')).rejects.toThrow(/no tenant 'nosuchtenant' on http:\/\/127\.0\.0\.1:\d+; its tenants: default/);
    vi.stubEnv('SIM_TENANT', 'typo');
    try {
      await expect(run('sim', 'outbox', '--url', sim.url)).rejects.toThrow(/no tenant 'typo' \(from SIM_TENANT\)/);
    } finally {
      vi.stubEnv('SIM_TENANT', '');
    }
    expect(sim.tenants.list().map((t) => t.name)).toEqual(['default']);
  });

  it('prints each answer as text by default and as JSON with --json (faults add, tenants list, clock, outbox, scenario, state)', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const texts = async (...args: string[]) => {
      log.mockClear();
      out.mockClear();
      await run(...args, '--url', sim.url);
      return { lines: log.mock.calls.map((c) => String(c[0])), raw: out.mock.calls.map((c) => String(c[0])).join('') };
    };
    try {
      const added = await texts('sim', 'faults', 'add', '--kind', 'timeout', '--service', 'location', '--id', 'slow1', '--times', '1');
      expect(added.lines).toEqual(['added slow1            timeout → service=location; 1 left, 0 hits']);
      expect(added.raw).toBe('');
      const addedJson = await texts('sim', 'faults', 'add', '--kind', 'timeout', '--service', 'location', '--id', 'slow2', '--json');
      expect((JSON.parse(addedJson.raw) as { faults: { id: string }[] }).faults[0]?.id).toBe('slow2');
      await texts('sim', 'faults', 'clear');
      expect((await texts('sim', 'tenants', 'list')).lines.at(-1)).toMatch(/^1 tenant \(at most \d+ besides the default\)$/);
      expect(JSON.parse((await texts('sim', 'tenants', 'list', '--json')).raw)).toMatchObject({ tenants: [{ name: 'default' }] });
      expect((await texts('sim', 'clock')).lines).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z \(\d+ ms\), frozen until set or advanced$/)]);
      expect(JSON.parse((await texts('sim', 'clock', '--json')).raw)).toMatchObject({ mode: 'frozen' });
      expect((await texts('sim', 'outbox')).lines).toEqual(['0 messages']);
      expect(JSON.parse((await texts('sim', 'outbox', '--json')).raw)).toEqual({ messages: [] });
      expect((await texts('sim', 'scenario', 'ERR-41')).lines).toEqual([expect.stringMatching(/^now in scenario err-41-locked-out: /)]);
      expect(JSON.parse((await texts('sim', 'scenario', '--json')).raw)).toMatchObject({ scenario: { id: 'err-41-locked-out' } });
      expect((await texts('sim', 'state')).lines[0]).toMatch(/^seed 1; clock /);
      expect(JSON.parse((await texts('sim', 'state', '--json')).raw)).toHaveProperty('counts');
    } finally {
      out.mockRestore();
      log.mockRestore();
      await run('sim', 'reset', '--url', sim.url, '--json').catch(() => undefined);
    }
  });

  it('--allow-origin adds to the default origins; --no-default-origins keeps only the given ones', () => {
    const mine = allowedOrigins(['http://127.0.0.1:9000/'], true, DEFAULT_ALLOWED_ORIGINS, normaliseOrigin);
    expect(mine).toEqual([...DEFAULT_ALLOWED_ORIGINS, 'http://127.0.0.1:9000']);
    expect(allowedOrigins([], true, DEFAULT_ALLOWED_ORIGINS, normaliseOrigin)).toEqual([...DEFAULT_ALLOWED_ORIGINS]);
    expect(allowedOrigins(['http://127.0.0.1:9000'], false, DEFAULT_ALLOWED_ORIGINS, normaliseOrigin)).toEqual(['http://127.0.0.1:9000']);
    expect(() => allowedOrigins([], false, DEFAULT_ALLOWED_ORIGINS, normaliseOrigin)).toThrow(/--no-default-origins needs at least one --allow-origin/);
    expect(() => allowedOrigins(['http://x.test/path'], true, DEFAULT_ALLOWED_ORIGINS, normaliseOrigin)).toThrow(UsageError);
  });
});
