// The CLI's start (`npm run bench -- cli`): `workbench --help` and `workbench rules list` timed against `node -e 0` in
// the same run, interleaved, so a busy spell of the shared cores weighs on all of them and the ratios stay readable
// when the seconds do not. The targets are for a quiet machine; on a busy one read the ratios.
import { spawnSync } from 'node:child_process';
import { median } from './load';

/** What is timed: the bare start of Node, then the two calls whose start the CLI's build is for. */
export const CLI_CALLS = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'workbench --help', args: ['cli/bin.mjs', '--help'], targetSeconds: 0.3 },
  { name: 'workbench rules list', args: ['cli/bin.mjs', 'rules', 'list'], targetSeconds: 1 },
] as const;

export interface CliCallFigure {
  name: string;
  medianSeconds: number;
  /** Median time over the median of `node -e 0` in the same rounds. */
  ratio: number;
  targetSeconds?: number;
  /** Whether the median met the target (always true for the baseline, which has none). */
  withinTarget: boolean;
  runs: number[];
  exitCodes: number[];
}

/** Figures of the timed runs (seconds per round, per call, in CLI_CALLS' names); the baseline is `node -e 0`. */
export function cliFigures(samples: Record<string, { seconds: number[]; codes: number[] }>, targets: Record<string, number | undefined>): CliCallFigure[] {
  const base = median(samples['node -e 0']?.seconds ?? []);
  if (!(base > 0)) throw new RangeError('no timing of node -e 0 to compare with');
  return Object.entries(samples).map(([name, s]) => {
    const m = median(s.seconds);
    const target = targets[name];
    return {
      name,
      medianSeconds: Number(m.toFixed(3)),
      ratio: Number((m / base).toFixed(2)),
      ...(target !== undefined ? { targetSeconds: target } : {}),
      withinTarget: target === undefined || m <= target,
      runs: s.seconds.map((x) => Number(x.toFixed(3))),
      exitCodes: s.codes,
    };
  });
}

/** One line per call: median, ratio to node -e 0, and the target beside. */
export function cliLines(figures: readonly CliCallFigure[]): string[] {
  return figures.map((f) => {
    const target = f.targetSeconds === undefined ? 'baseline' : `target <= ${f.targetSeconds} s on a quiet machine: ${f.withinTarget ? 'met' : 'not met'}`;
    const failed = f.exitCodes.some((c) => c !== 0) ? ` (exit codes ${[...new Set(f.exitCodes)].join(', ')})` : '';
    return `  ${f.name.padEnd(22)} ${f.medianSeconds.toFixed(3)} s  ×${f.ratio.toFixed(2)} node -e 0   [${target}]${failed}`;
  });
}

function timeOnce(args: readonly string[], env: NodeJS.ProcessEnv): { seconds: number; code: number } {
  const started = performance.now();
  const r = spawnSync(process.execPath, args, { stdio: 'ignore', env });
  return { seconds: (performance.now() - started) / 1000, code: r.status ?? 1 };
}

/**
 * Times the calls over `rounds` interleaved rounds, after one call that builds the CLI when its build is stale (so
 * the rounds time the start a user has on every later call); and, apart, `--help` from the TypeScript sources (the
 * fallback without a build) over a few rounds.
 */
export function cliStart(rounds: number): { figures: CliCallFigure[]; fromSourceHelpSeconds: number; firstCallSeconds: number } {
  const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' };
  const first = timeOnce(['cli/bin.mjs', '--help'], env);
  const samples: Record<string, { seconds: number[]; codes: number[] }> = {};
  for (const call of CLI_CALLS) samples[call.name] = { seconds: [], codes: [] };
  for (let i = 0; i < rounds; i++) {
    for (const call of CLI_CALLS) {
      const r = timeOnce(call.args, env);
      samples[call.name]!.seconds.push(r.seconds);
      samples[call.name]!.codes.push(r.code);
    }
  }
  const fromSource: number[] = [];
  for (let i = 0; i < 3; i++) fromSource.push(timeOnce(['cli/bin.mjs', '--help'], { ...env, WORKBENCH_FROM_SOURCE: '1' }).seconds);
  const targets = Object.fromEntries(CLI_CALLS.map((c) => [c.name, 'targetSeconds' in c ? c.targetSeconds : undefined]));
  return { figures: cliFigures(samples, targets), fromSourceHelpSeconds: Number(median(fromSource).toFixed(3)), firstCallSeconds: Number(first.seconds.toFixed(3)) };
}
