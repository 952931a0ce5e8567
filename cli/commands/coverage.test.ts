import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '../../spec/catalogue';
import { computeCoverage } from '../lib/coverage';
import { EXPECTED_REPORTS } from '../lib/coverageReports';
import { findTitledTests } from '../lib/testTitles';
import { gapLines, ruleLines, summaryLines } from './coverage';

function fixtureProject(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'coverage-cmd-'));
  // The ES library alone: the DOM's declarations would triple the compiler's work and name no rule.
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['ES2022'], module: 'ESNext', moduleResolution: 'Bundler', strict: true } }), ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// A fresh clone: sources and tests, but no test report, no wiring evidence and no mutation report yet.
const freshClone = () =>
  fixtureProject({
    'src/rules/access.ts': '/** ACCESS-01 */\nexport function first() { return 1; }\n/** ACCESS-02 */\nexport function second() { return 2; }\n',
    'src/main.tsx': "import { first } from './rules/access';\nexport const x = first();\n",
    'src/rules/access.test.ts': "it('ACCESS-01 first', () => {});\nit('ACCESS-02 second', () => {});\nit('ACCESS-03 third', () => {});\n",
  });

// A limit, not a wait: compiling the fixture and loading the project's clients and routes takes seconds on a busy machine.
const BUDGET = 120_000;

describe('workbench coverage on a fresh clone', () => {
  let fresh: ReturnType<typeof computeCoverage> | undefined;
  let freshRoot = '';
  const freshCoverage = () => (fresh ??= computeCoverage((freshRoot = freshClone())));

  it('says once which reports are missing and how to make them, instead of repeating them on every gap', async () => {
    const cov = await freshCoverage();
    const lines = gapLines(cov);
    for (const { path } of [...EXPECTED_REPORTS, { path: 'reports/mutation/mutation.json' }]) {
      expect(lines.filter((l) => l.includes(path)), path).toHaveLength(1);
    }
    expect(lines.find((l) => l.includes(EXPECTED_REPORTS[0]!.path))).toContain('run `npm test`');
    expect(lines.find((l) => l.includes('reports/mutation/mutation.json'))).toContain('run `npm run mutation`');
    expect(lines.filter((l) => l.startsWith('no wiring evidence'))).toHaveLength(1);
    // Without reports, "no passing test" and "not exercised" would be one line per rule, all saying the same.
    expect(lines.filter((l) => /no passing test|no passing wiring test/.test(l))).toEqual([]);
    // What the sources alone can tell is still listed: ACCESS-02's function is reached from no entry.
    expect(lines).toContain('ACCESS-02: not applied by the shipped product: second (src/rules/access.ts:4) is reached from no entry');
  }, BUDGET);

  it('counts rules named by a test title as `rules list` does, and says apart how many passed in the last run', async () => {
    const cov = await freshCoverage();
    const root = freshRoot;
    // `rules list` counts a rule as proven when a test title names it.
    const listed = rules.filter((r) => findTitledTests(root).some((t) => t.ids.includes(r.id))).length;
    expect(listed).toBe(3);
    const line = summaryLines(cov).find((l) => l.startsWith('rules: '));
    expect(line).toBe(`rules: ${rules.length}; ${listed} named by a test title (what \`rules list\` counts as proven), 0 with a test that passed in the last run (no test report read)`);
  }, BUDGET);

  it('shows one rule ID in full: tests, where it is applied, the wiring, the mutants', async () => {
    const cov = await freshCoverage();
    expect(ruleLines(cov, 'ACCESS-01')).toEqual([
      expect.stringMatching(/^ACCESS-01 {2}\S/),
      '  tests: 0 passed tests; 1 test title names it',
      '  first (src/rules/access.ts:2): applied at src/main.tsx:2',
      '  wiring: no passing wiring test executed it',
      '  mutants: 0 killed, 0 survived, 0 equivalent or ignored',
    ]);
  }, BUDGET);
});
