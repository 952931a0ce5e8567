import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { scenarios } from '../../../spec/scenarios';
import type { ScenarioResult } from './runner';

export const NODE_RESULTS_FILE = 'reports/scenarios/node-results.json';

/** A kept result, stamped with the run that produced it (ISO time; optional only so a fresh result is one too). */
export type SavedScenarioResult = ScenarioResult & { run?: string };

/**
 * Keeps the Node runs for the report (written by `scenario run`, read by `report`). A run of some scenarios
 * replaces their earlier results and keeps the others', each stamped with its own run, so `scenario run ERR-01`
 * after a full run leaves the full picture with ERR-01 brought up to date. Results of scenarios the library no
 * longer has are dropped; the library's order is kept.
 */
export function writeScenarioResults(results: readonly ScenarioResult[], file = NODE_RESULTS_FILE, run = new Date().toISOString()): void {
  const byId = new Map<string, SavedScenarioResult>((readScenarioResults(file) ?? []).map((r) => [r.id, r]));
  for (const r of results) byId.set(r.id, { ...r, run });
  const order = new Map(scenarios.map((s, i) => [s.id, i]));
  const kept = [...byId.values()].filter((r) => order.has(r.id)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ at: run, results: kept }, null, 2)}\n`);
}

/** The last Node run with the time it was recorded; null when there is none or it cannot be read. */
export function readScenarioRun(file = NODE_RESULTS_FILE): { at?: string; results: ScenarioResult[] } | null {
  const results = readScenarioResults(file);
  if (!results) return null;
  try {
    const at = (JSON.parse(readFileSync(file, 'utf8')) as { at?: unknown }).at;
    return typeof at === 'string' ? { at, results } : { results };
  } catch {
    return { results };
  }
}

export function readScenarioResults(file = NODE_RESULTS_FILE): SavedScenarioResult[] | null {
  if (!existsSync(file)) return null;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { at?: unknown; results?: unknown };
    if (!Array.isArray(data.results)) return null;
    // Results written before runs were stamped carry the file's own time.
    const at = typeof data.at === 'string' ? data.at : '';
    return (data.results as ScenarioResult[])
      .filter((r) => typeof r === 'object' && r !== null && typeof r.id === 'string')
      .map((r) => ({ ...r, run: typeof (r as SavedScenarioResult).run === 'string' ? (r as SavedScenarioResult).run : at }));
  } catch {
    return null;
  }
}

/** A shard's Node results file, beside the whole run's: node-results.shard-<i>-of-<n>.json. */
export const shardResultsFile = (shard: string, dir = dirname(NODE_RESULTS_FILE)): string => join(dir, `node-results.shard-${shard.replace('/', '-of-')}.json`);

/** Writes one shard's Node results, stamped with the shard and the run's time (the merge names a missing shard). */
export function writeShardResults(results: readonly ScenarioResult[], shard: string, dir = dirname(NODE_RESULTS_FILE), run = new Date().toISOString()): string {
  const file = shardResultsFile(shard, dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ at: run, shard, results: results.map((r) => ({ ...r, run })) }, null, 2)}\n`);
  return file;
}

export interface NodeRunFile {
  readonly file: string;
  readonly at?: string;
  readonly shard?: string;
  readonly results: readonly SavedScenarioResult[];
}

/** The Node results of a reports folder: the whole run's file and every shard's, each with its shard. */
export function readNodeRunFiles(dir: string): NodeRunFile[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f === 'node-results.json' || /^node-results\.shard-\d+-of-\d+\.json$/.test(f)).sort();
  return files.flatMap((name) => {
    const file = join(dir, name);
    const results = readScenarioResults(file);
    if (!results) return [];
    let meta: { at?: unknown; shard?: unknown } = {};
    try {
      meta = JSON.parse(readFileSync(file, 'utf8')) as typeof meta;
    } catch {
      // readScenarioResults read it: not reached.
    }
    return [{ file, results, ...(typeof meta.at === 'string' ? { at: meta.at } : {}), ...(typeof meta.shard === 'string' ? { shard: meta.shard } : {}) }];
  });
}

/** Results of several runs joined: each scenario once, from the newest run that ran it. */
export function mergeNodeResults(runs: readonly NodeRunFile[]): SavedScenarioResult[] {
  const byId = new Map<string, SavedScenarioResult>();
  for (const r of runs.flatMap((x) => x.results)) {
    const seen = byId.get(r.id);
    if (!seen || (r.run ?? '') >= (seen.run ?? '')) byId.set(r.id, r);
  }
  const order = new Map(scenarios.map((s, i) => [s.id, i]));
  return [...byId.values()].sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
}
