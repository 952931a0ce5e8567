import { z } from '../../spec/schemas/zod';
import { StoreFlagsResponse } from '../../spec/schemas/storeFlags';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildHeaders, buildUrl, send } from './http';
import { storeFlagsRequest } from '../rules/storeFlags';

const EmptyOrFlags = z.optional(StoreFlagsResponse);

export function createStoreFlagsClient({ config, env }: ApiContext) {
  const settings = config.preloadStoreFlags;
  return {
    /** CALL-22 store flags for a branch (STORE-FLAGS-01: the rule builds the request); an empty body reads as empty flags (000 §7 Store flags). */
    async get(branchId: string, options: { zipcode?: string; signal?: AbortSignal } = {}): Promise<StoreFlagsResponse> {
      const request = storeFlagsRequest({ branchId, zipcode: options.zipcode, path: settings.path, subscriptionKey: settings.subscriptionKey });
      if (request === null) throw missingInput('CALL-22', `branchId must be digits, got '${branchId}'`, undefined, 'branchId');
      const url = buildUrl(request.url, '', request.query);
      const headers = buildHeaders(env, { traced: true, clientId: config.identity.clientId, extra: request.headers });
      const { data } = await send(env, { call: 'CALL-22', method: 'GET', url, headers, schema: EmptyOrFlags, signal: options.signal });
      return data ?? {};
    },
  };
}
export type StoreFlagsClient = ReturnType<typeof createStoreFlagsClient>;
