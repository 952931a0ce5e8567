import { CartAddBody, FulfillmentBody, GuestAuthenticateQuery, ProductQuery, UserInfoResponse } from '../../spec/schemas/upstream/servlets';
import type { UserInfo } from '../../spec/schemas/userInfo';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput, missingInput } from './context';
import { guestAuthenticatePath } from '../rules/guestStore';
import { ApiError, buildHeaders, buildUrl, describeIssue, send, type HttpMethod, type QueryValue } from './http';
import {
  CartAddResponse,
  CurrentStoreResponse,
  DepartmentsResponse,
  EditOrderResponse,
  FulfillmentResponse,
  ModernRouteResponse,
  PendingOrdersResponse,
  PendingOrderUpdateResponse,
  PriceResponse,
  ProductsResponse,
  PromosResponse,
  SelectedSlotResponse,
  SellerCarouselResponse,
  ServletGalleryResponse,
  StoreLocatorResponse,
  WineCarouselResponse,
  ZipStoreResponse,
} from '../../spec/schemas/upstream/servletResponses';

/** Same-origin servlets under /bin/{provider}/ (000 §7). */
export function servletBase(config: ApiContext['config']): string {
  return `${config.domain.servletBase.replace(/\/+$/, '')}/bin/${config.domain.servletProvider}`;
}

/** Origin-level paths served beside the servlets (CALL-19..21). */
function originBase(config: ApiContext['config']): string {
  return config.domain.servletBase.replace(/\/+$/, '');
}

export function createServletsClient({ config, env }: ApiContext) {
  const base = servletBase(config);
  // GUEST-STORE-18: the guest authenticate path is the rule's, under the configured origin.
  const guestAuthenticateAddress = (zipcode: string): string => `${originBase(config)}${guestAuthenticatePath(config.domain.servletProvider, zipcode)}`;
  const origin = originBase(config);
  const headers = () => buildHeaders(env, {});
  // The servlets read the storefront's own session cookies: sent also when the servlets are served from another
  // origin of the site (the same origin sends them anyway).
  const credentials: RequestCredentials = 'include';
  async function call<T>(callId: string, method: HttpMethod, url: string, schema: z.core.$ZodType<T>, query: Record<string, QueryValue> = {}, body?: unknown, signal?: AbortSignal): Promise<T> {
    return (await send(env, { call: callId, method, url: buildUrl(url, '', query), headers: headers(), credentials, body, schema, signal })).data;
  }

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
      const parsed = UserInfoResponse.safeParse(raw);
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

    /** CALL-03 the current store of the session. */
    currentStore: async (signal?: AbortSignal) => call('CALL-03', 'GET', `${base}/store`, CurrentStoreResponse, { banner: config.banner }, undefined, signal),
    /** CALL-05 stores near a zip code. */
    storeLocator: async (zipcode: string, signal?: AbortSignal) => call('CALL-05', 'GET', `${base}/store/locator`, StoreLocatorResponse, { zipcode: zipOf('CALL-05', zipcode), banner: config.banner }, undefined, signal),
    /** CALL-06 the banner store for a zip code. */
    storeForZip: async (zipcode: string, signal?: AbortSignal) => call('CALL-06', 'GET', `${base}/store/resolver`, ZipStoreResponse, { zipcode: zipOf('CALL-06', zipcode), banner: config.banner }, undefined, signal),
    /** CALL-07 adds an item to the cart of a seller. */
    addToCart: async (item: z.input<typeof CartAddBody>, signal?: AbortSignal) => call('CALL-07', 'POST', `${base}/cart/add`, CartAddResponse, {}, checkedInput('CALL-07', CartAddBody, item), signal),
    /** CALL-08 the price of a product. */
    productPrice: async (upc: string, signal?: AbortSignal) => call('CALL-08', 'GET', `${base}/product/price`, PriceResponse, checkedInput('CALL-08', ProductQuery, { upc }), undefined, signal),
    /** CALL-09 similar products. */
    similarProducts: async (upc: string, signal?: AbortSignal) => call('CALL-09', 'GET', `${base}/product/similar`, ProductsResponse, checkedInput('CALL-09', ProductQuery, { upc }), undefined, signal),
    /** CALL-10 purchase history list. */
    historyList: async (signal?: AbortSignal) => call('CALL-10', 'GET', `${base}/product/historylist`, ProductsResponse, {}, undefined, signal),
    /** CALL-11 pending order alert. */
    pendingOrderAlert: async (signal?: AbortSignal) => call('CALL-11', 'GET', `${base}/order/pending/alert.json`, PendingOrdersResponse, {}, undefined, signal),
    /** CALL-12 the selected delivery slot. */
    selectedSlot: async (signal?: AbortSignal) => call('CALL-12', 'GET', `${base}/order/selected/slot`, SelectedSlotResponse, {}, undefined, signal),
    /** CALL-13 the order being edited. */
    editCartOrderId: async (signal?: AbortSignal) => call('CALL-13', 'GET', `${base}/editcart/orderid`, EditOrderResponse, {}, undefined, signal),
    /** CALL-14 pending order update. */
    pendingOrderUpdate: async (orderNumber: string, signal?: AbortSignal) => {
      if (!orderNumber.trim()) throw missingInput('CALL-14', 'orderNumber is required', undefined, 'orderNumber');
      return call('CALL-14', 'POST', `${base}/pendingorder/update`, PendingOrderUpdateResponse, {}, { orderNumber }, signal);
    },
    /** CALL-15 departments. */
    departments: async (signal?: AbortSignal) => call('CALL-15', 'GET', `${base}/department`, DepartmentsResponse, {}, undefined, signal),
    /** CALL-16 fulfilment preference with a selected or full address (store change with an address). */
    fulfillment: async (body: z.input<typeof FulfillmentBody>, signal?: AbortSignal) => call('CALL-16', 'POST', `${base}/fulfillment`, FulfillmentResponse, {}, checkedInput('CALL-16', FulfillmentBody, body), signal),
    /** CALL-17 promotions (ads when includeAds). */
    promos: async (input: { includeAds?: boolean; searchTerms?: string } = {}, signal?: AbortSignal) =>
      call('CALL-17', 'GET', `${base}/promos.single.json`, PromosResponse, { includeAds: input.includeAds === undefined ? undefined : String(input.includeAds), searchTerms: input.searchTerms }, undefined, signal),
    /** CALL-18 the offer gallery of a program. */
    ecomGallery: async (offerProgram: string, signal?: AbortSignal) => {
      if (!offerProgram.trim()) throw missingInput('CALL-18', 'offerProgram is required', undefined, 'offerProgram');
      return call('CALL-18', 'GET', `${base}/ecomgallery`, ServletGalleryResponse, { offerProgram }, undefined, signal);
    },
    /** CALL-19 the modern route switch. */
    modernRoute: async (signal?: AbortSignal) => call('CALL-19', 'GET', `${origin}/ecom/api/modern1/route`, ModernRouteResponse, {}, undefined, signal),
    /** CALL-20 the marketplace seller carousel. */
    sellerCarousel: async (signal?: AbortSignal) => call('CALL-20', 'GET', `${origin}/search/seller-carousel`, SellerCarouselResponse, {}, undefined, signal),
    /** CALL-21 the wine carousel. */
    wineCarousel: async (signal?: AbortSignal) => call('CALL-21', 'GET', `${origin}/search/wine-carousel`, WineCarouselResponse, {}, undefined, signal),
  };
}

function zipOf(call: string, zipcode: string): string {
  if (!/^\d{5}(-\d{4})?$/.test(zipcode)) throw missingInput(call, `zipcode must be 5 digits or 5+4, got '${zipcode}'`, undefined, 'zipcode');
  return zipcode;
}
export type ServletsClient = ReturnType<typeof createServletsClient>;
