import { z, zodMessages } from '../../spec/schemas/zod';
import { NAVIGATION_TIMEOUT_MS, navigationTimeout, requestHeaders, serviceUrl } from '../rules/calls';
import { withQuery, type QueryValue } from './query';

/**
 * The storefront's only way to the network. Every upstream call goes through `send`, which builds the headers
 * of 000 §7 / 001 §7, applies the navigation timeout, and turns every failure into an ApiError.
 * `fetch`, the random source and the clock are injected so the same clients run in the browser, Node and tests.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiEnv {
  fetch: FetchLike;
  /** Uniform in [0, 1). */
  random: () => number;
  /** Epoch milliseconds. */
  now: () => number;
  /** CALLS-04: 3000 ms unless configured. */
  timeoutMs?: number;
  /**
   * CALLS-04: how a call's timeout is kept, given the call's abort signal and what expiring it does; returns its
   * cancellation. A timer of the runtime unless given: an in-process simulation, which knows when a request will never
   * be answered, expires it then instead of after real time.
   */
  deadline?: (ms: number, signal: AbortSignal, expire: () => void) => () => void;
  /** Resolves origin-relative URLs (same-origin servlets) where there is no page origin, e.g. in Node. */
  origin?: string;
  /** Receives one line per call; never a header value. */
  log?: (line: string) => void;
}

/** CALLS-04's timeout on the runtime's timers. */
function runtimeDeadline(ms: number, _signal: AbortSignal, expire: () => void): () => void {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
}

/** CALLS-04: the navigation timeout when none is configured. */
export const DEFAULT_TIMEOUT_MS = NAVIGATION_TIMEOUT_MS;
export { CLIENT_NAME } from '../rules/calls';

/** Header names the storefront sends (lower case, as fetch normalises them). */
export const HEADER = {
  accept: 'accept',
  contentType: 'content-type',
  authorization: 'authorization',
  subscriptionKey: 'ocp-apim-subscription-key',
  banner: 'x-banner',
  correlationId: 'x-correlation-id',
  date: 'x-request-date',
  clientName: 'x-client-name',
  clientId: 'x-client-id',
  sessionId: 'sid',
} as const;

/** Who is calling: a bearer token travels only when the user type is R or C (USER-TYPES-13, CALLS-02). */
export interface Caller {
  userType?: string | null;
  token?: string | null;
}

export type ApiErrorKind = 'status' | 'network' | 'timeout' | 'malformed-json' | 'unexpected-body' | 'missing-input';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  call: string;
  message: string;
  name?: string;
  status?: number;
  statusText?: string;
  field?: string;
  body?: unknown;
  cause?: unknown;
}

/** A failed upstream call. Keeps status and status text (ERR-09, ERR-12) and, for a bad body, the field that differed. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly call: string;
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly field: string | undefined;
  /** The parsed error body when the server sent JSON (CSMS and provider codes live here). */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(redact(init.message), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = init.name ?? 'ApiError';
    this.kind = init.kind;
    this.call = init.call;
    this.status = init.status;
    this.statusText = init.statusText;
    this.field = init.field;
    this.body = init.body;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Removes bearer tokens from any text that may reach a log or an error message. */
export function redact(text: string): string {
  return text.replace(/(bearer\s+)[^\s"',;]+/gi, '$1[redacted]').replace(/(access_token=|token=)[^&\s"']+/gi, '$1[redacted]');
}

const hex = (random: () => number) => Math.floor(random() * 16) & 15;

/** An RFC 4122 version-4 shaped id drawn from the injected random source. */
export function correlationId(random: () => number): string {
  const digits = Array.from({ length: 32 }, () => hex(random).toString(16));
  digits[12] = '4';
  digits[16] = ((hex(random) & 3) | 8).toString(16);
  const s = digits.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface HeaderOptions {
  /** A versioned vendor media type, where the service uses one. */
  accept?: string;
  subscriptionKey?: string;
  banner?: string;
  /** Adds the generated correlation id, the date, the client name and (when given) the client id. */
  traced?: boolean;
  clientId?: string;
  caller?: Caller;
  extra?: Record<string, string | undefined>;
}

/** The request headers of one call: the CALLS-02 rule's assembly with this environment's clock and randomness. */
export function buildHeaders(env: Pick<ApiEnv, 'random' | 'now'>, options: HeaderOptions): Record<string, string> {
  return requestHeaders({
    ...(options.accept ? { accept: options.accept } : {}),
    ...(options.subscriptionKey ? { subscriptionKey: options.subscriptionKey } : {}),
    ...(options.banner ? { banner: options.banner } : {}),
    ...(options.clientId ? { clientId: options.clientId } : {}),
    traced: options.traced === true,
    now: env.now(),
    correlationId: () => correlationId(env.random),
    userType: options.caller?.userType,
    token: options.caller?.token ?? null,
    ...(options.extra ? { extra: options.extra } : {}),
  }).headers;
}

export type { QueryValue } from './query';

/** Joins a configured base, a path and a query; values are encoded, absent ones left out. */
export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  // CALLS-01: a path never brings its own host; the configured base is the only address.
  const joined = path ? serviceUrl(base, path) : base;
  if (joined === null) throw new TypeError(`CALLS-01: the path '${path}' names a host; only the configured base may`);
  return withQuery(joined, query);
}

/** Encodes one path segment taken from data (ids, UUIDs). */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

export interface SendOptions<T> {
  call: string;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** JSON-serialised unless a string. */
  body?: unknown;
  contentType?: string;
  /** How the body is read: JSON (default), plain text, or not at all (the answer's data is then undefined). */
  read?: 'json' | 'text' | 'none';
  schema?: z.core.$ZodType<T>;
  /** Send cookies along (identity session refresh). */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  statusText: string;
  data: T;
}

/**
 * A schema's reading of a value. A failure is read again once zod's messages are there (the live build's zod,
 * spec/schemas/zodOnDemand.ts, fetches them with the first failure), so a refusal always words its issue.
 */
export async function readWith<S extends z.core.$ZodType>(schema: S, value: unknown): Promise<ReturnType<typeof z.safeParse<S>>> {
  const first = z.safeParse(schema, value);
  // Stryker disable next-line ConditionalExpression: every build but the live one has the messages from the start, so there the second reading is the first again
  if (first.success) return first;
  await zodMessages();
  return z.safeParse(schema, value);
}

/** The dotted path of the first schema issue and what was wrong there. */
export function describeIssue(error: z.core.$ZodError): { field: string; detail: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '(root)', detail: 'invalid' };
  const field = issue.path.map(String).join('.') || '(root)';
  return { field, detail: issue.message };
}

function parseJson(call: string, text: string, status: number, statusText: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError({ kind: 'malformed-json', call, status, statusText, message: `${call} answered ${status} with a body that is not JSON`, cause });
  }
}

export async function send<T>(env: ApiEnv, options: SendOptions<T>): Promise<ApiResponse<T>> {
  const { call, method } = options;
  const url = env.origin && options.url.startsWith('/') ? `${env.origin.replace(/\/+$/, '')}${options.url}` : options.url;
  const where = url.split('?')[0] ?? url;
  const headers = { ...options.headers };
  let payload: string | undefined;
  if (options.body !== undefined) {
    payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers[HEADER.contentType] = options.contentType ?? 'application/json';
  }
  const timeoutMs = navigationTimeout(env.timeoutMs);
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  const cancelDeadline = (env.deadline ?? runtimeDeadline)(timeoutMs, controller.signal, expire);
  const onAbort = () => controller.abort();
  // Removed again once the call is over: an abort after that has nothing to end.
  options.signal?.addEventListener('abort', onAbort);

  let response: Response;
  let text: string;
  try {
    // An absent body or credentials option is left undefined, which fetch reads as not given.
    response = await env.fetch(url, { method, headers, signal: controller.signal, body: payload, credentials: options.credentials });
    text = options.read === 'none' ? '' : await response.text();
  } catch (cause) {
    if (timedOut) throw new ApiError({ kind: 'timeout', call, message: `${call} ${method} ${where} timed out after ${timeoutMs} ms`, cause });
    throw new ApiError({ kind: 'network', call, message: `${call} ${method} ${where} failed: ${cause instanceof Error ? cause.message : String(cause)}`, cause });
  } finally {
    cancelDeadline();
    // Stryker disable next-line StringLiteral: the call is over, so the listener left behind would abort nothing; only memory tells
    options.signal?.removeEventListener('abort', onAbort);
  }

  const { status, statusText } = response;
  env.log?.(`${call} ${method} ${where} → ${status}`);
  if (!response.ok) {
    let body: unknown = text;
    try {
      body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // a non-JSON error body is kept as text
    }
    throw new ApiError({ kind: 'status', call, status, statusText, body, message: `${call} ${method} ${where} answered ${status} ${statusText}`.trim() });
  }
  const raw: unknown = options.read === 'text' ? text : parseJson(call, text, status, statusText);
  if (!options.schema) return { status, statusText, data: raw as T };
  const parsed = await readWith(options.schema, raw);
  if (!parsed.success) {
    const { field, detail } = describeIssue(parsed.error);
    throw new ApiError({ kind: 'unexpected-body', call, status, statusText, field, body: raw, message: `${call} unexpected body at ${field}: ${detail}` });
  }
  return { status, statusText, data: parsed.data };
}

/**
 * The server's error code of a failed call: the messaging service's `errors[0].code` (CSMS…) or the identity
 * provider's `errorCode` (E…), else undefined.
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // Object() of a body that is no object (text, nothing) has neither field.
  const { errors, errorCode } = Object(error.body) as { errors?: unknown; errorCode?: unknown };
  const { code } = Object(Array.isArray(errors) ? errors[0] : undefined) as { code?: unknown };
  if (typeof code === 'string') return code;
  return typeof errorCode === 'string' ? errorCode : undefined;
}
