import type { SimResponse } from '../../core/contract';
import { registerErrorBody, registerErrorCode } from '../../core/faults';
import type { ProviderError } from '../../../spec/schemas/upstream/identity';

/**
 * The identity provider's error codes the simulator answers. E0000068 and E0000011 are the spec's (ERR-28,
 * ERR-29); the others are the provider's published codes for the situations the spec leaves open (ERR-30).
 */
export const providerCodes = {
  /** Request validation failed; the summary names the field. */
  E0000001: 'Api validation failed',
  /** Unknown user, or a deactivated one (the provider does not tell them apart to a caller). */
  E0000004: 'Authentication failed',
  E0000006: 'You do not have permission to perform the requested action',
  E0000007: 'Not found: Resource not found',
  E0000009: 'Internal Server Error',
  /** Expired passcode (ERR-29), and an unknown or expired stateToken. */
  E0000011: 'Invalid token provided',
  E0000047: 'API call exceeded rate limit due to too many requests.',
  /** Wrong passcode or wrong password (ERR-28). */
  E0000068: 'Invalid Passcode/Answer',
} as const;

export type ProviderCode = keyof typeof providerCodes;

/** `{ errorCode, errorSummary, errorLink, errorId, errorCauses }` with the given HTTP status. */
export function providerError(status: number, code: ProviderCode, causes: string[] = [], summary?: string): SimResponse {
  const body: ProviderError = {
    errorCode: code,
    errorSummary: summary ?? providerCodes[code],
    errorLink: code,
    errorId: `sim-${code}`,
    errorCauses: causes.map((errorSummary) => ({ errorSummary })),
  };
  return { status, headers: { 'content-type': 'application/json' }, body };
}

/** 400 E0000001 naming the failing field. */
export function providerValidationError(field: string, message: string): SimResponse {
  return providerError(400, 'E0000001', [`${field}: ${message}`], `Api validation failed: ${field}`);
}

/** Runs a resolver and turns anything it throws into a provider 500, so a handler never throws out. */
export async function guarded(run: () => SimResponse | Promise<SimResponse>, onError: (message: string) => SimResponse): Promise<SimResponse> {
  try {
    return await run();
  } catch (error) {
    return onError(error instanceof Error ? error.message : String(error));
  }
}

export const providerInternalError = (message: string): SimResponse => providerError(500, 'E0000009', [message]);

const codeStatus: Record<ProviderCode, number> = { E0000001: 400, E0000004: 401, E0000006: 403, E0000007: 404, E0000009: 500, E0000011: 401, E0000047: 429, E0000068: 403 };
for (const [code, status] of Object.entries(codeStatus)) registerErrorCode(code, status, providerCodes[code as ProviderCode]);
// Faults aimed at the provider answer in its own error shape.
registerErrorBody('identity', (code, _status, message) => ({ errorCode: code, errorSummary: message, errorLink: code, errorId: `sim-${code}`, errorCauses: [] }));
