import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ambiguities, calls, errors, ID_PATTERN, rules } from '../../spec/catalogue';
import { scenarios } from '../../spec/scenarios';
import { findTitledTests, walkFiles } from './testTitles';

export interface Coverage {
  rules: Record<string, { tests: string[] }>;
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

export async function computeCoverage(root = process.cwd()): Promise<Coverage> {
  const tests = findTitledTests(root);
  const testsFor = (id: string) => tests.filter((t) => t.ids.includes(id)).map((t) => `${t.file} › ${t.title}`);
  const { clientCalls, handlerCalls, notMade, navigations } = await loadSources();
  const contracts = contractCalls(root);
  const decisions = decisionRecords(root);

  const coverage: Coverage = { rules: {}, calls: {}, errors: {}, ambiguities: {}, summary: {} as Coverage['summary'] };
  for (const r of rules) coverage.rules[r.id] = { tests: testsFor(r.id) };
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
    rules: count(coverage.rules, (v) => v.tests.length > 0),
    // A call counts as covered when client, handler and contract all exist; a navigation needs client and
    // handler; a call the storefront does not make is accounted for by its documented reason.
    calls: count(coverage.calls, (v) => (v.client && v.handler && v.contract) || (v.navigation !== undefined && v.client && v.handler) || v.notMade !== undefined),
    errors: count(coverage.errors, (v) => v.scenarios.length > 0),
    ambiguities: count(coverage.ambiguities, (v) => v.decisions.length > 0),
  };
  return coverage;
}
