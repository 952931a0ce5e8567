import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBody, FaultStore, messageForCode, registerErrorBody, registerErrorCode, statusForCode, targetMatches } from './faults';
import type { FaultRequest } from './faults';

// The fault vocabulary is spec/schemas/faults.ts: what goes wrong, for which requests (every given target field must
// match; none means every simulated request), and for how many calls.
const PROFILE_TEMPLATE = '/apim/profile/ucaservice/api/uca/customers/:userId/stores';
const request = (over: Partial<FaultRequest> & { href?: string } = {}): FaultRequest => ({
  service: 'profile',
  routePath: PROFILE_TEMPLATE,
  method: 'POST',
  url: new URL(over.href ?? 'http://sim.test/apim/profile/ucaservice/api/uca/customers/u-1/stores?banner=freshway&v=2'),
  body: { banner: 'freshway', stores: [{ storeId: '1510' }] },
  ...over,
});

describe('fault targets', () => {
  it('a target with no fields hits every simulated request', () => {
    expect(targetMatches({}, request())).toBe(true);
  });

  it('service and method must each match when given', () => {
    expect(targetMatches({ service: 'profile' }, request())).toBe(true);
    expect(targetMatches({ service: 'messaging' }, request())).toBe(false);
    expect(targetMatches({ method: 'POST' }, request())).toBe(true);
    expect(targetMatches({ method: 'GET' }, request())).toBe(false);
  });

  it('a path is the route template, a concrete path, or a prefix ending in *', () => {
    expect(targetMatches({ path: PROFILE_TEMPLATE }, request())).toBe(true);
    expect(targetMatches({ path: '/apim/profile/ucaservice/api/uca/customers/u-1/stores' }, request())).toBe(true);
    expect(targetMatches({ path: '/apim/profile/ucaservice/api/uca/customers/u-2/stores' }, request())).toBe(false);
    expect(targetMatches({ path: '/apim/profile/*' }, request())).toBe(true);
    expect(targetMatches({ path: '/apim/messaging/*' }, request())).toBe(false);
    // Without the star a prefix is no match.
    expect(targetMatches({ path: '/apim/profile/' }, request())).toBe(false);
  });

  it('query parameters must all be present with these values', () => {
    expect(targetMatches({ query: { banner: 'freshway' } }, request())).toBe(true);
    expect(targetMatches({ query: { banner: 'freshway', v: '2' } }, request())).toBe(true);
    expect(targetMatches({ query: { banner: 'freshway', v: '3' } }, request())).toBe(false);
    expect(targetMatches({ query: { missing: '' } }, request())).toBe(false);
  });

  it('top-level body fields must all be equal, compared as JSON; a request without a JSON object body never matches', () => {
    expect(targetMatches({ body: { banner: 'freshway' } }, request())).toBe(true);
    expect(targetMatches({ body: { stores: [{ storeId: '1510' }] } }, request())).toBe(true);
    expect(targetMatches({ body: { stores: [{ storeId: '1511' }] } }, request())).toBe(false);
    expect(targetMatches({ body: { banner: 'freshway', other: 1 } }, request())).toBe(false);
    for (const body of [null, undefined, 'banner=freshway', 7]) expect(targetMatches({ body: { banner: 'freshway' } }, request({ body })), String(body)).toBe(false);
    // An empty body condition asks for nothing but still a JSON object.
    expect(targetMatches({ body: {} }, request())).toBe(true);
  });

  it('every given field must match: one mismatch is enough to miss', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (s, m, q, b) => {
        const target = { service: s ? 'profile' : 'messaging', method: m ? ('POST' as const) : ('GET' as const), query: { banner: q ? 'freshway' : 'harborfoods' }, body: { banner: b ? 'freshway' : 'harborfoods' } };
        return targetMatches(target, request()) === (s && m && q && b);
      }),
    );
  });
});

describe('the fault store', () => {
  it('ids: a fault without an id gets the next fault-N, one with an id replaces the fault of that id', () => {
    const faults = new FaultStore();
    expect(faults.add({ fault: { kind: 'network-error' } }).id).toBe('fault-1');
    expect(faults.add({ fault: { kind: 'timeout' } }).id).toBe('fault-2');
    faults.add({ id: 'mine', fault: { kind: 'timeout' } });
    faults.add({ id: 'mine', fault: { kind: 'malformed-json' } });
    expect(faults.list().map((f) => [f.id, f.fault.kind])).toEqual([['fault-1', 'network-error'], ['fault-2', 'timeout'], ['mine', 'malformed-json']]);
    expect(() => faults.add({ fault: { kind: 'status', status: 42 } } as never)).toThrow();
  });

  it('a fault held has its uses left (null: until cleared) and no hits yet', () => {
    const faults = new FaultStore();
    expect(faults.add({ fault: { kind: 'timeout' }, times: 2 })).toMatchObject({ remaining: 2, hits: 0 });
    expect(faults.add({ fault: { kind: 'timeout' } })).toMatchObject({ remaining: null, hits: 0 });
  });

  it('list gives copies: changing them changes nothing held', () => {
    const faults = new FaultStore();
    faults.add({ fault: { kind: 'timeout' } });
    faults.list()[0]!.hits = 99;
    expect(faults.list()[0]!.hits).toBe(0);
  });

  it('clear: one by id (true when it existed), or all (true when there were any)', () => {
    const faults = new FaultStore();
    expect(faults.clear()).toBe(false);
    faults.add({ id: 'a', fault: { kind: 'timeout' } });
    faults.add({ id: 'b', fault: { kind: 'timeout' } });
    expect(faults.clear('nope')).toBe(false);
    expect(faults.clear('a')).toBe(true);
    expect(faults.list().map((f) => f.id)).toEqual(['b']);
    expect(faults.clear()).toBe(true);
    expect(faults.list()).toEqual([]);
  });

  it('reset empties the store and starts the ids and the latency jitter over', () => {
    const faults = new FaultStore();
    const jittered = () => faults.plan(request());
    faults.add({ fault: { kind: 'latency', min: 0, max: 10_000 } });
    const first = [jittered(), jittered(), jittered()];
    faults.reset();
    expect(faults.list()).toEqual([]);
    expect(faults.add({ fault: { kind: 'latency', min: 0, max: 10_000 } }).id).toBe('fault-1');
    expect([jittered(), jittered(), jittered()]).toEqual(first);
  });

  it('dump and load carry the faults with their uses, the id counter and the jitter position', () => {
    const faults = new FaultStore();
    faults.add({ fault: { kind: 'latency', min: 0, max: 10_000 } });
    faults.add({ fault: { kind: 'timeout' }, times: 3, target: { service: 'messaging' } });
    faults.plan(request());
    faults.plan(request({ service: 'messaging' }));
    const copy = new FaultStore();
    copy.load(faults.dump());
    expect(copy.list()).toEqual(faults.list());
    expect(copy.list()[1]).toMatchObject({ remaining: 2, hits: 1 });
    expect(copy.plan(request())).toEqual(faults.plan(request()));
    expect(copy.add({ fault: { kind: 'timeout' } }).id).toBe(faults.add({ fault: { kind: 'timeout' } }).id);
    expect(() => copy.load({ faults: [{ id: 'x', fault: { kind: 'nope' } }], counter: 0, jitter: 0 })).toThrow();
  });
});

describe('planning a request', () => {
  it('the control API is never faulted', () => {
    const faults = new FaultStore();
    faults.add({ fault: { kind: 'network-error' } });
    expect(faults.plan(request({ service: 'control' }))).toEqual({ action: 'pass', delayMs: 0 });
    expect(faults.list()[0]!.hits).toBe(0);
  });

  it('no matching fault: the request passes undelayed, and a fault that does not match is not used', () => {
    const faults = new FaultStore();
    faults.add({ fault: { kind: 'network-error' }, target: { service: 'messaging' }, times: 1 });
    expect(faults.plan(request())).toEqual({ action: 'pass', delayMs: 0 });
    expect(faults.list()[0]).toMatchObject({ hits: 0, remaining: 1 });
  });

  it('times: a fault hits the next N matching calls and is then gone; hits count every use', () => {
    const faults = new FaultStore();
    faults.add({ id: 'twice', fault: { kind: 'network-error' }, times: 2 });
    expect(faults.plan(request())).toEqual({ action: 'network-error', delayMs: 0, faultId: 'twice' });
    expect(faults.list()[0]).toMatchObject({ hits: 1, remaining: 1 });
    expect(faults.plan(request()).action).toBe('network-error');
    expect(faults.list()).toEqual([]);
    expect(faults.plan(request()).action).toBe('pass');
    faults.add({ id: 'always', fault: { kind: 'timeout' } });
    for (let i = 0; i < 3; i += 1) faults.plan(request());
    expect(faults.list()[0]).toMatchObject({ hits: 3, remaining: null });
  });

  it('a fault used up goes alone: the others stay held with their uses', () => {
    const faults = new FaultStore();
    faults.add({ id: 'slow-once', fault: { kind: 'latency', ms: 5 }, times: 1 });
    faults.add({ id: 'down', fault: { kind: 'network-error' } });
    faults.add({ id: 'elsewhere', fault: { kind: 'timeout' }, target: { service: 'messaging' }, times: 1 });
    expect(faults.plan(request())).toEqual({ action: 'network-error', delayMs: 5, faultId: 'down' });
    expect(faults.list().map((f) => [f.id, f.hits, f.remaining])).toEqual([['down', 1, null], ['elsewhere', 0, 1]]);
  });

  it('a fault applies to exactly the calls its target names, and uses up its times on those alone', () => {
    const services = ['profile', 'messaging', 'identity'] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...services), { maxLength: 12 }), fc.constantFrom(...services), fc.integer({ min: 1, max: 4 }), (calls, named, times) => {
        const faults = new FaultStore();
        faults.add({ id: 'f', fault: { kind: 'network-error' }, target: { service: named }, times });
        let left = times;
        for (const service of calls) {
          const hit = service === named && left > 0;
          expect(faults.plan(request({ service })).action).toBe(hit ? 'network-error' : 'pass');
          if (hit) left -= 1;
        }
        expect(faults.list().length).toBe(left > 0 ? 1 : 0);
      }),
    );
  });

  it('latency delays the normal answer: fixed ms, or uniform within [min, max]; several add up before a failure', () => {
    const faults = new FaultStore();
    faults.add({ fault: { kind: 'latency', ms: 250 } });
    expect(faults.plan(request())).toEqual({ action: 'pass', delayMs: 250 });
    faults.add({ fault: { kind: 'latency', ms: 100 } });
    faults.add({ id: 'down', fault: { kind: 'malformed-json' } });
    expect(faults.plan(request())).toEqual({ action: 'malformed-json', delayMs: 350, faultId: 'down' });
    const ranged = new FaultStore();
    ranged.add({ fault: { kind: 'latency', min: 40, max: 60 } });
    const delays = Array.from({ length: 200 }, () => {
      const plan = ranged.plan(request());
      return plan.action === 'pass' ? plan.delayMs : -1;
    });
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...delays)).toBeLessThanOrEqual(60);
    expect(new Set(delays).size).toBeGreaterThan(1);
  });

  it('the first failing fault decides; the ones after it are not used', () => {
    const faults = new FaultStore();
    faults.add({ id: 'first', fault: { kind: 'truncated-body' } });
    faults.add({ id: 'second', fault: { kind: 'network-error' }, times: 1 });
    expect(faults.plan(request())).toEqual({ action: 'truncate', delayMs: 0, faultId: 'first' });
    expect(faults.list()[1]).toMatchObject({ id: 'second', hits: 0, remaining: 1 });
  });

  it('timeout gives no answer at all', () => {
    const faults = new FaultStore();
    faults.add({ id: 't', fault: { kind: 'timeout' } });
    faults.add({ fault: { kind: 'latency', ms: 5 } });
    expect(faults.plan(request())).toEqual({ action: 'hang', faultId: 't' });
  });

  it('status answers that status with the service\'s error body as JSON, or the body given verbatim', () => {
    const faults = new FaultStore();
    faults.add({ id: 's', fault: { kind: 'status', status: 503 }, times: 1 });
    expect(faults.plan(request({ service: 'customer-account' }))).toEqual({
      action: 'respond', delayMs: 0, faultId: 's',
      response: { status: 503, headers: { 'content-type': 'application/json' }, body: { errorCode: 'HTTP_503', message: 'Internal Server Error', status: 503 } },
    });
    faults.add({ id: 'v', fault: { kind: 'status', status: 400, body: { raw: true } }, times: 1 });
    expect(faults.plan(request({ service: 'customer-account' }))).toMatchObject({ response: { status: 400, body: { raw: true } } });
    faults.add({ fault: { kind: 'status', status: 409, code: 'CONFLICTING', message: 'taken' }, times: 1 });
    expect(faults.plan(request({ service: 'customer-account' }))).toMatchObject({ response: { status: 409, body: { errorCode: 'CONFLICTING', message: 'taken', status: 409 } } });
  });

  it('error-code answers the spec code with its registered status and message, or the status given', () => {
    registerErrorCode('TESTCODE1', 422, 'Registered message');
    const faults = new FaultStore();
    faults.add({ id: 'e', fault: { kind: 'error-code', code: 'TESTCODE1' }, times: 1 });
    expect(faults.plan(request({ service: 'customer-account' }))).toEqual({
      action: 'respond', delayMs: 0, faultId: 'e',
      response: { status: 422, headers: { 'content-type': 'application/json' }, body: { errorCode: 'TESTCODE1', message: 'Registered message', status: 422 } },
    });
    faults.add({ fault: { kind: 'error-code', code: 'TESTCODE1', status: 500, message: 'mine' }, times: 1 });
    expect(faults.plan(request({ service: 'customer-account' }))).toMatchObject({ response: { status: 500, body: { errorCode: 'TESTCODE1', message: 'mine', status: 500 } } });
  });

  it('rate-limit answers 429 with Retry-After in seconds (30 unless given)', () => {
    const faults = new FaultStore();
    faults.add({ id: 'r', fault: { kind: 'rate-limit' }, times: 1 });
    expect(faults.plan(request({ service: 'customer-account' }))).toEqual({
      action: 'respond', delayMs: 0, faultId: 'r',
      response: { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '30' }, body: { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests', status: 429 } },
    });
    faults.add({ fault: { kind: 'rate-limit', retryAfter: 5 }, times: 1 });
    expect(faults.plan(request({ service: 'customer-account' }))).toMatchObject({ response: { headers: { 'retry-after': '5' } } });
  });
});

describe('error codes and bodies', () => {
  it('an unregistered code: identity-provider codes (E and seven digits) are 403, others 400', () => {
    expect(statusForCode('E0000099')).toBe(403);
    expect(statusForCode('E000009')).toBe(400);
    expect(statusForCode('XE0000099')).toBe(400);
    expect(statusForCode('E00000990')).toBe(400);
    expect(statusForCode('NOT_REGISTERED')).toBe(400);
    registerErrorCode('TESTCODE2', 418);
    expect(statusForCode('TESTCODE2')).toBe(418);
  });

  it('a code registered again without a message keeps the message it had', () => {
    registerErrorCode('TESTCODE4', 409, 'Already taken');
    registerErrorCode('TESTCODE4', 422);
    expect(statusForCode('TESTCODE4')).toBe(422);
    expect(messageForCode('TESTCODE4', 422)).toBe('Already taken');
  });

  it('an unregistered message: server errors say Internal Server Error, others name the code', () => {
    expect(messageForCode('NOPE', 500)).toBe('Internal Server Error');
    expect(messageForCode('NOPE', 499)).toBe('Request failed with NOPE');
    registerErrorCode('TESTCODE3', 400);
    expect(messageForCode('TESTCODE3', 400)).toBe('Request failed with TESTCODE3');
  });

  it('a service that registered its own error shape answers in it, with the message given or the code\'s own', () => {
    registerErrorBody('pets', (code, status, message) => ({ pets: { code, status, message } }));
    expect(errorBody('pets', 'X1', 404)).toEqual({ pets: { code: 'X1', status: 404, message: 'Request failed with X1' } });
    expect(errorBody('pets', 'X1', 404, 'gone')).toEqual({ pets: { code: 'X1', status: 404, message: 'gone' } });
    expect(errorBody('customer-account', 'X1', 404, 'gone')).toEqual({ errorCode: 'X1', message: 'gone', status: 404 });
  });
});
