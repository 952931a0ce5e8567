import { describe, expect, it } from 'vitest';
import { createSimulatorControl, SimulatorControlError } from './simulatorControl';
import { fakeFetch, jsonReply, rejectionOf, type Reply } from '../../tests/support/api';

function control(reply: Reply = () => jsonReply(200, {}), base?: string) {
  const { fetch, sent } = fakeFetch(reply);
  return { sim: base === undefined ? createSimulatorControl(fetch) : createSimulatorControl(fetch, base), sent };
}

describe('simulator control client (the QA panel\'s /__sim/ API)', () => {
  it('each control goes to its path under /__sim with its method and JSON body', async () => {
    const { sim, sent } = control();
    await sim.state();
    await sim.applyState('signed-in', { banner: 'freshway' });
    await sim.applyState('guest');
    await sim.reset();
    await sim.faults();
    await sim.addFault({ route: 'CALL-23', status: 503 });
    await sim.clearFaults();
    await sim.clearFault('f/1');
    await sim.outbox();
    await sim.outbox('a+b@c.test');
    await sim.clearOutbox();
    await sim.clock();
    await sim.advanceClock(60_000);
    await sim.routes();
    await sim.scenarios();
    await sim.activeScenario();
    expect(sent.map((r): unknown[] => [r.method, r.url, r.body === undefined ? undefined : (JSON.parse(r.body) as unknown)])).toEqual([
      ['GET', '/__sim/state', undefined],
      ['POST', '/__sim/state', { name: 'signed-in', params: { banner: 'freshway' } }],
      ['POST', '/__sim/state', { name: 'guest', params: {} }],
      ['POST', '/__sim/reset', {}],
      ['GET', '/__sim/faults', undefined],
      ['POST', '/__sim/faults', { route: 'CALL-23', status: 503 }],
      ['DELETE', '/__sim/faults', undefined],
      ['DELETE', '/__sim/faults/f%2F1', undefined],
      ['GET', '/__sim/outbox', undefined],
      ['GET', '/__sim/outbox?to=a%2Bb%40c.test', undefined],
      ['DELETE', '/__sim/outbox', undefined],
      ['GET', '/__sim/clock', undefined],
      ['POST', '/__sim/clock', { advance: 60_000 }],
      ['GET', '/__sim/routes', undefined],
      ['GET', '/__sim/scenarios', undefined],
      ['GET', '/__sim/scenario', undefined],
    ]);
  });

  it('a request asks for JSON, and says it sends JSON only when it has a body', async () => {
    const { sim, sent } = control();
    await sim.state();
    await sim.reset();
    expect(Object.fromEntries(sent[0]!.headers)).toEqual({ accept: 'application/json' });
    expect(Object.fromEntries(sent[1]!.headers)).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
  });

  it('another base is used as given', async () => {
    const { sim, sent } = control(undefined, 'http://127.0.0.1:9/__sim');
    await sim.clock();
    expect(sent[0]!.url).toBe('http://127.0.0.1:9/__sim/clock');
  });

  it('lists are read from their answers, and an answer without one is an empty list (or no scenario)', async () => {
    const entry = { id: 'x', title: 'X' };
    const full = control(() => jsonReply(200, { faults: [entry], messages: [entry], routes: [entry], scenarios: [entry], scenario: entry, now: 1, iso: 'i', mode: 'fixed' }));
    expect(await full.sim.faults()).toEqual([entry]);
    expect(await full.sim.outbox()).toEqual([entry]);
    expect(await full.sim.routes()).toEqual([entry]);
    expect(await full.sim.scenarios()).toEqual([entry]);
    expect(await full.sim.activeScenario()).toEqual(entry);
    expect(await full.sim.clock()).toMatchObject({ now: 1, iso: 'i', mode: 'fixed' });
    const empty = control(() => jsonReply(200, {}));
    expect([await empty.sim.faults(), await empty.sim.outbox(), await empty.sim.routes(), await empty.sim.scenarios(), await empty.sim.activeScenario()]).toEqual([[], [], [], [], null]);
    expect(await control(() => new Response('', { status: 200 })).sim.reset()).toBeNull();
  });

  it('no answer, a non-JSON answer and a failure status are each a SimulatorControlError saying which', async () => {
    const unreachable = await rejectionOf(control(() => Promise.reject(new TypeError('Failed to fetch'))).sim.reset());
    expect(unreachable).toBeInstanceOf(SimulatorControlError);
    expect(unreachable).toMatchObject({ name: 'SimulatorControlError', status: null, message: 'The simulator did not answer POST /reset' });
    expect(await rejectionOf(control(() => new Response('<html>', { status: 502 })).sim.state())).toMatchObject({ status: 502, message: 'The simulator sent a non-JSON answer to GET /state' });
    expect(await rejectionOf(control(() => jsonReply(409, { message: 'unknown state x' })).sim.applyState('x'))).toMatchObject({ status: 409, message: 'POST /state: unknown state x' });
    expect(await rejectionOf(control(() => jsonReply(500, { message: 7 })).sim.clock())).toMatchObject({ status: 500, message: 'GET /clock: status 500' });
    expect(await rejectionOf(control(() => jsonReply(404, ['message'])).sim.routes())).toMatchObject({ status: 404, message: 'GET /routes: status 404' });
    expect(await rejectionOf(control(() => jsonReply(500, null)).sim.routes())).toMatchObject({ status: 500, message: 'GET /routes: status 500' });
    expect(await rejectionOf(control(() => new Response('', { status: 503 })).sim.scenarios())).toMatchObject({ status: 503, message: 'GET /scenarios: status 503' });
  });
});
