import { GuestAuthenticateQuery, UserInfoResponse } from '../../spec/schemas/userInfo';
import type { UserInfo } from '../../spec/schemas/userInfo';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { guestAuthenticatePath } from '../rules/guestStore';
import { ApiError, buildHeaders, buildUrl, describeIssue, readWith, send } from './http';
import { PromosResponse } from '../../spec/schemas/upstream/promos';
import { servletBase } from './servletBase';
import type { createServletCalls } from './servletCalls';

/** Origin-level paths served beside the servlets (CALL-19..21). */
function originBase(config: ApiContext['config']): string {
  return config.domain.servletBase.replace(/\/+$/, '');
}

export function createServletsClient(ctx: ApiContext) {
  const { config, env } = ctx;
  const base = servletBase(config);
  // GUEST-STORE-18: the guest authenticate path is the rule's, under the configured origin.
  const guestAuthenticateAddress = (zipcode: string): string => `${originBase(config)}${guestAuthenticatePath(config.domain.servletProvider, zipcode)}`;
  const origin = originBase(config);
  const headers = () => buildHeaders(env, {});
  // The servlets read the storefront's own session cookies: sent also when the servlets are served from another
  // origin of the site (the same origin sends them anyway).
  const credentials: RequestCredentials = 'include';
  return {
    /** CALL-01: user info with the shop token; a random number defeats caches. */
    async userInfo(options: { banner?: string; signal?: AbortSignal } = {}): Promise<UserInfo> {
      const rand = String(Math.floor(env.random() * 1e12));
      const url = buildUrl(`${base}/unified/userinfo`, '', { rand, banner: options.banner ?? config.banner });
      const { data } = await send(env, { call: 'CALL-01', method: 'GET', url, headers: headers(), credentials, schema: UserInfoResponse, signal: options.signal });
      return data;
    },

    /** CALL-02: where the browser navigates to start a guest session for a zip code. */
    guestAuthenticateUrl(zipcode: string): string {
      return guestAuthenticateAddress(GuestAuthenticateQuery.parse({ zipcode }).zipcode);
    },

    /** CALL-02 as a request: the guest session the servlet sets, read back as user info. */
    async guestAuthenticate(zipcode: string, options: { signal?: AbortSignal } = {}): Promise<UserInfo> {
      const query = GuestAuthenticateQuery.safeParse({ zipcode });
      if (!query.success) throw missingInput('CALL-02', `zipcode must be 5 digits or 5+4, got '${zipcode}'`, undefined, 'zipcode');
      const url = guestAuthenticateAddress(query.data.zipcode);
      const { data } = await send(env, { call: 'CALL-02', method: 'GET', url, headers: headers(), credentials, schema: UserInfoResponse, signal: options.signal });
      return data;
    },

    /** CALL-30 the user-info path answered as plain text holding JSON; a missing SWY_SHOP_TOKEN is the caller's rule (ERR-49). */
    async userInfoText(options: { banner?: string; signal?: AbortSignal } = {}): Promise<UserInfo> {
      const url = buildUrl(`${base}/userinfo`, '', { banner: options.banner ?? config.banner });
      const { data: text, status, statusText } = await send<string>(env, { call: 'CALL-30', method: 'GET', url, headers: headers(), credentials, read: 'text', signal: options.signal });
      let raw: unknown;
      try {
        raw = text.trim() === '' ? {} : JSON.parse(text);
      } catch (cause) {
        throw new ApiError({ kind: 'malformed-json', call: 'CALL-30', status, statusText, message: 'CALL-30 user info text is not JSON', cause });
      }
      const parsed = await readWith(UserInfoResponse, raw);
      if (!parsed.success) {
        const { field, detail } = describeIssue(parsed.error);
        throw new ApiError({ kind: 'unexpected-body', call: 'CALL-30', status, statusText, field, body: raw, message: `CALL-30 unexpected body at ${field}: ${detail}` });
      }
      return parsed.data;
    },

    /** CALL-04 / CALL-45 where the browser goes for single sign-on (a navigation, not a request). */
    ssoUrl(input: { goto: string; ml?: string }): string {
      return buildUrl(`${base}/sso`, '', { banner: config.banner, idp: 'false', goto: input.goto, setReInit: 'true', ml: input.ml });
    },
    /** CALL-46 where the browser goes to sign out (then the identity provider's logout). */
    signOutUrl(): string {
      return `${origin}${config.domain.signOutPath}`;
    },

    /** CALL-17 promotions (ads when includeAds). */
    promos: async (input: { includeAds?: boolean; searchTerms?: string } = {}, signal?: AbortSignal) =>
      (await send(env, { call: 'CALL-17', method: 'GET', url: buildUrl(`${base}/promos.single.json`, '', { includeAds: input.includeAds === undefined ? undefined : String(input.includeAds), searchTerms: input.searchTerms }), headers: headers(), credentials, schema: PromosResponse, signal })).data,
    ...laterCalls(ctx),
  };
}

type ServletCalls = ReturnType<typeof createServletCalls>;
/** The calls of src/api/servletCalls.ts, by name: each fetches that module (once) on its first call. */
const LATER_CALLS = ['currentStore', 'storeLocator', 'storeForZip', 'addToCart', 'productPrice', 'similarProducts', 'historyList', 'pendingOrderAlert', 'selectedSlot', 'editCartOrderId', 'pendingOrderUpdate', 'departments', 'fulfillment', 'ecomGallery', 'modernRoute', 'sellerCarousel', 'wineCarousel'] as const satisfies readonly (keyof ServletCalls)[];
// Every call of the module is named above (the type fails to check otherwise).
// Stryker disable next-line BooleanLiteral: a check of types only; the value is never read
const everyLaterCall: Exclude<keyof ServletCalls, (typeof LATER_CALLS)[number]> extends never ? true : never = true;

function laterCalls(ctx: ApiContext): ServletCalls {
  let built: Promise<ServletCalls> | null = null;
  const client = (): Promise<ServletCalls> =>
    (built ??= import('./servletCalls').then(
      (m) => m.createServletCalls(ctx),
      (error: unknown) => {
        // A failed fetch is forgotten, so the next call fetches again.
        built = null;
        throw error;
      },
    ));
  return Object.fromEntries(LATER_CALLS.map((name) => [name, (...args: unknown[]) => client().then((c) => (c[name] as (...a: unknown[]) => Promise<unknown>)(...args))])) as unknown as ServletCalls;
}
void everyLaterCall;
export type ServletsClient = ReturnType<typeof createServletsClient>;
