// `npm run bench -- shards`: the browser replay of every ERR scenario (`scenario replay --errors`) unsharded, against
// the same replay as two shards started at the same moment in two processes and joined by `workbench report --merge`.
// Both replay the one build on the one server this part starts, so no build is counted in either figure.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, closeSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { readMerged } from '../cli/commands/report';
import { buildStorefront } from './site';
import { median } from './load';

export interface Verdict {
  readonly id: string;
  readonly status: string;
}

export interface VerdictComparison {
  /** Same ids, same statuses, and no scenario replayed by more than one shard. */
  readonly same: boolean;
  readonly count: number;
  readonly onlyUnsharded: string[];
  readonly onlyMerged: string[];
  readonly differing: { id: string; unsharded: string; merged: string }[];
  /** Scenarios more than one shard replayed: the split is then not a partition, whatever the statuses say. */
  readonly duplicated: string[];
}

/** The unsharded run's verdicts against the shards' (one list per shard run), scenario by scenario. */
export function compareVerdicts(unsharded: readonly Verdict[], shards: readonly (readonly Verdict[])[]): VerdictComparison {
  const whole = new Map(unsharded.map((v) => [v.id, v.status]));
  const merged = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const run of shards) {
    for (const id of new Set(run.map((v) => v.id))) seen.set(id, (seen.get(id) ?? 0) + 1);
    for (const v of run) merged.set(v.id, v.status);
  }
  const onlyUnsharded = [...whole.keys()].filter((id) => !merged.has(id)).sort();
  const onlyMerged = [...merged.keys()].filter((id) => !whole.has(id)).sort();
  const differing = [...whole]
    .filter(([id, status]) => merged.has(id) && merged.get(id) !== status)
    .map(([id, status]) => ({ id, unsharded: status, merged: merged.get(id)! }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const duplicated = [...seen].filter(([, n]) => n > 1).map(([id]) => id).sort();
  return { same: onlyUnsharded.length + onlyMerged.length + differing.length + duplicated.length === 0, count: whole.size, onlyUnsharded, onlyMerged, differing, duplicated };
}

/** The first few of a list, and how many more: a line stays readable when a whole shard failed. */
const few = (items: readonly string[], shown = 6) => (items.length <= shown ? items.join(', ') : `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`);

/** One line saying whether the merged verdicts are the unsharded ones, and where they are not. */
export function comparisonLine(c: VerdictComparison, statuses: Readonly<Record<string, number>>): string {
  const tally = Object.entries(statuses)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
  if (c.same) return `merged verdicts equal the unsharded ones: same ${c.count} scenario ids, same statuses (${tally || 'none'})`;
  const parts = [
    c.onlyUnsharded.length ? `missing from the merge: ${few(c.onlyUnsharded)}` : '',
    c.onlyMerged.length ? `only in the merge: ${few(c.onlyMerged)}` : '',
    c.differing.length ? `other status: ${few(c.differing.map((d) => `${d.id} ${d.unsharded} → ${d.merged}`))}` : '',
    c.duplicated.length ? `replayed by both shards: ${few(c.duplicated)}` : '',
  ].filter(Boolean);
  return `merged verdicts DIFFER from the unsharded ones (${c.count} unsharded; ${tally || 'none'}): ${parts.join('; ')}`;
}

/** The figure's line: both times, the ratio, the scenario count and the cores, with what two cores can give. */
export function shardLines(r: ShardFigures): string[] {
  return [
    `  unsharded: ${r.unshardedSeconds.toFixed(1)} s (exit ${r.unshardedExit}); 2 shards side by side + merge: ${r.shardedSeconds.toFixed(1)} s (shards ${r.shardExits.join(', ')}, merge exit ${r.mergeExit}, the merge alone ${r.mergeSeconds.toFixed(1)} s); ratio sharded/unsharded ${r.ratio.toFixed(2)}; ${r.scenarios} scenarios; ${r.cores} cores`,
    `  Playwright workers: ${r.workers} unsharded, ${r.shardWorkers} per shard; on ${r.cores} core${r.cores === 1 ? '' : 's'} the two shards share the same cores, so side by side they cannot be expected to halve the time (that needs a machine per shard): the ratio shows what splitting and merging cost here`,
  ];
}

export interface ShardFigures {
  rounds: number;
  cores: number;
  workers: number;
  shardWorkers: number;
  scenarios: number;
  buildSeconds: number;
  unshardedSeconds: number;
  shardedSeconds: number;
  mergeSeconds: number;
  ratio: number;
  unshardedExit: number;
  shardExits: number[];
  mergeExit: number;
  verdictsEqual: boolean;
  comparison: VerdictComparison;
  out: string;
}

const OUT = 'reports/bench-shards';
const BUILD = 'dist/bench-shards';

/** The children started and not yet ended: each leads a process group (its Playwright and Chromium), ended on failure. */
const running = new Set<ChildProcess>();
function endRunning(): void {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Runs the workbench CLI with its output in `log`; resolves with its exit code and wall time in seconds. */
function workbench(args: string[], log: string, env: Record<string, string> = {}): Promise<{ code: number; seconds: number }> {
  const fd = openSync(log, 'w');
  const started = performance.now();
  // A group of its own, so a failed bench ends the replay's Playwright and browsers with it.
  const child = spawn(process.execPath, ['cli/bin.mjs', ...args], { detached: true, stdio: ['ignore', fd, fd], env: { ...process.env, CI: '1', NO_COLOR: '1', PACT_DO_NOT_TRACK: 'true', ...env } });
  running.add(child);
  return new Promise((done) => {
    const finish = (code: number) => {
      running.delete(child);
      closeSync(fd);
      done({ code, seconds: (performance.now() - started) / 1000 });
    };
    child.once('error', () => finish(1));
    child.once('exit', (c) => finish(c ?? 1));
  });
}

/** The simulator build served by Vite's preview in this process, on a free loopback port: it ends with this process. */
async function serve(outDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const vite = await import('vite');
  const server = await vite.preview({ preview: { host: '127.0.0.1', port: 0, strictPort: true }, build: { outDir }, logLevel: 'warn' });
  const address = server.httpServer.address() as AddressInfo | null;
  if (!address || typeof address === 'string') {
    await server.close();
    throw new Error('the preview did not report its port');
  }
  return { origin: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

const tallyOf = (verdicts: readonly Verdict[]) => verdicts.reduce<Record<string, number>>((t, v) => ((t[v.status] = (t[v.status] ?? 0) + 1), t), {});

/**
 * Builds the simulator build once, serves it once, and times (BENCH_SHARD_ROUNDS rounds, default 1, the order of the
 * two variants alternating so neither always meets warm caches first) the unsharded replay and the two shards with
 * their merge. Prints the figures and returns them for reports/bench.json.
 */
export async function shardFigures(): Promise<ShardFigures> {
  const rounds = Math.max(1, Number(process.env.BENCH_SHARD_ROUNDS ?? 1) || 1);
  const cores = availableParallelism();
  const workers = Math.max(1, Number(process.env.REPLAY_WORKERS ?? cores + 1) || 1);
  // Two shards of the replay's own worker count would put twice its browsers on the same cores: the tests then time
  // out, and the figure measures the overload rather than the split. Each shard gets half (BENCH_SHARD_WORKERS).
  const shardWorkers = Math.max(1, Number(process.env.BENCH_SHARD_WORKERS ?? Math.ceil(workers / 2)) || 1);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  console.log('\nscenario replay --errors: unsharded against 2 shards side by side and merged');
  const onSignal = (signal: NodeJS.Signals) => {
    endRunning();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let site: Awaited<ReturnType<typeof serve>> | undefined;
  try {
    const built = performance.now();
    buildStorefront('production', BUILD);
    const buildSeconds = (performance.now() - built) / 1000;
    site = await serve(BUILD);
    console.log(`  the simulator build made once (${buildSeconds.toFixed(1)} s, counted in neither figure) and served once at ${site.origin}/`);
    // The CLI is built again on its first call after a source changed: done here, so the two shards do not race to do it.
    await workbench(['--help'], join(OUT, 'warm-cli.log'));
    const unsharded: { code: number; seconds: number }[] = [];
    const sharded: { exits: number[]; mergeExit: number; seconds: number; mergeSeconds: number }[] = [];
    const comparisons: VerdictComparison[] = [];
    const tallies: Record<string, number>[] = [];
    for (let round = 1; round <= rounds; round++) {
      const dir = (name: string) => resolve(OUT, rounds === 1 ? name : `round-${round}`, rounds === 1 ? '' : name);
      const [whole, first, second, html] = ['unsharded', 'shard-1', 'shard-2', 'merged'].map(dir) as [string, string, string, string];
      for (const d of [whole, first, second]) mkdirSync(d, { recursive: true });
      const replay = (extra: string[], out: string, n: number) => workbench(['scenario', 'replay', '--errors', '--base-url', site!.origin, ...extra, '--out', out], `${out}.log`, { REPLAY_WORKERS: String(n) });
      const runWhole = async () => unsharded.push(await replay([], whole, workers));
      const runShards = async () => {
        const started = performance.now();
        const shards = await Promise.all([replay(['--shard', '1/2'], first, shardWorkers), replay(['--shard', '2/2'], second, shardWorkers)]);
        const merge = await workbench(['report', '--merge', first, second, '--out', html], `${html}.log`);
        sharded.push({ exits: shards.map((s) => s.code), mergeExit: merge.code, seconds: (performance.now() - started) / 1000, mergeSeconds: merge.seconds });
      };
      if (round % 2 === 1) {
        await runWhole();
        await runShards();
      } else {
        await runShards();
        await runWhole();
      }
      const unshardedRuns = readMerged([whole]).runs;
      const merged = readMerged([first, second]);
      for (const n of merged.notices) console.log(`  round ${round} merge notice: ${n}`);
      const unshardedVerdicts = unshardedRuns.flatMap((r) => r.verdicts);
      comparisons.push(compareVerdicts(unshardedVerdicts, merged.runs.map((r) => r.verdicts)));
      tallies.push(tallyOf(unshardedVerdicts));
      console.log(`  round ${round}: ${comparisonLine(comparisons.at(-1)!, tallies.at(-1)!)}`);
    }
    const comparison = comparisons.find((c) => !c.same) ?? comparisons[0]!;
    const unshardedSeconds = median(unsharded.map((u) => u.seconds));
    const shardedSeconds = median(sharded.map((s) => s.seconds));
    const figures: ShardFigures = {
      rounds,
      cores,
      workers,
      shardWorkers,
      scenarios: comparison.count,
      buildSeconds: Number(buildSeconds.toFixed(1)),
      unshardedSeconds: Number(unshardedSeconds.toFixed(1)),
      shardedSeconds: Number(shardedSeconds.toFixed(1)),
      mergeSeconds: Number(median(sharded.map((s) => s.mergeSeconds)).toFixed(1)),
      ratio: Number((shardedSeconds / unshardedSeconds).toFixed(2)),
      unshardedExit: Math.max(...unsharded.map((u) => u.code)),
      shardExits: [0, 1].map((i) => Math.max(...sharded.map((s) => s.exits[i]!))),
      mergeExit: Math.max(...sharded.map((s) => s.mergeExit)),
      verdictsEqual: comparisons.every((c) => c.same),
      comparison,
      out: OUT,
    };
    if (rounds > 1) console.log(`  ${rounds} rounds, medians:`);
    for (const line of shardLines(figures)) console.log(line);
    console.log(`  logs, runs and the merged report in ${OUT}/`);
    return figures;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    endRunning();
    await site?.close();
    rmSync(BUILD, { recursive: true, force: true });
  }
}
