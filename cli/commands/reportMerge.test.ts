import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../spec/scenarios';
import { writeShardResults } from '../lib/scenario/results';
import type { ScenarioResult } from '../lib/scenario/runner';
import { readMerged } from './report';

const result = (id: string, status: ScenarioResult['status']): ScenarioResult => ({ id, title: id, ids: [], status, mismatches: [], durationMs: 1 });
const [a, b, c] = scenarios.map((s) => s.id);

/** A shard's reports/ folder as CI keeps it: scenarios/node-results.shard-<i>-of-<n>.json. */
function shardFolder(root: string, shard: string, results: ScenarioResult[], run: string): string {
  const dir = join(root, `shard-${shard.replace('/', '-of-')}`);
  writeShardResults(results, shard, join(dir, 'scenarios'), run);
  return dir;
}

describe('workbench report --merge: Node shards', () => {
  it('joins the shards’ Node results, each scenario once, and needs no notice when every shard is there', () => {
    const root = mkdtempSync(join(tmpdir(), 'merge-'));
    const one = shardFolder(root, '1/2', [result(a!, 'passed'), result(c!, 'failed')], '2026-11-27T10:00:00.000Z');
    const two = shardFolder(root, '2/2', [result(b!, 'passed')], '2026-11-27T10:00:05.000Z');
    const merged = readMerged([one, two]);
    expect(merged.notices).toEqual([]);
    expect(merged.nodeRuns).toBe(2);
    expect(merged.results.map((r) => [r.id, r.status])).toEqual([[a, 'passed'], [b, 'passed'], [c, 'failed']]);
    expect(merged.nodeAt).toBe('2026-11-27T10:00:05.000Z');
  });

  it('names a missing shard, a shard merged twice (the newer verdict kept) and a folder with nothing in it', () => {
    const root = mkdtempSync(join(tmpdir(), 'merge-'));
    const early = shardFolder(join(root, 'early'), '1/3', [result(a!, 'failed')], '2026-11-27T10:00:00.000Z');
    const late = shardFolder(join(root, 'late'), '1/3', [result(a!, 'passed')], '2026-11-27T11:00:00.000Z');
    const three = shardFolder(root, '3/3', [result(c!, 'passed')], '2026-11-27T10:00:00.000Z');
    const empty = join(root, 'empty');
    mkdirSync(empty);
    writeFileSync(join(empty, 'notes.txt'), 'not a report');
    const merged = readMerged([early, late, three, empty]);
    expect(merged.results.map((r) => [r.id, r.status])).toEqual([[a, 'passed'], [c, 'passed']]);
    expect(merged.notices).toEqual([
      `${empty}: no replay runs and no Node results in it`,
      'Node scenarios: shard 2/3 missing: the scenarios it runs have no verdict from this run',
      `Node scenarios: shard 1/3 was merged 2 times (${join(early, 'scenarios', 'node-results.shard-1-of-3.json')}, ${join(late, 'scenarios', 'node-results.shard-1-of-3.json')}): the newest verdict of each scenario is shown`,
    ]);
  });
});
