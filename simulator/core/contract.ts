/**
 * The framework-free core contract of the simulator. A service is a set of SimRoutes (pure request → response
 * resolvers over the simulator context); the runtimes (msw worker, msw node server, node:http server) adapt
 * the same routes, apply faults uniformly, and never contain service logic.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Upstream services as the catalogue groups them. */
export type ServiceName =
  | 'servlets'
  | 'store-resolver'
  | 'store-flags'
  | 'location'
  | 'profile'
  | 'customer-account'
  | 'messaging'
  | 'identity'
  | 'offers'
  | 'payments'
  | 'orders'
  | 'slots'
  | 'pets'
  | 'health'
  | 'seller'
  | 'content'
  | 'sponsored'
  /** The simulator's own control API under /__sim/ (never faulted). */
  | 'control';

export interface SimClock {
  /** Simulator time in epoch ms. */
  now(): number;
  set(epochMs: number): void;
  advance(ms: number): void;
}

export interface OutboxMessage {
  id: string;
  /** Where the passcode went: an email address or a 10-digit phone number. */
  to: string;
  channel: 'email' | 'sms';
  passcode: string;
  sentAt: number;
  purpose: string;
}

export interface Outbox {
  deliver(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage;
  list(filter?: { to?: string }): OutboxMessage[];
  clear(): void;
  /** Every message and the id counter, for a snapshot; `load` puts them back. */
  dump(): { messages: OutboxMessage[]; counter: number };
  load(state: { messages: OutboxMessage[]; counter: number }): void;
}

/** Deterministic random source seeded from the seed number. */
export interface SimRandom {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  id(prefix?: string): string;
}

export interface SimRequest {
  method: HttpMethod;
  url: URL;
  /** Path parameters named in the route path (`:name`). */
  params: Record<string, string>;
  headers: Headers;
  /** Parsed JSON body, the raw text when it is not JSON, or undefined. */
  body: unknown;
  cookies: Record<string, string>;
}

export interface SimResponse {
  status: number;
  headers?: Record<string, string>;
  /** JSON-serialisable value, or a string sent as text. */
  body?: unknown;
}

export interface SimRoute<Ctx = unknown> {
  /** Catalogue CALL IDs this route serves (coverage reads them). */
  calls: readonly string[];
  service: ServiceName;
  method: HttpMethod;
  /** Origin-relative path template with `:param` segments, e.g. `/apim/storeresolver/v2/validate`. */
  path: string;
  summary: string;
  /**
   * The body encodings the route reads besides JSON: `form` for application/x-www-form-urlencoded. Over HTTP, a body
   * of any other content type is answered 415 (JSON is the default and needs no entry).
   */
  bodyTypes?: readonly 'form'[];
  /**
   * The request and response shapes are the simulator's own reading: the spec shows none for this CALL. A drift
   * check against them tells that the simulator differs from the traffic, not that the upstream broke its contract.
   */
  ownSchema?: boolean;
  resolve(request: SimRequest, ctx: Ctx): SimResponse | Promise<SimResponse>;
}
