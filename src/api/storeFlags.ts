import { z } from '../../spec/schemas/zod';
import { StoreFlagsResponse } from '../../spec/schemas/storeFlags';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildHeaders, buildUrl, segment, send } from './http';

const EmptyOrFlags = z.optional(StoreFlagsResponse);

export function createStoreFlagsClient({ config, env }: ApiContext) {
  const settings = config.preloadStoreFlags;
  return {
    /** CALL-22 store flags for a branch; an empty body reads as empty flags (000 §7 Store flags). */
    async get(branchId: string, options: { zipcode?: string; signal?: AbortSignal } = {}): Promise<StoreFlagsResponse> {
      if (!/^\d{1,6}$/.test(branchId)) throw missingInput('CALL-22', `branchId must be digits, got '${branchId}'`, undefined, 'branchId');
      const url = buildUrl(settings.path, segment(branchId), { zipcode: options.zipcode });
      const headers = buildHeaders(env, { subscriptionKey: settings.subscriptionKey, traced: true, clientId: config.identity.clientId });
      const { data } = await send(env, { call: 'CALL-22', method: 'GET', url, headers, schema: EmptyOrFlags, signal: options.signal });
      return data ?? {};
    },
  };
}
export type StoreFlagsClient = ReturnType<typeof createStoreFlagsClient>;
