import { CartAddBody, FulfillmentBody, ProductQuery } from '../../spec/schemas/upstream/servlets';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput, missingInput } from './context';
import { buildHeaders, buildUrl, send, type HttpMethod, type QueryValue } from './http';
import { servletBase } from './servletBase';
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
  SelectedSlotResponse,
  SellerCarouselResponse,
  ServletGalleryResponse,
  StoreLocatorResponse,
  WineCarouselResponse,
  ZipStoreResponse,
} from '../../spec/schemas/upstream/servletResponses';

/**
 * The servlets' calls no page load makes (CALL-03, CALL-05..16, CALL-18..21): the servlets client fetches this module,
 * with the calls' response schemas, on the first of them.
 */
export function createServletCalls({ config, env }: ApiContext) {
  const base = servletBase(config);
  const origin = config.domain.servletBase.replace(/\/+$/, '');
  // The servlets read the storefront's own session cookies: sent also when the servlets are served from another
  // origin of the site (the same origin sends them anyway).
  async function call<T>(callId: string, method: HttpMethod, url: string, schema: z.core.$ZodType<T>, query: Record<string, QueryValue> = {}, body?: unknown, signal?: AbortSignal): Promise<T> {
    return (await send(env, { call: callId, method, url: buildUrl(url, '', query), headers: buildHeaders(env, {}), credentials: 'include', body, schema, signal })).data;
  }

  return {
    /** CALL-03 the current store of the session. */
    currentStore: async (signal?: AbortSignal) => call('CALL-03', 'GET', `${base}/store`, CurrentStoreResponse, { banner: config.banner }, undefined, signal),
    /** CALL-05 stores near a zip code. */
    storeLocator: async (zipcode: string, signal?: AbortSignal) => call('CALL-05', 'GET', `${base}/store/locator`, StoreLocatorResponse, { zipcode: zipOf('CALL-05', zipcode), banner: config.banner }, undefined, signal),
    /** CALL-06 the banner store for a zip code. */
    storeForZip: async (zipcode: string, signal?: AbortSignal) => call('CALL-06', 'GET', `${base}/store/resolver`, ZipStoreResponse, { zipcode: zipOf('CALL-06', zipcode), banner: config.banner }, undefined, signal),
    /** CALL-07 adds an item to the cart of a seller. */
    addToCart: async (item: z.input<typeof CartAddBody>, signal?: AbortSignal) => call('CALL-07', 'POST', `${base}/cart/add`, CartAddResponse, {}, await checkedInput('CALL-07', CartAddBody, item), signal),
    /** CALL-08 the price of a product. */
    productPrice: async (upc: string, signal?: AbortSignal) => call('CALL-08', 'GET', `${base}/product/price`, PriceResponse, await checkedInput('CALL-08', ProductQuery, { upc }), undefined, signal),
    /** CALL-09 similar products. */
    similarProducts: async (upc: string, signal?: AbortSignal) => call('CALL-09', 'GET', `${base}/product/similar`, ProductsResponse, await checkedInput('CALL-09', ProductQuery, { upc }), undefined, signal),
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
    fulfillment: async (body: z.input<typeof FulfillmentBody>, signal?: AbortSignal) => call('CALL-16', 'POST', `${base}/fulfillment`, FulfillmentResponse, {}, await checkedInput('CALL-16', FulfillmentBody, body), signal),
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
