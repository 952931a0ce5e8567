import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The browser replay's runs, as `scenario replay` writes them and `workbench report` reads them. Each run has a folder
 * of its own, so nothing one run writes is ever mistaken for another's:
 *
 *   <out>/runs/<run id>/run.json      the run: id, start and end, scenarios asked for, shard, file, exit code
 *   <out>/runs/<run id>/results.json  Playwright's JSON report of that run (verdicts, failure messages, attachments)
 *   <out>/runs/<run id>/artifacts/    Playwright's output folder of that run (failure screenshots, traces, attachments)
 *   <out>/runs/<run id>/shots/        the end-state screenshot of each scenario (also on a failed expectation)
 *   <out>/runs/<run id>/blob/         Playwright's blob report, written by a shard (`--shard i/n`) for merging
 */

/** Set by `scenario replay` for the Playwright run it starts: the run's folder. */
export const REPLAY_RUN_DIR_ENV = 'REPLAY_RUN_DIR';
/** Set by `scenario replay --file F`: the scenario file whose scenarios replace the library's of the same id. */
export const REPLAY_FILE_ENV = 'REPLAY_SCENARIO_FILE';
/** Where `scenario replay` keeps its runs unless told (`--out`). */
export const REPLAY_DIR = 'reports/replay';
/** Where a replay outside `scenario replay` (the Playwright suite of `npm test`) leaves its screenshots. */
export const SUITE_SHOT_DIR = 'reports/scenarios';
/** How many runs a folder keeps: older ones are removed when a new run starts. */
export const KEPT_RUNS = 20;

export const runLayout = (runDir: string) => ({
  meta: join(runDir, 'run.json'),
  results: join(runDir, 'results.json'),
  artifacts: join(runDir, 'artifacts'),
  shots: join(runDir, 'shots'),
  blob: join(runDir, 'blob'),
});

export interface RunMeta {
  runId: string;
  startedAt: string;
  finishedAt?: string;
  exitCode?: number;
  /** The scenario ids the run was asked to replay (before sharding). */
  scenarios: string[];
  shard?: string;
  file?: string;
}

/** A run id that sorts by time and never repeats within a folder: the start time and a random suffix. */
export function newRunId(now: Date, random: () => number): string {
  const suffix = Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `${now.toISOString().replace(/[:.]/g, '-')}-${suffix}`;
}

/** Creates the run's folder and its run.json; removes the oldest runs beyond `keep`. */
export function startRun(outDir: string, meta: RunMeta, keep = KEPT_RUNS): string {
  const runs = join(outDir, 'runs');
  const runDir = join(runs, meta.runId);
  mkdirSync(runDir, { recursive: true });
  writeFileSync(runLayout(runDir).meta, `${JSON.stringify(meta, null, 2)}\n`);
  const all = readdirSync(runs).sort();
  for (const old of all.slice(0, Math.max(0, all.length - keep))) rmSync(join(runs, old), { recursive: true, force: true });
  return runDir;
}

export function finishRun(runDir: string, meta: RunMeta, exitCode: number, now: Date): void {
  writeFileSync(runLayout(runDir).meta, `${JSON.stringify({ ...meta, finishedAt: now.toISOString(), exitCode }, null, 2)}\n`);
}

/** Where the replay of one scenario keeps its end-state screenshot: in its run's folder, or the suite's folder. */
export function replayScreenshotPath(id: string, env: Record<string, string | undefined> = process.env): string {
  const runDir = env[REPLAY_RUN_DIR_ENV];
  return runDir ? join(runLayout(runDir).shots, `${id}.png`) : join(SUITE_SHOT_DIR, `${id}.png`);
}

// Playwright's JSON reporter, only the fields the report reads; anything else in the file is ignored.
const Attachment = z.object({ name: z.string(), contentType: z.string(), path: z.string().optional() });
const Result = z.object({
  status: z.string(),
  startTime: z.string().optional(),
  error: z.object({ message: z.string().optional() }).optional(),
  errors: z.array(z.object({ message: z.string().optional() })).default([]),
  attachments: z.array(Attachment).default([]),
});
const Spec = z.object({ title: z.string(), tests: z.array(z.object({ results: z.array(Result).default([]) })).default([]) });
interface Suite {
  title?: string;
  specs?: z.infer<typeof Spec>[];
  suites?: Suite[];
}
const SuiteSchema: z.ZodType<Suite> = z.lazy(() => z.object({ title: z.string().optional(), specs: z.array(Spec).optional(), suites: z.array(SuiteSchema).optional() }));
const PlaywrightJson = z.object({ stats: z.object({ startTime: z.string() }), suites: z.array(SuiteSchema).default([]) });

export type BrowserStatus = 'passed' | 'failed' | 'skipped';

export interface BrowserVerdict {
  id: string;
  status: BrowserStatus;
  runId: string;
  /** When the run started (ISO). */
  at: string;
  /** The failure message of that run, without terminal colours. */
  message?: string;
  /** Absolute paths of that run's files, as its report names them. */
  screenshot?: string;
  trace?: string;
}

export interface BrowserRun {
  runId: string;
  at: string;
  /** The file the verdicts were read from. */
  source: string;
  verdicts: BrowserVerdict[];
  shard?: string;
  /** Why the run could not be read; it then has no verdicts. */
  problem?: string;
}

// eslint-disable-next-line no-control-regex -- terminal colour codes are what is stripped
const ANSI = /\u001b\[[0-9;]*m/g;
/** A scenario's test title names its id in brackets: `ERR-01 … [err-01-store-flags-fail] The store flags…`. */
const TITLE_ID = /\[([a-z0-9]+(?:-[a-z0-9]+)*)\]/;

function statusOf(status: string): BrowserStatus {
  if (status === 'passed') return 'passed';
  if (status === 'skipped') return 'skipped';
  return 'failed';
}

function* specsOf(suites: readonly Suite[]): Generator<z.infer<typeof Spec>> {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specsOf(suite.suites ?? []);
  }
}

/** The verdicts of one Playwright JSON report; paths in it are read relative to the file's folder when not absolute. */
export function readPlaywrightJson(file: string, run: { runId?: string; at?: string; shard?: string } = {}): BrowserRun {
  const runId = run.runId ?? basename(file);
  const unreadable = (problem: string): BrowserRun => ({ runId, at: run.at ?? '', source: file, verdicts: [], problem, ...(run.shard ? { shard: run.shard } : {}) });
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return unreadable(existsSync(file) ? `not JSON (${(error as Error).message})` : 'no results file (the run did not finish)');
  }
  const parsed = PlaywrightJson.safeParse(raw);
  if (!parsed.success) return unreadable(`not a Playwright JSON report (${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''})`);
  const at = run.at ?? parsed.data.stats.startTime;
  const base = resolve(file, '..');
  const verdicts: BrowserVerdict[] = [];
  for (const spec of specsOf(parsed.data.suites)) {
    const id = TITLE_ID.exec(spec.title)?.[1];
    const result = spec.tests[0]?.results.at(-1);
    if (!id || !result) continue;
    const status = statusOf(result.status);
    const messages = [result.error?.message, ...result.errors.map((e) => e.message)].filter((m): m is string => Boolean(m));
    const file = (name: (a: z.infer<typeof Attachment>) => boolean) => {
      const found = result.attachments.find((a) => a.path !== undefined && name(a))?.path;
      return found === undefined ? undefined : isAbsolute(found) ? found : join(base, found);
    };
    const screenshot = file((a) => a.name === 'screenshot' && a.contentType === 'image/png') ?? file((a) => a.contentType === 'image/png');
    const trace = file((a) => a.name === 'trace');
    verdicts.push({
      id,
      status,
      runId,
      at,
      ...(status === 'failed' && messages[0] ? { message: messages[0].replace(ANSI, '') } : {}),
      ...(screenshot ? { screenshot } : {}),
      ...(trace ? { trace } : {}),
    });
  }
  return { runId, at, source: file, verdicts, ...(run.shard ? { shard: run.shard } : {}) };
}

const Meta = z.object({ runId: z.string(), startedAt: z.string(), shard: z.string().optional() });

/** Every run kept in a replay folder, oldest first; a run whose run.json is unreadable is left out. */
export function readReplayRuns(outDir: string): BrowserRun[] {
  const runs = join(outDir, 'runs');
  if (!existsSync(runs)) return [];
  const found: BrowserRun[] = [];
  for (const name of readdirSync(runs).sort()) {
    const layout = runLayout(join(runs, name));
    let meta: z.infer<typeof Meta>;
    try {
      meta = Meta.parse(JSON.parse(readFileSync(layout.meta, 'utf8')));
    } catch {
      continue;
    }
    found.push(readPlaywrightJson(layout.results, { runId: meta.runId, at: meta.startedAt, ...(meta.shard ? { shard: meta.shard } : {}) }));
  }
  return found.sort((a, b) => a.at.localeCompare(b.at));
}

export interface LatestVerdict extends BrowserVerdict {
  /** The verdict is from a run older than the newest one read: it is shown as from an earlier run. */
  earlier: boolean;
}

/** Each scenario's verdict from the newest run that replayed it, marked when that run is not the newest run. */
export function latestVerdicts(runs: readonly BrowserRun[]): Map<string, LatestVerdict> {
  const ordered = [...runs].filter((r) => !r.problem).sort((a, b) => a.at.localeCompare(b.at));
  const newest = ordered.at(-1)?.runId;
  const latest = new Map<string, LatestVerdict>();
  for (const run of ordered) for (const v of run.verdicts) latest.set(v.id, { ...v, earlier: v.runId !== newest });
  return latest;
}
