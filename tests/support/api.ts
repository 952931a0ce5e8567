import { expect } from 'vitest';
import { simulatorConfig } from '../../spec/config/endpoints';
import type { StorefrontConfigInput } from '../../spec/schemas/config';
import type { ApiEnv, FetchLike } from '../../src/api/http';

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  /** Whether cookies were sent along (`include` for the servlets and the session refresh). */
  credentials: RequestCredentials | undefined;
}

export type Reply = (request: SentRequest) => Response | Promise<Response>;

/** A fetch that records every request and answers from `reply`; respects the abort signal like the real one. */
export function fakeFetch(reply: Reply): { fetch: FetchLike; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = (input, init) => {
    const request: SentRequest = { url: input, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? init.body : undefined, credentials: init?.credentials };
    sent.push(request);
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      Promise.resolve(reply(request)).then(resolve, reject);
    });
  };
  return { fetch, sent };
}

export const jsonReply = (status: number, body: unknown, statusText = ''): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

export function testEnv(fetch: FetchLike, overrides: Partial<ApiEnv> = {}): ApiEnv {
  let n = 0;
  return {
    fetch,
    random: () => {
      n = (n + 0.37) % 1;
      return n;
    },
    now: () => Date.UTC(2026, 5, 1, 15, 0, 0),
    origin: 'http://127.0.0.1:9',
    ...overrides,
  };
}

export const testConfig = (overrides: Partial<StorefrontConfigInput> = {}): StorefrontConfigInput => simulatorConfig('freshway', 'http://127.0.0.1:9', overrides);

/** A sent request read back as the spec describes one: method, address (without its query), query and JSON body. */
export function readRequest(request: SentRequest): { method: string; address: string; query: Record<string, string>; body: unknown } {
  const url = new URL(request.url);
  return { method: request.method, address: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams), body: request.body === undefined ? undefined : (JSON.parse(request.body) as unknown) };
}

/** What a call rejected with (undefined when it resolved). */
export const rejectionOf = async (call: Promise<unknown>): Promise<unknown> => call.then(() => undefined, (e: unknown) => e);

/** One call of a client built on a fetch that answers `reply`: the first request it sent (read back) and what it rejected with. */
export async function firstRequestAndFailure<C>(build: (fetch: FetchLike) => C, make: (client: C) => Promise<unknown>, reply: Reply): Promise<{ request: ReturnType<typeof readRequest> | undefined; failure: unknown }> {
  const { fetch, sent } = fakeFetch(reply);
  const failure = await rejectionOf(make(build(fetch)));
  return { request: sent[0] === undefined ? undefined : readRequest(sent[0]), failure };
}

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * CALLS-02, USER-TYPES-13 for the checkout services (slots, orders): each of two calls, the first by an authorised
 * shopper and the second by a guest, carries the subscription key, the banner and the traced headers; only the first
 * carries the bearer token.
 */
export function expectCheckoutHeaders(sent: readonly SentRequest[], expected: { readonly subscriptionKey: string; readonly banner: string }): void {
  expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer shopper-token', null]);
  for (const r of sent) {
    expect(r.headers.get('ocp-apim-subscription-key')).toBe(expected.subscriptionKey);
    expect(r.headers.get('x-banner')).toBe(expected.banner);
    expect(r.headers.get('x-correlation-id')).toMatch(V4);
    expect(r.headers.get('x-client-name')).toBe('web-portal');
  }
}
