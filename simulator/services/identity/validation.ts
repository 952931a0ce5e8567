import { z } from 'zod';
import { reportParsed } from '../../core/schemaProbe';

export type Parsed<T> = { ok: true; data: T } | { ok: false; field: string; message: string };

/**
 * Parses a request part with a spec schema and, on failure, names the first failing field (dotted path;
 * `body` when the value itself is wrong), so every upstream's 400 can say what was wrong.
 */
export function parseRequest<S extends z.core.$ZodType>(schema: S, value: unknown, root = 'body'): Parsed<z.output<S>> {
  reportParsed(root === 'query' || root === 'path' || root === 'header' ? root : 'body', schema, value);
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : root;
  return { ok: false, field, message: issue?.message ?? 'Invalid request' };
}

/** The query string as a plain object (first value of each name). */
export function queryOf(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!(name in out)) out[name] = value;
  return out;
}

/** A bearer token from an Authorization header, or null. */
export function bearerOf(headers: Headers): string | null {
  const value = headers.get('authorization');
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}

export const isoAt = (epochMs: number): string => new Date(epochMs).toISOString();
