import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scenarios } from '../../spec/scenarios';
import { browserSupport } from '../../spec/scenarios/browser';
import { exercisesError, grepFor, replayIds } from './scenario';
import { replayTenant, replayTenantName } from '../lib/remoteSim';
import { isSimTenantName } from '../../spec/schemas/simTenant';

/** The title the browser replay gives a scenario's test (tests/e2e/scenarios.spec.ts). */
const titleOf = (id: string) => {
  const s = scenarios.find((x) => x.id === id)!;
  return `${[...s.errors, ...s.rules, ...s.calls].join(' ')} [${s.id}] ${s.title}`.trim();
};
/** The scenarios that have a test of their own in the replay (runnable, or fixme with its reason). */
const withTest = scenarios.filter((s) => {
  const support = browserSupport(s);
  return support.run || support.twin === undefined;
});

describe('scenario replay selection', () => {
  it('replays a rule-level scenario by its browser twin, every other scenario by its own test', () => {
    for (const s of scenarios) {
      const support = browserSupport(s);
      const [id] = replayIds([s]);
      expect(id, s.id).toBe(!support.run && support.twin !== undefined ? support.twin : s.id);
      expect(withTest.some((t) => t.id === id), `${s.id} → ${id} has a test`).toBe(true);
    }
  });

  it('--errors selects a test for every scenario with an ERR id, and only tests that exercise one', () => {
    const errorScenarios = scenarios.filter(exercisesError);
    const ids = replayIds(errorScenarios);
    expect(errorScenarios.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(scenarios.find((s) => s.id === id)?.errors.length, id).toBeGreaterThan(0);
    // The grep Playwright gets picks exactly those tests' titles out of all of the replay's tests.
    const grep = new RegExp(grepFor(ids));
    const picked = withTest.filter((s) => grep.test(titleOf(s.id))).map((s) => s.id);
    expect(picked.sort()).toEqual([...ids].sort());
  });

  it('replayIds is idempotent and never grows the selection', () => {
    fc.assert(
      fc.property(fc.subarray(scenarios), (list) => {
        const once = replayIds(list);
        expect(once.length).toBeLessThanOrEqual(list.length);
        expect(replayIds(once.map((id) => scenarios.find((s) => s.id === id)!))).toEqual(once);
      }),
    );
  });
});

describe('scenario replay on a shared sim serve', () => {
  it('replays each shard in a tenant of its own, apart from the Node run\'s shard tenants; --tenant wins', () => {
    expect(replayTenantName(undefined, { i: 1, n: 2 })).toBe('replay-shard-1-of-2');
    expect(replayTenantName(undefined, { i: 2, n: 2 })).toBe('replay-shard-2-of-2');
    expect(replayTenantName(undefined, undefined)).toBe('replay');
    expect(replayTenantName('alice', { i: 1, n: 2 })).toBe('alice');
    // Every shard's tenant is a name the server takes, and no two shards of a run share one.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (n) => {
        const names = Array.from({ length: n }, (_, k) => replayTenantName(undefined, { i: k + 1, n }));
        expect(new Set(names).size).toBe(n);
        for (const name of names) expect(isSimTenantName(name), name).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('gives each worker of a replay its own tenant under the shard\'s name when there is more than one', () => {
    expect(replayTenant('replay-shard-1-of-2', 1, 0)).toBe('replay-shard-1-of-2');
    expect([0, 1, 2].map((i) => replayTenant('replay-shard-1-of-2', 3, i))).toEqual(['replay-shard-1-of-2-w0', 'replay-shard-1-of-2-w1', 'replay-shard-1-of-2-w2']);
  });
});
