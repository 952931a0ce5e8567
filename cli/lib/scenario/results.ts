import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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
