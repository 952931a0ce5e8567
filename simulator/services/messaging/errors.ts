import type { CsmsError } from '../../../spec/schemas/upstream/messaging';
import type { SimResponse } from '../../core/contract';
import { registerErrorBody, registerErrorCode } from '../../core/faults';

/**
 * The messaging service's codes (001 §8, ERR-21..27) with the HTTP status the simulator answers them with.
 * Messages quoted by the spec are used as written; where the spec says "server message" the text is the
 * simulator's own. CSMS04xx/0500 are the simulator's own codes for malformed requests and unknown failures
 * (the storefront shows its generic message for them, ERR-27).
 */
export const csmsCodes = {
  CSMS0139: { status: 429, message: 'Please wait 30 seconds before trying to resend another code' },
  CSMS0148: { status: 403, message: 'Your password has expired. Please reset your password to sign in.' },
  CSMS0149: { status: 423, message: 'Because of multiple login attempts your account has been temporarily locked for security reasons, please try again in 1 hour.' },
  CSMS0156: { status: 409, message: 'This mobile number is linked to more than one account. Please sign in with your email address.' },
  CSMS0157: { status: 404, message: 'We could not find an account with this mobile number. Please create a new account.' },
  CSMS0158: { status: 404, message: 'We could not find an account with this email address. Please create a new account.' },
  CSMS0160: { status: 403, message: 'This account has been deactivated. Please contact customer support.' },
  CSMS0400: { status: 400, message: 'The request is invalid' },
  CSMS0401: { status: 401, message: 'The sign-in session is invalid or has expired' },
  CSMS0404: { status: 404, message: 'Not found' },
  CSMS0409: { status: 409, message: 'An account already exists for this email address' },
  CSMS0500: { status: 500, message: 'The service could not complete the request' },
} as const;

export type CsmsCode = keyof typeof csmsCodes;

/** `{ errors: [{ code, message, field? }] }` for a CsmsCode (or a relayed provider code) with the code's status (or `status` when given). */
export function csmsError(code: string, message?: string, field?: string, status?: number): SimResponse {
  const known = (csmsCodes as Record<string, { status: number; message: string }>)[code];
  const body: CsmsError = { errors: [{ code, message: message ?? known?.message ?? 'Request failed', ...(field ? { field } : {}) }] };
  return { status: status ?? known?.status ?? 400, headers: { 'content-type': 'application/json' }, body };
}

export const csmsValidationError = (field: string, message: string): SimResponse => csmsError('CSMS0400', `Invalid body field ${field}: ${message}`, field);
export const csmsInternalError = (message: string): SimResponse => csmsError('CSMS0500', `${csmsCodes.CSMS0500.message}: ${message}`);

for (const [code, { status, message }] of Object.entries(csmsCodes)) registerErrorCode(code, status, message);
registerErrorBody('messaging', (code, _status, message) => ({ errors: [{ code, message }] }));
