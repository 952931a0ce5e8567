// `npm run bench -- mutation` (only when named): how long `npm run mutation` takes over a folder from nothing, and
// how long an incremental run takes after a one-line change. Runs in a copy of the checkout's tracked files (its
// node_modules linked), so neither the sources nor the incremental files kept in the repository are touched.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { planRuns } from '../mutation/plan';
import { runScope } from '../mutation/run';
import { tallies, type MutationReport } from '../mutation/report';

export interface MutationBench {
  readonly target: string;
  readonly fullSeconds: number;
  readonly mutants: number;
  readonly edit: string;
  readonly incrementalSeconds: number | null;
  readonly exitCodes: number[];
}

/** A behaviour-preserving one-line change: the file, the text replaced and its replacement. */
export interface OneLineEdit {
  readonly file: string;
  readonly from: string;
  readonly to: string;
}

export const DEFAULT_EDIT: OneLineEdit = { file: 'src/rules/channel.ts', from: 'preference.trim().toLowerCase()', to: 'preference.toLowerCase().trim()' };

function copyCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-mutation-'));
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    if (!existsSync(f)) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(f, join(dir, f));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export function mutationBench(target = process.env.BENCH_MUTATION_TARGET ?? 'src/rules', edit: OneLineEdit = DEFAULT_EDIT): MutationBench {
  const [run] = planRuns([target]);
  if (!run) throw new Error(`nothing to mutate in ${target}`);
  const dir = copyCheckout();
  try {
    // From nothing: no earlier results.
    rmSync(join(dir, run.incrementalFile), { force: true });
    const full = runScope(run, { cwd: dir });
    const report = JSON.parse(readFileSync(join(dir, run.incrementalFile), 'utf8')) as MutationReport;
    const mutants = tallies(report, [run.scope.root]).folders[0]?.[1].mutants ?? 0;
    const path = join(dir, edit.file);
    const source = readFileSync(path, 'utf8');
    const inScope = edit.file.startsWith(`${run.scope.root}/`) && source.includes(edit.from);
    let incremental: number | null = null;
    const exitCodes = [full.exitCode];
    if (inScope) {
      writeFileSync(path, source.replace(edit.from, edit.to));
      const again = runScope(run, { cwd: dir });
      incremental = again.seconds;
      exitCodes.push(again.exitCode);
    }
    return { target, fullSeconds: full.seconds, mutants, edit: inScope ? `${edit.file}: ${edit.from} → ${edit.to}` : `not applied (${edit.file} is not in ${target} or has changed)`, incrementalSeconds: incremental, exitCodes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printMutationBench(r: MutationBench): void {
  console.log('\nmutation (StrykerJS, 2 workers, per-test coverage)');
  console.log(`  ${r.target} from nothing: ${r.fullSeconds.toFixed(0)} s for ${r.mutants} mutants`);
  console.log(`  incremental run after one line changed (${r.edit}): ${r.incrementalSeconds === null ? 'n/a' : `${r.incrementalSeconds.toFixed(0)} s`}`);
  if (r.exitCodes.some((c) => c !== 0)) console.log(`  Stryker exited with ${r.exitCodes.join(', ')}`);
}
