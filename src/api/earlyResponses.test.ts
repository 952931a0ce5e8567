import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { fetchWithEarly, offerEarlyRequest, takeEarlyRequest } from './earlyResponses';
import { fakeFetch, jsonReply, rejectionOf } from '../../tests/support/api';

const URL_A = 'http://127.0.0.1:9/search/seller-carousel?bpn=1&size=1&shop=grocery';
const HEADERS = { accept: 'application/json' };
const own = () => fakeFetch(() => jsonReply(200, { from: 'own' }));
const body = async (r: Response) => ((await r.json()) as { from: string }).from;

describe('early requests handed to the clients (decision 0460)', () => {
  it('CALL-20 the identical request (address and headers) takes the early response, once', async () => {
    const scope = {};
    offerEarlyRequest({ url: URL_A, headers: { ...HEADERS }, response: Promise.resolve(jsonReply(200, { from: 'early' })) }, scope);
    const first = own();
    expect(await body(await fetchWithEarly(first.fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS }))).toBe('early');
    expect(first.sent).toHaveLength(0);
    // Taken: the same request again is the client's own.
    const second = own();
    expect(await body(await fetchWithEarly(second.fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS }))).toBe('own');
    expect(second.sent).toHaveLength(1);
  });

  it('CALL-20 another address or other headers leave the early response alone', async () => {
    const scope = {};
    offerEarlyRequest({ url: URL_A, headers: { ...HEADERS }, response: Promise.resolve(jsonReply(200, { from: 'early' })) }, scope);
    const other = own();
    const storeUrl = `${URL_A}&storeId=1502`;
    expect(await body(await fetchWithEarly(other.fetch, storeUrl, HEADERS, scope)(storeUrl, { headers: HEADERS }))).toBe('own');
    const withBanner = { ...HEADERS, 'x-banner': 'freshway' };
    expect(await body(await fetchWithEarly(other.fetch, URL_A, withBanner, scope)(URL_A, { headers: withBanner }))).toBe('own');
    expect(other.sent).toHaveLength(2);
    expect(takeEarlyRequest(URL_A, HEADERS, scope)).not.toBeNull();
  });

  it('CALLS-04 a failed, aborted or server-error early request falls back to the request of its own', async () => {
    for (const early of [Promise.reject(new TypeError('Failed to fetch')), Promise.reject(new DOMException('aborted', 'AbortError')), Promise.resolve(jsonReply(503, { from: 'early' })), Promise.resolve(jsonReply(429, { from: 'early' }))]) {
      early.catch(() => undefined);
      const scope = {};
      offerEarlyRequest({ url: URL_A, headers: HEADERS, response: early }, scope);
      const fallback = own();
      expect(await body(await fetchWithEarly(fallback.fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS }))).toBe('own');
      expect(fallback.sent).toHaveLength(1);
    }
  });

  it('CALL-20 a not-found answer of the early request is the answer (the same request would get it again)', async () => {
    const scope = {};
    offerEarlyRequest({ url: URL_A, headers: HEADERS, response: Promise.resolve(jsonReply(404, { from: 'early' })) }, scope);
    const mine = own();
    expect((await fetchWithEarly(mine.fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS })).status).toBe(404);
    expect(mine.sent).toHaveLength(0);
  });

  it('CALLS-04 the request\'s own abort (its timeout, a newer page) ends the wait for an early response', async () => {
    const scope = {};
    offerEarlyRequest({ url: URL_A, headers: HEADERS, response: new Promise<Response>(() => undefined) }, scope);
    const controller = new AbortController();
    const pending = fetchWithEarly(own().fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS, signal: controller.signal });
    controller.abort(new DOMException('timed out', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a request with nothing offered is the client\'s own fetch, unchanged', () => {
    const { fetch } = own();
    expect(fetchWithEarly(fetch, URL_A, HEADERS, {})).toBe(fetch);
  });

  it('CALL-20 headers are the same when every name has the same value, in any order; one more, one fewer or one other value is another request', () => {
    const offered = { accept: 'application/json', 'x-banner': 'freshway' };
    for (const [headers, same] of [
      [{ 'x-banner': 'freshway', accept: 'application/json' }, true],
      [{ accept: 'application/json' }, false],
      [{ ...offered, 'x-extra': '1' }, false],
      [{ accept: 'application/json', 'x-banner': 'valleymarket' }, false],
      [{ accept: 'application/json', 'x-brand': 'freshway' }, false],
    ] as const) {
      const scope = {};
      offerEarlyRequest({ url: URL_A, headers: offered, response: Promise.resolve(jsonReply(200, {})) }, scope);
      expect(takeEarlyRequest(URL_A, headers, scope) !== null, JSON.stringify(headers)).toBe(same);
    }
  });

  it('CALL-20 a later offer of the same request replaces the first; offers of other requests stay beside it', async () => {
    const scope = {};
    offerEarlyRequest({ url: URL_A, headers: HEADERS, response: Promise.resolve(jsonReply(200, { from: 'first' })) }, scope);
    offerEarlyRequest({ url: `${URL_A}&page=2`, headers: HEADERS, response: Promise.resolve(jsonReply(200, { from: 'other' })) }, scope);
    offerEarlyRequest({ url: URL_A, headers: HEADERS, response: Promise.resolve(jsonReply(200, { from: 'second' })) }, scope);
    expect(await body(await takeEarlyRequest(URL_A, HEADERS, scope)!)).toBe('second');
    expect(takeEarlyRequest(URL_A, HEADERS, scope)).toBeNull();
    expect(await body(await takeEarlyRequest(`${URL_A}&page=2`, HEADERS, scope)!)).toBe('other');
  });

  it('CALLS-04 an early answer short of a server error is used (499); a server error is asked again (500)', async () => {
    for (const [status, used] of [
      [499, true],
      [500, false],
    ] as const) {
      const scope = {};
      offerEarlyRequest({ url: URL_A, headers: HEADERS, response: Promise.resolve(jsonReply(status, { from: 'early' })) }, scope);
      const mine = own();
      expect(await body(await fetchWithEarly(mine.fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS })), String(status)).toBe(used ? 'early' : 'own');
    }
  });

  it('CALLS-04 a request already aborted rejects at once with its abort reason, or an AbortError naming a reason that is no error, and asks nothing', async () => {
    for (const reason of [new Error('page left'), new DOMException('timed out', 'TimeoutError'), 'no error', undefined]) {
      const scope = {};
      offerEarlyRequest({ url: URL_A, headers: HEADERS, response: Promise.resolve(jsonReply(200, { from: 'early' })) }, scope);
      const controller = new AbortController();
      controller.abort(reason);
      const mine = own();
      const error = await rejectionOf(fetchWithEarly(mine.fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS, signal: controller.signal }));
      if (reason === undefined) expect(error).toMatchObject({ name: 'AbortError' });
      else if (reason instanceof Error) expect(error).toBe(reason);
      else expect(error).toMatchObject({ name: 'AbortError', message: reason });
      expect(mine.sent).toHaveLength(0);
    }
  });

  it('CALL-20 the early response answers the first call of the request only; the client\'s next call of it is its own', async () => {
    const scope = {};
    offerEarlyRequest({ url: URL_A, headers: HEADERS, response: Promise.resolve(jsonReply(200, { from: 'early' })) }, scope);
    const mine = own();
    const wrapped = fetchWithEarly(mine.fetch, URL_A, HEADERS, scope);
    expect(await body(await wrapped(URL_A))).toBe('early');
    expect(mine.sent).toHaveLength(0);
    expect(await body(await wrapped(URL_A, { headers: HEADERS }))).toBe('own');
    expect(mine.sent).toHaveLength(1);
  });

  it('CALLS-04 a request with a signal that never aborts gets the early answer, and its signal keeps no listener once the answer is in', async () => {
    const scope = {};
    offerEarlyRequest({ url: URL_A, headers: HEADERS, response: Promise.resolve(jsonReply(200, { from: 'early' })) }, scope);
    const controller = new AbortController();
    const mine = own();
    expect(await body(await fetchWithEarly(mine.fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS, signal: controller.signal }))).toBe('early');
    expect(mine.sent).toHaveLength(0);
    // Every promise callback has run before the event loop's next turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('CALLS-04 an abort while the early response is pending wins even when the early answer comes in after it', async () => {
    const scope = {};
    let answer: (r: Response) => void = () => undefined;
    offerEarlyRequest({ url: URL_A, headers: HEADERS, response: new Promise<Response>((resolve) => (answer = resolve)) }, scope);
    const controller = new AbortController();
    const mine = own();
    const pending = rejectionOf(fetchWithEarly(mine.fetch, URL_A, HEADERS, scope)(URL_A, { headers: HEADERS, signal: controller.signal }));
    const reason = new DOMException('timed out', 'TimeoutError');
    controller.abort(reason);
    answer(jsonReply(200, { from: 'early' }));
    expect(await pending).toBe(reason);
    expect(mine.sent).toHaveLength(0);
  });

  it('CALL-20 the page\'s global object holds the offers under one registered symbol (the early code is another build), and nothing else', () => {
    const scope: Record<symbol, unknown> = {};
    const offer = { url: URL_A, headers: HEADERS, response: new Promise<Response>(() => undefined) };
    offerEarlyRequest(offer, scope);
    const slots = Object.getOwnPropertySymbols(scope);
    expect(slots).toHaveLength(1);
    expect(Symbol.keyFor(slots[0]!)).toBeDefined();
    expect(scope[slots[0]!]).toEqual([offer]);
    expect(takeEarlyRequest(URL_A, HEADERS, scope)).toBe(offer.response);
    expect(scope[slots[0]!]).toEqual([]);
  });
});
