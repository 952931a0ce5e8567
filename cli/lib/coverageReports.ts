import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { ID_PATTERN } from '../../spec/catalogue';

/**
 * The last run's outcome of every test, read from the runners' own JSON (`npm test` writes
 * `reports/vitest-*.json` and `reports/playwright.json`). Coverage counts a test only when it passed there:
 * a title that names an ID proves nothing if the test failed, was skipped or never ran.
 */
export type TestKind = 'browser' | 'scenario' | 'unit';
export type TestStatus = 'passed' | 'failed' | 'skipped';

export interface TestOutcome {
  runner: string;
  kind: TestKind;
  file: string;
  /** Describe titles and the test title, joined with ` › `. */
  title: string;
  ids: string[];
  status: TestStatus;
}

export interface ReportFile {
  runner: string;
  path: string;
  /** When the report was written (file time), so a stale run is visible. */
  writtenAt?: string;
  problem?: string;
}

export interface TestReports {
  tests: TestOutcome[];
  read: ReportFile[];
  /** Expected reports that are absent or unreadable: nothing of that runner is counted. */
  missing: ReportFile[];
}

/** The reports `npm test` (tests/run-all.mjs) writes, one per runner. */
export const EXPECTED_REPORTS: readonly { runner: string; path: string }[] = [
  { runner: 'vitest unit+dom', path: 'reports/vitest-unit.json' },
  { runner: 'vitest contracts-consumer', path: 'reports/vitest-contracts-consumer.json' },
  { runner: 'vitest contracts-provider', path: 'reports/vitest-contracts-provider.json' },
  { runner: 'playwright', path: 'reports/playwright.json' },
];

const idsOf = (text: string) => [...new Set([...text.matchAll(ID_PATTERN)].map((m) => m[0]))];
// Scenario tests run the scenario library end to end in Node (tests/cross-layer): they execute the product.
const kindOf = (file: string): TestKind => (file.startsWith('tests/cross-layer/') ? 'scenario' : 'unit');

interface VitestJson {
  testResults?: { name?: string; assertionResults?: { ancestorTitles?: string[]; title?: string; status?: string }[] }[];
}
interface PlaywrightSpec {
  title?: string;
  file?: string;
  tests?: { status?: string; results?: { status?: string }[] }[];
}
interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

function vitestOutcomes(runner: string, json: VitestJson, root: string): TestOutcome[] {
  const out: TestOutcome[] = [];
  for (const file of json.testResults ?? []) {
    const name = file.name ?? '';
    const rel = isAbsolute(name) ? relative(root, name) : name;
    for (const a of file.assertionResults ?? []) {
      const title = [...(a.ancestorTitles ?? []), a.title ?? ''].join(' › ');
      const status: TestStatus = a.status === 'passed' ? 'passed' : a.status === 'failed' ? 'failed' : 'skipped';
      out.push({ runner, kind: kindOf(rel), file: rel, title, ids: idsOf(title), status });
    }
  }
  return out;
}

function playwrightOutcomes(runner: string, json: { suites?: PlaywrightSuite[]; config?: { rootDir?: string } }, root: string): TestOutcome[] {
  const out: TestOutcome[] = [];
  const testDir = json.config?.rootDir;
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    // The top suite is the file itself; its title is the path, not a describe title.
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file ?? '';
      const abs = testDir && !isAbsolute(file) ? join(testDir, file) : file;
      const rel = isAbsolute(abs) ? relative(root, abs) : file;
      const title = [...titles, spec.title ?? ''].join(' › ');
      // Expected (or flaky: passed on retry) in every project counts as passed; any unexpected one fails it.
      const statuses = (spec.tests ?? []).map((t) => t.status);
      const status: TestStatus = statuses.includes('unexpected')
        ? 'failed'
        : statuses.length > 0 && statuses.every((s) => s === 'skipped')
          ? 'skipped'
          : statuses.some((s) => s === 'expected' || s === 'flaky')
            ? 'passed'
            : 'skipped';
      out.push({ runner, kind: 'browser', file: rel, title, ids: idsOf(title), status });
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title ?? '']);
  };
  for (const top of json.suites ?? []) visit(top, []);
  return out;
}

export function readTestReports(root = process.cwd()): TestReports {
  const result: TestReports = { tests: [], read: [], missing: [] };
  for (const { runner, path } of EXPECTED_REPORTS) {
    const full = join(root, path);
    if (!existsSync(full)) {
      result.missing.push({ runner, path, problem: 'no report: run `npm test` (or `node tests/run-all.mjs <part>`) to write it' });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(full, 'utf8'));
    } catch (e) {
      result.missing.push({ runner, path, problem: `unreadable report: ${(e as Error).message}` });
      continue;
    }
    const writtenAt = statSync(full).mtime.toISOString();
    const tests = runner === 'playwright' ? playwrightOutcomes(runner, json as Parameters<typeof playwrightOutcomes>[1], root) : vitestOutcomes(runner, json as VitestJson, root);
    result.tests.push(...tests);
    result.read.push({ runner, path, writtenAt });
  }
  return result;
}
