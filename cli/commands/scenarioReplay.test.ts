import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scenarios } from '../../spec/scenarios';
import { browserSupport } from '../../spec/scenarios/browser';
import { exercisesError, grepFor, replayIds } from './scenario';

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
