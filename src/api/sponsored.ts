import { SponsoredIconsQuery, SponsoredIconsResponse } from '../../spec/schemas/upstream/sponsored';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput } from './context';
import { buildHeaders, buildUrl, send, HEADER, type Caller } from './http';

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
      const wanted = {
        source: settings.source,
        banner: config.banner,
        pagename: input.pagename,
        position: 'CategoryIcon',
        slots: '1,-14',
        storeId: input.storeId,
        taxonomyId: 'ProductAlike',
        taxonomyPath: input.taxonomyPath,
        channel: input.channel,
      };
      const query = checkedInput('CALL-55', SponsoredIconsQuery, wanted, 'CALL-55 query');
      const headers = buildHeaders(env, { subscriptionKey: settings.subscriptionKey, traced: true, clientId: config.identity.clientId, caller, extra: { [HEADER.sessionId]: input.sid || undefined } });
      const url = buildUrl(settings.iconsEndpoint, '', query);
      return (await send(env, { call: 'CALL-55', method: 'GET', url, headers, schema: SponsoredIconsResponse, signal: options.signal })).data;
    },
  };
}
export type SponsoredClient = ReturnType<typeof createSponsoredClient>;
