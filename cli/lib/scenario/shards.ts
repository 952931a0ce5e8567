/**
 * Sharded runs joined into one report (`workbench report --merge DIR…`): which shards each kind of run (the Node
 * scenarios, the browser replay) came from, and what the summary page must say about them. A shard is `i/n`; every
 * n of a kind must be the same, each i from 1 to n present once. A missing or duplicated shard is named, never
 * silently filled in by another shard's verdicts.
 */

export interface ShardOrigin {
  readonly kind: 'Node scenarios' | 'browser replay';
  /** `i/n`, or undefined for an unsharded run. */
  readonly shard?: string;
  /** Where it was read (a folder or file), for the notice. */
  readonly source: string;
}

const SHARD = /^([1-9]\d*)\/([1-9]\d*)$/;

export function parseShard(label: string): { i: number; n: number } | null {
  const m = SHARD.exec(label.trim());
  if (!m) return null;
  const i = Number(m[1]);
  const n = Number(m[2]);
  return i <= n ? { i, n } : null;
}

/** The summary page's notices about the shards read: none when every kind is whole (or was not sharded). */
export function shardNotices(origins: readonly ShardOrigin[]): string[] {
  const notices: string[] = [];
  for (const kind of ['Node scenarios', 'browser replay'] as const) {
    const sharded = origins.filter((o) => o.kind === kind && o.shard !== undefined);
    if (sharded.length === 0) continue;
    const parsed = sharded.map((o) => ({ ...o, at: parseShard(o.shard!) }));
    for (const bad of parsed.filter((p) => p.at === null)) notices.push(`${kind}: '${bad.shard}' from ${bad.source} is not a shard (i/n)`);
    const good = parsed.filter((p): p is typeof p & { at: { i: number; n: number } } => p.at !== null);
    const totals = [...new Set(good.map((p) => p.at.n))].sort((a, b) => a - b);
    if (totals.length > 1) notices.push(`${kind}: shards of different splits were merged (${totals.map((n) => `of ${n}`).join(', ')}): ${good.map((p) => `${p.shard} from ${p.source}`).join('; ')}`);
    for (const n of totals) {
      const ofN = good.filter((p) => p.at.n === n);
      const missing = Array.from({ length: n }, (_, k) => k + 1).filter((i) => !ofN.some((p) => p.at.i === i));
      if (missing.length > 0) notices.push(`${kind}: ${missing.length === 1 ? 'shard' : 'shards'} ${missing.map((i) => `${i}/${n}`).join(', ')} missing: the scenarios ${missing.length === 1 ? 'it runs have' : 'they run have'} no verdict from this run`);
      for (let i = 1; i <= n; i++) {
        const same = ofN.filter((p) => p.at.i === i);
        if (same.length > 1) notices.push(`${kind}: shard ${i}/${n} was merged ${same.length} times (${same.map((p) => p.source).join(', ')}): the newest verdict of each scenario is shown`);
      }
    }
  }
  return notices;
}
