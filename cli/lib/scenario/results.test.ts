import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../spec/scenarios';
import { readScenarioResults, writeScenarioResults } from './results';
import type { ScenarioResult } from './runner';

const result = (id: string, status: ScenarioResult['status']): ScenarioResult => ({ id, title: id, ids: [], status, mismatches: [], durationMs: 1 });

describe('the kept Node scenario results', () => {
  const [a, b, c] = scenarios.map((s) => s.id);

  it('a partial run replaces its scenarios’ results and keeps the others, each stamped with its run', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'reports/scenarios/node-results.json');
    writeScenarioResults([result(a!, 'passed'), result(b!, 'passed'), result(c!, 'passed')], file, '2026-11-27T10:00:00.000Z');
    writeScenarioResults([result(b!, 'failed')], file, '2026-11-27T11:00:00.000Z');
    expect(readScenarioResults(file)!.map((r) => [r.id, r.status, r.run])).toEqual([
      [a, 'passed', '2026-11-27T10:00:00.000Z'],
      [b, 'failed', '2026-11-27T11:00:00.000Z'],
      [c, 'passed', '2026-11-27T10:00:00.000Z'],
    ]);
  });

  it('drops results of scenarios the library no longer has, keeps the library’s order, and stamps unstamped results with the file’s time', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'node-results.json');
    writeFileSync(file, JSON.stringify({ at: '2026-11-01T00:00:00.000Z', results: [result(c!, 'passed'), result('gone-scenario', 'passed'), result(a!, 'failed')] }));
    expect(readScenarioResults(file)!.map((r) => r.run)).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z']);
    writeScenarioResults([result(b!, 'passed')], file, '2026-11-27T12:00:00.000Z');
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { at: string; results: { id: string }[] };
    expect(kept.at).toBe('2026-11-27T12:00:00.000Z');
    expect(kept.results.map((r) => r.id)).toEqual([a, b, c]);
  });

  it('an unreadable file is no results, not a crash, and the next run starts it afresh', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'node-results.json');
    writeFileSync(file, '{ not json');
    expect(readScenarioResults(file)).toBeNull();
    writeScenarioResults([result(a!, 'passed')], file, '2026-11-27T12:00:00.000Z');
    expect(readScenarioResults(file)!.map((r) => r.id)).toEqual([a]);
  });
});
