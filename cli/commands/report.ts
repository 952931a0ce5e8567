import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { ambiguities, calls, errors, rules } from '../../spec/catalogue';
import { scenarios } from '../../spec/scenarios';
import { browserSupport } from '../../spec/scenarios/browser';
import { computeCoverage } from '../lib/coverage';
import { runFaultMatrix } from '../lib/scenario/faultMatrix';
import type { MatrixRow } from '../lib/scenario/faultMatrix';
import { renderReportPages } from '../lib/scenario/htmlReport';
import { mergeNodeResults, readNodeRunFiles, readScenarioRun, writeScenarioResults } from '../lib/scenario/results';
import type { NodeRunFile } from '../lib/scenario/results';
import { shardNotices } from '../lib/scenario/shards';
import type { ShardOrigin } from '../lib/scenario/shards';
import type { ScenarioResult } from '../lib/scenario/runner';
import type { BrowserCell } from '../lib/scenario/htmlReport';
import { latestVerdicts, readPlaywrightJson, readReplayRuns, REPLAY_DIR } from '../lib/scenario/replayRuns';
import type { BrowserRun } from '../lib/scenario/replayRuns';
import type { Coverage } from '../lib/coverage';
import { runScenarios, scenarioIds } from '../lib/scenario/runner';

const JOURNEY_DIR = 'reports/journeys';
const MATRIX_FILE = 'reports/scenarios/fault-matrix.json';
/** The Playwright suite's JSON report (`npm test`): its scenario replays count as a browser run too. */
const SUITE_JSON = 'reports/playwright.json';

/** A run id as a folder name of the report (run ids are already safe; a file name's dots and spaces are not kept). */
const folderOf = (runId: string) => runId.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Each scenario's browser verdict from the newest run that replayed it, with that run's screenshot and trace copied
 * beside the report under browser/<run>/: a file is only ever shown with the verdict of the run that wrote it.
 */
export function browserCells(runs: readonly BrowserRun[], outDir: string): Record<string, BrowserCell> {
  const cells: Record<string, BrowserCell> = {};
  for (const [id, v] of latestVerdicts(runs)) {
    const gone: string[] = [];
    const copy = (from: string | undefined, name: string): string | undefined => {
      if (from === undefined) return undefined;
      if (!existsSync(from)) {
        gone.push(from);
        return undefined;
      }
      const rel = `browser/${folderOf(v.runId)}/${name}`;
      mkdirSync(join(outDir, 'browser', folderOf(v.runId)), { recursive: true });
      copyFileSync(from, join(outDir, rel));
      return rel;
    };
    const screenshot = copy(v.screenshot, `${id}.png`);
    const trace = copy(v.trace, `${id}-trace.zip`);
    cells[id] = {
      status: v.status,
      runId: v.runId,
      at: v.at,
      earlier: v.earlier,
      ...(v.message ? { message: v.message } : {}),
      ...(screenshot ? { screenshot } : {}),
      ...(trace ? { trace } : {}),
      ...(gone.length ? { gone } : {}),
    };
  }
  return cells;
}

/** The browser runs a report reads: every run kept in the replay folder, and the Playwright suite's report. */
export function browserRuns(replayDir: string, suiteJson = SUITE_JSON): BrowserRun[] {
  const runs = readReplayRuns(replayDir);
  if (existsSync(suiteJson)) {
    const suite = readPlaywrightJson(suiteJson, { runId: 'playwright-suite' });
    // The suite runs every spec: it counts only when it replayed scenarios.
    if (suite.problem || suite.verdicts.length > 0) runs.push(suite);
  }
  return runs.sort((a, b) => a.at.localeCompare(b.at));
}

export interface ReportInput {
  out: string;
  results: readonly ScenarioResult[] | null;
  nodeAt?: string;
  matrix: readonly MatrixRow[] | null;
  runs: readonly BrowserRun[];
  coverage: Coverage;
  generatedAt: string;
  notices?: readonly string[];
}

/** Writes the static report folder; the number of failing scenarios (in Node or in the browser) and matrix cells. */
export function writeReport(input: ReportInput): { file: string; failed: number } {
  mkdirSync(input.out, { recursive: true });
  const browserFixme: Record<string, string> = {};
  for (const s of scenarios) {
    const b = browserSupport(s);
    if (!b.run) browserFixme[s.id] = b.reason;
  }
  const browser = browserCells(input.runs, input.out);
  const pages = renderReportPages({
    generatedAt: input.generatedAt,
    coverage: input.coverage,
    catalogue: { rules, calls, errors, ambiguities },
    scenarioIds: Object.fromEntries(scenarios.map((s) => [s.id, scenarioIds(s)])),
    titles: Object.fromEntries(scenarios.map((s) => [s.id, s.title])),
    results: input.results,
    ...(input.nodeAt ? { nodeAt: input.nodeAt } : {}),
    browserFixme,
    browser,
    browserRuns: input.runs.map((r) => ({ runId: r.runId, at: r.at, source: r.source, count: r.verdicts.length, ...(r.shard ? { shard: r.shard } : {}), ...(r.problem ? { problem: r.problem } : {}) })),
    journeys: journeyScreenshots(input.out),
    matrix: input.matrix,
    ...(input.notices?.length ? { notices: input.notices } : {}),
  });
  for (const [name, text] of Object.entries(pages)) writeFileSync(join(input.out, name), text);
  const failedIds = new Set([...(input.results ?? []).filter((r) => r.status === 'failed').map((r) => r.id), ...Object.entries(browser).filter(([, b]) => b.status === 'failed').map(([id]) => id)]);
  return { file: join(input.out, 'index.html'), failed: failedIds.size + (input.matrix ?? []).filter((r) => r.verdict === 'failed').length };
}

/** The browser journeys' end states (tests/e2e/journeys/fixtures.ts saves them), copied beside the report. */
function journeyScreenshots(outDir: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!existsSync(JOURNEY_DIR)) return found;
  for (const name of readdirSync(JOURNEY_DIR).filter((n) => n.endsWith('.png'))) {
    mkdirSync(join(outDir, 'journeys'), { recursive: true });
    copyFileSync(join(JOURNEY_DIR, name), join(outDir, 'journeys', name));
    found[name.replace(/\.png$/, '')] = `journeys/${name}`;
  }
  return found;
}

function readMatrixFile(file: string): MatrixRow[] | null {
  if (!existsSync(file)) return null;
  try {
    const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(rows) ? (rows as MatrixRow[]) : null;
  } catch {
    return null;
  }
}

const readMatrix = (): MatrixRow[] | null => readMatrixFile(MATRIX_FILE);

/**
 * The runs of several shards' output folders (`report --merge`): every browser replay run and every Node results
 * file found, the Node results joined (each scenario from the newest run), the first fault matrix found, and the
 * notices about the shards (a folder that holds nothing is named too).
 */
export function readMerged(dirs: readonly string[]): { runs: BrowserRun[]; results: ScenarioResult[]; nodeAt?: string; nodeRuns: number; matrix: MatrixRow[] | null; notices: string[] } {
  const runs: BrowserRun[] = [];
  const nodeFiles: NodeRunFile[] = [];
  const origins: ShardOrigin[] = [];
  const notices: string[] = [];
  let matrix: MatrixRow[] | null = null;
  for (const dir of dirs) {
    const found = [join(dir, 'replay'), dir].filter((d) => existsSync(join(d, 'runs'))).flatMap((d) => readReplayRuns(d));
    const node = [join(dir, 'scenarios'), dir].flatMap((d) => readNodeRunFiles(d));
    if (found.length === 0 && node.length === 0) notices.push(`${dir}: no replay runs and no Node results in it`);
    runs.push(...found);
    nodeFiles.push(...node);
    for (const r of found) origins.push({ kind: 'browser replay', source: r.source, ...(r.shard ? { shard: r.shard } : {}) });
    for (const f of node) origins.push({ kind: 'Node scenarios', source: f.file, ...(f.shard ? { shard: f.shard } : {}) });
    matrix ??= readMatrixFile(join(dir, 'scenarios', 'fault-matrix.json'));
  }
  const nodeAt = nodeFiles.map((f) => f.at ?? '').sort().at(-1);
  return { runs: runs.sort((a, b) => a.at.localeCompare(b.at)), results: mergeNodeResults(nodeFiles), ...(nodeAt ? { nodeAt } : {}), nodeRuns: nodeFiles.length, matrix, notices: [...notices, ...shardNotices(origins)] };
}

export function registerReportCommands(program: Command): void {
  program
    .command('report')
    .description('static HTML report folder: a summary page with pass/fail counts and the failing scenarios, then one page each for scenario results (the Node and the browser verdict side by side, each with its run, message, screenshot and trace), the fault matrix, contract coverage and the traceability matrix (collapsible sections per area), each filterable by ID or text, area and outcome')
    .option('--out <dir>', 'output directory', 'reports/html')
    .option('--no-run', 'use the last saved Node run and fault matrix instead of running them now')
    .option('--replay <dir>', "the browser replay's runs (`scenario replay --out`)", REPLAY_DIR)
    .option('--merge <dirs...>', "join sharded runs: each folder a shard's reports/ (its replay/runs and scenarios/node-results*.json) or a replay folder; every scenario once, from the newest run that ran it, a missing or duplicated shard named on the summary page")
    .action(async (opts: { out: string; run: boolean; replay: string; merge?: string[] }) => {
      const out = resolve(opts.out);
      if (opts.merge) {
        const merged = readMerged(opts.merge.map((d) => resolve(d)));
        for (const n of merged.notices) console.log(`shards: ${n}`);
        const { file, failed } = writeReport({ out, results: merged.results.length ? merged.results : null, ...(merged.nodeAt ? { nodeAt: merged.nodeAt } : {}), matrix: merged.matrix, runs: merged.runs, coverage: await computeCoverage(), generatedAt: new Date().toISOString(), notices: merged.notices });
        console.log(`report of ${merged.runs.length} browser and ${merged.nodeRuns} Node runs written to ${file}${failed ? ` (${failed} failing scenarios or matrix cells)` : ''}`);
        if (failed > 0 || merged.notices.length > 0) process.exitCode = 1;
        return;
      }
      const saved = opts.run ? null : readScenarioRun();
      let results = saved?.results ?? null;
      let nodeAt = saved?.at;
      let matrix = opts.run ? null : readMatrix();
      if (!results) {
        console.log(`running ${scenarios.length} scenarios in Node…`);
        results = await runScenarios(scenarios);
        writeScenarioResults(results);
        nodeAt = new Date().toISOString();
      }
      if (!matrix) {
        console.log('running the fault matrix…');
        matrix = await runFaultMatrix();
        mkdirSync('reports/scenarios', { recursive: true });
        writeFileSync(MATRIX_FILE, `${JSON.stringify(matrix, null, 2)}\n`);
      }
      const { file, failed } = writeReport({ out, results, ...(nodeAt ? { nodeAt } : {}), matrix, runs: browserRuns(resolve(opts.replay)), coverage: await computeCoverage(), generatedAt: new Date().toISOString() });
      console.log(`report written to ${file}${failed ? ` (${failed} failing scenarios or matrix cells)` : ''}`);
    });
}
