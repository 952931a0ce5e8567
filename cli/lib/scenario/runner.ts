import type { Scenario } from '../../../spec/scenarios/schema';
import { NodeDriver } from './driver';
import { checkExpectations } from './expect';
import type { Mismatch } from './expect';
import type { RemoteSim } from '../remoteSim';

export type ScenarioStatus = 'passed' | 'failed' | 'skipped';

export interface ScenarioResult {
  id: string;
  title: string;
  ids: string[];
  status: ScenarioStatus;
  /** Why a scenario was skipped, or the uncaught error that failed it. */
  reason?: string;
  mismatches: Mismatch[];
  durationMs: number;
  /** What the run saw, for the report and for debugging a failure. */
  observed?: {
    url: string;
    session: { userType: string; storeId: string; zipcode: string; preference: string; how: string } | null;
    calls: { calls: readonly string[]; method: string; path: string; status: number | null; outcome: string }[];
    events: string[];
    logs: string[];
    texts: string[];
    cookies: Record<string, string>;
  };
}

/** The catalogue IDs a scenario names, ERR first: the prefix of its test title and report line. */
export function scenarioIds(s: Scenario): string[] {
  return [...s.errors, ...s.rules, ...s.calls];
}

/**
 * Runs one scenario with a fresh simulator (or in `remote`'s tenant of a running `sim serve`); never throws: an
 * uncaught error is a failed scenario with its message.
 */
export async function runScenario(scenario: Scenario, remote?: RemoteSim): Promise<ScenarioResult> {
  const started = performance.now();
  const base = { id: scenario.id, title: scenario.title, ids: scenarioIds(scenario) };
  if (scenario.drivers.node !== true) {
    return { ...base, status: 'skipped', reason: scenario.drivers.node.skip, mismatches: [], durationMs: 0 };
  }
  let driver: NodeDriver | undefined;
  try {
    driver = await NodeDriver.create(scenario, remote);
    await driver.run();
    const mismatches = checkExpectations(scenario.expect, driver.observed);
    return { ...base, status: mismatches.length === 0 ? 'passed' : 'failed', mismatches, durationMs: performance.now() - started, observed: summarise(driver) };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ...base, status: 'failed', reason: `uncaught ${message}`, mismatches: [], durationMs: performance.now() - started, ...(driver ? { observed: summarise(driver) } : {}) };
  }
}

function summarise(driver: NodeDriver): NonNullable<ScenarioResult['observed']> {
  const o = driver.observed;
  return {
    url: o.url,
    session: o.session ? { userType: o.session.userType, storeId: o.session.storeId, zipcode: o.session.zipcode, preference: o.session.preference, how: o.session.how } : null,
    calls: o.calls.map((c) => ({ calls: c.calls, method: c.method, path: c.path, status: c.status, outcome: c.outcome })),
    events: [...o.events],
    logs: [...o.logs],
    texts: [...o.texts],
    cookies: o.cookies.all(),
  };
}

/** Runs scenarios one after another (each has its own simulator), reporting each result as it arrives. */
export async function runScenarios(list: readonly Scenario[], onResult: (r: ScenarioResult) => void = () => undefined, remote?: RemoteSim): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const s of list) {
    const r = await runScenario(s, remote);
    onResult(r);
    results.push(r);
  }
  return results;
}

export function summary(results: readonly ScenarioResult[]): { passed: number; failed: number; skipped: number; total: number } {
  const count = (s: ScenarioStatus) => results.filter((r) => r.status === s).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), total: results.length };
}

/** One line per mismatch, as the CLI and the test failure print them. */
export function describeResult(r: ScenarioResult): string[] {
  const lines: string[] = [];
  if (r.reason && r.status !== 'skipped') lines.push(r.reason);
  for (const m of r.mismatches) lines.push(`${m.what}: expected ${m.expected}, got ${m.actual}`);
  return lines;
}
