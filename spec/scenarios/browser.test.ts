import { describe, expect, it } from 'vitest';
import { scenarioById, scenarios } from './index';
import { browserSupport } from './browser';

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
});
