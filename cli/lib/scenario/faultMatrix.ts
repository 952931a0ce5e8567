import type { FaultKind } from '../../../spec/schemas/faults';
import { ObservedRun } from '../../../spec/scenarios/schema';
import type { ScenarioInput } from '../../../spec/scenarios/schema';
import { SESSION_COOKIE as SHARED_SESSION_COOKIE } from '../../../src/rules/sessionEstablishment';
import { CART_FLOW, cartMatrixCalls, runCartCell } from './cartFaultMatrix';
import { NodeDriver } from './driver';

/** The five ways an upstream fails that every page-load, sign-in and cart call is tried with. */
export const MATRIX_FAULTS: readonly { name: string; fault: FaultKind }[] = [
  { name: '500', fault: { kind: 'status', status: 500 } },
  { name: 'timeout', fault: { kind: 'timeout' } },
  { name: 'network error', fault: { kind: 'network-error' } },
  { name: 'malformed JSON', fault: { kind: 'malformed-json' } },
  { name: '429', fault: { kind: 'rate-limit', retryAfter: 30 } },
];

const FALLBACK = "Sorry, we're having technical difficulties, please check back later.";
const CART = JSON.stringify({ abs: 'cart-guest-1' });

/** The flows whose calls the matrix faults: a plain page load, a deep link, a passcode sign-in, and a signed-in page load. */
const flows: Record<string, ScenarioInput> = {
  'page load': { id: 'matrix-page-load', title: 'page load', start: '/', expect: {} },
  'deep link': { id: 'matrix-deep-link', title: 'deep link', start: '/?storeId=1605&preference=pickup&zipcode=94739', expect: {} },
  'sign-in': { id: 'matrix-sign-in', title: 'sign-in', steps: [{ do: 'signIn', identifier: 'shopper@freshway.test', method: 'code' }], expect: {} },
  'signed-in page load': { id: 'matrix-signed-in', title: 'signed-in page load', steps: [{ do: 'signIn', identifier: 'shopper@freshway.test', method: 'code' }, { do: 'reconcileProfile' }], expect: {} },
};

export interface MatrixCall {
  flow: string;
  calls: readonly string[];
  method: string;
  /** The route as the simulator names it (the fault target). */
  path: string;
}

export type MatrixVerdict = 'catalogue' | 'degraded' | 'failed';

export interface MatrixRow extends MatrixCall {
  fault: string;
  verdict: MatrixVerdict;
  /** What happened, in the catalogue's terms where it speaks (ERR-xx). */
  outcome: string;
  problems: string[];
}

const withCart = (s: ScenarioInput): ScenarioInput => ({ ...s, steps: [{ do: 'setStorage', area: 'local', key: 'abCart', value: CART }, ...(s.steps ?? [])] });

/** Runs each flow without faults and lists the distinct upstream calls it makes, by CALL ID and route. */
export async function discoverCalls(): Promise<MatrixCall[]> {
  const out: MatrixCall[] = [];
  const seen = new Set<string>();
  for (const [flow, input] of Object.entries(flows)) {
    const driver = await NodeDriver.create(ObservedRun.parse(input));
    await driver.run();
    for (const c of driver.observed.calls) {
      const key = `${c.method} ${c.routePath}`;
      if (c.calls.length === 0 || seen.has(key)) continue;
      seen.add(key);
      out.push({ flow, calls: c.calls, method: c.method, path: c.routePath });
    }
  }
  return out;
}

/** What the catalogue says for a failure of this call, checked against what the run saw; null where it is silent. */
function catalogueOutcome(call: MatrixCall, driver: NodeDriver): { outcome: string; problems: string[] } | null {
  const o = driver.observed;
  const problems: string[] = [];
  const ids = new Set(call.calls);
  if (ids.has('CALL-22')) {
    if (!o.events.includes('storeFlags:loaded') || !o.events.includes('storeFlags:completion')) problems.push('store flags not marked loaded or completion not fired');
    if (!o.events.includes('storeFlags:empty')) problems.push('store flags not empty after the failure');
    return { outcome: 'ERR-01: empty flags, marked loaded, completion fired', problems };
  }
  if (ids.has('CALL-24') && call.flow === 'deep link') {
    if (o.session?.storeId !== '1502') problems.push(`expected the default store 1502, got ${o.session?.storeId ?? 'no session'}`);
    return { outcome: 'ERR-03: default store 1502', problems };
  }
  if (ids.has('CALL-49')) {
    if (o.texts.some((t) => t.includes(FALLBACK))) problems.push('a message was shown');
    if (o.session?.userType !== 'C') problems.push(`expected to stay signed in, got ${o.session?.userType ?? 'no session'}`);
    return { outcome: 'ERR-32: ignored, still signed in', problems };
  }
  if (ids.has('CALL-01')) {
    if (o.texts.some((t) => t.includes(FALLBACK))) problems.push('a message was shown');
    if (!o.events.includes('storeFlags:completion')) problems.push('the load event did not fire');
    return { outcome: 'ERR-05: no message, load event fired', problems };
  }
  if (ids.has('CALL-61') || (ids.has('CALL-62') && !ids.has('CALL-47'))) {
    if (!o.texts.some((t) => t.includes(FALLBACK))) problems.push('the fallback message was not shown');
    if (o.session?.userType === 'C' || o.session?.userType === 'R') problems.push('signed in despite the failure');
    return { outcome: `ERR-27/ERR-30: "${FALLBACK}", still signed out`, problems };
  }
  return null;
}

/** Tries one call with one fault: the catalogue's outcome where it speaks, otherwise a page that still works. */
export async function runMatrixCell(call: MatrixCall, fault: (typeof MATRIX_FAULTS)[number]): Promise<MatrixRow> {
  if (call.flow === CART_FLOW) {
    // The cart's calls are tried with lines already in the carts (cartFaultMatrix.ts): no line may be lost.
    const cell = await runCartCell(call, fault);
    return { ...call, fault: fault.name, verdict: cell.problems.length ? 'failed' : 'degraded', outcome: `${call.method} ${call.path}: ${cell.outcome}`, problems: cell.problems };
  }
  const input = withCart({ ...flows[call.flow]!, faults: [{ target: { path: call.path, method: call.method as 'GET' }, fault: fault.fault }] });
  const row: Omit<MatrixRow, 'verdict' | 'outcome' | 'problems'> = { ...call, fault: fault.name };
  let driver: NodeDriver;
  try {
    driver = await NodeDriver.create(ObservedRun.parse(input));
    await driver.run();
  } catch (error) {
    return { ...row, verdict: 'failed', outcome: 'uncaught error', problems: [`uncaught ${(error as Error).message}`] };
  }
  const o = driver.observed;
  const problems: string[] = [];
  const hit = o.calls.some((c) => c.routePath === call.path && c.method === call.method);
  if (!hit) problems.push('the faulted call was not made');
  if (!o.session) problems.push('no session after the page load');
  if (!o.cookies.get(SHARED_SESSION_COOKIE)) problems.push('session cookie lost');
  if (o.storage.local.get('abCart') !== CART) problems.push('cart data lost');
  if (o.session && o.session.storeId === '') problems.push('session without a store');
  const spoken = catalogueOutcome(call, driver);
  if (spoken) {
    problems.push(...spoken.problems);
    return { ...row, verdict: problems.length ? 'failed' : 'catalogue', outcome: spoken.outcome, problems };
  }
  const session = o.session ? `${o.session.userType} at ${o.session.storeId}` : 'no session';
  return { ...row, verdict: problems.length ? 'failed' : 'degraded', outcome: `degraded: ${session}, cart kept, no uncaught error`, problems };
}

/** The calls the matrix tries: those page load and sign-in make, and every cart route of the simulator. */
export async function matrixCalls(): Promise<MatrixCall[]> {
  return [...(await discoverCalls()), ...cartMatrixCalls()];
}

/** Every call of page load, sign-in and the cart × every fault kind. */
export async function runFaultMatrix(onRow: (row: MatrixRow) => void = () => undefined): Promise<MatrixRow[]> {
  const rows: MatrixRow[] = [];
  for (const call of await matrixCalls()) {
    for (const fault of MATRIX_FAULTS) {
      const row = await runMatrixCell(call, fault);
      onRow(row);
      rows.push(row);
    }
  }
  return rows;
}
