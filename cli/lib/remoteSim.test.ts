import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatorServer } from '../../simulator/runtimes/http';
import type { SimulatorServer } from '../../simulator/runtimes/http';
import { scenarioById } from '../../spec/scenarios';
import type { Scenario } from '../../spec/scenarios';
import { NodeDriver } from './scenario/driver';
import { checkExpectations } from './scenario/expect';
import { runScenarios } from './scenario/runner';
import { checkRemote, remoteSim, RemoteSimError, shardOf } from './remoteSim';

/**
 * Scenarios in Node against one shared `sim serve`, each shard in a tenant of its own: the things that
 * interfere on one state (a sign-in read from the outbox, a lockout, faults, the clock) stay in their tenant.
 */
let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
});
afterAll(async () => sim.close());

const byId = (id: string): Scenario => {
  const s = scenarioById(id);
  if (!s) throw new Error(`no scenario ${id}`);
  return s;
};

// Sign-ins whose passcodes come from the outbox, a lockout, faults on the page load and sign-in, a clock advance.
const MIXED = ['passcode-sign-in', 'err-01-store-flags-fail', 'lockout', 'err-05-user-info-fails-on-page-load', 'resend-code-after-wait', 'err-41-locked-out', 'password-sign-in', 'lockout-expires-after-an-hour'].map(byId);

describe('scenario run --sim-url --shard i/n', () => {
  it('two shards at once against one sim serve, each in its own tenant, all pass', async () => {
    const shards = [1, 2].map((i) => ({ list: shardOf(MIXED, i, 2), remote: remoteSim(sim.url, `shard-${i}-of-2`, sim.token) }));
    expect(shards.map((s) => s.list.length)).toEqual([4, 4]);
    const results = await Promise.all(shards.map((s) => runScenarios(s.list, undefined, s.remote)));
    const failed = results.flat().filter((r) => r.status !== 'passed');
    expect(failed.map((r) => `${r.id}: ${r.reason ?? JSON.stringify(r.mismatches)}`)).toEqual([]);
    expect(results.flat()).toHaveLength(MIXED.length);
    // The default tenant, everyone else's, saw none of it.
    expect(sim.ctx.outbox.list()).toEqual([]);
    expect(sim.ctx.faults.list()).toEqual([]);
  });

  it('one shard entering its scenario while another runs in the same tenant breaks it; in tenants of their own it does not', async () => {
    const guest = byId('guest-default');
    const userInfoFails = byId('err-05-user-info-fails-on-page-load');
    const runInterleaved = async (tenantA: string, tenantB: string) => {
      const a = await NodeDriver.create(guest, remoteSim(sim.url, tenantA, sim.token));
      // The other shard puts its tenant in its scenario (user info failing) before the first runs its page load.
      await NodeDriver.create(userInfoFails, remoteSim(sim.url, tenantB, sim.token));
      await a.run();
      const userInfo = a.observed.calls.find((c) => c.path === '/bin/wcax/unified/userinfo');
      return { mismatches: checkExpectations(guest.expect, a.observed), userInfo: userInfo?.status, failedEvent: a.observed.events.includes('userInfo:failed') };
    };
    expect(await runInterleaved('mine', 'theirs')).toEqual({ mismatches: [], userInfo: 200, failedEvent: false });
    // Shared, the guest's page load got the other shard's fault: its user info failed.
    expect(await runInterleaved('shared', 'shared')).toMatchObject({ userInfo: 500, failedEvent: true });
  });

  it('runs a scenario of a file, which the server\'s library does not hold, in its tenant (scenario run --sim-url --file)', async () => {
    // ERR-01 as someone would write it for their own server: another id, another status, its own log line.
    const base = byId('err-01-store-flags-fail');
    const own: Scenario = {
      ...base,
      id: 'my-store-flags-503',
      faults: [{ ...base.faults[0]!, fault: { kind: 'status', status: 503 } }],
      expect: { ...base.expect, logs: ['store flags failed with status 503'] },
    };
    const [result] = await runScenarios([own], undefined, remoteSim(sim.url, 'file-run', sim.token));
    expect(result?.status === 'passed' ? 'passed' : `${result?.reason ?? ''} ${JSON.stringify(result?.mismatches)}`).toBe('passed');
    expect(sim.tenants.list().map((t) => t.name)).toContain('file-run');
    expect(sim.ctx.faults.list()).toEqual([]);
  });

  it('the server refuses a scenario that is not one of the schema, naming the field, and changes nothing', async () => {
    const headers = { 'x-sim-token': sim.token, 'x-sim-tenant': 'bad-file', 'content-type': 'application/json' };
    await fetch(`${sim.url}/__sim/faults`, { method: 'POST', headers, body: JSON.stringify({ target: { service: 'store-flags' }, fault: { kind: 'status', status: 500 } }) });
    const answer = await fetch(`${sim.url}/__sim/scenario`, { method: 'POST', headers, body: JSON.stringify({ scenario: { ...byId('guest-default'), seed: 'one' } }) });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-sim-invalid-field')).toBe('scenario');
    expect(((await answer.json()) as { message: string }).message).toContain('seed');
    const faults = (await (await fetch(`${sim.url}/__sim/faults`, { headers })).json()) as { faults: unknown[] };
    expect(faults.faults).toHaveLength(1);
  });

  it('a server that cannot be used is named, never a crash', async () => {
    await expect(checkRemote(remoteSim(sim.url, 'x', 'not-the-token'))).rejects.toThrow(/answered 401/);
    expect(() => remoteSim(sim.url, '../x', sim.token)).toThrow(RemoteSimError);
    const closed = await startSimulatorServer({ port: 0 });
    await closed.close();
    await expect(checkRemote(remoteSim(closed.url, 'x', 'token'))).rejects.toThrow(/could not be reached: ECONNREFUSED/);
  });

  it('shards cover every scenario exactly once', () => {
    const list = Array.from({ length: 11 }, (_, i) => i);
    for (const n of [1, 2, 3, 5, 11, 12]) expect(Array.from({ length: n }, (_, i) => shardOf(list, i + 1, n)).flat().sort((a, b) => a - b)).toEqual(list);
  });
});
