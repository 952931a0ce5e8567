import { ShipMethodsBody, ShipMethodsResponse } from '../../spec/schemas/upstream/seller';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput } from './context';
import { buildHeaders, send } from './http';
import { shipMethodsStatus } from '../rules/shipMethods';

export interface ShipMethods extends z.infer<typeof ShipMethodsResponse> {
  /** CALLS-06: 200 is the full answer (cached by the caller); 206 is partial. */
  complete: boolean;
  status: number;
}

export function createSellerClient({ config, env }: ApiContext) {
  return {
    /** CALL-28 marketplace ship methods. Failure rejects with status and statusText (ERR-12). */
    async shipMethods(request: z.input<typeof ShipMethodsBody>, options: { signal?: AbortSignal } = {}): Promise<ShipMethods> {
      const body = await checkedInput('CALL-28', ShipMethodsBody, request, 'CALL-28 body');
      const headers = buildHeaders(env, { subscriptionKey: config.cartAndStoreServices.subscriptionKey, banner: config.banner, traced: true, clientId: config.identity.clientId });
      const response = await send(env, { call: 'CALL-28', method: 'POST', url: config.cartAndStoreServices.sellerShipMethods, headers, body, schema: ShipMethodsResponse, signal: options.signal });
      return { ...response.data, status: response.status, complete: shipMethodsStatus(response.status).complete };
    },
  };
}
export type SellerClient = ReturnType<typeof createSellerClient>;
