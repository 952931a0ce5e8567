import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { ApiError, buildHeaders, buildUrl, correlationId, redact, send, HEADER, CLIENT_NAME, DEFAULT_TIMEOUT_MS } from './http';
import { fakeFetch, jsonReply, testEnv } from '../../tests/support/api';

const Body = z.looseObject({ validRequest: z.looseObject({ isValid: z.boolean() }) });

describe('http core', () => {
  it('CALLS-02 traced calls carry subscription key, correlation id, date, client name web-portal and client id', () => {
    const env = testEnv(fakeFetch(() => jsonReply(200, {})).fetch);
    const headers = buildHeaders(env, { subscriptionKey: 'k-1', banner: 'freshway', traced: true, clientId: 'client-9', accept: 'application/vnd.profile.v2+json' });
    expect(headers[HEADER.subscriptionKey]).toBe('k-1');
    expect(headers[HEADER.banner]).toBe('freshway');
    expect(headers[HEADER.correlationId]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(headers[HEADER.date]).toBe('Mon, 01 Jun 2026 15:00:00 GMT');
    expect(headers[HEADER.clientName]).toBe(CLIENT_NAME);
    expect(headers[HEADER.clientId]).toBe('client-9');
    expect(headers[HEADER.accept]).toBe('application/vnd.profile.v2+json');
  });

  it('CALLS-02 USER-TYPES-13 a bearer token is sent for R and C only, never for G, A, empty or unknown types', () => {
    const env = testEnv(fakeFetch(() => jsonReply(200, {})).fetch);
    for (const userType of ['R', 'C', 'r', ' c ']) expect(buildHeaders(env, { caller: { userType, token: 't0k' } })[HEADER.authorization]).toBe('Bearer t0k');
    for (const userType of ['G', 'A', '', null, undefined, 'X', 'g']) expect(buildHeaders(env, { caller: { userType, token: 't0k' } })).not.toHaveProperty(HEADER.authorization);
    expect(buildHeaders(env, { caller: { userType: 'C', token: '' } })).not.toHaveProperty(HEADER.authorization);
  });

  it('CALLS-02 the correlation id is a well-formed v4 id for any random source', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 40 }), (values) => {
        let i = 0;
        const id = correlationId(() => values[i++ % values.length]!);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }),
    );
  });

  it('CALLS-01 buildUrl keeps the configured base and round-trips any query values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (query) => {
        const url = new URL(buildUrl('http://127.0.0.1:9/apim/x', 'a b', query));
        expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/apim/x/a%20b');
        expect(Object.fromEntries(url.searchParams)).toEqual(Object.fromEntries(new URLSearchParams(query)));
      }),
    );
    expect(buildUrl('/bin/wcax/userinfo', '', { a: undefined, b: null, c: 1 })).toBe('/bin/wcax/userinfo?c=1');
  });

  it('parses a body with the schema and returns status and data', async () => {
    const { fetch, sent } = fakeFetch(() => jsonReply(200, { validRequest: { isValid: true, extra: 1 } }));
    const result = await send(testEnv(fetch), { call: 'CALL-24', method: 'GET', url: '/apim/x?storeid=1', headers: {}, schema: Body });
    expect(result.status).toBe(200);
    expect(result.data.validRequest.isValid).toBe(true);
    expect(sent[0]?.url).toBe('http://127.0.0.1:9/apim/x?storeid=1');
  });

  it('an unexpected body becomes a typed error naming the field that differed', async () => {
    const { fetch } = fakeFetch(() => jsonReply(200, { validRequest: { isValid: 'yes' } }));
    const error = (await send(testEnv(fetch), { call: 'CALL-24', method: 'GET', url: '/x', headers: {}, schema: Body }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('unexpected-body');
    expect(error.field).toBe('validRequest.isValid');
    expect(error.message).toContain('validRequest.isValid');
  });

  it('ERR-09 ERR-12 a failure status keeps status, status text and the error body', async () => {
    const { fetch } = fakeFetch(() => jsonReply(503, { errorCode: 'DOWN' }, 'Service Unavailable'));
    const error = (await send(testEnv(fetch), { call: 'CALL-28', method: 'POST', url: '/x', headers: {}, body: { a: 1 } }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('status');
    expect(error.status).toBe(503);
    expect(error.statusText).toBe('Service Unavailable');
    expect(error.body).toEqual({ errorCode: 'DOWN' });
  });

  it('malformed JSON and network failures become typed errors', async () => {
    const bad = fakeFetch(() => new Response('{"oops', { status: 200 }));
    expect(await send(testEnv(bad.fetch), { call: 'CALL-22', method: 'GET', url: '/x', headers: {} }).catch((e: ApiError) => e.kind)).toBe('malformed-json');
    const down = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    expect(await send(testEnv(down.fetch), { call: 'CALL-22', method: 'GET', url: '/x', headers: {} }).catch((e: ApiError) => e.kind)).toBe('network');
  });

  it('CALLS-04 a call with no answer times out (navigation timeout 3000 ms by default)', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(3000);
    const never = fakeFetch(() => new Promise<Response>(() => undefined));
    // The deadline port expires the call as the runtime's timer would after 20 ms, without the test waiting for it.
    const deadline = (ms: number, _signal: AbortSignal, expire: () => void) => (queueMicrotask(expire), () => undefined);
    const error = (await send(testEnv(never.fetch, { timeoutMs: 20, deadline }), { call: 'CALL-23', method: 'GET', url: '/x', headers: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('20 ms');
  });

  it('CALLS-04 a call keeps its deadline on the given port, with its own signal, and cancels it once answered', async () => {
    const kept: { ms: number; signal: AbortSignal; cancelled: boolean }[] = [];
    const deadline = (ms: number, signal: AbortSignal) => {
      const entry = { ms, signal, cancelled: false };
      kept.push(entry);
      return () => void (entry.cancelled = true);
    };
    let seen: AbortSignal | undefined;
    const answered = fakeFetch(() => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const fetch: typeof answered.fetch = (input, init) => ((seen = init?.signal ?? undefined), answered.fetch(input, init));
    await send(testEnv(fetch, { timeoutMs: 1500, deadline }), { call: 'CALL-23', method: 'GET', url: '/x', headers: {} });
    expect(kept).toHaveLength(1);
    expect(kept[0]!.ms).toBe(1500);
    expect(kept[0]!.signal).toBe(seen);
    expect(kept[0]!.cancelled).toBe(true);
  });

  it('CALLS-04 without a configured timeout (or with one that is not a positive number) a call gives up after 3000 ms', async () => {
    vi.useFakeTimers();
    try {
      for (const timeoutMs of [undefined, 0, -5, Number.NaN]) {
        const never = fakeFetch(() => new Promise<Response>(() => undefined));
        const env = testEnv(never.fetch, timeoutMs === undefined ? {} : { timeoutMs });
        let settled: unknown = null;
        void send(env, { call: 'CALL-23', method: 'GET', url: '/x', headers: {} }).catch((e: unknown) => (settled = e));
        await vi.advanceTimersByTimeAsync(2_999);
        expect(settled, String(timeoutMs)).toBeNull();
        await vi.advanceTimersByTimeAsync(1);
        expect((settled as ApiError | null)?.kind, String(timeoutMs)).toBe('timeout');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('CALLS-01 a path that names a host is refused: the configured base is the only address', () => {
    expect(buildUrl('http://127.0.0.1:9/uca/', '/customers/1/stores')).toBe('http://127.0.0.1:9/uca/customers/1/stores');
    for (const path of ['https://evil.test/x', '//evil.test/x', 'javascript:alert(1)']) expect(() => buildUrl('http://127.0.0.1:9/uca', path), path).toThrow(/CALLS-01/);
  });

  it('USER-TYPES-13 the bearer token never reaches an error message or a log line', async () => {
    const token = 'sekret-token-123';
    const lines: string[] = [];
    const { fetch } = fakeFetch((req) => jsonReply(401, { echo: req.headers.get('authorization') }, 'Unauthorized'));
    const env = testEnv(fetch, { log: (l) => lines.push(l) });
    const headers = buildHeaders(env, { caller: { userType: 'C', token } });
    const error = (await send(env, { call: 'CALL-49', method: 'GET', url: '/x', headers }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).not.toContain(token);
    expect(lines.join('\n')).not.toContain(token);
    expect(redact(`Authorization: Bearer ${token}`)).toBe('Authorization: Bearer [redacted]');
  });

  it('redact never throws and removes every bearer value from any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[A-Za-z0-9._-]{4,30}$/), (text, token) => {
        expect(redact(`${text} Bearer ${token}`)).not.toContain(`Bearer ${token}`);
      }),
    );
  });
});
