import { LocationResponse } from '../../spec/schemas/upstream/location';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildHeaders, buildUrl, segment, send } from './http';

export function createLocationClient({ config, env }: ApiContext) {
  const services = config.cartAndStoreServices;
  return {
    /** CALL-31 a store's location (field `response`); failure goes to the caller's optional error callback (ERR-06). */
    async storeLocation(storeId: string, options: { signal?: AbortSignal } = {}): Promise<z.infer<typeof LocationResponse>['response']> {
      if (!/^\d{1,6}$/.test(storeId)) throw missingInput('CALL-31', `storeId must be digits, got '${storeId}'`, undefined, 'storeId');
      const url = buildUrl(services.locationService, segment(storeId), { apikey: services.locationApiKey, version: services.locationVersion });
      const headers = buildHeaders(env, { traced: true, clientId: config.identity.clientId });
      return (await send(env, { call: 'CALL-31', method: 'GET', url, headers, schema: LocationResponse, signal: options.signal })).data.response;
    },
  };
}
export type LocationClient = ReturnType<typeof createLocationClient>;
