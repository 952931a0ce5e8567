import type { StorefrontConfig } from '../../spec/schemas/config';
import type { ShipMethodsBody } from '../../spec/schemas/upstream/seller';
import type { z } from '../../spec/schemas/zod';
import { ApiError, buildHeaders, segment, type ApiEnv } from './http';

/**
 * Requests built as data: method, path (relative to the service's base), query and body, with no I/O, so a client sends
 * exactly what its Pact consumer test pins and a pure test can read them.
 */

/** CALL-62 (OTP-08): `{stateToken}` asks the factor to send a passcode; `{stateToken, passCode}` verifies (`password` for a password). */
export interface FactorVerifyBody {
  readonly stateToken: string;
  readonly passCode?: string;
}

export function factorVerifyRequest(factorId: string, body: FactorVerifyBody): { readonly method: 'POST'; readonly path: string; readonly body: FactorVerifyBody } {
  return { method: 'POST', path: `api/v1/authn/factors/${segment(factorId)}/verify`, body: body.passCode === undefined ? { stateToken: body.stateToken } : { stateToken: body.stateToken, passCode: body.passCode } };
}

/** CALL-51 (TOOLTIP-03): the reset-to-default notice acknowledged as a merge-patch of the customer's addresses, both flags false. */
export interface DefaultAddressAck {
  readonly postalCode?: string;
  readonly addressId?: string;
}

export function acknowledgeDefaultRequest(uuid: string, ack: DefaultAddressAck): {
  readonly method: 'PATCH';
  readonly path: string;
  readonly query: { readonly type: 'userAck' };
  readonly contentType: 'application/merge-patch+json';
  readonly body: { readonly postalCode?: { readonly postalCode: string; readonly resetToDefault: false }; readonly selectedAddress?: { readonly addressId: string; readonly resetToDefault: false } };
} {
  return {
    method: 'PATCH',
    path: `customers/${segment(uuid)}/addresses`,
    query: { type: 'userAck' },
    contentType: 'application/merge-patch+json',
    body: {
      ...(ack.postalCode ? { postalCode: { postalCode: ack.postalCode, resetToDefault: false } } : {}),
      ...(ack.addressId ? { selectedAddress: { addressId: ack.addressId, resetToDefault: false } } : {}),
    },
  };
}

/**
 * CALL-28: the sellers' items POSTed as JSON to the configured ship-methods address, with the services' subscription key,
 * the banner and the traced headers (CALLS-02). No user token: shipping options are the same for every shopper.
 */
export function shipMethodsRequest(
  config: Pick<StorefrontConfig, 'cartAndStoreServices' | 'banner' | 'identity'>,
  body: z.output<typeof ShipMethodsBody>,
  trace: Pick<ApiEnv, 'now' | 'random'>,
): { readonly method: 'POST'; readonly url: string; readonly headers: Record<string, string>; readonly body: z.output<typeof ShipMethodsBody> } {
  const headers = buildHeaders(trace, { subscriptionKey: config.cartAndStoreServices.subscriptionKey, banner: config.banner, traced: true, clientId: config.identity.clientId });
  return { method: 'POST', url: config.cartAndStoreServices.sellerShipMethods, headers, body };
}

/** ERR-12: a failed ship-methods call rejects with its status and status text (and the error body the sellers sent). */
export function shipMethodsRejection(status: number, statusText: string, body?: unknown): ApiError {
  return new ApiError({ kind: 'status', call: 'CALL-28', status, statusText, body, message: `CALL-28 ship methods answered ${status} ${statusText}`.trim() });
}
