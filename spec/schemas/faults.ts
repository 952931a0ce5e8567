import { z } from 'zod';

/**
 * One fault vocabulary for every simulator runtime (msw browser worker, msw node server, HTTP server):
 * what goes wrong, for which requests, and for how long.
 */
const status = z.number().int().min(100).max(599);
const ms = z.number().int().min(0).max(600_000);

export const FaultKind = z.discriminatedUnion('kind', [
  /** An HTTP status with that upstream's error body (body overrides it verbatim). */
  z.object({ kind: z.literal('status'), status, code: z.string().min(1).optional(), message: z.string().optional(), body: z.unknown().optional() }),
  /** One of the spec's error codes (CSMS0139, E0000068, store resolver errors...); status defaults from the code. */
  z.object({ kind: z.literal('error-code'), code: z.string().min(1), status: status.optional(), message: z.string().optional() }),
  /** Delay before the normal answer: fixed `ms`, or uniform in [min, max]. */
  z.object({ kind: z.literal('latency'), ms: ms.optional(), min: ms.optional(), max: ms.optional() }).refine((f) => f.ms !== undefined || (f.min !== undefined && f.max !== undefined && f.min <= f.max), {
    message: 'latency needs ms, or min and max with min <= max',
  }),
  /** The connection fails: fetch rejects. */
  z.object({ kind: z.literal('network-error') }),
  /** 200 with a JSON content type and a body that is not JSON. */
  z.object({ kind: z.literal('malformed-json') }),
  /** The normal answer cut in half. */
  z.object({ kind: z.literal('truncated-body') }),
  /** No answer at all (the client's own timeout must fire). */
  z.object({ kind: z.literal('timeout') }),
  /** 429 with Retry-After in seconds. */
  z.object({ kind: z.literal('rate-limit'), retryAfter: z.number().int().min(0).max(86_400).default(30) }),
]);
export type FaultKind = z.infer<typeof FaultKind>;

export const HttpMethodName = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Which requests a fault hits. Every given field must match; none given means every simulated request. */
export const FaultTarget = z.object({
  /** Service name as the route table names it (store-resolver, profile, messaging...). */
  service: z.string().min(1).optional(),
  /** A route's path template (`/apim/profile/ucaservice/api/uca/customers/:userId/stores`) or a concrete path. */
  path: z.string().startsWith('/').optional(),
  method: HttpMethodName.optional(),
  /** Query parameters that must all be present with these values. */
  query: z.record(z.string(), z.string()).optional(),
  /** Top-level body fields that must all be equal (JSON bodies). */
  body: z.record(z.string(), z.unknown()).optional(),
});
export type FaultTarget = z.infer<typeof FaultTarget>;

export const FaultSpec = z.object({
  /** Chosen by the simulator when absent. */
  id: z.string().min(1).optional(),
  target: FaultTarget.default({}),
  fault: FaultKind,
  /** Hit the next N matching calls; absent = until cleared. */
  times: z.number().int().positive().optional(),
});
export type FaultSpec = z.infer<typeof FaultSpec>;
export type FaultSpecInput = z.input<typeof FaultSpec>;

/** A fault as the simulator holds it. */
export const ActiveFault = FaultSpec.extend({ id: z.string(), remaining: z.number().int().nonnegative().nullable(), hits: z.number().int().nonnegative() });
export type ActiveFault = z.infer<typeof ActiveFault>;
