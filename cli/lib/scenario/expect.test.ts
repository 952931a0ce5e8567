import { describe, expect, it } from 'vitest';
import { ScenarioExpectation } from '../../../spec/scenarios/schema';
import { memoryCookieJar } from '../../../src/storefront/cookies';
import type { Observed } from './driver';
import { atPath, checkExpectations } from './expect';

function observed(over: Partial<Observed> = {}): Observed {
  return { url: '/', session: null, calls: [], events: [], logs: [], texts: [], storage: { local: new Map(), session: new Map() }, cookies: memoryCookieJar(), output: undefined, signIn: null, ...over };
}

describe('scenario expectations', () => {
  it('passes when every expectation holds', () => {
    const o = observed({ texts: ['Please wait 30 seconds before trying to resend another code'], events: ['message:CSMS0139'], output: { error: { name: 'CustomerId' } } });
    const e = ScenarioExpectation.parse({ text: ['Please wait 30 seconds'], events: ['message:CSMS0139'], output: { 'error.name': 'CustomerId' } });
    expect(checkExpectations(e, o)).toEqual([]);
  });

  it('names each expectation that fails, with what was expected and what was seen', () => {
    const o = observed({ texts: ['1502'], url: '/?storeId=1', cookies: memoryCookieJar({ SAFEWAY_KMSI: 'true' }) });
    const e = ScenarioExpectation.parse({ text: ['1605'], notText: ['1502'], url: '/', cookies: { SAFEWAY_KMSI: 'error', sid: { present: true } }, calls: ['CALL-48'], logs: ['Too many'], output: { kind: 'x' } });
    const m = checkExpectations(e, o);
    expect(m.map((x) => x.what)).toEqual(['text', 'notText', 'url', 'cookies.SAFEWAY_KMSI', 'cookies.sid', 'calls', 'logs', 'output.kind']);
    expect(m[3]).toEqual({ what: 'cookies.SAFEWAY_KMSI', expected: 'error', actual: '"true"' });
  });

  it('reads dotted paths and never throws on a path into nothing', () => {
    expect(atPath({ a: [{ b: 1 }] }, 'a.0.b')).toBe(1);
    expect(atPath({ a: null }, 'a.b.c')).toBeUndefined();
    expect(atPath('text', 'length.x')).toBeUndefined();
  });
});
