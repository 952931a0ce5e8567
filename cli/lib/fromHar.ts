import { Scenario, describeScenarioIssues } from '../../spec/scenarios';
import type { ScenarioInput } from '../../spec/scenarios';
import { createSimContext } from '../../simulator/core/context';
import { CONTROL_BASE } from '../../simulator/control/routes';
import { parseCookies, RouteTable } from '../../simulator/runtimes/dispatch';
import { allRoutes } from '../../simulator/runtimes/routes';
import { clientCalls } from '../../src/api/index';
import type { HarCall } from './drift';

/**
 * From a recording to a scenario (`workbench scenario from-har`): what a shopper did against the real endpoints,
 * as a scenario of the library's schema that the simulator can replay. It maps the page the session started on,
 * the banner, the store chosen (the deep link or the store validation, CALL-24), the searches (CALL-20), and the
 * CALLs made (the scenario then expects them). The scenario's state is the simulator's seed: every upstream answer
 * of the recording that the seed does not give (a store, a product, a profile the seed lacks) is refused by CALL
 * and field path, as is a sign-in (a customer of the real provider is no record of the seed). Nothing is written
 * then: a scenario that passed on the simulator for other data would hide the bug it was recorded for.
 */
export interface FromHarResult {
  scenario: Scenario | null;
  refused: string[];
}

/** CALLs of a sign-in, a sign-out or a session refresh: they need a customer of the real provider. */
const SIGN_IN_CALLS = new Set(['CALL-46', 'CALL-47', 'CALL-48', 'CALL-56', 'CALL-57', 'CALL-58', 'CALL-59', 'CALL-61', 'CALL-62', 'CALL-70']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Leaf paths where two JSON values differ (at most `limit`), for a refusal that names fields, never values. */
function differences(recorded: Json, seeded: Json, path: string, out: string[], limit = 5): void {
  if (out.length >= limit) return;
  if (Array.isArray(recorded) && Array.isArray(seeded)) {
    if (recorded.length !== seeded.length) out.push(`${path} (${recorded.length} items recorded, ${seeded.length} in the seed)`);
    for (let i = 0; i < Math.min(recorded.length, seeded.length); i++) differences(recorded[i]!, seeded[i]!, `${path}[${i}]`, out, limit);
    return;
  }
  if (recorded !== null && seeded !== null && typeof recorded === 'object' && typeof seeded === 'object' && !Array.isArray(recorded) && !Array.isArray(seeded)) {
    for (const key of new Set([...Object.keys(recorded), ...Object.keys(seeded)])) {
      if (!(key in seeded)) out.push(`${path}.${key} (not in the seed)`);
      else if (!(key in recorded)) continue;
      else differences(recorded[key]!, seeded[key]!, `${path}.${key}`, out, limit);
      if (out.length >= limit) return;
    }
    return;
  }
  if (JSON.stringify(recorded) !== JSON.stringify(seeded)) out.push(path);
}

const pageOf = (referer: string | null): string | undefined => {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
};

export async function scenarioFromHar(har: readonly HarCall[], id: string): Promise<FromHarResult> {
  const table = new RouteTable(allRoutes);
  const refused: string[] = [];
  const calls: string[] = [];
  const searches: string[] = [];
  let banner: string | undefined;
  let start: string | undefined;
  let store: { storeId?: string; zipcode?: string; preference?: string } | undefined;
  const seed = createSimContext();
  for (const entry of har) {
    if (entry.path === CONTROL_BASE || entry.path.startsWith(`${CONTROL_BASE}/`) || entry.method === 'OPTIONS') continue;
    const hit = table.match(entry.method, entry.path);
    if (!hit || hit.route.calls.length === 0) continue;
    start ??= pageOf(entry.requestHeaders.get('referer'));
    banner ??= entry.query.get('banner') ?? undefined;
    for (const call of hit.route.calls) if (!calls.includes(call)) calls.push(call);
    const signIn = hit.route.calls.find((c) => SIGN_IN_CALLS.has(c));
    if (signIn || entry.requestHeaders.has('authorization')) {
      refused.push(`${signIn ?? hit.route.calls.join('+')} ${entry.method} ${entry.path}: the recording is signed in; a customer of the real provider is no record of the seed (start from a named state instead)`);
      continue;
    }
    if (hit.route.calls.includes('CALL-24') && entry.status === 200) store = { storeId: entry.query.get('storeid') ?? undefined, zipcode: entry.query.get('zipcode') ?? undefined, preference: entry.query.get('preference') ?? undefined };
    const q = hit.route.calls.includes('CALL-20') ? entry.query.get('q') : null;
    if (q && searches.at(-1) !== q) searches.push(q);
    // Would the seed answer as the recording did? Only reads are asked (a write would change the seed).
    if (entry.method !== 'GET' || !entry.responseIsJson) continue;
    const url = new URL(`http://from-har.local${entry.path}`);
    for (const [name, value] of entry.query) url.searchParams.append(name, value);
    const answer = await hit.route.resolve({ method: 'GET', url, params: hit.params, headers: entry.requestHeaders, body: undefined, cookies: parseCookies(entry.requestHeaders.get('cookie')) }, seed);
    const found: string[] = [];
    if (answer.status !== entry.status) found.push(`status (${entry.status} recorded, ${answer.status} in the seed)`);
    else differences(entry.responseBody as Json, JSON.parse(JSON.stringify(answer.body ?? null)) as Json, '$', found);
    if (found.length > 0) refused.push(`${hit.route.calls.join('+')} GET ${entry.path}: the seed answers otherwise at ${found.join(', ')}`);
  }
  if (calls.length === 0) refused.push('the recording has no call of the simulated upstreams');
  if (refused.length > 0) return { scenario: null, refused };
  // A page's address reaches another origin only as its origin (the browser's referrer policy), so the store the
  // session validated is given as the deep link it opens with (DEEPLINK: storeId, preference, zipcode).
  if ((start === undefined || start === '/') && store?.storeId && store.zipcode && store.preference) {
    start = `/?${new URLSearchParams({ storeId: store.storeId, preference: store.preference, zipcode: store.zipcode }).toString()}`;
  }
  // The scenario is tagged with the CALLs the storefront's clients made (not the images the browser fetched), and
  // expects those its own steps cause in any driver: the store validation of its start, the searches it types.
  const made = new Set(clientCalls.map((c) => c.call));
  const tagged = calls.filter((c) => made.has(c));
  const expected = tagged.filter((c) => (c === 'CALL-24' && store !== undefined) || (c === 'CALL-20' && searches.length > 0));
  const input: ScenarioInput = {
    id,
    title: `Recorded session on ${start ?? '/'}`,
    tags: ['recorded'],
    calls: tagged,
    banner: banner ?? 'freshway',
    start: start ?? '/',
    steps: searches.map((q) => ({ do: 'search' as const, q })),
    expect: { calls: expected, session: store?.storeId ? { storeId: store.storeId } : {} },
  };
  const parsed = Scenario.safeParse(input);
  if (!parsed.success) return { scenario: null, refused: describeScenarioIssues(parsed.error).map((issue) => `not a valid scenario: ${issue}`) };
  return { scenario: parsed.data, refused: [] };
}
