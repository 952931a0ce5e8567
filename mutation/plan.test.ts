import { describe, expect, it } from 'vitest';
import { planRuns } from './plan';

describe('npm run mutation: what each named path runs', () => {
  it('with nothing named runs every folder whole, each with its own incremental file in the repository', () => {
    const runs = planRuns([]);
    expect(runs.map((r) => r.scope.root)).toEqual(['src/rules', 'src/storefront', 'src/api', 'simulator/core']);
    expect(runs.every((r) => r.mutate === null)).toBe(true);
    expect(new Set(runs.map((r) => r.incrementalFile)).size).toBe(4);
    expect(runs.every((r) => r.incrementalFile.startsWith('mutation/incremental/'))).toBe(true);
  });

  it('gives a named file to its folder, keeping the folder exclusions (tests, rule registry)', () => {
    const [run, ...rest] = planRuns(['./src/rules/redirect.ts']);
    expect(rest).toEqual([]);
    expect(run!.scope.root).toBe('src/rules');
    expect(run!.mutate).toContain('src/rules/redirect.ts');
    expect(run!.mutate).toContain('!src/rules/**/*.test.ts');
    expect(run!.mutate).toContain('!src/rules/registry*.ts');
  });

  it('groups several files of one folder into one run, and a subfolder becomes its TypeScript files', () => {
    const runs = planRuns(['src/rules/redirect.ts', 'src/storefront/session', 'src/rules/access.ts']);
    expect(runs.map((r) => r.scope.root)).toEqual(['src/rules', 'src/storefront']);
    expect(runs[0]!.mutate!.filter((m) => !m.startsWith('!'))).toEqual(['src/rules/redirect.ts', 'src/rules/access.ts']);
    expect(runs[1]!.mutate!.filter((m) => !m.startsWith('!'))).toEqual(['src/storefront/session/**/*.ts']);
  });

  it('naming the folder itself runs it whole, whatever else of it is named', () => {
    expect(planRuns(['src/rules/redirect.ts', 'src/rules/'])[0]!.mutate).toBeNull();
  });

  it('refuses a path in none of the folders, and a test file, saying why', () => {
    expect(() => planRuns(['src/app/Header.tsx'])).toThrow(/none of the mutated folders/);
    expect(() => planRuns(['src/rulesx/a.ts'])).toThrow(/none of the mutated folders/);
    expect(() => planRuns(['src/rules/redirect.test.ts'])).toThrow(/is a test/);
  });
});
