import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_START } from '../core/clock';
import { knownCustomers } from '../core/fixtures';
import { startSimulatorServer } from './http';
import type { SimulatorServer } from './http';

/**
 * Proof of isolation: eight scenarios at once against one `sim serve`, the things that interfere when
 * they share one state (a fault, a clock advance, a sign-in read from the outbox, a lockout). Each runs in phases
 * with all eight in step, so what one does is done before the others look: with a tenant each, all pass; on the one
 * shared state, each sees the others' faults, clock, messages or lockout, so the same test run shared must fail.
 */
let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
});
afterAll(async () => sim.close());

function inStep(n: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    if (++arrived === n) release();
    await all;
  };
}

const SCENARIOS = 8;
const shopper = knownCustomers.shopper;
const registered = knownCustomers.registered;

async function scenario(i: number, tenant: string | undefined, steps: Array<() => Promise<void>>): Promise<string[]> {
  const problems: string[] = [];
  const call = async (method: string, path: string, body?: unknown, control = false) => {
    const headers: Record<string, string> = {};
    if (tenant) headers['x-sim-tenant'] = tenant;
    // Naming a tenant in the header is the token's holder's way (a CI shard); a browser has its cookie instead.
    if (control || tenant) headers['x-sim-token'] = sim.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${sim.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };
  const check = (ok: boolean, what: string) => void (ok || problems.push(what));
  const locker = i % 2 === 0;
  // Phase 1: a state of one's own (each: back to the seed).
  await call('POST', '/__sim/reset', {}, true);
  await steps[0]!();
  // Phase 2: a fault (lockers), a clock advance of its own length, a lockout of `registered` (lockers), a sign-in started.
  if (locker) await call('POST', '/__sim/faults', { id: `f${i}`, target: { service: 'store-flags' }, fault: { kind: 'status', status: 503 } }, true);
  await call('POST', '/__sim/clock', { advance: (i + 1) * 60_000 }, true);
  if (locker) {
    const authn = await call('POST', '/idp/api/v1/authn', { username: registered.email });
    for (let n = 0; n < 5; n++) await call('POST', '/idp/api/v1/authn/factors/password/verify', { stateToken: authn.body?.stateToken, password: 'not the password' });
  }
  const signin = await call('POST', '/apim/csms/csmsservice/api/csms/signin', { userName: shopper.phone });
  check(signin.status === 200, `sign-in started (${signin.status})`);
  await steps[1]!();
  // Phase 3: each looks at its state.
  const faults = (await call('GET', '/__sim/faults', undefined, true)).body?.faults as Array<{ id: string }>;
  check(JSON.stringify(faults.map((f) => f.id)) === JSON.stringify(locker ? [`f${i}`] : []), `own faults only (${faults.map((f) => f.id).join(',')})`);
  const flags = await call('GET', '/apim/storeflags/v1/stores/1502?zipcode=94611');
  check(flags.status === (locker ? 503 : 200), `store flags ${flags.status}`);
  const clock = (await call('GET', '/__sim/clock', undefined, true)).body?.now;
  check(clock === DEFAULT_START + (i + 1) * 60_000, `own clock (${String(clock)})`);
  const messages = (await call('GET', `/__sim/outbox?to=${shopper.phone}`, undefined, true)).body?.messages as Array<{ passcode: string }>;
  check(messages.length === 1, `one passcode in the outbox (${messages.length})`);
  const verified = await call('POST', `/idp/api/v1/authn/factors/${String(signin.body?.factorId)}/verify`, { stateToken: signin.body?.stateToken, passCode: messages.at(-1)?.passcode });
  check(verified.body?.status === 'SUCCESS', `signed in with the outbox's passcode (${String(verified.body?.status)} / HTTP ${verified.status})`);
  if (!locker) {
    const authn = await call('POST', '/idp/api/v1/authn', { username: registered.email });
    check(authn.body?.status === 'MFA_REQUIRED', `registered not locked out (${String(authn.body?.status)})`);
  }
  return problems;
}

async function runAll(withTenants: boolean): Promise<string[][]> {
  const steps = [inStep(SCENARIOS), inStep(SCENARIOS)];
  return Promise.all(Array.from({ length: SCENARIOS }, (_, i) => scenario(i, withTenants ? `shard-${i}` : undefined, steps)));
}

describe('tenants on one sim serve', () => {
  it('8 scenarios at once, each in its own tenant, all pass: faults, clock, outbox sign-in and lockout stay their own', async () => {
    const results = await runAll(true);
    expect(results).toEqual(Array.from({ length: SCENARIOS }, () => []));
    // The default tenant saw none of it.
    expect(sim.ctx.faults.list()).toEqual([]);
    expect(sim.ctx.outbox.list()).toEqual([]);
  });

  it('the same 8 scenarios on the one shared state interfere: every one of them sees the others', async () => {
    const results = await runAll(false);
    for (const [i, problems] of results.entries()) expect(problems.length, `scenario ${i}: ${problems.join('; ')}`).toBeGreaterThan(0);
    sim.ctx.reset();
  });
});
