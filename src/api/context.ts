import type { StorefrontConfig } from '../../spec/schemas/config';
import type { z } from '../../spec/schemas/zod';
import { ApiError, describeIssue, readWith, type ApiEnv } from './http';

/** What every client is built from: the parsed storefront configuration and the injected environment. */
export interface ApiContext {
  config: StorefrontConfig;
  env: ApiEnv;
}

/** Re-raises a failure under the message the spec gives it, keeping kind, status, status text and field. */
export function restate(error: unknown, call: string, message: string, name?: string): ApiError {
  if (error instanceof ApiError) {
    return new ApiError({
      kind: error.kind,
      call: error.call,
      message,
      name: name ?? error.name,
      status: error.status,
      statusText: error.statusText,
      field: error.field,
      body: error.body,
      cause: error,
    });
  }
  return new ApiError({ kind: 'network', call, message, name, cause: error });
}

/** Fails before any request when a value the call needs is missing or malformed. */
export function missingInput(call: string, message: string, name?: string, field?: string): ApiError {
  return new ApiError({ kind: 'missing-input', call, message, name, field });
}

/**
 * A call's input as the spec's schema reads it; otherwise a missing-input failure before any request, naming the
 * first bad field: `{subject} is invalid at {field}: {detail}` (subject e.g. `CALL-07 input`, `CALL-26 body`).
 */
export async function checkedInput<S extends z.core.$ZodType>(call: string, schema: S, value: unknown, subject = `${call} input`): Promise<z.output<S>> {
  const parsed = await readWith(schema, value);
  if (parsed.success) return parsed.data;
  const { field, detail } = describeIssue(parsed.error);
  throw missingInput(call, `${subject} is invalid at ${field}: ${detail}`, undefined, field);
}
