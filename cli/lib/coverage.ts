import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ambiguities, calls, errors, ID_PATTERN, rules } from '../../spec/catalogue';
import { notApplied } from '../../spec/catalogue/notApplied';
import { notWired } from '../../spec/catalogue/notWired';
import { scenarios } from '../../spec/scenarios';
import { ruleGraph } from './coverageApplied';
import { readMutationEvidence, tally, type Mutant, type MutantTally, type MutationEvidence } from './coverageMutants';
import { readTestReports, type ReportFile, type TestOutcome } from './coverageReports';
import { readWiringEvidence, type WiringFile } from './coverageWiring';
import { findTitledTests, walkFiles } from './testTitles';

/** One exported rule function as coverage shows it under each rule ID it names. */
export interface RuleFunctionCoverage {
  name: string;
  file: string;
  line?: number;
  applied: boolean;
  /** Product lines that use it (`file:line`), as the compiler resolves them from the shipped entries. */
  callSites: string[];
  /** Applied `src/rules` declarations through which it is reached, when the product does not use it directly. */
  via: string[];
  /** Listed in spec/catalogue/notApplied.ts: the reason it has no place in this client. */
  noPlace?: string;
  /** Passing wiring tests (cross-layer, scenario, browser) during which it ran. */
  executedBy?: string[];
  mutants?: MutantTally;
}

export interface RuleCoverage {
  /** Tests that name the ID and passed in the last run. */
  tests: string[];
  /** Tests that name the ID and failed in the last run. */
  failing: string[];
  functions: RuleFunctionCoverage[];
  /** Passing wiring tests that executed one of its applied functions (V8's function coverage, reports/wiring/). */
  executedBy: string[];
  /** Listed in spec/catalogue/notWired.ts: why no wiring test can run it. */
  notWired?: string;
  /** Mutants traced to its functions (each counted once), with the survivors and the equivalent ones. */
  mutants?: MutantTally & { survivors: Mutant[]; equivalents: Mutant[] };
  /** Test titles in the source that name the ID (passed or not): what `rules list` counts as proven. */
  namedBy: number;
}

export interface Coverage {
  /** Where the test outcomes came from; a missing report means none of its tests count. */
  reports: { read: ReportFile[]; missing: ReportFile[] };
  /** Where the wiring evidence and the mutants came from. */
  evidence?: { wiring: WiringFile[]; wiringTests: number; mutation: MutationEvidence['report'] };
  rules: Record<string, RuleCoverage>;
  /** Every exported rule function with where the product applies it, and the functions naming no catalogue ID. */
  ruleFunctions: { total: number; applied: number; noPlace: number; unexplained: string[]; unmapped: RuleFunctionCoverage[] };
  /** Entries of spec/catalogue/notApplied.ts that are wrong: an unknown function, or one the product does apply. */
  staleNoPlace: string[];
  /** Entries of spec/catalogue/notWired.ts that are wrong: an unknown rule, one not applied, or one a wiring test does run. */
  staleNotWired?: string[];
  /** Every mutant of the report by folder; and those of src/rules that no rule function reaches. */
  mutants?: { byFolder: Record<string, MutantTally>; unmapped: Mutant[] };
  calls: Record<string, { client: boolean; handler: boolean; contract: boolean; tests: string[]; notMade?: string; navigation?: string }>;
  errors: Record<string, { scenarios: string[]; tests: string[] }>;
  ambiguities: Record<string, { decisions: string[]; tests: string[] }>;
  /** `covered`: rules a test naming them passed in the last run; calls with client, handler and contract; error rows with a scenario; ambiguities with a decision. */
  summary: Record<'rules' | 'calls' | 'errors' | 'ambiguities', { total: number; covered: number }>;
  /** Rules a test title names, passed or not: what `rules list` counts as proven. */
  rulesNamed?: number;
  /** Rule IDs with an applied function, and of those the ones a passing wiring test executed, or listed as impossible to. */
  wiring?: { applied: number; exercised: number; listed: number };
}

/** What computeCoverage answers: every field filled in (Coverage leaves the newer ones optional for readers built before them). */
export interface FullRuleFunctionCoverage extends RuleFunctionCoverage {
  line: number;
  executedBy: string[];
  mutants: MutantTally;
}
export interface FullRuleCoverage extends RuleCoverage {
  functions: FullRuleFunctionCoverage[];
  mutants: NonNullable<RuleCoverage['mutants']>;
}
export interface FullCoverage extends Coverage {
  evidence: NonNullable<Coverage['evidence']>;
  rules: Record<string, FullRuleCoverage>;
  ruleFunctions: Coverage['ruleFunctions'] & { unmapped: FullRuleFunctionCoverage[] };
  staleNotWired: string[];
  mutants: NonNullable<Coverage['mutants']>;
  rulesNamed: number;
  wiring: NonNullable<Coverage['wiring']>;
}

interface Sources {
  clientCalls: ReadonlySet<string>;
  handlerCalls: ReadonlySet<string>;
  /** CALLs the storefront does not make, and navigations (no pact: the verifier would follow the redirect), with reasons. */
  notMade: ReadonlyMap<string, string>;
  navigations: ReadonlyMap<string, string>;
}

/** Which CALLs the API clients and simulator routes declare, read from their own metadata. */
export async function loadSources(): Promise<Sources> {
  const clientCalls = new Set<string>();
  const handlerCalls = new Set<string>();
  try {
    const api = (await import('../../src/api/index')) as { clientCalls?: readonly { call: string }[] };
    for (const c of api.clientCalls ?? []) clientCalls.add(c.call);
  } catch {
    // No client index yet: no client covers any call.
  }
  try {
    const routes = (await import('../../simulator/runtimes/routes')) as { routeTable?: () => readonly { calls: readonly string[] }[] };
    for (const r of routes.routeTable?.() ?? []) for (const c of r.calls) handlerCalls.add(c);
  } catch {
    // No route table yet.
  }
  const notMade = new Map<string, string>();
  const navigations = new Map<string, string>();
  try {
    const lists = (await import('../../contracts/not-made')) as { notMade?: readonly { call: string; reason: string }[]; navigations?: readonly { call: string; reason: string }[] };
    for (const n of lists.notMade ?? []) notMade.set(n.call, n.reason);
    for (const n of lists.navigations ?? []) navigations.set(n.call, n.reason);
  } catch {
    // No list: every CALL is expected to be made and pinned.
  }
  return { clientCalls, handlerCalls, notMade, navigations };
}

/** CALL IDs named by interactions in the pact files (their descriptions start with the IDs they pin). */
export function contractCalls(root = process.cwd()): Set<string> {
  const dir = join(root, 'contracts', 'pacts');
  const found = new Set<string>();
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    try {
      const pact = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { interactions?: { description?: string }[] };
      for (const i of pact.interactions ?? []) for (const m of (i.description ?? '').matchAll(/CALL-\d{2}/g)) found.add(m[0]);
    } catch {
      // An unreadable pact file covers nothing; contract verification reports it.
    }
  }
  return found;
}

/** Decision records and the AMBIG IDs they name. */
export function decisionRecords(root = process.cwd()): { file: string; ids: string[] }[] {
  return walkFiles(root, ['spec/decisions'], (p) => p.endsWith('.md')).map((file) => ({
    file: file.slice(root.length + 1),
    ids: [...new Set([...readFileSync(file, 'utf8').matchAll(ID_PATTERN)].map((m) => m[0]).filter((id) => id.startsWith('AMBIG-')))],
  }));
}

const label = (t: TestOutcome) => `${t.file} › ${t.title}`;

export async function computeCoverage(root = process.cwd()): Promise<FullCoverage> {
  const reports = readTestReports(root);
  const passed = reports.tests.filter((t) => t.status === 'passed');
  const testsFor = (id: string) => [...new Set(passed.filter((t) => t.ids.includes(id)).map(label))];
  const graph = ruleGraph(root);
  const apps = graph.applications;
  const wiring = readWiringEvidence(root);
  const mutation = readMutationEvidence(root, graph);
  const titled = findTitledTests(root);
  const { clientCalls, handlerCalls, notMade, navigations } = await loadSources();
  const contracts = contractCalls(root);
  const decisions = decisionRecords(root);

  const fnCov = apps.map((a): FullRuleFunctionCoverage => {
    const reason = notApplied.find((n) => n.fn === a.name)?.reason;
    const key = `${a.file}:${a.name}`;
    return {
      name: a.name,
      file: a.file,
      line: a.line,
      applied: a.applied,
      callSites: a.callSites.map((c) => `${c.file}:${c.line}`),
      via: a.via,
      ...(reason !== undefined && !a.applied ? { noPlace: reason } : {}),
      executedBy: wiring.byFunction.get(key) ?? [],
      mutants: tally(mutation.byFunction.get(key) ?? []),
    };
  });
  const ruleIds = new Set<string>(rules.map((r) => r.id));
  const coverage: FullCoverage = {
    reports: { read: reports.read, missing: reports.missing },
    evidence: { wiring: wiring.files, wiringTests: wiring.passingTests, mutation: mutation.report },
    rules: {},
    ruleFunctions: {
      total: apps.length,
      applied: apps.filter((a) => a.applied).length,
      noPlace: fnCov.filter((f) => f.noPlace !== undefined).length,
      unexplained: fnCov.filter((f) => !f.applied && f.noPlace === undefined).map((f) => f.name),
      unmapped: fnCov.filter((_, i) => !apps[i]!.ids.some((id) => ruleIds.has(id))),
    },
    staleNoPlace: notApplied.flatMap((n) => {
      const a = apps.find((x) => x.name === n.fn);
      if (!a) return [`${n.fn}: listed as having no place in this client, but src/rules exports no such function`];
      if (a.applied) return [`${n.fn}: listed as having no place in this client, but the product applies it (${a.callSites.map((c) => `${c.file}:${c.line}`).join(', ') || `via ${a.via.join(', ')}`})`];
      return [];
    }),
    staleNotWired: [],
    mutants: { byFolder: mutation.byFolder, unmapped: mutation.unmapped },
    calls: {},
    errors: {},
    ambiguities: {},
    summary: {} as Coverage['summary'],
    rulesNamed: 0,
    wiring: { applied: 0, exercised: 0, listed: 0 },
  };
  for (const r of rules) {
    const functions = fnCov.filter((_, i) => apps[i]!.ids.includes(r.id));
    const mutants = [...new Set(functions.flatMap((f) => mutation.byFunction.get(`${f.file}:${f.name}`) ?? []))];
    const notWiredReason = notWired.find((n) => n.rule === r.id)?.reason;
    coverage.rules[r.id] = {
      tests: testsFor(r.id),
      failing: [...new Set(reports.tests.filter((t) => t.status === 'failed' && t.ids.includes(r.id)).map(label))],
      functions,
      executedBy: [...new Set(functions.filter((f) => f.applied).flatMap((f) => f.executedBy))].sort(),
      ...(notWiredReason !== undefined ? { notWired: notWiredReason } : {}),
      mutants: { ...tally(mutants), survivors: mutants.filter((m) => m.outcome === 'survived'), equivalents: mutants.filter((m) => m.outcome === 'equivalent') },
      namedBy: titled.filter((t) => t.ids.includes(r.id)).length,
    };
  }
  const hasWiringEvidence = wiring.files.some((f) => f.problem === undefined);
  coverage.staleNotWired = notWired.flatMap((n) => {
    const v = coverage.rules[n.rule];
    if (!v) return [`${n.rule}: listed as not exercisable through the wiring, but the catalogue has no such rule`];
    if (!v.functions.some((f) => f.applied)) return [`${n.rule}: listed as not exercisable through the wiring, but the product does not apply it`];
    if (hasWiringEvidence && v.executedBy.length > 0) return [`${n.rule}: listed as not exercisable through the wiring, but ${v.executedBy[0]} runs it`];
    return [];
  });
  for (const c of calls) {
    coverage.calls[c.id] = {
      client: clientCalls.has(c.id),
      handler: handlerCalls.has(c.id),
      contract: contracts.has(c.id),
      tests: testsFor(c.id),
      ...(notMade.has(c.id) ? { notMade: notMade.get(c.id) } : {}),
      ...(navigations.has(c.id) ? { navigation: navigations.get(c.id) } : {}),
    };
  }
  for (const e of errors) coverage.errors[e.id] = { scenarios: scenarios.filter((s) => s.errors.includes(e.id)).map((s) => s.id), tests: testsFor(e.id) };
  for (const a of ambiguities) coverage.ambiguities[a.id] = { decisions: decisions.filter((d) => d.ids.includes(a.id)).map((d) => d.file), tests: testsFor(a.id) };

  const count = <T>(rec: Record<string, T>, covered: (v: T) => boolean) => ({ total: Object.keys(rec).length, covered: Object.values(rec).filter(covered).length });
  const appliedRules = Object.values(coverage.rules).filter((v) => v.functions.some((f) => f.applied));
  coverage.rulesNamed = Object.values(coverage.rules).filter((v) => v.namedBy > 0).length;
  coverage.wiring = {
    applied: appliedRules.length,
    exercised: appliedRules.filter((v) => v.executedBy.length > 0).length,
    listed: appliedRules.filter((v) => v.executedBy.length === 0 && v.notWired !== undefined).length,
  };
  coverage.summary = {
    // A rule counts as covered when a test naming it passed in the last run (rulesNamed is what `rules list` counts).
    rules: count(coverage.rules, (v) => v.tests.length > 0),
    // A call counts as covered when client, handler and contract all exist; a navigation needs client and
    // handler; a call the storefront does not make is accounted for by its documented reason.
    calls: count(coverage.calls, (v) => (v.client && v.handler && v.contract) || (v.navigation !== undefined && v.client && v.handler) || v.notMade !== undefined),
    errors: count(coverage.errors, (v) => v.scenarios.length > 0),
    ambiguities: count(coverage.ambiguities, (v) => v.decisions.length > 0),
  };
  return coverage;
}

/**
 * What the coverage could not read, one line each, with how to make it: the test reports, the wiring evidence,
 * the mutation report. Gaps that depend on a missing source are not listed one by one.
 */
export function missingEvidence(cov: FullCoverage): string[] {
  const lines: string[] = [];
  const missing = cov.reports.missing;
  if (missing.length > 0) {
    const all = cov.reports.read.length === 0;
    lines.push(
      `${all ? 'no test reports' : `missing test report${missing.length > 1 ? 's' : ''}`} (${missing.map((m) => m.path + (m.problem?.startsWith('unreadable') ? ': unreadable' : '')).join(', ')}): run \`npm test\` to write ${missing.length > 1 ? 'them' : 'it'}; until then ${all ? 'no test counts as passed' : 'their tests are not counted'}`,
    );
  }
  if (!cov.evidence.wiring.some((f) => f.problem === undefined)) {
    lines.push(`no wiring evidence (reports/wiring/): run \`npm test\` (or \`node tests/run-all.mjs unit\`) to record which rules the cross-layer tests execute`);
  }
  for (const f of cov.evidence.wiring.filter((x) => x.problem !== undefined)) lines.push(`${f.path}: ${f.problem}`);
  if (cov.evidence.mutation.problem !== undefined) lines.push(`${cov.evidence.mutation.path}: ${cov.evidence.mutation.problem}`);
  return lines;
}

export interface Gap {
  id: string;
  kind: 'no passing test' | 'not applied' | 'not exercised' | 'survived' | 'call' | 'error' | 'ambiguity' | 'no-place list' | 'not-wired list';
  missing: string;
}

const mutantText = (m: Mutant) => `${m.file}:${m.line}:${m.column} ${m.mutator} → ${JSON.stringify(m.replacement.length > 60 ? `${m.replacement.slice(0, 57)}...` : m.replacement)}${m.status === 'NoCoverage' ? ' (no test reaches it)' : ''}`;

/**
 * Every gap by ID with what is missing: rules with no passing test, rule functions the product does not apply
 * (unless spec/catalogue/notApplied.ts gives the reason they have no place here), surviving mutants, applied rules
 * no passing wiring test executed (unless spec/catalogue/notWired.ts says why none can); then calls, error rows
 * and ambiguities. A gap that only says a report is missing is left out: missingEvidence says it once.
 */
export function coverageGaps(cov: FullCoverage): Gap[] {
  const gaps: Gap[] = [];
  const where = (f: RuleFunctionCoverage) => `${f.name} (${f.file}:${f.line})`;
  const haveTests = cov.reports.read.length > 0;
  const haveWiring = cov.evidence.wiring.some((f) => f.problem === undefined);
  for (const [id, v] of Object.entries(cov.rules)) {
    const open = v.functions.filter((f) => !f.applied && f.noPlace === undefined);
    const noPlace = v.functions.length > 0 && v.functions.every((f) => !f.applied && f.noPlace !== undefined);
    if (haveTests && v.tests.length === 0 && !noPlace) {
      const why = v.failing.length > 0 ? `failed: ${v.failing.join('; ')}` : v.namedBy > 0 ? `${v.namedBy} test title${v.namedBy > 1 ? 's name' : ' names'} it but none passed in the last run` : 'no test names it';
      gaps.push({ id, kind: 'no passing test', missing: `no passing test (${why})` });
    }
    if (open.length > 0) gaps.push({ id, kind: 'not applied', missing: `not applied by the shipped product: ${open.map(where).join(', ')} ${open.length > 1 ? 'are' : 'is'} reached from no entry` });
    for (const m of v.mutants.survivors) gaps.push({ id, kind: 'survived', missing: `surviving mutant ${mutantText(m)}` });
    if (haveWiring && v.functions.some((f) => f.applied) && v.executedBy.length === 0 && v.notWired === undefined) {
      gaps.push({ id, kind: 'not exercised', missing: `applied (${v.functions.filter((f) => f.applied).map((f) => f.name).join(', ')}) but no passing wiring test executed it` });
    }
  }
  for (const f of cov.ruleFunctions.unmapped) {
    if (!f.applied && f.noPlace === undefined) gaps.push({ id: f.name, kind: 'not applied', missing: `rule function ${where(f)} names no catalogue rule and is reached from no entry` });
  }
  for (const m of cov.mutants.unmapped.filter((x) => x.outcome === 'survived')) gaps.push({ id: m.file, kind: 'survived', missing: `surviving mutant outside every rule function: ${mutantText(m)}` });
  for (const s of cov.staleNoPlace) gaps.push({ id: s.split(':')[0] ?? s, kind: 'no-place list', missing: s.slice(s.indexOf(':') + 2) });
  for (const s of cov.staleNotWired) gaps.push({ id: s.split(':')[0] ?? s, kind: 'not-wired list', missing: s.slice(s.indexOf(':') + 2) });
  for (const [id, v] of Object.entries(cov.calls)) {
    if ((v.client && v.handler && v.contract) || v.notMade !== undefined || (v.navigation !== undefined && v.client && v.handler)) continue;
    gaps.push({ id, kind: 'call', missing: `${[!v.client && 'client', !v.handler && 'handler', !v.contract && 'contract'].filter(Boolean).join(', ')} missing` });
  }
  for (const [id, v] of Object.entries(cov.errors)) if (v.scenarios.length === 0) gaps.push({ id, kind: 'error', missing: 'no scenario' });
  for (const [id, v] of Object.entries(cov.ambiguities)) if (v.decisions.length === 0) gaps.push({ id, kind: 'ambiguity', missing: 'no decision record' });
  return gaps;
}
