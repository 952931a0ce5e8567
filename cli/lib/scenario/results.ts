import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ScenarioResult } from './runner';

export const NODE_RESULTS_FILE = 'reports/scenarios/node-results.json';

/** Keeps the last Node run for the report (written by `scenario run`, read by `report`). */
export function writeScenarioResults(results: readonly ScenarioResult[], file = NODE_RESULTS_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
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

export function readScenarioResults(file = NODE_RESULTS_FILE): ScenarioResult[] | null {
  if (!existsSync(file)) return null;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { results?: ScenarioResult[] };
    return Array.isArray(data.results) ? data.results : null;
  } catch {
    return null;
  }
}
