import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { reachers, type RuleGraph } from './coverageApplied';

/**
 * Stryker's verdicts (`npm run mutation` writes `reports/mutation/mutation.json`, in the
 * mutation-testing-report-schema) traced to rule functions: a mutant inside an exported rule function counts
 * for it; one inside a helper, a table or a constant of `src/rules` counts for every rule function that uses
 * that declaration (the compiler's graph, `coverageApplied.ts`). Rule IDs then come from the functions.
 */
export const MUTATION_REPORT = 'reports/mutation/mutation.json';

export type MutantOutcome = 'killed' | 'survived' | 'equivalent' | 'invalid';

export interface Mutant {
  file: string;
  line: number;
  column: number;
  mutator: string;
  /** The code the mutant puts in place of the original (Stryker's `replacement`). */
  replacement: string;
  /** Stryker's own status: Killed, Timeout, Survived, NoCoverage, Ignored, CompileError, RuntimeError, Pending. */
  status: string;
  outcome: MutantOutcome;
  /** Why it was ignored (the `// Stryker disable` comment's reason), for an equivalent mutant. */
  reason?: string;
}

export interface MutantTally {
  killed: number;
  survived: number;
  /** Marked as equivalent where they live (`// Stryker disable …: why`) or otherwise ignored by Stryker. */
  equivalent: number;
}

export interface MutationEvidence {
  report: { path: string; writtenAt?: string; problem?: string };
  /** Per rule function (`file:name`): the mutants traced to it. */
  byFunction: Map<string, Mutant[]>;
  /** Mutants of `src/rules` that no rule function reaches (a declaration nothing exported uses). */
  unmapped: Mutant[];
  /** Every mutant of the report by folder (`src/rules`, `src/storefront`, …). */
  byFolder: Record<string, MutantTally>;
}

interface ReportMutant {
  status?: string;
  statusReason?: string;
  mutatorName?: string;
  replacement?: string;
  location?: { start?: { line?: number; column?: number } };
}
interface MutationReport {
  projectRoot?: string;
  files?: Record<string, { mutants?: ReportMutant[] }>;
}

export function outcomeOf(status: string): MutantOutcome {
  if (status === 'Killed' || status === 'Timeout') return 'killed';
  if (status === 'Survived' || status === 'NoCoverage') return 'survived';
  if (status === 'Ignored') return 'equivalent';
  return 'invalid';
}

export function tally(mutants: readonly Mutant[]): MutantTally {
  return {
    killed: mutants.filter((m) => m.outcome === 'killed').length,
    survived: mutants.filter((m) => m.outcome === 'survived').length,
    equivalent: mutants.filter((m) => m.outcome === 'equivalent').length,
  };
}

const folderOf = (file: string) => {
  const parts = file.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : (parts[0] ?? file);
};

export function readMutationEvidence(root: string, graph: RuleGraph): MutationEvidence {
  const full = join(root, MUTATION_REPORT);
  const evidence: MutationEvidence = { report: { path: MUTATION_REPORT }, byFunction: new Map(), unmapped: [], byFolder: {} };
  if (!existsSync(full)) {
    evidence.report.problem = 'no mutation report: run `npm run mutation` to write it';
    return evidence;
  }
  let report: MutationReport;
  try {
    report = JSON.parse(readFileSync(full, 'utf8')) as MutationReport;
    if (typeof report !== 'object' || report === null || typeof report.files !== 'object' || report.files === null) throw new Error('no `files` object');
  } catch (e) {
    evidence.report.problem = `unreadable mutation report: ${(e as Error).message}`;
    return evidence;
  }
  evidence.report.writtenAt = statSync(full).mtime.toISOString();
  const base = report.projectRoot ?? root;
  const declsByFile = new Map<string, number[]>();
  graph.declarations.forEach((d, i) => (declsByFile.get(d.file) ?? declsByFile.set(d.file, []).get(d.file)!).push(i));
  const all: Mutant[] = [];
  for (const [path, entry] of Object.entries(report.files ?? {})) {
    const file = (isAbsolute(path) ? relative(base, path) : path).split('\\').join('/');
    for (const m of entry?.mutants ?? []) {
      const status = m.status ?? 'Pending';
      const mutant: Mutant = {
        file,
        line: m.location?.start?.line ?? 0,
        column: m.location?.start?.column ?? 0,
        mutator: m.mutatorName ?? '?',
        replacement: m.replacement ?? '',
        status,
        outcome: outcomeOf(status),
        ...(status === 'Ignored' && m.statusReason ? { reason: m.statusReason } : {}),
      };
      all.push(mutant);
      if (!file.startsWith('src/rules/') || mutant.outcome === 'invalid') continue;
      const decl = (declsByFile.get(file) ?? []).find((i) => graph.declarations[i]!.line <= mutant.line && mutant.line <= graph.declarations[i]!.endLine);
      const fns = decl === undefined ? [] : reachers(graph, decl);
      if (fns.length === 0) evidence.unmapped.push(mutant);
      for (const f of fns) {
        const key = `${f.file}:${f.name}`;
        (evidence.byFunction.get(key) ?? evidence.byFunction.set(key, []).get(key)!).push(mutant);
      }
    }
  }
  const folders = new Map<string, Mutant[]>();
  for (const m of all) (folders.get(folderOf(m.file)) ?? folders.set(folderOf(m.file), []).get(folderOf(m.file))!).push(m);
  evidence.byFolder = Object.fromEntries([...folders].sort(([a], [b]) => a.localeCompare(b)).map(([f, ms]) => [f, tally(ms)]));
  return evidence;
}
