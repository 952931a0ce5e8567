import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allIds, ambiguities, calls, errors, rules } from '../../spec/catalogue';
import { notApplied } from '../../spec/catalogue/notApplied';
import { notWired } from '../../spec/catalogue/notWired';
import { computeCoverage, coverageGaps, type FullCoverage } from './coverage';
import { findTitledTests } from './testTitles';

/** A project root holding these files. */
function fixtureProject(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'coverage-'));
  // The ES library alone: the DOM's declarations would triple the compiler's work and name no rule.
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['ES2022'], module: 'ESNext', moduleResolution: 'Bundler', strict: true } }), ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// A limit, not a wait: the compiler's first answer for the whole project takes seconds of CPU, many more on a busy machine.
const COMPILER_BUDGET = 180_000;

describe('workbench coverage', () => {
  let repo: Promise<FullCoverage> | undefined;
  const repoCoverage = () => (repo ??= computeCoverage());

  it('reads catalogue IDs from test titles only, not from comments or other strings', () => {
    const root = fixtureProject({
      'src/rules/x.test.ts': [
        '// ACCESS-05 is only mentioned in a comment',
        "describe('ACCESS-01 starts authorised', () => {",
        '  it(`ACCESS-04 CALL-24 a template title`, () => {});',
        "  test.each([1])('ERR-07 with each %s', () => {});",
        "  const s = 'REDIRECT-01 in a plain string';",
        '});',
      ].join('\n'),
    });
    const ids = findTitledTests(root).flatMap((t) => t.ids).sort();
    expect(ids).toEqual(['ACCESS-01', 'ACCESS-04', 'CALL-24', 'ERR-07']);
  });

  it('covers every catalogue ID, and shows client, handler and contract for the guest-slice calls', async () => {
    const cov = await repoCoverage();
    expect(Object.keys(cov.rules)).toHaveLength(rules.length);
    expect(Object.keys(cov.calls)).toHaveLength(calls.length);
    expect(Object.keys(cov.errors)).toHaveLength(errors.length);
    expect(Object.keys(cov.ambiguities)).toHaveLength(ambiguities.length);
    expect(new Set([...Object.keys(cov.rules), ...Object.keys(cov.calls), ...Object.keys(cov.errors), ...Object.keys(cov.ambiguities)]).size).toBe(allIds.length);
    for (const id of ['CALL-01', 'CALL-22', 'CALL-23', 'CALL-24', 'CALL-25']) {
      expect(cov.calls[id], id).toMatchObject({ client: true, handler: true, contract: true });
    }
    expect(cov.rules['ACCESS-04']!.functions.some((f) => f.applied && f.callSites.length > 0)).toBe(true);
    expect(cov.errors['ERR-07']!.scenarios.length).toBeGreaterThan(0);
  }, COMPILER_BUDGET);

  it('MARKETING-01..04: passing tests from the reports, applied functions by the compiler, wiring from executed functions, mutants traced to rule IDs; each gap by ID', async () => {
    const result = (title: string, status: string) => ({ ancestorTitles: [], title, status });
    const mutant = (line: number, status: string, extra: object = {}) => ({ id: `${line}-${status}`, mutatorName: 'ConditionalExpression', replacement: 'false', status, location: { start: { line, column: 3 }, end: { line, column: 9 } }, ...extra });
    const root = fixtureProject({
      'src/rules/m.ts': [
        '/** MARKETING-01 */',
        'export function a() { return 1; }',
        'const LIMIT = 3;',
        '/** MARKETING-02 */',
        'export function b(x: number) { return x > LIMIT; }',
        '/** MARKETING-03 */',
        'export function c() { return 0; }',
      ].join('\n'),
      'src/main.tsx': "import { a, b } from './rules/m';\nexport const x = a() + Number(b(2));\n",
      'src/rules/m.test.ts': "it('MARKETING-01 a', () => {}); it('MARKETING-02 b', () => {}); it('MARKETING-04 d', () => {});",
      'reports/vitest-unit.json': JSON.stringify({
        testResults: [
          { name: 'src/rules/m.test.ts', assertionResults: [result('MARKETING-01 a', 'passed'), result('MARKETING-02 b', 'failed')] },
          // A scenario test naming a rule in its title proves nothing about the wiring by itself.
          { name: 'tests/cross-layer/scenarios.test.ts', assertionResults: [result('MARKETING-01 [s] scenario', 'passed')] },
        ],
      }),
      'reports/wiring/node/tests__cross-layer__page.test.ts.json': JSON.stringify({
        file: 'tests/cross-layer/page.test.ts',
        writtenAt: '2026-11-27T10:00:00.000Z',
        tests: [
          { title: 'page › shows', state: 'pass', functions: { 'src/rules/m.ts': ['a', 'c'] } },
          { title: 'page › breaks', state: 'fail', functions: { 'src/rules/m.ts': ['b'] } },
        ],
      }),
      'reports/mutation/mutation.json': JSON.stringify({
        schemaVersion: '2',
        files: {
          'src/rules/m.ts': {
            language: 'typescript',
            mutants: [
              mutant(2, 'Killed'),
              mutant(2, 'Ignored', { statusReason: 'equivalent: the answer is the same' }),
              mutant(3, 'Survived', { mutatorName: 'ArithmeticOperator', replacement: '-3' }),
              mutant(5, 'Timeout'),
              mutant(5, 'CompileError'),
              mutant(7, 'NoCoverage'),
            ],
          },
          'src/storefront/x.ts': { language: 'typescript', mutants: [mutant(1, 'Survived')] },
        },
      }),
    });
    const cov = await computeCoverage(root);
    expect(cov.reports.missing.map((m) => m.path)).toEqual(['reports/vitest-contracts-consumer.json', 'reports/vitest-contracts-provider.json', 'reports/playwright.json']);
    expect(cov.rules['MARKETING-01']).toMatchObject({
      tests: ['src/rules/m.test.ts › MARKETING-01 a', 'tests/cross-layer/scenarios.test.ts › MARKETING-01 [s] scenario'],
      executedBy: ['tests/cross-layer/page.test.ts › page › shows'],
      mutants: { killed: 1, survived: 0, equivalent: 1, equivalents: [{ file: 'src/rules/m.ts', line: 2, reason: 'equivalent: the answer is the same' }] },
    });
    expect(cov.rules['MARKETING-01']!.functions).toMatchObject([{ name: 'a', file: 'src/rules/m.ts', line: 2, applied: true, callSites: ['src/main.tsx:2'], via: [] }]);
    // b ran only in a failing test; the helper's surviving mutant counts for b, the function that uses it.
    expect(cov.rules['MARKETING-02']).toMatchObject({ executedBy: [], mutants: { killed: 1, survived: 1, survivors: [{ file: 'src/rules/m.ts', line: 3, mutator: 'ArithmeticOperator', replacement: '-3', status: 'Survived' }] } });
    // c ran in a passing test, but the product does not apply it: no wiring.
    expect(cov.rules['MARKETING-03']).toMatchObject({ executedBy: [], mutants: { survived: 1 } });
    expect(cov.ruleFunctions).toMatchObject({ total: 3, applied: 2, unexplained: ['c'] });
    expect(cov.wiring).toEqual({ applied: 2, exercised: 1, listed: 0 });
    expect(cov.mutants.byFolder).toEqual({ 'src/rules': { killed: 2, survived: 2, equivalent: 1 }, 'src/storefront': { killed: 0, survived: 1, equivalent: 0 } });

    const gaps = coverageGaps(cov).filter((g) => /^MARKETING-0[1-4]$/.test(g.id));
    expect(gaps.map((g) => [g.id, g.kind])).toEqual([
      ['MARKETING-02', 'no passing test'],
      ['MARKETING-02', 'survived'],
      ['MARKETING-02', 'not exercised'],
      ['MARKETING-03', 'no passing test'],
      ['MARKETING-03', 'not applied'],
      ['MARKETING-03', 'survived'],
      ['MARKETING-04', 'no passing test'],
    ]);
    const text = (id: string, kind: string) => gaps.find((g) => g.id === id && g.kind === kind)!.missing;
    expect(text('MARKETING-02', 'no passing test')).toContain('failed: src/rules/m.test.ts › MARKETING-02 b');
    expect(text('MARKETING-02', 'survived')).toBe('surviving mutant src/rules/m.ts:3:3 ArithmeticOperator → "-3"');
    expect(text('MARKETING-03', 'not applied')).toContain('c (src/rules/m.ts:7)');
    expect(text('MARKETING-03', 'survived')).toContain('(no test reaches it)');
    expect(text('MARKETING-03', 'no passing test')).toContain('no test names it');
    expect(text('MARKETING-04', 'no passing test')).toContain('1 test title names it but none passed');
  }, COMPILER_BUDGET);

  it('lists as having no place in this client only exported rule functions the product does not apply, and as not exercisable only applied rules no wiring test runs, each with a reason', async () => {
    const cov = await repoCoverage();
    expect(cov.staleNoPlace).toEqual([]);
    expect(cov.staleNotWired).toEqual([]);
    for (const n of notApplied) {
      expect(n.reason.length, n.fn).toBeGreaterThan(40);
      expect(n.source, n.fn).toMatch(/^00[01] §/);
      for (const id of n.rules) expect(allIds.includes(id), `${n.fn}: ${id}`).toBe(true);
    }
    for (const n of notWired) expect(n.reason.length, n.rule).toBeGreaterThan(40);
    expect(cov.ruleFunctions.noPlace).toBe(notApplied.length);
    expect(cov.ruleFunctions.unexplained).not.toContain('subscriptionPaymentCode');
  }, COMPILER_BUDGET);
});
