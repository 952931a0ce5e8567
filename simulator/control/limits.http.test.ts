import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startSimulatorServer } from '../runtimes/http';
import type { SimulatorServer } from '../runtimes/http';
import { MAX_CLOCK_MS, MAX_DATE_MS, RUN_MARGIN_MS } from '../../spec/schemas/simClock';
import { providerStates } from '../states/index';

// The control API's limits over HTTP (a `sim serve` on a free port): the clock's range and the scenario route's
// validation (decision 0486), and inputs fuzzed across every control route, none of which may answer 5xx.
let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
});
afterAll(async () => sim.close());

const control = (path: string, init: RequestInit = {}) => fetch(`${sim.url}${path}`, { ...init, headers: { 'x-sim-token': sim.token, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) } });
const post = (path: string, body: unknown, tenant = 'limits') => control(path, { method: 'POST', body: JSON.stringify(body), headers: { 'x-sim-tenant': tenant } });

describe('the clock stays within the range a Date holds for a run of 100 years', () => {
  it('refuses the last representable date (it would fail every later answer once running) and keeps its time', async () => {
    const before = (await (await control('/__sim/clock', { headers: { 'x-sim-tenant': 'clock-edge' } })).json()) as { now: number };
    const refused = await post('/__sim/clock', { set: MAX_DATE_MS, mode: 'real' }, 'clock-edge');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-sim-invalid-field')).toBe('set');
    expect(((await refused.json()) as { message: string }).message).toMatch(/100 years/);
    const after = await control('/__sim/clock', { headers: { 'x-sim-tenant': 'clock-edge' } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { now: number; mode: string })).toMatchObject({ now: before.now, mode: 'frozen' });
    for (const path of ['/__sim/state', '/__sim/clock']) expect((await control(path, { headers: { 'x-sim-tenant': 'clock-edge' } })).status).toBe(200);
  });

  it('takes the furthest settable time, running, and answers with a date; an advance past it is refused', async () => {
    const set = await post('/__sim/clock', { set: MAX_CLOCK_MS, mode: 'real' }, 'clock-far');
    expect(set.status).toBe(200);
    expect(((await set.json()) as { iso: string }).iso).toMatch(/^\+\d{6}-/);
    expect(MAX_DATE_MS - MAX_CLOCK_MS).toBe(RUN_MARGIN_MS);
    const past = await post('/__sim/clock', { advance: 1 }, 'clock-far');
    expect(past.status).toBe(400);
    expect(past.headers.get('x-sim-invalid-field')).toBe('advance');
    expect((await control('/__sim/state', { headers: { 'x-sim-tenant': 'clock-far' } })).status).toBe(200);
    expect((await post('/__sim/clock', { set: -MAX_CLOCK_MS - 1 }, 'clock-far')).status).toBe(400);
  });
});

describe('POST /__sim/scenario validates the whole scenario before it resets anything', () => {
  const scenario = (clock: Record<string, number>) => ({ id: 'far-clock', title: 't', clock, expect: { text: ['Store'] } });

  it('a clock of 2^53-1 is a 400 naming the field, and the tenant keeps its state', async () => {
    expect((await post('/__sim/faults', { target: { service: 'store-flags' }, fault: { kind: 'status', status: 503 } }, 'scenario-keep')).status).toBe(201);
    const answer = await post('/__sim/scenario', { scenario: scenario({ set: Number.MAX_SAFE_INTEGER }) }, 'scenario-keep');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain('clock.set');
    const faults = (await (await control('/__sim/faults', { headers: { 'x-sim-tenant': 'scenario-keep' } })).json()) as { faults: unknown[] };
    expect(faults.faults).toHaveLength(1);
  });

  it('a set + advance that leaves the range, an unknown state and an empty expect are refused alike', async () => {
    for (const body of [
      { scenario: scenario({ set: MAX_CLOCK_MS, advance: 1 }) },
      { scenario: { ...scenario({}), state: 'no-such-state' } },
      { scenario: { id: 'vacuous', title: 't', expect: {} } },
    ]) {
      const answer = await post('/__sim/scenario', body, 'scenario-keep');
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(((await (await control('/__sim/faults', { headers: { 'x-sim-tenant': 'scenario-keep' } })).json()) as { faults: unknown[] }).faults).toHaveLength(1);
  });
});

describe('no control call answers 5xx, whatever its input', () => {
  const routes: Array<[string, string]> = [
    ['POST', '/__sim/clock'],
    ['POST', '/__sim/scenario'],
    ['POST', '/__sim/state'],
    ['POST', '/__sim/seed'],
    ['POST', '/__sim/faults'],
    ['POST', '/__sim/reset'],
    ['GET', '/__sim/outbox'],
    ['DELETE', '/__sim/faults/x'],
    ['GET', '/__sim/tenants'],
    ['POST', '/__sim/tenants/fuzz/reset'],
  ];
  const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(MAX_DATE_MS, MAX_CLOCK_MS, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 63, 1e308), fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(Number));
  const value = fc.oneof(number, fc.string(), fc.boolean(), fc.constant(null), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  const body = fc.oneof(
    fc.record({ set: fc.option(value, { nil: undefined }), advance: fc.option(value, { nil: undefined }), mode: fc.option(fc.constantFrom('real', 'frozen', 'x'), { nil: undefined }) }, { requiredKeys: [] }),
    fc.record({ scenario: fc.record({ id: fc.constantFrom('fz', 'Bad Id'), title: fc.string(), seed: value, state: fc.option(fc.string(), { nil: undefined }), clock: fc.record({ set: value, advance: value }, { requiredKeys: [] }), expect: fc.oneof(fc.constant({}), fc.record({ text: fc.array(fc.string(), { maxLength: 2 }) })), steps: fc.array(fc.record({ do: fc.constantFrom('advanceClock', 'visit'), ms: value, path: fc.string() }), { maxLength: 2 }) }, { requiredKeys: ['id'] }) }),
    fc.record({ id: fc.string() }),
    fc.record({ name: fc.constantFrom('no-state', ...providerStates.map((state) => state.name)), params: fc.dictionary(fc.constantFrom('email', 'phone', 'storeId', 'zipcode', 'customer', 'identifier', 'upc', 'qty', 'x'), value) }),
    fc.record({ seed: value }),
    fc.anything(),
  );

  it('fuzzed JSON bodies to every control route get 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([method, path], input) => {
        const answer = await control(path, { method, headers: { 'x-sim-tenant': 'fuzz' }, ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(input) ?? 'null' }) });
        const text = await answer.text();
        expect(answer.status, `${method} ${path} ${JSON.stringify(input)?.slice(0, 300)} → ${text.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    // Whatever the fuzzing did, the tenant still answers its reads.
    for (const path of ['/__sim/clock', '/__sim/state', '/__sim/outbox']) expect((await control(path, { headers: { 'x-sim-tenant': 'fuzz' } })).status).toBe(200);
  });
});
