import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVerdicts, comparisonLine, shardLines, type ShardFigures, type Verdict } from './shards';

const v = (id: string, status: string): Verdict => ({ id, status });

describe('the sharded replay benchmark: merged verdicts against the unsharded run', () => {
  it('finds the merge equal when the shards split the scenarios and each keeps its status', () => {
    const c = compareVerdicts([v('err-01', 'passed'), v('err-02', 'failed'), v('err-03', 'skipped')], [[v('err-02', 'failed')], [v('err-01', 'passed'), v('err-03', 'skipped')]]);
    expect(c).toEqual({ same: true, count: 3, onlyUnsharded: [], onlyMerged: [], differing: [], duplicated: [] });
    expect(comparisonLine(c, { passed: 1, failed: 1, skipped: 1 })).toBe('merged verdicts equal the unsharded ones: same 3 scenario ids, same statuses (1 passed, 1 failed, 1 skipped)');
  });

  it('names a scenario the merge lacks, one only the merge has, a changed status and one both shards replayed', () => {
    const c = compareVerdicts([v('a', 'passed'), v('b', 'passed'), v('c', 'passed')], [[v('b', 'failed'), v('c', 'passed')], [v('c', 'passed'), v('d', 'passed')]]);
    expect(c).toEqual({ same: false, count: 3, onlyUnsharded: ['a'], onlyMerged: ['d'], differing: [{ id: 'b', unsharded: 'passed', merged: 'failed' }], duplicated: ['c'] });
    expect(comparisonLine(c, { passed: 3 })).toBe('merged verdicts DIFFER from the unsharded ones (3 unsharded; 3 passed): missing from the merge: a; only in the merge: d; other status: b passed → failed; replayed by both shards: c');
  });

  it('names at most six scenarios of a kind and counts the rest', () => {
    const ids = Array.from({ length: 9 }, (_, i) => `s${i}`);
    const line = comparisonLine(compareVerdicts(ids.map((id) => v(id, 'passed')), [[], []]), { passed: 9 });
    expect(line).toBe('merged verdicts DIFFER from the unsharded ones (9 unsharded; 9 passed): missing from the merge: s0, s1, s2, s3, s4, s5 and 3 more');
  });

  it('a shard that left no verdicts (its run unreadable) leaves its scenarios missing, not equal', () => {
    const c = compareVerdicts([v('a', 'passed'), v('b', 'passed')], [[v('a', 'passed')], []]);
    expect(c.same).toBe(false);
    expect(c.onlyUnsharded).toEqual(['b']);
  });

  it('any partition of the unsharded verdicts over two shards compares equal; changing one status never does', () => {
    const statuses = fc.constantFrom('passed', 'failed', 'skipped');
    const runs = fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), statuses, fc.boolean()), { selector: (t) => t[0], minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(runs, fc.nat(), (rows, pick) => {
        const whole = rows.map(([id, s]) => v(id, s));
        const shards = [rows.filter((r) => r[2]).map(([id, s]) => v(id, s)), rows.filter((r) => !r[2]).map(([id, s]) => v(id, s))];
        expect(compareVerdicts(whole, shards).same).toBe(true);
        const changed = rows[pick % rows.length]![0];
        const other = shards.map((run) => run.map((x) => (x.id === changed ? v(x.id, x.status === 'passed' ? 'failed' : 'passed') : x)));
        const c = compareVerdicts(whole, other);
        expect(c.same).toBe(false);
        expect(c.differing.map((d) => d.id)).toEqual([changed]);
      }),
    );
  });

  it('prints both times, the ratio, the scenario count and the cores, and says two shards on shared cores cannot halve the time', () => {
    const figures = { unshardedSeconds: 100, shardedSeconds: 92.4, mergeSeconds: 3.1, ratio: 0.92, unshardedExit: 0, shardExits: [0, 0], mergeExit: 0, scenarios: 57, cores: 2, workers: 3, shardWorkers: 2 } as ShardFigures;
    const [figure, caveat] = shardLines(figures);
    expect(figure).toBe('  unsharded: 100.0 s (exit 0); 2 shards side by side + merge: 92.4 s (shards 0, 0, merge exit 0, the merge alone 3.1 s); ratio sharded/unsharded 0.92; 57 scenarios; 2 cores');
    expect(caveat).toContain('Playwright workers: 3 unsharded, 2 per shard; on 2 cores the two shards share the same cores');
    expect(caveat).toContain('cannot be expected to halve the time');
  });
});
