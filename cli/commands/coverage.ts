import type { Command } from 'commander';
import { rules } from '../../spec/catalogue';
import { computeCoverage, coverageGaps, missingEvidence, type FullCoverage } from '../lib/coverage';
import { printJson, UsageError } from '../lib/output';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The short summary: what was read, and one line per count, each saying what it counts. */
export function summaryLines(cov: FullCoverage): string[] {
  const lines = missingEvidence(cov);
  const r = cov.summary.rules;
  lines.push(
    `rules: ${r.total}; ${cov.rulesNamed} named by a test title (what \`rules list\` counts as proven), ${r.covered} with a test that passed in the last run${cov.reports.read.length === 0 ? ' (no test report read)' : ''}`,
  );
  const f = cov.ruleFunctions;
  lines.push(
    `rule functions applied by the shipped product (the compiler, from its entries): ${f.applied}/${f.total}; ${f.noPlace} with no place in this client (spec/catalogue/notApplied.ts); ${f.unexplained.length} unexplained`,
  );
  const w = cov.wiring;
  lines.push(
    `applied rules exercised through the wiring (executed in a passing cross-layer, scenario or browser test): ${w.exercised}/${w.applied}${w.listed ? `; ${w.listed} listed as impossible to (spec/catalogue/notWired.ts)` : ''}`,
  );
  const folders = Object.entries(cov.mutants.byFolder);
  if (folders.length) lines.push(`mutants: ${folders.map(([f, m]) => `${f} ${m.killed} killed, ${m.survived} survived, ${m.equivalent} equivalent or ignored`).join('; ')}`);
  for (const [kind, s] of Object.entries(cov.summary).filter(([k]) => k !== 'rules')) lines.push(`${kind}: ${s.covered}/${s.total}`);
  return lines;
}

/** One rule ID's evidence: its tests, where the product applies it, whether the wiring runs it, its mutants. */
export function ruleLines(cov: FullCoverage, id: string): string[] {
  const v = cov.rules[id];
  if (!v) return [];
  const rule = rules.find((r) => r.id === id);
  const lines = [`${id}  ${rule?.text ?? ''}`.trimEnd()];
  lines.push(`  tests: ${plural(v.tests.length, 'passed test')}${v.failing.length ? `, ${plural(v.failing.length, 'failed test')}` : ''}; ${plural(v.namedBy, 'test title')} name${v.namedBy === 1 ? 's' : ''} it`);
  for (const t of v.failing) lines.push(`    failed: ${t}`);
  for (const fn of v.functions) {
    const where = `${fn.name} (${fn.file}:${fn.line})`;
    if (!fn.applied) lines.push(`  ${where}: ${fn.noPlace !== undefined ? `no place in this client: ${fn.noPlace}` : 'not applied by the shipped product'}`);
    else lines.push(`  ${where}: applied at ${fn.callSites.length ? fn.callSites.slice(0, 5).join(', ') + (fn.callSites.length > 5 ? ` and ${fn.callSites.length - 5} more` : '') : `via ${fn.via.join(', ')}`}`);
  }
  if (v.executedBy.length) lines.push(`  wiring: executed by ${plural(v.executedBy.length, 'passing test')}, e.g. ${v.executedBy[0]}`);
  else lines.push(`  wiring: ${v.notWired !== undefined ? `cannot be exercised: ${v.notWired}` : v.functions.some((f) => f.applied) ? 'no passing wiring test executed it' : 'not applied'}`);
  const mt = v.mutants;
  lines.push(`  mutants: ${mt.killed} killed, ${mt.survived} survived, ${mt.equivalent} equivalent or ignored`);
  for (const s of mt.survivors) lines.push(`    survived ${s.file}:${s.line}:${s.column} ${s.mutator} → ${JSON.stringify(s.replacement)}${s.status === 'NoCoverage' ? ' (no test reaches it)' : ''}`);
  for (const e of mt.equivalents) lines.push(`    equivalent ${e.file}:${e.line} ${e.mutator}${e.reason ? `: ${e.reason}` : ''}`);
  return lines;
}

/** `coverage --gaps` as printed: the summary, the count of gaps by kind, then one line per gap. */
export function gapLines(cov: FullCoverage): string[] {
  const gaps = coverageGaps(cov);
  const byKind = new Map<string, number>();
  for (const g of gaps) byKind.set(g.kind, (byKind.get(g.kind) ?? 0) + 1);
  return [
    ...summaryLines(cov),
    `${plural(gaps.length, 'gap')}${gaps.length ? ` (${[...byKind].map(([k, n]) => `${n} ${k}`).join(', ')})` : ''}`,
    ...gaps.map((g) => `${g.id}: ${g.missing}`),
  ];
}

export function registerCoverageCommands(program: Command): void {
  program
    .command('coverage [ids...]')
    .description(
      'traceability of every catalogue ID: tests that passed in the last run (reports/), the product call sites applying each rule function (by the TypeScript compiler, from the shipped entries), whether a passing cross-layer or browser test executed it (reports/wiring/), its mutants (reports/mutation/mutation.json), clients, handlers, contracts, scenarios and decisions; with rule IDs, each one in full',
    )
    .option('--json', 'print JSON: the full coverage, or with --gaps the gaps')
    .option('--gaps', 'list every gap by ID with what is missing: no passing test, not applied by the shipped product, surviving mutants, applied but executed by no passing wiring test')
    .action(async (ids: string[], opts: { json?: boolean; gaps?: boolean }) => {
      const wanted = ids.map((i) => i.toUpperCase());
      const cov = await computeCoverage();
      const unknown = wanted.filter((i) => !cov.rules[i]);
      if (unknown.length) throw new UsageError(`not a rule ID of the catalogue: ${unknown.join(', ')}`);
      if (wanted.length) {
        if (opts.json) return printJson(Object.fromEntries(wanted.map((i) => [i, cov.rules[i]])));
        for (const i of wanted) console.log(ruleLines(cov, i).join('\n'));
        return;
      }
      if (!opts.gaps) {
        if (opts.json) return printJson(cov);
        for (const l of summaryLines(cov)) console.log(l);
        return;
      }
      if (opts.json) return printJson({ missing: missingEvidence(cov), wiring: cov.wiring, gaps: coverageGaps(cov) });
      for (const l of gapLines(cov)) console.log(l);
    });
}
