// The folders `npm run mutation` mutates, each run on its own (a mutant runs only the tests of its folder) and each
// with its own incremental file, so branches that work on different folders never touch the same file.

/** @type {readonly import('./scopes.d.mts').MutationScope[]} */
export const SCOPES = [
  {
    root: 'src/rules',
    // The registry and the module interface are metadata for the CLI (summaries, examples, areas), not rules.
    mutate: ['src/rules/**/*.ts', '!src/rules/**/*.test.ts', '!src/rules/registry*.ts', '!src/rules/module.ts'],
    tests: ['src/rules/**/*.test.ts'],
  },
  {
    root: 'src/storefront',
    mutate: ['src/storefront/**/*.ts', '!src/storefront/**/*.test.ts'],
    tests: ['src/storefront/**/*.test.ts'],
  },
  {
    root: 'src/api',
    mutate: ['src/api/**/*.ts', '!src/api/**/*.test.ts'],
    tests: ['src/api/**/*.test.ts'],
  },
  {
    root: 'simulator/core',
    mutate: ['simulator/core/**/*.ts', '!simulator/core/**/*.test.ts'],
    tests: ['simulator/core/**/*.test.ts'],
  },
];

/** Where a scope's incremental file lives, in the repository (`mutation/incremental/src-rules.json`). */
export function incrementalFileOf(root) {
  return `mutation/incremental/${root.replace(/\//g, '-')}.json`;
}

/** The merged report `workbench coverage` reads: every scope's latest results. */
export const MERGED_REPORT = 'reports/mutation/mutation.json';
