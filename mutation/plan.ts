import { SCOPES, incrementalFileOf, type MutationScope } from './scopes.mjs';

export interface ScopeRun {
  readonly scope: MutationScope;
  /** Stryker `mutate` patterns when only part of the folder is named; null for the whole folder. */
  readonly mutate: readonly string[] | null;
  readonly incrementalFile: string;
}

/**
 * What `npm run mutation -- [path…]` runs: one Stryker run per folder, each path (a folder of the scope, a subfolder
 * or a file) given to the run of the folder it lies in. Nothing named: every folder. A path outside them is refused.
 */
export function planRuns(paths: readonly string[]): ScopeRun[] {
  const named = paths.map((p) => p.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, ''));
  if (named.length === 0) return SCOPES.map((scope) => ({ scope, mutate: null, incrementalFile: incrementalFileOf(scope.root) }));
  const byScope = new Map<MutationScope, string[] | null>();
  for (const p of named) {
    const scope = SCOPES.find((s) => p === s.root || p.startsWith(`${s.root}/`));
    if (!scope) throw new Error(`${p} is in none of the mutated folders (${SCOPES.map((s) => s.root).join(', ')})`);
    if (p.endsWith('.test.ts')) throw new Error(`${p} is a test: name the code it tests`);
    const whole = p === scope.root;
    const current = byScope.get(scope);
    if (whole || current === null) byScope.set(scope, null);
    else byScope.set(scope, [...(current ?? []), /\.[cm]?[jt]sx?$/.test(p) ? p : `${p}/**/*.ts`]);
  }
  return [...byScope].map(([scope, files]) => ({
    scope,
    // The folder's exclusions (tests, registry metadata) still apply to what is named inside it.
    mutate: files === null ? null : [...files, ...scope.mutate.filter((m) => m.startsWith('!'))],
    incrementalFile: incrementalFileOf(scope.root),
  }));
}
