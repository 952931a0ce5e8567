import { describe, expect, it } from 'vitest';
import { errors as catalogueErrors } from '../../spec/catalogue';
import { scenarios } from '../../spec/scenarios';
import { describeResult, runScenario, scenarioIds } from '../../cli/lib/scenario/runner';

/** Every scenario through the Node runner: a fresh simulator, the storefront modules and API clients. */
describe('scenarios in Node', () => {
  for (const s of scenarios) {
    const title = `${scenarioIds(s).join(' ')} [${s.id}] ${s.title}`.trim();
    if (s.drivers.node !== true) {
      it.skip(`${title} (Node: ${s.drivers.node.skip})`, () => undefined);
      continue;
    }
    it(title, async () => {
      const result = await runScenario(s);
      expect(describeResult(result), `scenario ${s.id}`).toEqual([]);
      expect(result.status).toBe('passed');
    });
  }
});

describe('the scenario library', () => {
  it('has at least one scenario for every row of the error catalogue', () => {
    const covered = new Set(scenarios.flatMap((s) => s.errors));
    const missing = catalogueErrors.map((e) => e.id).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it('names only catalogue IDs that exist', () => {
    const errIds = new Set<string>(catalogueErrors.map((e) => e.id));
    const unknown = scenarios.flatMap((s) => s.errors.filter((id) => !errIds.has(id)).map((id) => `${s.id}: ${id}`));
    expect(unknown).toEqual([]);
  });

  it('keeps Node-skipped scenarios few, each with its reason', () => {
    const skipped = scenarios.filter((s) => s.drivers.node !== true);
    expect(skipped.length).toBeLessThanOrEqual(8);
  });
});
