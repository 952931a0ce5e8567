import { z } from '../../spec/schemas/zod';
import { describe, it, expect } from 'vitest';
import { storeModules } from './registry.store';

describe('store rule modules', () => {
  it('every module parses and runs its own example', () => {
    const names = new Set<string>();
    for (const m of storeModules) {
      expect(names.has(m.name)).toBe(false);
      names.add(m.name);
      const input = z.parse(m.input, m.example);
      expect(() => m.run(input)).not.toThrow();
    }
    expect(storeModules.length).toBeGreaterThan(15);
  });
});
