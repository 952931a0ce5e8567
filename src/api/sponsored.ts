import { SponsoredIconsQuery, SponsoredIconsResponse } from '../../spec/schemas/upstream/sponsored';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput, missingInput } from './context';
import { sponsoredIconsRequest } from '../rules/sponsored';
import { buildHeaders, send, type Caller } from './http';

export interface SponsoredIconsInput {
  pagename: string;
  storeId: string;
  taxonomyPath: string;
  channel: 'delivery' | 'instore' | 'pickup';
  /** The session id sent as the `sid` header. */
  sid: string;
}

export function createSponsoredClient({ config, env }: ApiContext) {
  const settings = config.sponsored;
  return {
    /** CALL-55 sponsored category icons; the bearer goes only for authorised users (001 §6). */
    async icons(input: SponsoredIconsInput, caller?: Caller, options: { signal?: AbortSignal } = {}): Promise<z.infer<typeof SponsoredIconsResponse>> {
      // SPONSORED-03: the query, the sid and the bearer (authorised users only) are the rule's.
      const request = sponsoredIconsRequest({
        endpoint: settings.iconsEndpoint,
        subscriptionKey: settings.subscriptionKey,
        source: settings.source,
        banner: config.banner,
        pageName: input.pagename,
        storeId: input.storeId,
        taxonomyPath: input.taxonomyPath,
        channel: input.channel,
        sid: input.sid,
        userType: caller?.userType,
        token: caller?.token ?? null,
      });
      if (!request.ok) throw missingInput('CALL-55', `CALL-55 input is invalid at ${request.reason === 'no-store' ? 'storeId' : 'channel'}: no sponsored icons without a ${request.reason === 'no-store' ? 'store' : 'channel'}`, undefined, request.reason === 'no-store' ? 'storeId' : 'channel');
      await checkedInput('CALL-55', SponsoredIconsQuery, request.query, 'CALL-55 query');
      const headers = buildHeaders(env, { traced: true, clientId: config.identity.clientId, extra: request.headers });
      return (await send(env, { call: 'CALL-55', method: request.method, url: request.url, headers, schema: SponsoredIconsResponse, signal: options.signal })).data;
    },
  };
}
export type SponsoredClient = ReturnType<typeof createSponsoredClient>;
