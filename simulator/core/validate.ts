import { z } from 'zod';
import type { ServiceName, SimRequest, SimResponse } from './contract';
import { errorBody } from './faults';
import { reportParsed } from './schemaProbe';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: SimResponse };

/** The request's query as a plain object (first value of each name). */
export function queryOf(request: SimRequest): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of request.url.searchParams) if (!(name in query)) query[name] = value;
  return query;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): SimResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body };
}

/** A service's own error answer for a code. */
export function failure(service: ServiceName, status: number, code: string, message?: string): SimResponse {
  return json(status, errorBody(service, code, status, message));
}

/**
 * Parses one part of a request with the spec's schema; a malformed request gets that upstream's 400 whose
 * message names the failing field (e.g. `Invalid query parameter zipcode: ...`).
 */
export function parsePart<S extends z.core.$ZodType>(service: ServiceName, part: 'query' | 'body' | 'path' | 'header', schema: S, value: unknown): Parsed<z.infer<S>> {
  reportParsed(part, schema, value);
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  // A failed parse names at least one issue.
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  const label = { query: 'query parameter', body: 'body field', path: 'path parameter', header: 'header' }[part];
  const message = `Invalid ${label} ${field}: ${issue.message}`;
  const response = failure(service, 400, 'INVALID_REQUEST', message);
  return { ok: false, response: { ...response, headers: { ...response.headers, 'x-sim-invalid-field': field } } };
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerOf(request: SimRequest): string | undefined {
  // Headers hold their values trimmed; a missing header reads as an empty one, which has no token either.
  // Stryker disable next-line StringLiteral: any stand-in for a missing header that is not a bearer token reads alike
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
