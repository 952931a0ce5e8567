import type { Command } from 'commander';
import { computeCoverage, coverageGaps } from '../lib/coverage';
import { printJson } from '../lib/output';

export function registerCoverageCommands(program: Command): void {
  program
    .command('coverage')
    .description(
      'traceability: every catalogue ID against the tests that passed in the last run (reports/), the product call sites applying each rule, clients, handlers, contracts, scenarios and decisions',
    )
    .option('--json', 'print the full JSON (with --gaps: the gaps as JSON)')
    .option('--gaps', 'list every gap by ID with what is missing: no passing test, not applied by the product, applied but not executed by a browser or scenario test')
    .action(async (opts: { json?: boolean; gaps?: boolean }) => {
      const cov = await computeCoverage();
      const gaps = opts.gaps ? coverageGaps(cov) : [];
      if (opts.json) return printJson(opts.gaps ? { reports: cov.reports, gaps } : cov);
      for (const m of cov.reports.missing) console.log(`${m.path}: ${m.problem ?? 'missing'} — tests of ${m.runner} are not counted`);
      for (const r of cov.reports.read) console.log(`${r.path}: read (written ${r.writtenAt ?? '?'})`);
      for (const [kind, s] of Object.entries(cov.summary)) console.log(`${kind.padEnd(12)} ${s.covered}/${s.total}${kind === 'rules' ? ' with a passing test' : ''}`);
      const f = cov.ruleFunctions;
      console.log(`rule functions applied by the product: ${f.applied}/${f.total}${f.noPlace ? `; ${f.noPlace} with no place in this client (spec/catalogue/notApplied.ts)` : ''}; ${f.unexplained.length} unexplained`);
      const executed = Object.values(cov.rules).filter((r) => r.functions.some((x) => x.applied) && r.executedBy.length > 0).length;
      const appliedRules = Object.values(cov.rules).filter((r) => r.functions.some((x) => x.applied)).length;
      console.log(`applied rules named by a passing browser or scenario test: ${executed}/${appliedRules}`);
      if (!opts.gaps) {
        const noPlace = [...Object.values(cov.rules).flatMap((r) => r.functions), ...cov.ruleFunctions.unmapped].filter((x) => x.noPlace !== undefined);
        for (const x of [...new Map(noPlace.map((n) => [n.name, n])).values()]) console.log(`no place in this client: ${x.name} — ${x.noPlace}`);
        return;
      }
      const byKind = new Map<string, number>();
      for (const g of gaps) byKind.set(g.kind, (byKind.get(g.kind) ?? 0) + 1);
      console.log(`gaps: ${gaps.length}${gaps.length ? ` (${[...byKind].map(([k, n]) => `${n} ${k}`).join(', ')})` : ''}`);
      for (const g of gaps) console.log(`${g.id}: ${g.missing}`);
    });
}
