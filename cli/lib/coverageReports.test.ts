import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTestReports } from './coverageReports';

describe("the last run's outcomes, from the runners' JSON", () => {
  it('reads vitest and Playwright reports, classifies browser, scenario and unit tests, and names a missing report', () => {
    const root = mkdtempSync(join(tmpdir(), 'reports-'));
    mkdirSync(join(root, 'reports'));
    writeFileSync(
      join(root, 'reports', 'vitest-unit.json'),
      JSON.stringify({
        testResults: [
          {
            name: join(root, 'src/rules/access.test.ts'),
            assertionResults: [
              { ancestorTitles: ['ACCESS-01 access'], title: 'passes', status: 'passed' },
              { ancestorTitles: [], title: 'ACCESS-02 fails', status: 'failed' },
              { ancestorTitles: [], title: 'ACCESS-03 skipped', status: 'skipped' },
            ],
          },
          { name: join(root, 'tests/cross-layer/scenarios.test.ts'), assertionResults: [{ ancestorTitles: ['scenarios in Node'], title: 'ERR-41 [x] y', status: 'passed' }] },
        ],
      }),
    );
    writeFileSync(
      join(root, 'reports', 'playwright.json'),
      JSON.stringify({
        config: { rootDir: join(root, 'tests/e2e') },
        suites: [
          {
            title: 'journeys/a.spec.ts',
            file: 'journeys/a.spec.ts',
            specs: [{ title: 'SPLASH-01 shows', file: 'journeys/a.spec.ts', tests: [{ status: 'expected' }] }],
            suites: [{ title: 'SEARCH-02 group', file: 'journeys/a.spec.ts', specs: [{ title: 'broken', file: 'journeys/a.spec.ts', tests: [{ status: 'expected' }, { status: 'unexpected' }] }] }],
          },
        ],
      }),
    );
    writeFileSync(join(root, 'reports', 'vitest-contracts-consumer.json'), '{ not json');
    const r = readTestReports(root);
    expect(r.tests.map((t) => [t.kind, t.file, t.ids.join(','), t.status])).toEqual([
      ['unit', 'src/rules/access.test.ts', 'ACCESS-01', 'passed'],
      ['unit', 'src/rules/access.test.ts', 'ACCESS-02', 'failed'],
      ['unit', 'src/rules/access.test.ts', 'ACCESS-03', 'skipped'],
      ['scenario', 'tests/cross-layer/scenarios.test.ts', 'ERR-41', 'passed'],
      ['browser', 'tests/e2e/journeys/a.spec.ts', 'SPLASH-01', 'passed'],
      ['browser', 'tests/e2e/journeys/a.spec.ts', 'SEARCH-02', 'failed'],
    ]);
    expect(r.read.map((x) => x.path)).toEqual(['reports/vitest-unit.json', 'reports/playwright.json']);
    expect(r.missing.map((x) => [x.path, x.problem?.split(':')[0]])).toEqual([
      ['reports/vitest-contracts-consumer.json', 'unreadable report'],
      ['reports/vitest-contracts-provider.json', 'no report'],
    ]);
  });
});
