import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../spec/scenarios';
import { createSimContext } from '../core/context';
import { restoreContext, snapshotContext } from '../core/persist';
import { startSimulatorServer } from '../runtimes/http';
import type { SimulatorServer } from '../runtimes/http';
import { applyScenario, findScenario, UnknownScenarioError } from './apply';

let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
});
afterAll(async () => sim.close());

const post = (path: string, body: unknown) => fetch(`${sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-sim-token': sim.token }, body: JSON.stringify(body) });
const get = (path: string) => fetch(`${sim.url}${path}`, { headers: { 'x-sim-token': sim.token } });

describe('scenarios in the simulator', () => {
  it('every scenario of the library can be applied: its seed, faults, clock, toggles and withheld MD5 are in place', async () => {
    // One context for all: applying a scenario starts with a reset to its seed, whatever came before.
    const ctx = createSimContext();
    for (const s of scenarios) {
      await applyScenario(ctx, s);
      expect(ctx.seed, s.id).toBe(s.seed);
      expect(ctx.faults.list().length, s.id).toBe(s.faults.length);
      if (s.clock.set !== undefined) expect(ctx.clock.now(), s.id).toBe(s.clock.set + (s.clock.advance ?? 0));
      expect(ctx.activeScenario, s.id).toEqual({ id: s.id, title: s.title, toggles: s.toggles, ...(s.md5 ? {} : { md5: false }) });
    }
  }, 120_000);

  it('the active scenario survives a snapshot round trip and is cleared by a reset', async () => {
    const ctx = createSimContext();
    await applyScenario(ctx, await findScenario('err-01-store-flags-fail'));
    const copy = createSimContext();
    restoreContext(copy, JSON.parse(JSON.stringify(snapshotContext(ctx))));
    expect(copy.activeScenario?.id).toBe('err-01-store-flags-fail');
    expect(copy.faults.list()).toHaveLength(1);
    copy.reset();
    expect(copy.activeScenario).toBeNull();
    expect(copy.faults.list()).toHaveLength(0);
  });

  it('an unknown id is an error naming it and the nearest known ones', async () => {
    await expect(findScenario('lockou')).rejects.toThrow(UnknownScenarioError);
    await expect(findScenario('lockou')).rejects.toThrow(/Unknown scenario: lockou \(did you mean lockout/);
  });

  it('control API: lists the library, applies a scenario by id, reports it, and refuses an unknown id with 404', async () => {
    const list = (await (await get('/__sim/scenarios')).json()) as { scenarios: { id: string }[] };
    expect(list.scenarios.map((s) => s.id)).toEqual(scenarios.map((s) => s.id));
    const applied = await post('/__sim/scenario', { id: 'err-01-store-flags-fail' });
    expect(applied.status).toBe(200);
    const active = (await (await get('/__sim/scenario')).json()) as { scenario: { id: string } | null };
    expect(active.scenario?.id).toBe('err-01-store-flags-fail');
    const flags = await fetch(`${sim.url}/apim/storeflags/v1/stores/1502`, { headers: { 'ocp-apim-subscription-key': 'sim-storeflags-key' } });
    expect(flags.status).toBe(500);
    const unknown = await post('/__sim/scenario', { id: 'no-such-scenario' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { errorCode: string }).errorCode).toBe('SIM_UNKNOWN_SCENARIO');
    expect((await post('/__sim/scenario', { nope: 1 })).status).toBe(400);
    await post('/__sim/reset', {});
    expect(((await (await get('/__sim/scenario')).json()) as { scenario: unknown }).scenario).toBeNull();
  });
});
