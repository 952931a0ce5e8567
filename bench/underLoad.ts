// `npm run bench -- under-load`: the browser suite (Playwright, CI settings: its own servers, its usual workers) with
// CPU-bound processes beside it, as on a shared CI runner. The default is 4 per core (8 on two cores), the load at
// which load-sensitive waits failed; two busy loops alone did not show them. Reports the failures by title and the
// wall time, next to the suite's own figures. Heavy: run it under the build lock (`flock /tmp/pw.lock`).
// BENCH_BUSY_PER_CORE changes the load; BENCH_UNDER_LOAD_ARGS adds Playwright arguments (a spec, `--project chromium`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { readFileSync, rmSync } from 'node:fs';

export interface UnderLoadReport {
  busyProcesses: number;
  cores: number;
  seconds: number;
  exitCode: number;
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  /** Load average (1 min) seen at the end of the run: the load the suite actually had. */
  loadAverage: number;
  failures: string[];
}

interface PlaywrightSuite {
  title?: string;
  specs?: { title?: string; file?: string; line?: number; tests?: { status?: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** A busy loop in its own process, at normal priority: it competes for the cores as other jobs on the runner would. */
function busyLoop(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/** The titles of the tests that failed (unexpected), as `file:line title`. */
function failuresOf(suites: PlaywrightSuite[] = []): string[] {
  const out: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) if ((spec.tests ?? []).some((t) => t.status === 'unexpected')) out.push(`${spec.file ?? ''}:${spec.line ?? ''} ${spec.title ?? ''}`);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const s of suites) visit(s);
  return out;
}

export function underLoad(): UnderLoadReport {
  const cores = availableParallelism();
  const perCore = Math.max(0, Number(process.env.BENCH_BUSY_PER_CORE ?? 4));
  const busy = Array.from({ length: cores * perCore }, busyLoop);
  const out = 'reports/playwright-under-load.json';
  rmSync(out, { force: true });
  const extra = (process.env.BENCH_UNDER_LOAD_ARGS ?? '').split(' ').filter(Boolean);
  const started = performance.now();
  let run: { exitCode: number; load: number };
  try {
    // CI=true: the suite starts its own servers (no reuse of a developer's), with the worker count `npm test` uses.
    const r = spawnSync('node_modules/.bin/playwright', ['test', ...extra], { stdio: 'inherit', env: { ...process.env, CI: 'true', NO_COLOR: '1', PACT_DO_NOT_TRACK: 'true', PW_JSON_OUTPUT: out } });
    run = { exitCode: r.status ?? 1, load: loadavg()[0] ?? 0 };
  } finally {
    for (const p of busy) p.kill('SIGKILL');
  }
  const { exitCode, load } = run;
  const seconds = (performance.now() - started) / 1000;
  let json: { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }; suites?: PlaywrightSuite[] } = {};
  try {
    json = JSON.parse(readFileSync(out, 'utf8')) as typeof json;
  } catch {
    // No report: the run crashed before writing one; the exit code says so below.
  }
  const stats = json.stats ?? {};
  return {
    busyProcesses: busy.length,
    cores,
    seconds: Number(seconds.toFixed(1)),
    exitCode,
    passed: stats.expected ?? 0,
    // A run that ended badly without a failed test (a server that did not start) is one failure.
    failed: (stats.unexpected ?? 0) + (exitCode !== 0 && !stats.unexpected ? 1 : 0),
    flaky: stats.flaky ?? 0,
    skipped: stats.skipped ?? 0,
    loadAverage: Number(load.toFixed(1)),
    failures: failuresOf(json.suites),
  };
}

export function printUnderLoad(r: UnderLoadReport): void {
  console.log(`\nbrowser suite under load (${r.busyProcesses} CPU-bound processes beside it on ${r.cores} cores; load average at the end ${r.loadAverage})`);
  console.log(`  ${r.passed} passed, ${r.failed} failed, ${r.flaky} flaky, ${r.skipped} skipped in ${r.seconds} s (exit ${r.exitCode})`);
  for (const f of r.failures) console.log(`  failed: ${f}`);
}
