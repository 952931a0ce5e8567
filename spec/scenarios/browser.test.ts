import { describe, expect, it } from 'vitest';
import { scenarioById, scenarios } from './index';
import { errors as catalogueErrors } from '../catalogue';
import { browserSupport, pageScriptLines } from './browser';

describe('browser replay of the scenario library', () => {
  it('a rule-level scenario names a twin that exists, proves one of its ERR rows, and runs in the browser', () => {
    for (const s of scenarios) {
      const support = browserSupport(s);
      if (support.run || !support.twin) continue;
      const twin = scenarioById(support.twin);
      expect(twin, `${s.id} → ${support.twin}`).toBeDefined();
      expect(twin!.errors.some((e) => s.errors.includes(e)) || twin!.rules.some((r) => s.rules.includes(r)), `${s.id} and ${twin!.id} share an ERR or rule ID`).toBe(true);
      expect(browserSupport(twin!), `${twin!.id} runs in the browser`).toEqual({ run: true });
    }
  });

  it('every row of the error catalogue has a scenario the browser replay runs, and no scenario is left without a browser replay', () => {
    const replayed = new Set(scenarios.filter((s) => browserSupport(s).run).flatMap((s) => s.errors));
    expect(catalogueErrors.map((e) => e.id).filter((id) => !replayed.has(id))).toEqual([]);
    const unreplayed = scenarios.filter((s) => {
      const support = browserSupport(s);
      return !support.run && !support.twin;
    });
    expect(unreplayed.map((s) => s.id)).toEqual([]);
  });

  it("a page script's report names its error callbacks first, then how the call settled", () => {
    expect(pageScriptLines('store.location', { settled: 'resolved', value: null }, [{ call: 'CALL-31', status: 500 }])).toEqual([
      '[page script] store.location error callback: {"call":"CALL-31","status":500}',
      '[page script] store.location resolved null',
    ]);
    expect(pageScriptLines('store.addressLine', { settled: 'resolved', value: 'Store not found' })).toEqual(['[page script] store.addressLine resolved "Store not found"']);
    expect(pageScriptLines('session.update', { settled: 'rejected', message: 'Parameter passed is either empty or not an object' })).toEqual(['[page script] session.update rejected: Parameter passed is either empty or not an object']);
    expect(pageScriptLines('store.location', { settled: 'resolved', value: undefined })).toEqual(['[page script] store.location resolved null']);
  });
});
