import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allIds, ambiguities, calls, errors, rules } from '../../spec/catalogue';
import { notApplied } from '../../spec/catalogue/notApplied';
import { computeCoverage, coverageGaps } from './coverage';
import { findTitledTests } from './testTitles';

describe('workbench coverage', () => {
  it('reads catalogue IDs from test titles only, not from comments or other strings', () => {
    const root = mkdtempSync(join(tmpdir(), 'coverage-'));
    mkdirSync(join(root, 'src', 'rules'), { recursive: true });
    writeFileSync(
      join(root, 'src', 'rules', 'x.test.ts'),
      [
        "// ACCESS-05 is only mentioned in a comment",
        "describe('ACCESS-01 starts authorised', () => {",
        "  it(`ACCESS-04 CALL-24 a template title`, () => {});",
        "  test.each([1])('ERR-07 with each %s', () => {});",
        "  const s = 'REDIRECT-01 in a plain string';",
        '});',
      ].join('\n'),
    );
    const ids = findTitledTests(root).flatMap((t) => t.ids).sort();
    expect(ids).toEqual(['ACCESS-01', 'ACCESS-04', 'CALL-24', 'ERR-07']);
  });

  it('covers every catalogue ID, and shows client, handler and contract for the guest-slice calls', async () => {
    const cov = await computeCoverage();
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
  });

  it('MARKETING-01..04 counts only tests that passed in the last run, and lists each gap by ID with what is missing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'coverage-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('src/rules/m.ts', '/** MARKETING-01 */\nexport function a() {}\n/** MARKETING-02 */\nexport function b() {}\n/** MARKETING-03 */\nexport function c() {}\n');
    write('src/app/page.ts', "import { a, b } from '../rules/m';\na(); b();\n");
    write('src/rules/m.test.ts', "it('MARKETING-01 a', () => {}); it('MARKETING-02 b', () => {}); it('MARKETING-04 d', () => {});");
    const result = (title: string, status: string) => ({ ancestorTitles: [], title, status });
    write(
      'reports/vitest-unit.json',
      JSON.stringify({
        testResults: [
          { name: join(root, 'src/rules/m.test.ts'), assertionResults: [result('MARKETING-01 a', 'passed'), result('MARKETING-02 b', 'failed')] },
          { name: join(root, 'tests/cross-layer/scenarios.test.ts'), assertionResults: [result('MARKETING-01 [s] scenario', 'passed')] },
        ],
      }),
    );
    const cov = await computeCoverage(root);
    expect(cov.reports.missing.map((m) => m.path)).toEqual(['reports/vitest-contracts-consumer.json', 'reports/vitest-contracts-provider.json', 'reports/playwright.json']);
    expect(cov.rules['MARKETING-01']).toMatchObject({ tests: ['src/rules/m.test.ts › MARKETING-01 a', 'tests/cross-layer/scenarios.test.ts › MARKETING-01 [s] scenario'], executedBy: ['tests/cross-layer/scenarios.test.ts › MARKETING-01 [s] scenario'] });
    expect(cov.rules['MARKETING-01']!.functions).toEqual([{ name: 'a', file: 'src/rules/m.ts', applied: true, callSites: ['src/app/page.ts:2'], via: [] }]);
    expect(cov.ruleFunctions).toMatchObject({ total: 3, applied: 2, unexplained: ['c'] });
    const gaps = coverageGaps(cov).filter((g) => g.id.startsWith('MARKETING-0') && Number(g.id.slice(-1)) <= 4);
    expect(gaps.map((g) => [g.id, g.kind])).toEqual([
      ['MARKETING-02', 'no passing test'],
      ['MARKETING-02', 'not executed'],
      ['MARKETING-03', 'no passing test'],
      ['MARKETING-03', 'not applied'],
      ['MARKETING-04', 'no passing test'],
    ]);
    expect(gaps[0]!.missing).toContain('failed: src/rules/m.test.ts › MARKETING-02 b');
    expect(gaps[2]!.missing).toContain('no test names it');
    expect(gaps[3]!.missing).toContain('c (src/rules/m.ts)');
    expect(gaps[4]!.missing).toContain('1 test title(s) name it but none passed');
  });

  it('lists as having no place in this client only exported rule functions the product does not apply, each with a reason and its spec section', async () => {
    const cov = await computeCoverage();
    expect(cov.staleNoPlace).toEqual([]);
    for (const n of notApplied) {
      expect(n.reason.length, n.fn).toBeGreaterThan(40);
      expect(n.source, n.fn).toMatch(/^00[01] §/);
      for (const id of n.rules) expect(rules.some((r) => r.id === id), `${n.fn}: ${id}`).toBe(true);
    }
    expect(cov.ruleFunctions.noPlace).toBe(notApplied.length);
    expect(cov.ruleFunctions.unexplained).not.toContain('subscriptionPaymentCode');
  });
});
