import { GuestAuthenticateQuery, UserInfoResponse, type UserInfo } from '../../spec/schemas/userInfo';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildHeaders, buildUrl, send } from './http';

/** Same-origin servlets under /bin/{provider}/ (000 §7). */
export function servletBase(config: ApiContext['config']): string {
  return `${config.domain.servletBase.replace(/\/+$/, '')}/bin/${config.domain.servletProvider}`;
}

export function createServletsClient({ config, env }: ApiContext) {
  const base = servletBase(config);
  const headers = () => buildHeaders(env, {});

  return {
    /** CALL-01: user info with the shop token; a random number defeats caches. */
    async userInfo(options: { banner?: string; signal?: AbortSignal } = {}): Promise<UserInfo> {
      const rand = String(Math.floor(env.random() * 1e12));
      const url = buildUrl(`${base}/unified/userinfo`, '', { rand, banner: options.banner ?? config.banner });
      const { data } = await send(env, { call: 'CALL-01', method: 'GET', url, headers: headers(), schema: UserInfoResponse, signal: options.signal });
      return data;
    },

    /** CALL-02: where the browser navigates to start a guest session for a zip code. */
    guestAuthenticateUrl(zipcode: string): string {
      return buildUrl(`${base}/authenticate/guest`, '', { zipcode: GuestAuthenticateQuery.parse({ zipcode }).zipcode });
    },

    /** CALL-02 as a request: the guest session the servlet sets, read back as user info. */
    async guestAuthenticate(zipcode: string, options: { signal?: AbortSignal } = {}): Promise<UserInfo> {
      const query = GuestAuthenticateQuery.safeParse({ zipcode });
      if (!query.success) throw missingInput('CALL-02', `zipcode must be 5 digits or 5+4, got '${zipcode}'`, undefined, 'zipcode');
      const url = buildUrl(`${base}/authenticate/guest`, '', { zipcode: query.data.zipcode });
      const { data } = await send(env, { call: 'CALL-02', method: 'GET', url, headers: headers(), schema: UserInfoResponse, signal: options.signal });
      return data;
    },
  };
}
export type ServletsClient = ReturnType<typeof createServletsClient>;
