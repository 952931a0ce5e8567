import { z } from '../../spec/schemas/zod';
import { describe, it, expect } from 'vitest';
import { flowModules } from './registry.flows';
import { ruleModules } from './registry';

describe('flow rule modules registry', () => {
  it('every flow module example validates against its schema and runs to an explained result', () => {
    for (const m of flowModules) {
      const parsed = z.safeParse(m.input, m.example);
      expect(parsed.success, m.name).toBe(true);
      const out = m.run(parsed.data);
      expect(JSON.stringify(out), m.name).toMatch(/"rules":\["/);
    }
  });

  it('module names are unique across all registries', () => {
    const names = ruleModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('OTP-04 the sign-in example runs from the first panel to SUCCESS', () => {
    const m = flowModules.find((x) => x.name === 'sign-in')!;
    const steps = m.run(z.parse(m.input, m.example)) as { state: string }[];
    expect(steps.map((s) => s.state)).toEqual(['identify', 'identifying', 'verifyCode', 'verifyCode', 'verifying', 'success']);
  });
});
