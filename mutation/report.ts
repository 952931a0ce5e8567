// The mutation-testing-report-schema documents Stryker writes (its incremental files and JSON report), read back to
// merge the folders' results into one report and to print the per-file and per-folder figures.
import { RULE_METADATA_REASON } from './ruleMetadataIgnorer.mjs';

export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface MutantResult {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: MutantStatus;
  statusReason?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
  coveredBy?: string[];
  killedBy?: string[];
  [extra: string]: unknown;
}
export interface FileResult {
  language: string;
  source: string;
  mutants: MutantResult[];
}
export interface TestFile {
  source?: string;
  tests: { id: string; name: string; [extra: string]: unknown }[];
}
export interface MutationReport {
  schemaVersion: string;
  thresholds: { high: number; low: number; break?: number | null };
  files: Record<string, FileResult>;
  testFiles?: Record<string, TestFile>;
  projectRoot?: string;
  config?: unknown;
  [extra: string]: unknown;
}

/** A report as kept in the repository: no machine paths or options, and no registry-metadata mutants. */
export function forRepository(report: MutationReport): MutationReport {
  const files = Object.fromEntries(
    Object.entries(report.files).map(([name, file]) => [name, { ...file, mutants: file.mutants.filter((m) => !isRuleMetadata(m)) }]),
  );
  const { config: _config, projectRoot: _root, ...rest } = report;
  return { ...rest, files };
}

const isRuleMetadata = (m: MutantResult) => m.status === 'Ignored' && m.statusReason === RULE_METADATA_REASON;

/**
 * One report of several folders' reports. Stryker numbers mutants and tests from 0 in each run, so ids are prefixed
 * with the folder they come from; a file present in several (it should not be) keeps the later report's results.
 */
export function mergeReports(reports: readonly { scope: string; report: MutationReport }[]): MutationReport {
  const files: Record<string, FileResult> = {};
  const testFiles: Record<string, TestFile> = {};
  for (const { scope, report } of reports) {
    const id = (x: string) => `${scope}:${x}`;
    for (const [name, file] of Object.entries(report.files)) {
      files[name] = {
        ...file,
        mutants: file.mutants
          .filter((m) => !isRuleMetadata(m))
          .map((m) => ({ ...m, id: id(m.id), ...(m.coveredBy ? { coveredBy: m.coveredBy.map(id) } : {}), ...(m.killedBy ? { killedBy: m.killedBy.map(id) } : {}) })),
      };
    }
    for (const [name, file] of Object.entries(report.testFiles ?? {})) {
      const tests = file.tests.map((t) => ({ ...t, id: id(t.id) }));
      testFiles[name] = { ...file, tests: [...(testFiles[name]?.tests ?? []), ...tests] };
    }
  }
  return { schemaVersion: '1.0', thresholds: reports.at(-1)?.report.thresholds ?? { high: 95, low: 85 }, files, testFiles, projectRoot: '.' };
}

export interface Tally {
  mutants: number;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  /** Marked equivalent where they live (`// Stryker disable …: why`). */
  ignored: number;
  errors: number;
}

export function tally(mutants: readonly MutantResult[]): Tally {
  const t: Tally = { mutants: 0, killed: 0, survived: 0, noCoverage: 0, timeout: 0, ignored: 0, errors: 0 };
  for (const m of mutants) {
    if (isRuleMetadata(m)) continue;
    t.mutants++;
    if (m.status === 'Killed') t.killed++;
    else if (m.status === 'Survived') t.survived++;
    else if (m.status === 'NoCoverage') t.noCoverage++;
    else if (m.status === 'Timeout') t.timeout++;
    else if (m.status === 'Ignored') t.ignored++;
    else if (m.status === 'CompileError' || m.status === 'RuntimeError') t.errors++;
  }
  return t;
}

/** Killed (a timeout is a detection too) of the valid mutants the tests reach, in percent; null when there are none. */
export function coveredScore(t: Tally): number | null {
  const covered = t.killed + t.timeout + t.survived;
  return covered === 0 ? null : (100 * (t.killed + t.timeout)) / covered;
}

/** Stryker's mutation score: detected of all valid mutants, those no test reaches included. */
export function score(t: Tally): number | null {
  const valid = t.killed + t.timeout + t.survived + t.noCoverage;
  return valid === 0 ? null : (100 * (t.killed + t.timeout)) / valid;
}

const add = (a: Tally, b: Tally): Tally => ({
  mutants: a.mutants + b.mutants,
  killed: a.killed + b.killed,
  survived: a.survived + b.survived,
  noCoverage: a.noCoverage + b.noCoverage,
  timeout: a.timeout + b.timeout,
  ignored: a.ignored + b.ignored,
  errors: a.errors + b.errors,
});
const EMPTY: Tally = { mutants: 0, killed: 0, survived: 0, noCoverage: 0, timeout: 0, ignored: 0, errors: 0 };

/** Per file, then per folder given as prefixes (`src/rules`), in the report's file order. */
export function tallies(report: MutationReport, folders: readonly string[]): { files: [string, Tally][]; folders: [string, Tally][] } {
  const files = Object.entries(report.files)
    .map(([name, f]): [string, Tally] => [name, tally(f.mutants)])
    .sort(([a], [b]) => a.localeCompare(b));
  const byFolder = folders.map((folder): [string, Tally] => [folder, files.filter(([name]) => name.startsWith(`${folder}/`)).reduce((acc, [, t]) => add(acc, t), EMPTY)]);
  return { files, folders: byFolder };
}

const pct = (n: number | null) => (n === null ? '-' : `${n.toFixed(1)} %`);

export function formatTable(rows: readonly [string, Tally][]): string[] {
  const head = ['', 'mutants', 'killed', 'survived', 'no cov.', 'timeout', 'equiv.', 'errors', 'covered score', 'score'];
  const body = rows.map(([name, t]) => [name, ...[t.mutants, t.killed, t.survived, t.noCoverage, t.timeout, t.ignored, t.errors].map(String), pct(coveredScore(t)), pct(score(t))]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  return [head, ...body].map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
}

/** Surviving and uncovered mutants, one line each, for the folder summary. */
export function survivors(report: MutationReport): string[] {
  const lines: string[] = [];
  for (const [name, file] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const m of file.mutants) {
      if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      lines.push(`${name}:${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName} → ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}`);
    }
  }
  return lines;
}

/** Files whose results were measured on a source other than the one on disk now. */
export function staleFiles(report: MutationReport, read: (file: string) => string | null): string[] {
  return Object.entries(report.files)
    .filter(([name, f]) => read(name) !== f.source)
    .map(([name]) => name);
}
