import type { StorefrontConfig } from '../../spec/schemas/config';
import { ApiError, type ApiEnv } from './http';

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
