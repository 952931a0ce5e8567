import { ShipMethodsBody, ShipMethodsResponse } from '../../spec/schemas/upstream/seller';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput } from './context';
import { isApiError, send, type ApiResponse } from './http';
import { shipMethodsRejection, shipMethodsRequest } from './requests';
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
      let response: ApiResponse<z.output<typeof ShipMethodsResponse>>;
      try {
        response = await send(env, { call: 'CALL-28', ...shipMethodsRequest(config, body, env), schema: ShipMethodsResponse, signal: options.signal });
      } catch (error) {
        // An answer with a failure status is restated as ERR-12 says; no answer at all (network, timeout) stays as it is.
        // send gives every status failure its status and status text.
        if (isApiError(error) && error.kind === 'status') throw shipMethodsRejection(error.status as number, error.statusText as string, error.body);
        throw error;
      }
      return { ...response.data, status: response.status, complete: shipMethodsStatus(response.status).complete };
    },
  };
}
export type SellerClient = ReturnType<typeof createSellerClient>;
