import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { ApiError, buildHeaders, buildUrl, correlationId, describeIssue, errorCodeOf, redact, send, HEADER, CLIENT_NAME, DEFAULT_TIMEOUT_MS } from './http';
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

describe('http core: what a call sends, reads and tells', () => {
  const refusal = async (env: ReturnType<typeof testEnv>, options: Parameters<typeof send>[1]) => (await send(env, options).catch((e: unknown) => e)) as ApiError;

  it('CALLS-02 a JSON body is sent serialised with its content type, a text body as it is, and a call without a body sends neither', async () => {
    const { fetch, sent } = fakeFetch(() => jsonReply(200, {}));
    const env = testEnv(fetch);
    await send(env, { call: 'CALL-26', method: 'POST', url: '/x', headers: {}, body: { a: [1] } });
    await send(env, { call: 'CALL-51', method: 'PATCH', url: '/x', headers: {}, body: 'a=1', contentType: 'application/merge-patch+json' });
    await send(env, { call: 'CALL-22', method: 'GET', url: '/x', headers: { accept: 'application/json' } });
    expect(sent.map((r) => [r.body, r.headers.get('content-type')])).toEqual([
      ['{"a":[1]}', 'application/json'],
      ['a=1', 'application/merge-patch+json'],
      [undefined, null],
    ]);
  });

  it('CALL-01 cookies go along only when the call asks for them', async () => {
    const { fetch, sent } = fakeFetch(() => jsonReply(200, {}));
    await send(testEnv(fetch), { call: 'CALL-01', method: 'GET', url: '/x', headers: {}, credentials: 'include' });
    await send(testEnv(fetch), { call: 'CALL-23', method: 'GET', url: '/x', headers: {} });
    expect(sent.map((r) => r.credentials)).toEqual(['include', undefined]);
  });

  it('an origin-relative address is resolved on the environment\'s origin, its trailing slashes dropped; an absolute one is left alone', async () => {
    const { fetch, sent } = fakeFetch(() => jsonReply(200, {}));
    await send(testEnv(fetch, { origin: 'http://127.0.0.1:9//' }), { call: 'CALL-03', method: 'GET', url: '/bin/wcax/store', headers: {} });
    await send(testEnv(fetch, { origin: 'http://127.0.0.1:9' }), { call: 'CALL-23', method: 'GET', url: 'http://localhost:8/x', headers: {} });
    expect(sent.map((r) => r.url)).toEqual(['http://127.0.0.1:9/bin/wcax/store', 'http://localhost:8/x']);
  });

  it('USER-TYPES-13 a call\'s log line names the call, method, address and status, never its query (where a token can travel)', async () => {
    const lines: string[] = [];
    const { fetch } = fakeFetch(() => jsonReply(200, {}));
    await send(testEnv(fetch, { log: (l) => lines.push(l) }), { call: 'CALL-64', method: 'GET', url: '/apim/uca/unsubscribe?token=s3cret', headers: {} });
    expect(lines).toEqual(['CALL-64 GET http://127.0.0.1:9/apim/uca/unsubscribe → 200']);
    const failing = fakeFetch(() => jsonReply(500, {}, 'Internal Server Error'));
    const error = await refusal(testEnv(failing.fetch), { call: 'CALL-64', method: 'GET', url: '/apim/uca/unsubscribe?token=s3cret', headers: {} });
    expect(error.message).toBe('CALL-64 GET http://127.0.0.1:9/apim/uca/unsubscribe answered 500 Internal Server Error');
    const down = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const network = await refusal(testEnv(down.fetch), { call: 'CALL-64', method: 'GET', url: '/apim/uca/unsubscribe?token=s3cret', headers: {} });
    expect(network.message).toBe('CALL-64 GET http://127.0.0.1:9/apim/uca/unsubscribe failed: fetch failed');
  });

  it('ERR-09 ERR-12 a failure keeps its cause; an answer without a status text is named by its status alone', async () => {
    const thrown = new TypeError('fetch failed');
    const down = fakeFetch(() => Promise.reject(thrown));
    const network = await refusal(testEnv(down.fetch), { call: 'CALL-22', method: 'GET', url: '/x', headers: {} });
    expect(network.name).toBe('ApiError');
    expect(network.cause).toBe(thrown);
    const { fetch } = fakeFetch(() => new Response(null, { status: 502 }));
    const status = await refusal(testEnv(fetch), { call: 'CALL-22', method: 'GET', url: '/x', headers: {} });
    expect(status).toMatchObject({ kind: 'status', status: 502, statusText: '', body: undefined, message: 'CALL-22 GET http://127.0.0.1:9/x answered 502' });
    expect('cause' in status).toBe(false);
  });

  it('ERR-09 only a 2xx answer is a success: 300 is a failure, its body kept as JSON, as text, or as nothing when blank', async () => {
    const cases: [Response, unknown][] = [
      [new Response('{"errorCode":"MOVED"}', { status: 300 }), { errorCode: 'MOVED' }],
      [new Response('<html>moved</html>', { status: 404 }), '<html>moved</html>'],
      [new Response(' \n', { status: 500 }), undefined],
      [new Response('', { status: 500 }), undefined],
    ];
    for (const [answer, body] of cases) {
      const { fetch } = fakeFetch(() => answer.clone());
      const error = await refusal(testEnv(fetch), { call: 'CALL-22', method: 'GET', url: '/x', headers: {} });
      expect(error.kind, String(answer.status)).toBe('status');
      expect(error.body, String(answer.status)).toEqual(body);
    }
    const { fetch } = fakeFetch(() => jsonReply(299, { a: 1 }));
    expect((await send(testEnv(fetch), { call: 'CALL-22', method: 'GET', url: '/x', headers: {} })).data).toEqual({ a: 1 });
  });

  it('an answer is read as JSON (blank reads as nothing), as text, or not at all; a schema applies to what was read', async () => {
    const read = async (answer: () => Response, options: Partial<Parameters<typeof send>[1]> = {}) => {
      const { fetch } = fakeFetch(answer);
      return send(testEnv(fetch), { call: 'CALL-30', method: 'GET', url: '/x', headers: {}, ...options });
    };
    expect((await read(() => new Response('{"a":1}'))).data).toEqual({ a: 1 });
    expect((await read(() => new Response('  \n'))).data).toBeUndefined();
    expect((await read(() => new Response('{"a":1}'), { read: 'text' })).data).toBe('{"a":1}');
    // A body that cannot even be read is no failure of a call that reads none.
    const broken = () => new Response(new ReadableStream({ start: (c) => c.error(new Error('connection reset')) }));
    expect(await read(broken, { read: 'none' })).toEqual({ status: 200, statusText: '', data: undefined });
    expect(await read(broken).catch((e: ApiError) => e.kind)).toBe('network');
    const malformed = await read(() => new Response('{"a":', { status: 200, statusText: 'OK' })).catch((e: unknown) => e);
    expect(malformed).toMatchObject({ kind: 'malformed-json', call: 'CALL-30', status: 200, statusText: 'OK', message: 'CALL-30 answered 200 with a body that is not JSON' });
    const root = await read(() => new Response(''), { schema: Body }).catch((e: unknown) => e);
    expect(root).toMatchObject({ kind: 'unexpected-body', field: '(root)', body: undefined });
    expect((root as ApiError).message).toMatch(/^CALL-30 unexpected body at \(root\): ./);
  });

  it('CALLS-04 the caller\'s own abort ends a call at once, as a failure that is no timeout', async () => {
    const never = fakeFetch(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const deadline = () => () => undefined;
    const pending = send(testEnv(never.fetch, { deadline }), { call: 'CALL-23', method: 'GET', url: '/x', headers: {}, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'network', call: 'CALL-23' });
  });

  it('CALLS-04 a call answered in time leaves no timer running', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = fakeFetch(() => jsonReply(200, {}));
      await send(testEnv(fetch), { call: 'CALL-23', method: 'GET', url: '/x', headers: {} });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('CALLS-02 the correlation id is drawn from the random source: another source, another id', () => {
    expect(correlationId(() => 0.1)).not.toBe(correlationId(() => 0.9));
    expect(correlationId(() => 0.999)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('USER-TYPES-13 redaction keeps the words around a token and hides the token, however it is spaced or passed', () => {
    expect(redact('Authorization: Bearer   abc.def')).toBe('Authorization: Bearer   [redacted]');
    expect(redact('GET /cb?code=1&access_token=abc.def&state=2')).toBe('GET /cb?code=1&access_token=[redacted]&state=2');
    expect(redact('token=abc def')).toBe('token=[redacted] def');
    expect(redact('nothing secret here')).toBe('nothing secret here');
  });

  it('an error without an issue is named as the root being invalid; an issue at the root is named (root)', () => {
    expect(describeIssue({ issues: [] } as unknown as Parameters<typeof describeIssue>[0])).toEqual({ field: '(root)', detail: 'invalid' });
    const root = z.safeParse(z.string(), 1);
    expect(root.success).toBe(false);
    if (!root.success) expect(describeIssue(root.error).field).toBe('(root)');
  });

  it('ERR-21 ERR-28 a server code is read only from a failed call\'s body: errors[0].code, else errorCode, when they are text', () => {
    const failure = (body: unknown) => new ApiError({ kind: 'status', call: 'CALL-56', message: 'm', body });
    expect(errorCodeOf(failure({ errors: [{ code: 'CSMS0139' }], errorCode: 'E1' }))).toBe('CSMS0139');
    expect(errorCodeOf(failure({ errors: [{ code: 139 }], errorCode: 'E1' }))).toBe('E1');
    expect(errorCodeOf(failure({ errors: [null], errorCode: 'E1' }))).toBe('E1');
    expect(errorCodeOf(failure({ errors: [], errorCode: 'E1' }))).toBe('E1');
    expect(errorCodeOf(failure({ errors: { 0: { code: 'CSMS0139' } }, errorCode: 'E1' }))).toBe('E1');
    expect(errorCodeOf(failure({ errorCode: 42 }))).toBeUndefined();
    expect(errorCodeOf(failure('errorCode'))).toBeUndefined();
    expect(errorCodeOf(failure(null))).toBeUndefined();
    expect(errorCodeOf(failure(undefined))).toBeUndefined();
    // Not a failed call: whatever it carries is no server code.
    expect(errorCodeOf({ body: { errorCode: 'E0000068' } })).toBeUndefined();
  });
});
