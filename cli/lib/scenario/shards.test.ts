import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShard, shardNotices } from './shards';

describe('sharded runs merged into one report', () => {
  it('whole sets of shards, and unsharded runs, need no notice', () => {
    expect(shardNotices([])).toEqual([]);
    expect(shardNotices([{ kind: 'browser replay', source: 'a' }])).toEqual([]);
    expect(shardNotices([{ kind: 'browser replay', shard: '1/2', source: 'a' }, { kind: 'browser replay', shard: '2/2', source: 'b' }, { kind: 'Node scenarios', shard: '1/1', source: 'c' }])).toEqual([]);
  });

  it('a shard left out is named, per kind', () => {
    expect(shardNotices([{ kind: 'browser replay', shard: '1/3', source: 'a' }, { kind: 'browser replay', shard: '3/3', source: 'c' }, { kind: 'Node scenarios', shard: '2/2', source: 'n' }])).toEqual([
      'Node scenarios: shard 1/2 missing: the scenarios it runs have no verdict from this run',
      'browser replay: shard 2/3 missing: the scenarios it runs have no verdict from this run',
    ]);
  });

  it('a shard merged twice, different splits and a label that is not a shard are named', () => {
    const notices = shardNotices([
      { kind: 'browser replay', shard: '1/2', source: 'a' },
      { kind: 'browser replay', shard: '1/2', source: 'a2' },
      { kind: 'browser replay', shard: '2/2', source: 'b' },
      { kind: 'Node scenarios', shard: '1/2', source: 'n1' },
      { kind: 'Node scenarios', shard: '1/3', source: 'n2' },
      { kind: 'Node scenarios', shard: '3/2', source: 'n3' },
    ]);
    expect(notices).toContain('browser replay: shard 1/2 was merged 2 times (a, a2): the newest verdict of each scenario is shown');
    expect(notices).toContain("Node scenarios: '3/2' from n3 is not a shard (i/n)");
    expect(notices.some((n) => n.startsWith('Node scenarios: shards of different splits were merged (of 2, of 3)'))).toBe(true);
  });

  it('for any set of shard numbers of one split, the notices name exactly the absent ones and the repeated ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 12 }), (n, picks) => {
        const present = picks.map((p) => ((p - 1) % n) + 1);
        const notices = shardNotices(present.map((i, k) => ({ kind: 'browser replay' as const, shard: `${i}/${n}`, source: `s${k}` })));
        if (present.length === 0) {
          expect(notices).toEqual([]);
          return;
        }
        const missing = Array.from({ length: n }, (_, k) => k + 1).filter((i) => !present.includes(i));
        const repeated = [...new Set(present.filter((i, k) => present.indexOf(i) !== k))];
        expect(notices.filter((x) => x.includes('missing')).length).toBe(missing.length > 0 ? 1 : 0);
        for (const i of missing) expect(notices.some((x) => x.includes(`${i}/${n}`) && x.includes('missing'))).toBe(true);
        expect(notices.filter((x) => x.includes('was merged')).length).toBe(repeated.length);
      }),
    );
  });

  it('parseShard reads i/n with 1 <= i <= n only, and never throws on any string', () => {
    expect(parseShard('2/4')).toEqual({ i: 2, n: 4 });
    for (const bad of ['0/2', '3/2', '1/0', '1-2', ' ', '1/2/3', '01/2x']) expect(parseShard(bad), bad).toBeNull();
    fc.assert(fc.property(fc.string(), (s) => {
      const p = parseShard(s);
      expect(p === null || (p.i >= 1 && p.i <= p.n)).toBe(true);
    }));
  });
});
