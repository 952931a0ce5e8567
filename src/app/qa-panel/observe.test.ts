import { describe, expect, it } from 'vitest';
import { ScenarioExpectation } from '../../../spec/scenarios/schema';
import { scenarioById } from '../../../spec/scenarios';
import { expectationChecks } from './observe';
import type { LogEntry, Observation } from './observe';
import { callEntry, callsOfPath, readLog, writeLog } from './pageLog';
import { expectationInWords } from './words';

const observation = (o: Partial<Observation> = {}): Observation => ({ text: '', url: '/', cookie: () => undefined, storage: () => undefined, session: null, log: [], ...o });
const verdicts = (e: ScenarioExpectation, o: Observation) => expectationChecks(e).map((c) => [c.line, c.check(o)]);

describe('the QA checklist ticks itself', () => {
  it('ERR-01: the store id on the storefront, the session store, CALL-22, the store flags events and the failure log are seen', () => {
    const err01 = scenarioById('err-01-store-flags-fail')!;
    const log: LogEntry[] = [
      { kind: 'call', text: 'CALL-22 /apim/storeflags/v1/stores/1502 → 500', calls: ['CALL-22'], at: 1 },
      ...['storeFlags:loaded', 'storeFlags:completion', 'storeFlags:empty'].map((text) => ({ kind: 'event' as const, text, at: 2 })),
      { kind: 'log', text: 'store flags failed with status 500', at: 3 },
    ];
    const seen = verdicts(err01.expect, observation({ text: 'Store #1502 · in-store', session: { storeId: '1502' }, log }));
    expect(seen.every(([, v]) => v === 'seen'), JSON.stringify(seen)).toBe(true);
    const before = verdicts(err01.expect, observation());
    expect(before.every(([, v]) => v === 'not-yet'), JSON.stringify(before)).toBe(true);
  });

  it('ERR-29: the whole E0000011 sentence and the message event', () => {
    const err29 = scenarioById('err-29-expired-code')!;
    const o = observation({ text: 'The verification code you entered has expired. Click Resend code to get a new one.', session: { userType: 'G' }, log: [{ kind: 'event', text: 'message:E0000011', at: 1 }] });
    expect(verdicts(err29.expect, o).map(([, v]) => v)).toEqual(['seen', 'seen', 'seen']);
  });

  it('leaves negatives and a rule’s answer to a person, and flags a negative that is contradicted', () => {
    const e = ScenarioExpectation.parse({ notText: ['Oops'], notCalls: ['CALL-22'], notEvents: ['x'], cookies: { gone: { present: false } }, output: { 'error.message': 'm' } });
    expect(verdicts(e, observation()).map(([, v]) => v)).toEqual(['by-hand', 'by-hand', 'by-hand', 'by-hand', 'by-hand']);
    const contradicted = observation({ text: 'Oops', cookie: () => 'here', log: [{ kind: 'call', text: '', calls: ['CALL-22'], at: 1 }, { kind: 'event', text: 'x', at: 1 }] });
    expect(verdicts(e, contradicted).map(([, v]) => v)).toEqual(['contradicted', 'contradicted', 'contradicted', 'contradicted', 'by-hand']);
  });

  it('has one check per line of the expected outcome, for every scenario of the library', async () => {
    const { scenarios } = await import('../../../spec/scenarios');
    for (const s of scenarios) expect(expectationChecks(s.expect).map((c) => c.line)).toEqual(expectationInWords(s.expect));
  });
});

describe('the panel’s log', () => {
  const routes = [{ service: 'store-flags', method: 'GET', path: '/apim/storeflags/v1/stores/:branchId', calls: ['CALL-22'], summary: '' }];

  it('names a call by the route table’s CALL IDs, with its status; the panel’s own control calls and assets are not calls', () => {
    expect(callsOfPath(routes, '/apim/storeflags/v1/stores/1502')).toEqual(['CALL-22']);
    expect(callsOfPath(routes, '/apim/storeflags/v1/stores/1502/x')).toEqual([]);
    expect(callEntry({ name: 'http://127.0.0.1/apim/storeflags/v1/stores/1502?zipcode=94611', initiatorType: 'fetch', responseStatus: 500 }, 'http://127.0.0.1', routes, 7)).toEqual({ kind: 'call', text: 'CALL-22 /apim/storeflags/v1/stores/1502 → 500', calls: ['CALL-22'], at: 7 });
    expect(callEntry({ name: 'http://127.0.0.1/__sim/clock', initiatorType: 'fetch', responseStatus: 200 }, 'http://127.0.0.1', routes, 7)).toBeNull();
    expect(callEntry({ name: 'http://127.0.0.1/assets/a.js', initiatorType: 'script' }, 'http://127.0.0.1', routes, 7)).toBeNull();
  });

  it('is kept across page loads, and an unreadable stored log starts again', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    writeLog(storage, { scenario: 'err-01-store-flags-fail', entries: [{ kind: 'toast', text: 'Hi', at: 1 }] });
    expect(readLog(storage)).toEqual({ scenario: 'err-01-store-flags-fail', entries: [{ kind: 'toast', text: 'Hi', at: 1 }] });
    store.set('workbench.qa.log.v1', '{"entries":[{"kind":"toast"},7]');
    expect(readLog(storage)).toEqual({ scenario: null, entries: [] });
    store.set('workbench.qa.log.v1', '{"entries":[{"kind":"toast"},7]}');
    expect(readLog(storage)).toEqual({ scenario: null, entries: [] });
  });
});
