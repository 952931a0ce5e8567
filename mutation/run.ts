// `npm run mutation -- [folder|file …] [--force] [--merge-only]`: StrykerJS over src/rules, src/storefront, src/api
// and simulator/core (or the named folders and files), one run per folder with its own incremental file kept in the
// repository (mutation/incremental/), then every folder's latest results merged into reports/mutation/mutation.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planRuns, type ScopeRun } from './plan';
import { forRepository, formatTable, mergeReports, staleFiles, survivors, tallies, type MutationReport } from './report';
import { MERGED_REPORT, SCOPES, incrementalFileOf } from './scopes.mjs';

const STRYKER = 'node_modules/@stryker-mutator/core/bin/stryker.js';

export interface RunOutcome {
  readonly scope: string;
  readonly seconds: number;
  readonly exitCode: number;
}

function readReport(file: string): MutationReport | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as MutationReport;
}

/** One Stryker run; its incremental file is rewritten for the repository afterwards. */
export function runScope(run: ScopeRun, options: { force?: boolean; cwd?: string } = {}): RunOutcome {
  const cwd = options.cwd ?? process.cwd();
  const env: NodeJS.ProcessEnv = { ...process.env, MUTATION_SCOPE: run.scope.root, NO_COLOR: '1' };
  if (run.mutate) env.MUTATION_MUTATE = JSON.stringify(run.mutate);
  else delete env.MUTATION_MUTATE;
  const started = performance.now();
  const child = spawnSync(process.execPath, [STRYKER, 'run', 'stryker.config.mjs', ...(options.force ? ['--force'] : [])], { cwd, env, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const file = `${cwd}/${run.incrementalFile}`;
  const report = readReport(file);
  if (report) writeFileSync(file, `${JSON.stringify(forRepository(report), null, 2)}\n`);
  return { scope: run.scope.root, seconds, exitCode: child.status ?? 1 };
}

/** Every folder's incremental file merged into the report `workbench coverage` reads; prints the figures. */
export function writeMerged(cwd = process.cwd(), print: (line: string) => void = console.log): MutationReport {
  const parts = SCOPES.flatMap((s) => {
    const report = readReport(`${cwd}/${incrementalFileOf(s.root)}`);
    return report ? [{ scope: s.root, report }] : [];
  });
  const merged = mergeReports(parts);
  mkdirSync(dirname(`${cwd}/${MERGED_REPORT}`), { recursive: true });
  writeFileSync(`${cwd}/${MERGED_REPORT}`, JSON.stringify(merged));
  const { files, folders } = tallies(merged, SCOPES.map((s) => s.root));
  print('\nper file');
  for (const line of formatTable(files)) print(`  ${line}`);
  print('\nper folder');
  for (const line of formatTable(folders.filter(([, t]) => t.mutants > 0))) print(`  ${line}`);
  const left = survivors(merged);
  if (left.length > 0) {
    print(`\nsurvived or not covered (${left.length})`);
    for (const line of left) print(`  ${line}`);
  }
  const stale = staleFiles(merged, (f) => (existsSync(`${cwd}/${f}`) ? readFileSync(`${cwd}/${f}`, 'utf8') : null));
  if (stale.length > 0) print(`\nchanged since their last mutation run (figures out of date until their folder runs again): ${stale.join(', ')}`);
  print(`\n${MERGED_REPORT}: ${parts.map((p) => p.scope).join(', ') || 'no folder has results yet'}`);
  return merged;
}

function main(argv: readonly string[]): number {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const unknown = [...flags].filter((f) => f !== '--force' && f !== '--merge-only');
  if (unknown.length > 0) {
    console.error(`unknown option ${unknown.join(', ')}: npm run mutation -- [folder|file …] [--force] [--merge-only]`);
    return 2;
  }
  let runs: ScopeRun[];
  try {
    runs = flags.has('--merge-only') ? [] : planRuns(argv.filter((a) => !a.startsWith('--')));
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const outcomes = runs.map((r) => runScope(r, { force: flags.has('--force') }));
  writeMerged();
  for (const o of outcomes) console.log(`${o.scope}: ${o.seconds.toFixed(0)} s${o.exitCode === 0 ? '' : `, Stryker exited with ${o.exitCode}`}`);
  return outcomes.some((o) => o.exitCode !== 0) ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
