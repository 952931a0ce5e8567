import { rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach } from 'vitest';
import { resolve } from 'node:path';
import { PactV4, MatchersV3, type TemplateHeaders } from '@pact-foundation/pact';
import { getFfiLib } from '@pact-foundation/pact-core';
import { simulatorConfig } from '../../spec/config/endpoints';
import type { StorefrontConfigInput } from '../../spec/schemas/config';
import { ApiError, createApi, type ApiEnv } from '../../src/api';
import { CONSUMER, PACT_DIR, pactFileName } from '../pactConfig';

export const { like, eachLike, regex, integer, boolean, string, uuid, atLeastOneLike } = MatchersV3;

export const BANNER = 'freshway';
/** Fixed clock and random source: the requests a pact records are reproducible. */
export const NOW = Date.UTC(2026, 5, 1, 15, 0, 0);
export const TOKEN = 'pact-access-token';

const usedPorts = new Set<number>();

/** A loopback port that is free now and was never given to a mock server of this run. */
async function unusedPort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((done, fail) => {
      const probe = createServer();
      probe.once('error', fail);
      probe.listen(0, '127.0.0.1', () => {
        const { port: found } = probe.address() as AddressInfo;
        probe.close(() => done(found));
      });
    });
    if (!usedPorts.has(port)) {
      usedPorts.add(port);
      return port;
    }
  }
}

/**
 * The pact of one provider; the file is rewritten from scratch on every consumer run. Each test gets its own
 * mock server on a port no earlier mock server of the run had: the mock servers are told apart by port, and a
 * reused port was seen to check a request against the previous server's record (a flaky "expected but not
 * received" for a request that was answered).
 */
export function pactFor(provider: string): { addInteraction(): ReturnType<PactV4['addInteraction']> } {
  rmSync(resolve(PACT_DIR, pactFileName(provider)), { force: true });
  let current: PactV4 | undefined;
  beforeEach(async () => {
    current = new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, port: await unusedPort(), logLevel: 'warn' });
  });
  return {
    addInteraction() {
      if (!current) throw new Error('pactFor: addInteraction is only available inside a test');
      return current.addInteraction();
    },
  };
}

export interface Recorded {
  url: string;
  method: string;
  headers: Headers;
}

/** Clients pointed at the mock server, with a fetch that records what was sent (bearer absence is asserted on it). */
/**
 * fetch over node:http, one connection per request, with the body sent together with the headers. Under load
 * the mock server has been seen to match a request before a separately sent body arrived ("expected body but
 * was empty"), which made the consumer run flaky with the global fetch.
 */
export function freshFetch(input: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? Buffer.from(init.body) : undefined;
    if (body) headers['content-length'] = String(body.length);
    const req = httpRequest(input, { method: init.method ?? 'GET', headers: { ...headers, connection: 'close' }, agent: false, signal: init.signal ?? undefined }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        const response = new Response(payload, { status, statusText: res.statusMessage ?? '', headers: responseHeaders });
        // the mock server records a matched request after answering it: the answer is handed over once the
        // record is there, so a test never asks for it first ("expected but not received" for an answered request)
        void recordedByMockServer(new URL(input), init.method ?? 'GET').then(() => resolve(response));
      });
    });
    req.on('error', reject);
    // headers and body leave in one write: the mock server has been seen to match a body that had not arrived yet
    req.end(body);
  });
}

interface MockServerResult {
  readonly type: string;
  readonly method?: string;
  readonly path?: string;
  readonly request?: { readonly method?: string; readonly path?: string };
}

/**
 * Resolves once the Pact mock server on the URL's port has recorded the request (the expected interaction is no
 * longer missing, or the request is listed as unexpected). The server records on its own thread after it answers;
 * this asks its record, yielding to the event loop between questions, instead of sleeping for a guessed time. A
 * port that is no mock server, or a record that never comes (the interaction expected another request), ends the
 * wait after a bounded number of questions: the pact's own check then reports it.
 */
async function recordedByMockServer(url: URL, method: string): Promise<void> {
  const ffi = getFfiLib();
  const same = (r: { method?: string; path?: string } | undefined) => r?.method?.toUpperCase() === method.toUpperCase() && r.path === url.pathname;
  for (let question = 0; question < 20_000; question++) {
    let results: MockServerResult[];
    try {
      results = JSON.parse(ffi.pactffiMockServerMismatches(Number(url.port))) as MockServerResult[];
    } catch {
      return;
    }
    if (!Array.isArray(results)) return;
    const unexpected = results.some((r) => r.type !== 'missing-request' && (same(r) || same(r.request)));
    if (unexpected || !results.some((r) => r.type === 'missing-request' && same(r.request))) return;
    await new Promise((next) => setImmediate(next));
  }
}

/** `cookie` stands in for the browser's cookie jar (session cookies the real page would send). */
export function apiAt(url: string, overrides: Partial<StorefrontConfigInput> = {}, cookie?: string) {
  const sent: Recorded[] = [];
  const base = simulatorConfig(BANNER, url, overrides);
  const config: StorefrontConfigInput = { ...base, domain: { ...base.domain, servletBase: url }, ...overrides };
  let seq = 0;
  const env: ApiEnv = {
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      sent.push({ url: input, method: init?.method ?? 'GET', headers });
      return freshFetch(input, { ...init, headers });
    },
    // a fixed sequence keeps correlation ids and random numbers stable across runs
    random: () => {
      seq = (seq + 7) % 16;
      return seq / 16;
    },
    now: () => NOW,
    timeoutMs: 5000,
  };
  return { api: createApi(config, env), sent, config, env };
}

/** Headers every traced APIM call carries (values vary: matched by shape). */
export function tracedHeaders(subscriptionKey: string, extra: TemplateHeaders = {}): TemplateHeaders {
  return {
    'ocp-apim-subscription-key': subscriptionKey,
    'x-correlation-id': regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, '7e5c3a18-7e5c-4a18-be5c-3a187e5c3a18'),
    'x-request-date': regex(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/, 'Mon, 01 Jun 2026 15:00:00 GMT'),
    'x-client-name': 'web-portal',
    ...extra,
  };
}

export const bearer = (token = TOKEN) => regex(/^Bearer \S+$/, `Bearer ${token}`);

export const SHOPPER_UUID = '00000000-0000-4000-8000-000000000001';
export const REGISTERED_UUID = '00000000-0000-4000-8000-000000000002';
/** A credentialed caller with the token the account states grant; a guest caller carries a token that must not be sent. */
export const signedIn = { userType: 'C', token: TOKEN } as const;
export const guest = { userType: 'G', token: TOKEN } as const;

/** The profile-side UCA headers: traced, banner, subscription key, and the bearer when given. */
export function ucaHeaders(withBearer: boolean): TemplateHeaders {
  return tracedHeaders('sim-uca-key', { 'x-banner': BANNER, ...(withBearer ? { authorization: bearer() } : {}) });
}

export const ucaError = (code: string) => ({ errors: [{ code, message: like('server message') }] });

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
