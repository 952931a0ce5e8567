import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ambiguities, calls, errors, ID_PATTERN, rules } from '../../spec/catalogue';
import { notApplied } from '../../spec/catalogue/notApplied';
import { scenarios } from '../../spec/scenarios';
import { ruleApplications, type RuleApplication } from './coverageApplied';
import { readTestReports, type ReportFile, type TestOutcome } from './coverageReports';
import { findTitledTests, walkFiles } from './testTitles';

/** One exported rule function as coverage shows it under each rule ID it names. */
export interface RuleFunctionCoverage {
  name: string;
  file: string;
  applied: boolean;
  /** Product lines that name it (`file:line`). */
  callSites: string[];
  /** Applied rule functions or modules through which it is reached, when the product does not name it directly. */
  via: string[];
  /** Listed in spec/catalogue/notApplied.ts: the reason it has no place in this client. */
  noPlace?: string;
}

export interface RuleCoverage {
  /** Tests that name the ID and passed in the last run. */
  tests: string[];
  /** Tests that name the ID and failed in the last run. */
  failing: string[];
  functions: RuleFunctionCoverage[];
  /** Passing browser (Playwright) or scenario (Node, tests/cross-layer) tests that name the ID. */
  executedBy: string[];
  /** Test titles in the source that name the ID (passed or not): shown only to explain a gap, never counted. */
  namedBy: number;
}

export interface Coverage {
  /** Where the test outcomes came from; a missing report means none of its tests count. */
  reports: { read: ReportFile[]; missing: ReportFile[] };
  rules: Record<string, RuleCoverage>;
  /** Every exported rule function with where the product applies it, and the functions naming no catalogue ID. */
  ruleFunctions: { total: number; applied: number; noPlace: number; unexplained: string[]; unmapped: RuleFunctionCoverage[] };
  /** Entries of spec/catalogue/notApplied.ts that are wrong: an unknown function, or one the product does apply. */
  staleNoPlace: string[];
  calls: Record<string, { client: boolean; handler: boolean; contract: boolean; tests: string[]; notMade?: string; navigation?: string }>;
  errors: Record<string, { scenarios: string[]; tests: string[] }>;
  ambiguities: Record<string, { decisions: string[]; tests: string[] }>;
  summary: Record<'rules' | 'calls' | 'errors' | 'ambiguities', { total: number; covered: number }>;
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

function functionCoverage(a: RuleApplication): RuleFunctionCoverage {
  const reason = notApplied.find((n) => n.fn === a.name)?.reason;
  return {
    name: a.name,
    file: a.file,
    applied: a.applied,
    callSites: a.callSites.map((c) => `${c.file}:${c.line}`),
    via: a.via,
    ...(reason !== undefined && !a.applied ? { noPlace: reason } : {}),
  };
}

export async function computeCoverage(root = process.cwd()): Promise<Coverage> {
  const reports = readTestReports(root);
  const passed = reports.tests.filter((t) => t.status === 'passed');
  const testsFor = (id: string) => [...new Set(passed.filter((t) => t.ids.includes(id)).map(label))];
  const apps = ruleApplications(root);
  const titled = findTitledTests(root);
  const { clientCalls, handlerCalls, notMade, navigations } = await loadSources();
  const contracts = contractCalls(root);
  const decisions = decisionRecords(root);

  const fnCov = apps.map(functionCoverage);
  const ruleIds = new Set<string>(rules.map((r) => r.id));
  const coverage: Coverage = {
    reports: { read: reports.read, missing: reports.missing },
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
    calls: {},
    errors: {},
    ambiguities: {},
    summary: {} as Coverage['summary'],
  };
  for (const r of rules) {
    coverage.rules[r.id] = {
      tests: testsFor(r.id),
      failing: [...new Set(reports.tests.filter((t) => t.status === 'failed' && t.ids.includes(r.id)).map(label))],
      functions: fnCov.filter((_, i) => apps[i]!.ids.includes(r.id)),
      executedBy: [...new Set(passed.filter((t) => t.kind !== 'unit' && t.ids.includes(r.id)).map(label))],
      namedBy: titled.filter((t) => t.ids.includes(r.id)).length,
    };
  }
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
  coverage.summary = {
    // A rule counts as covered when a test naming it passed in the last run.
    rules: count(coverage.rules, (v) => v.tests.length > 0),
    // A call counts as covered when client, handler and contract all exist; a navigation needs client and
    // handler; a call the storefront does not make is accounted for by its documented reason.
    calls: count(coverage.calls, (v) => (v.client && v.handler && v.contract) || (v.navigation !== undefined && v.client && v.handler) || v.notMade !== undefined),
    errors: count(coverage.errors, (v) => v.scenarios.length > 0),
    ambiguities: count(coverage.ambiguities, (v) => v.decisions.length > 0),
  };
  return coverage;
}

export interface Gap {
  id: string;
  kind: 'no passing test' | 'not applied' | 'not executed' | 'call' | 'error' | 'ambiguity' | 'no-place list';
  missing: string;
}

/**
 * Every gap by ID with what is missing: rules with no passing test, rule functions the product does not apply
 * (unless spec/catalogue/notApplied.ts gives the reason they have no place here), rules applied but named by
 * no passing browser or scenario test; then calls, error rows and ambiguities as before.
 */
export function coverageGaps(cov: Coverage): Gap[] {
  const gaps: Gap[] = [];
  const where = (f: RuleFunctionCoverage) => `${f.name} (${f.file})`;
  const noReport = cov.reports.missing.length > 0 ? `; missing report${cov.reports.missing.length > 1 ? 's' : ''}: ${cov.reports.missing.map((m) => m.path).join(', ')}` : '';
  for (const [id, v] of Object.entries(cov.rules)) {
    const open = v.functions.filter((f) => !f.applied && f.noPlace === undefined);
    const noPlace = v.functions.length > 0 && v.functions.every((f) => !f.applied && f.noPlace !== undefined);
    if (v.tests.length === 0 && !noPlace) {
      const why = v.failing.length > 0 ? `failed: ${v.failing.join('; ')}` : v.namedBy > 0 ? `${v.namedBy} test title(s) name it but none passed in the last run${noReport}` : 'no test names it';
      gaps.push({ id, kind: 'no passing test', missing: `no passing test (${why})` });
    }
    if (open.length > 0) gaps.push({ id, kind: 'not applied', missing: `not applied by the product: ${open.map(where).join(', ')} ${open.length > 1 ? 'have' : 'has'} no call site in src/, simulator/ or cli/` });
    if (v.functions.some((f) => f.applied) && v.executedBy.length === 0) {
      gaps.push({ id, kind: 'not executed', missing: `applied (${v.functions.filter((f) => f.applied).map((f) => f.name).join(', ')}) but no passing browser or scenario test names it${noReport}` });
    }
  }
  for (const f of cov.ruleFunctions.unmapped) {
    if (!f.applied && f.noPlace === undefined) gaps.push({ id: f.name, kind: 'not applied', missing: `rule function ${where(f)} names no catalogue rule and has no call site in src/, simulator/ or cli/` });
  }
  for (const s of cov.staleNoPlace) gaps.push({ id: s.split(':')[0] ?? s, kind: 'no-place list', missing: s.slice(s.indexOf(':') + 2) });
  for (const [id, v] of Object.entries(cov.calls)) {
    if ((v.client && v.handler && v.contract) || v.notMade !== undefined || (v.navigation !== undefined && v.client && v.handler)) continue;
    gaps.push({ id, kind: 'call', missing: `${[!v.client && 'client', !v.handler && 'handler', !v.contract && 'contract'].filter(Boolean).join(', ')} missing` });
  }
  for (const [id, v] of Object.entries(cov.errors)) if (v.scenarios.length === 0) gaps.push({ id, kind: 'error', missing: 'no scenario' });
  for (const [id, v] of Object.entries(cov.ambiguities)) if (v.decisions.length === 0) gaps.push({ id, kind: 'ambiguity', missing: 'no decision record' });
  return gaps;
}
