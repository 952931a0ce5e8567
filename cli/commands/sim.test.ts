import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulatorServer } from '../../simulator/runtimes/http';
import type { SimulatorServer } from '../../simulator/runtimes/http';
import { UsageError } from '../lib/output';
import { registerSimCommands } from './sim';

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

  it('a client without the control token is refused, and the error says where the token comes from', async () => {
    vi.stubEnv('SIM_TOKEN', '');
    try {
      await expect(run('sim', 'state', '--url', sim.url)).rejects.toThrow(/401.*x-sim-token/);
    } finally {
      vi.stubEnv('SIM_TOKEN', sim.token);
    }
  });
});
