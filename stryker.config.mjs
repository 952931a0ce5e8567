// StrykerJS over one folder at a time (`npm run mutation`, mutation/run.ts, sets MUTATION_SCOPE and, for single
// files, MUTATION_MUTATE). Run directly (`npx stryker run`) it mutates src/rules.
import { SCOPES, incrementalFileOf } from './mutation/scopes.mjs';

const root = process.env.MUTATION_SCOPE ?? 'src/rules';
const scope = SCOPES.find((s) => s.root === root);
if (!scope) throw new Error(`MUTATION_SCOPE must be one of ${SCOPES.map((s) => s.root).join(', ')}; got ${root}`);
const mutate = process.env.MUTATION_MUTATE ? JSON.parse(process.env.MUTATION_MUTATE) : scope.mutate;
// One test runner per core by default; MUTATION_CONCURRENCY=1 leaves a shared machine a core of its own.
const concurrencyText = process.env.MUTATION_CONCURRENCY ?? '2';
if (!/^[1-9][0-9]*$/.test(concurrencyText)) {
  throw new Error(`MUTATION_CONCURRENCY must be a positive integer (the number of Stryker test runners); got ${JSON.stringify(concurrencyText)}`);
}
const concurrency = Number(concurrencyText);
// The Vitest config reads the same variable, so the tests it knows are this folder's only.
process.env.MUTATION_TESTS = JSON.stringify(scope.tests);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate,
  concurrency,
  // Generous: on two shared cores a slow test is no infinite loop, and a timeout counts as killed.
  timeoutMS: 20000,
  timeoutFactor: 3,
  incremental: true,
  incrementalFile: incrementalFileOf(scope.root),
  // The rule modules' registry metadata (summaries, examples, areas, the CLI's input schemas) is not mutated.
  appendPlugins: ['./mutation/ruleMetadataIgnorer.mjs'],
  ignorers: ['rule-metadata'],
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${scope.root.replace(/\//g, '-')}.html` },
  // The merged report (reports/mutation/mutation.json) is written by mutation/run.ts from every folder's results.
  jsonReporter: { fileName: `reports/mutation/${scope.root.replace(/\//g, '-')}.json` },
  clearTextReporter: { allowColor: false, reportTests: false, logTests: false, reportScoreTable: true },
  allowConsoleColors: false,
  thresholds: { high: 95, low: 85, break: null },
  // Build output, reports and earlier results are not copied into the sandbox.
  ignorePatterns: ['dist', 'dist-live', 'reports', 'test-results', 'playwright-report', 'coverage', '.sim', 'mutation/incremental'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
