import { z } from '../../spec/schemas/zod';
import { describe, expect, it } from 'vitest';
import { foundationModules } from './registry.foundation';
import { ruleModule } from './registry';

describe('foundation rule registry', () => {
  it('ACCESS-01 every foundation module has a unique name, and its example parses and runs to an explained result', () => {
    const names = foundationModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const m of foundationModules) {
      const input = z.parse(m.input, m.example);
      const out = m.run(input) as { rules?: unknown };
      expect(Array.isArray(out.rules), m.name).toBe(true);
      expect((out.rules as unknown[]).length, m.name).toBeGreaterThan(0);
      expect(ruleModule(m.name)).toBe(m);
    }
  });
});
