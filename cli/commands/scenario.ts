import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import type { Scenario } from '../../spec/scenarios';
import { browserSupport } from '../../spec/scenarios/browser';
import { printJson, UsageError } from '../lib/output';
import { loadScenarioFile, selectScenarios } from '../lib/scenario/load';
import { runFaultMatrix } from '../lib/scenario/faultMatrix';
import { describeResult, runScenarios, summary } from '../lib/scenario/runner';
import { writeScenarioResults, writeShardResults } from '../lib/scenario/results';
import { finishRun, newRunId, REPLAY_DIR, REPLAY_FILE_ENV, REPLAY_RUN_DIR_ENV, startRun } from '../lib/scenario/replayRuns';
import type { RunMeta } from '../lib/scenario/replayRuns';
import { scenarioById } from '../../spec/scenarios';
import { registerFromHarCommand } from './fromHar';
import { checkRemote, remoteSim, RemoteSimError, replayTenantName, shardOf } from '../lib/remoteSim';
import type { RemoteSim } from '../lib/remoteSim';
import { readSimToken } from '../../simulator/control/token';
import { choosePort, HOST, parsePort, tryPort, usualPort } from '../../scripts/ports';

const SHARD = /^([1-9]\d*)\/([1-9]\d*)$/;

/** The running server a run goes to, checked before any scenario runs (exit 2 when it cannot be used). */
async function remoteFor(url: string, tenant: string): Promise<RemoteSim> {
  let remote: RemoteSim;
  try {
    remote = remoteSim(url, tenant, '');
  } catch (error) {
    throw new UsageError(`--sim-url/--tenant: ${(error as Error).message}`);
  }
  const token = readSimToken(remote.url);
  if (!token) throw new UsageError(`no control token for ${remote.url}: set SIM_TOKEN, or run 'sim serve' on that loopback origin (it leaves its token for this user's clients)`);
  remote = { ...remote, token };
  try {
    await checkRemote(remote);
  } catch (error) {
    if (error instanceof RemoteSimError) throw new UsageError(error.message);
    throw error;
  }
  return remote;
}

/** A Playwright --grep that matches exactly these scenario ids (test titles start with `[id]`). */
export function grepFor(ids: readonly string[]): string {
  return ids.map((id) => `\\[${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]`).join('|');
}

/** Whether a scenario exercises an error-catalogue row. */
export const exercisesError = (s: Scenario): boolean => s.errors.length > 0;

/** The scenarios whose browser tests replay these: a rule-level scenario is replayed by its browser twin. */
export function replayIds(list: readonly Scenario[]): string[] {
  return [
    ...new Set(
      list.map((s) => {
        const support = browserSupport(s);
        return !support.run && support.twin !== undefined ? support.twin : s.id;
      }),
    ),
  ];
}

function driverLabel(s: Scenario): string {
  const node = s.drivers.node === true ? 'node' : 'node:skip';
  const browser = s.drivers.browser === true ? 'browser' : 'twin' in s.drivers.browser ? `browser:twin ${s.drivers.browser.twin}` : 'browser:fixme';
  return `${node} ${browser}`;
}

/** What puts the page in a scenario: the in-page simulator loads it by id from the library, so these must agree. */
const SETUP_FIELDS = ['banner', 'b2b', 'seed', 'state', 'faults', 'clock', 'toggles', 'md5', 'cookies', 'start'] as const;

/**
 * A scenario file replayed in the browser: the page is put in the library's scenario of the same id (`?scenario=`),
 * and the file's steps and expectations are replayed on it. A scenario with no library id, or with a set-up of its
 * own, would be replayed on another set-up than the one it names: refused, naming the fields.
 */
export function replayableFromFile(list: readonly Scenario[], file: string): void {
  for (const s of list) {
    const library = scenarioById(s.id);
    if (!library) throw new UsageError(`${file}: scenario ${s.id} is not in the library; a replay opens the library's scenario of the same id and replays the file's steps and expectations on it`);
    const differ = SETUP_FIELDS.filter((field) => JSON.stringify(s[field]) !== JSON.stringify(library[field]));
    if (differ.length > 0) throw new UsageError(`${file}: scenario ${s.id} changes its set-up (${differ.join(', ')}); a replay can change only its title, steps and expectations`);
  }
}


/** Where a replay's pages come from: a storefront already listening that it was told to reuse, or its own preview. */
export type ReplayStorefront = { reuse: string } | { port: number; moved: boolean };

/**
 * The replay builds and previews its own storefront on the preview's usual port (4173, or STOREFRONT_PREVIEW_PORT),
 * where Playwright's config expects it. Something already listening there was not started by this replay (an old
 * build, another checkout's preview): with --reuse-server the replay uses it, else it takes a free port of its own and
 * hands it to Playwright (REPLAY_PORT). An explicit --port is used as it is: reused with --reuse-server, refused when
 * taken without it, as a server there may be anything.
 */
export async function replayStorefront(reuseServer: boolean, explicit?: number, usual = usualPort('preview')): Promise<ReplayStorefront> {
  const wanted = explicit ?? usual;
  if ((await tryPort(wanted)) !== null) return { port: wanted, moved: false };
  if (reuseServer) return { reuse: `http://${HOST}:${wanted}` };
  if (explicit !== undefined) throw new UsageError(`${HOST}:${explicit} is taken: give another --port, or --reuse-server (or --base-url http://${HOST}:${explicit}) to replay against what listens there`);
  const choice = await choosePort(usual);
  return { port: choice.port, moved: choice.moved };
}

/**
 * A `sim serve` answers the pages of the origins it allows only (the usual ports'); a replay on another port asks it
 * first, so the pages do not fail one by one on CORS.
 */
async function simAllowsOrigin(simUrl: string, origin: string): Promise<boolean> {
  try {
    const answer = await fetch(new URL('/__sim/state', simUrl), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' }, redirect: 'manual' });
    return answer.headers.get('access-control-allow-origin') === origin;
  } catch {
    return false;
  }
}

const relativeTo = (path: string): string => {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? path : rel;
};

export function registerScenarioCommands(program: Command): void {
  const scenario = program.command('scenario').description('scenarios of the error catalogue and the main journeys: list, run in Node, replay in a browser');
  registerFromHarCommand(scenario);

  scenario
    .command('list')
    .description('list the scenarios with the catalogue IDs they exercise')
    .option('--tag <tag>', 'only scenarios with this tag')
    .option('--json', 'print JSON')
    .action((opts: { tag?: string; json?: boolean }) => {
      const list = selectScenarios([], true, opts.tag);
      if (opts.json) return printJson(list);
      for (const s of list) console.log(`${s.id.padEnd(52)} ${[...s.errors, ...s.rules].slice(0, 4).join(' ').padEnd(58)} ${driverLabel(s)}`);
      console.log(`${list.length} scenarios`);
    });

  scenario
    .command('run')
    .description('run scenarios in Node: a fresh simulator each, the storefront modules and API clients, the expectations checked')
    .argument('[ids...]', 'scenario ids')
    .option('--all', 'every built-in scenario')
    .option('--tag <tag>', 'with --all: only this tag')
    .option('--file <path>', 'a scenario file (one scenario or an array) instead of built-in ids')
    .option('--json', 'print the results as JSON')
    .option('--no-save', 'do not write reports/scenarios/node-results.json')
    .option('--sim-url <url>', "run against this running 'sim serve' (its token from SIM_TOKEN, or the file a loopback sim serve wrote for that origin), in a tenant of its own")
    .option('--tenant <name>', 'with --sim-url: the tenant to run in (default shard-<i>-of-<n> with --shard, else scenario-run)')
    .option('--shard <i/n>', 'run shard i of n of the scenarios (with --sim-url, in tenant shard-<i>-of-<n>)')
    .action(async (ids: string[], opts: { all?: boolean; tag?: string; file?: string; json?: boolean; save?: boolean; simUrl?: string; tenant?: string; shard?: string }) => {
      if (!opts.file && !opts.all && ids.length === 0) throw new UsageError('give scenario ids, --all or --file <path>');
      let list = opts.file ? await loadScenarioFile(opts.file) : selectScenarios(ids, opts.all === true, opts.tag);
      // A run of nothing is not a pass: an empty file (or a tag no scenario carries) is a mistake to report.
      if (list.length === 0) throw new UsageError(opts.file ? `${opts.file} holds no scenario (an empty array): give one scenario or a non-empty array` : `no scenario has the tag ${opts.tag ?? ''}`);
      let shard: { i: number; n: number } | undefined;
      if (opts.shard !== undefined) {
        const m = SHARD.exec(opts.shard);
        if (!m || Number(m[1]) > Number(m[2])) throw new UsageError(`--shard must be i/n with 1 <= i <= n, got ${opts.shard}`);
        shard = { i: Number(m[1]), n: Number(m[2]) };
        list = shardOf(list, shard.i, shard.n);
      }
      const remote = opts.simUrl === undefined ? undefined : await remoteFor(opts.simUrl, opts.tenant ?? (shard ? `shard-${shard.i}-of-${shard.n}` : 'scenario-run'));
      if (opts.tenant !== undefined && !remote) throw new UsageError('--tenant needs --sim-url: without it each scenario has a simulator of its own');
      if (remote && !opts.json) console.log(`against ${remote.url}, tenant ${remote.tenant}: ${list.length} scenario${list.length === 1 ? '' : 's'}`);
      const results = await runScenarios(list, (r) => {
        if (opts.json) return;
        const mark = r.status === 'passed' ? 'PASS' : r.status === 'failed' ? 'FAIL' : 'SKIP';
        console.log(`${mark} ${r.id} ${r.ids.slice(0, 3).join(' ')} (${Math.round(r.durationMs)} ms)${r.status === 'skipped' ? ` — ${r.reason ?? ''}` : ''}`);
        if (r.status === 'failed') for (const line of describeResult(r)) console.log(`     ${line}`);
      }, remote);
      const counts = summary(results);
      // A shard's results are part of a run: the results file is the whole run's, so a shard writes a file of its own
      // (node-results.shard-<i>-of-<n>.json), which `workbench report --merge` joins with the other shards'.
      if (opts.save !== false && !opts.file) {
        if (shard) writeShardResults(results, `${shard.i}/${shard.n}`);
        else writeScenarioResults(results);
      }
      if (opts.json) printJson({ summary: counts, results });
      else console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${counts.total} scenarios)`);
      if (counts.failed > 0) process.exitCode = 1;
    });

  scenario
    .command('matrix')
    .description('the fault matrix: every page-load, sign-in and cart call × 500, timeout, network error, malformed JSON, 429')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const rows = await runFaultMatrix((r) => {
        if (!opts.json) console.log(`${r.verdict.padEnd(9)} ${r.flow.padEnd(19)} ${r.calls.join('+').padEnd(16)} ${r.fault.padEnd(14)} ${r.outcome}${r.problems.length ? ` — ${r.problems.join('; ')}` : ''}`);
      });
      mkdirSync('reports/scenarios', { recursive: true });
      writeFileSync('reports/scenarios/fault-matrix.json', `${JSON.stringify(rows, null, 2)}\n`);
      if (opts.json) printJson(rows);
      const failed = rows.filter((r) => r.verdict === 'failed').length;
      if (!opts.json) console.log(`${rows.length - failed} passed, ${failed} failed (${rows.length} cells)`);
      if (failed > 0) process.exitCode = 1;
    });

  scenario
    .command('replay')
    .description('replay scenarios in a real browser (Playwright on tests/e2e/scenarios.spec.ts); each run in a folder of its own under reports/replay/runs/ (Playwright\'s JSON report, a screenshot each, traces of failures), which `workbench report` reads')
    .argument('[ids...]', 'scenario ids')
    .option('--all', 'every scenario')
    .option('--errors', 'only the scenarios of error-catalogue rows (an ERR id): of the ids given, else of all')
    .option('--base-url <url>', 'a running storefront (STOREFRONT_URL); default: Playwright builds and previews one')
    .option('--shard <i/n>', 'run shard i of n')
    .option('--port <n>', 'the port of the storefront the replay builds and serves (default 4173, or STOREFRONT_PREVIEW_PORT; a free one, printed, when that is taken)')
    .option('--reuse-server', 'use a storefront already listening on the port (127.0.0.1:4173, or --port) instead of building one (without this the replay moves to a free port: what listens there may be an old build)')
    .option('--sim-url <url>', "the pages forward their simulated calls to this running 'sim serve' (its token from SIM_TOKEN, or the file a loopback sim serve wrote for that origin) instead of an in-page state")
    .option('--tenant <name>', 'with --sim-url: the tenant to replay in (default replay-shard-<i>-of-<n> with --shard, else replay); with more than one worker, one tenant each, <name>-w<i>')
    .option('--file <path>', "a scenario file: each of its scenarios replays the library's scenario of the same id with the file's steps and expectations")
    .option('--out <dir>', `where the run's folder goes (runs/<run id>/: Playwright's JSON and blob reports, screenshots, traces)`, REPLAY_DIR)
    .action(async (ids: string[], opts: { all?: boolean; errors?: boolean; baseUrl?: string; port?: string; shard?: string; reuseServer?: boolean; simUrl?: string; tenant?: string; file?: string; out: string }) => {
      if (!opts.all && !opts.errors && !opts.file && ids.length === 0) throw new UsageError('give scenario ids, --all, --errors or --file <path>');
      if (opts.file && (opts.all || ids.length > 0)) throw new UsageError('--file replays the scenarios of the file: give no ids and no --all with it');
      const fromFile = opts.file ? await loadScenarioFile(opts.file) : undefined;
      if (fromFile && opts.file) {
        if (fromFile.length === 0) throw new UsageError(`${opts.file} holds no scenario (an empty array)`);
        replayableFromFile(fromFile, opts.file);
      }
      const selected = fromFile ?? selectScenarios(ids, opts.all === true || (opts.errors === true && ids.length === 0));
      const list = opts.errors ? selected.filter(exercisesError) : selected;
      if (list.length === 0) throw new UsageError('none of the scenarios given has an ERR id');
      let shard: { i: number; n: number } | undefined;
      if (opts.shard !== undefined) {
        const m = SHARD.exec(opts.shard);
        if (!m || Number(m[1]) > Number(m[2])) throw new UsageError(`--shard must be i/n with 1 <= i <= n, got ${opts.shard}`);
        shard = { i: Number(m[1]), n: Number(m[2]) };
      }
      if (opts.tenant !== undefined && opts.simUrl === undefined) throw new UsageError('--tenant needs --sim-url: without it each page has an in-page simulator of its own');
      // Shards of one CI job share the server, each in its own tenant; the checks are the Node run's (exit 2).
      const remote = opts.simUrl === undefined ? undefined : await remoteFor(opts.simUrl, replayTenantName(opts.tenant, shard));
      if (opts.baseUrl !== undefined) {
        let url: URL;
        try {
          url = new URL(opts.baseUrl);
        } catch {
          throw new UsageError(`--base-url is not a URL: ${opts.baseUrl}`);
        }
        if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new UsageError('--base-url must be on 127.0.0.1 or localhost');
      }
      const bin = resolve('node_modules/.bin/playwright');
      if (!existsSync(bin)) throw new UsageError('Playwright is not installed (node_modules/.bin/playwright)');
      // The replay's own config: the simulator build only (reused while the sources are unchanged), both cores.
      const args = ['test', '--config', 'tests/e2e/replay.config.ts'];
      const tests = replayIds(list);
      if (!opts.all || opts.errors || fromFile) args.push('--grep', grepFor(tests));
      console.log(`browser replay of ${opts.all && !opts.errors ? 'every scenario' : `${tests.length} scenario${tests.length === 1 ? '' : 's'}`}`);
      if (opts.shard) args.push(`--shard=${opts.shard}`);
      if (opts.port !== undefined && opts.baseUrl !== undefined) throw new UsageError('--port is the port of the storefront the replay serves itself: give --base-url or --port, not both');
      let port: number | undefined;
      try {
        port = opts.port === undefined ? undefined : parsePort(opts.port, '--port');
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      const own = opts.baseUrl === undefined ? await replayStorefront(opts.reuseServer === true, port) : undefined;
      const storefront = opts.baseUrl ?? (own && 'reuse' in own ? own.reuse : undefined);
      if (own && 'port' in own) {
        const origin = `http://${HOST}:${own.port}`;
        if (own.moved) console.log(`${HOST}:${usualPort('preview')} is taken; the replay builds and serves its storefront on ${origin}/ instead`);
        else console.log(`the replay builds and serves its storefront on ${origin}/`);
        if (remote && !(await simAllowsOrigin(remote.url, origin))) {
          throw new UsageError(`the simulator at ${remote.url} does not let pages of ${origin} call it; start it with --allow-origin ${origin}, or replay with --port on an origin it allows`);
        }
      } else if (storefront) console.log(`replaying on the storefront at ${storefront}`);
      if (remote) console.log(`on ${remote.url}, tenant ${remote.tenant}`);
      // The run's own folder: its verdicts, messages, screenshots and traces are read by `workbench report` as this run's.
      const meta: RunMeta = { runId: newRunId(new Date(), Math.random), startedAt: new Date().toISOString(), scenarios: tests, ...(opts.shard ? { shard: opts.shard } : {}), ...(opts.file ? { file: resolve(opts.file) } : {}) };
      const runDir = startRun(resolve(opts.out), meta);
      const env = {
        ...process.env,
        [REPLAY_RUN_DIR_ENV]: runDir,
        ...(opts.shard ? { REPLAY_SHARD: opts.shard } : {}),
        ...(opts.file ? { [REPLAY_FILE_ENV]: resolve(opts.file) } : {}),
        ...(storefront ? { STOREFRONT_URL: storefront } : {}),
        ...(own && 'port' in own ? { REPLAY_PORT: String(own.port) } : {}),
        ...(remote ? { REPLAY_SIM_URL: remote.url, REPLAY_TENANT: remote.tenant, SIM_TOKEN: remote.token } : {}),
      };
      const code = await new Promise<number>((done) => {
        const child = spawn(bin, args, { stdio: 'inherit', env });
        child.on('error', () => done(1));
        child.on('exit', (c) => done(c ?? 1));
      });
      finishRun(runDir, meta, code, new Date());
      console.log(`browser replay ${code === 0 ? 'passed' : 'failed'}; run ${meta.runId}: results, screenshots and traces in ${relativeTo(runDir)}`);
      if (code !== 0) process.exitCode = 1;
    });
}
