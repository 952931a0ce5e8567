import { z } from './zod';

/**
 * One fault vocabulary for every simulator runtime (msw browser worker, msw node server, HTTP server):
 * what goes wrong, for which requests, and for how long.
 */
const status = z.int().check(z.gte(100), z.lte(599));
const ms = z.int().check(z.gte(0), z.lte(600_000));

export const FaultKind = z.discriminatedUnion('kind', [
  /** An HTTP status with that upstream's error body (body overrides it verbatim). */
  z.object({ kind: z.literal('status'), status, code: z.optional(z.string().check(z.minLength(1))), message: z.optional(z.string()), body: z.optional(z.unknown()) }),
  /** One of the spec's error codes (CSMS0139, E0000068, store resolver errors...); status defaults from the code. */
  z.object({ kind: z.literal('error-code'), code: z.string().check(z.minLength(1)), status: z.optional(status), message: z.optional(z.string()) }),
  /** Delay before the normal answer: fixed `ms`, or uniform in [min, max]. */
  z.object({ kind: z.literal('latency'), ms: z.optional(ms), min: z.optional(ms), max: z.optional(ms) }).check(z.refine((f) => f.ms !== undefined || (f.min !== undefined && f.max !== undefined && f.min <= f.max), {
    message: 'latency needs ms, or min and max with min <= max',
  })),
  /** The connection fails: fetch rejects. */
  z.object({ kind: z.literal('network-error') }),
  /** 200 with a JSON content type and a body that is not JSON. */
  z.object({ kind: z.literal('malformed-json') }),
  /** The normal answer cut in half. */
  z.object({ kind: z.literal('truncated-body') }),
  /** No answer at all (the client's own timeout must fire). */
  z.object({ kind: z.literal('timeout') }),
  /** 429 with Retry-After in seconds. */
  z.object({ kind: z.literal('rate-limit'), retryAfter: z._default(z.int().check(z.gte(0), z.lte(86_400)), 30) }),
]);
export type FaultKind = z.infer<typeof FaultKind>;

export const HttpMethodName = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Which requests a fault hits. Every given field must match; none given means every simulated request. */
export const FaultTarget = z.object({
  /** Service name as the route table names it (store-resolver, profile, messaging...). */
  service: z.optional(z.string().check(z.minLength(1))),
  /** A route's path template (`/apim/profile/ucaservice/api/uca/customers/:userId/stores`) or a concrete path. */
  path: z.optional(z.string().check(z.startsWith('/'))),
  method: z.optional(HttpMethodName),
  /** Query parameters that must all be present with these values. */
  query: z.optional(z.record(z.string(), z.string())),
  /** Top-level body fields that must all be equal (JSON bodies). */
  body: z.optional(z.record(z.string(), z.unknown())),
});
export type FaultTarget = z.infer<typeof FaultTarget>;

export const FaultSpec = z.object({
  /** Chosen by the simulator when absent. */
  id: z.optional(z.string().check(z.minLength(1))),
  target: z._default(FaultTarget, {}),
  fault: FaultKind,
  /** Hit the next N matching calls; absent = until cleared. */
  times: z.optional(z.int().check(z.positive())),
});
export type FaultSpec = z.infer<typeof FaultSpec>;
export type FaultSpecInput = z.input<typeof FaultSpec>;

/** A fault as the simulator holds it. */
export const ActiveFault = z.extend(FaultSpec, { id: z.string(), remaining: z.nullable(z.int().check(z.nonnegative())), hits: z.int().check(z.nonnegative()) });
export type ActiveFault = z.infer<typeof ActiveFault>;
