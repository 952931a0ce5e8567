import { CartAddBody, CartListQuery, CartListResponse, CartMergeBody, CartStoreBody, CartUpdateBody, CartView } from '../../spec/schemas/upstream/cart';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput } from './context';
import { buildHeaders, buildUrl, send, type HttpMethod, type QueryValue } from './http';
import { servletBase } from './servletBase';

export type { CartLine, CartView } from '../../spec/schemas/upstream/cart';

/**
 * The cart (CALL-07): the spec's `cart/add` servlet and the read, quantity change, merge and store move the
 * simulator defines beside it (spec/catalogue/simulatorCalls.ts). Same-origin servlets: the session cookie says who
 * is signed in, so no bearer token travels; a guest names its carts by the ids the storefront keeps in abCart.
 */
export function createCartClient({ config, env }: ApiContext) {
  const base = `${servletBase(config)}/cart`;
  async function call<T>(method: HttpMethod, path: string, schema: z.core.$ZodType<T>, query: Record<string, QueryValue>, body: unknown, signal?: AbortSignal): Promise<T> {
    // The servlets read the storefront's own session cookies, also when served from another origin of the site.
    return (await send(env, { call: 'CALL-07', method, url: buildUrl(`${base}${path}`, '', query), headers: buildHeaders(env, {}), credentials: 'include', body, schema, signal })).data;
  }
  return {
    /** CALL-07 adds an item to a seller's cart: the signed-in customer's, or the guest cart `cartId` (a new one at `storeId`). */
    add: async (item: z.input<typeof CartAddBody>, signal?: AbortSignal) => call('POST', '/add', CartView, {}, await checkedInput('CALL-07', CartAddBody, item), signal),
    /** The signed-in customer's carts, or the named guest carts (ids the service no longer knows are left out). */
    list: async (guestCartIds: readonly string[] = [], signal?: AbortSignal) => {
      const query = await checkedInput('CALL-07', CartListQuery, guestCartIds.length > 0 ? { cartIds: guestCartIds.join(',') } : {});
      return (await call('GET', '', CartListResponse, { cartIds: query.cartIds }, undefined, signal)).carts;
    },
    /** Sets a line's quantity; 0 removes it. */
    setQuantity: async (line: z.input<typeof CartUpdateBody>, signal?: AbortSignal) => call('POST', '/update', CartView, {}, await checkedInput('CALL-07', CartUpdateBody, line), signal),
    /** Merges guest carts into the signed-in customer's, every cart then at `storeId`. */
    merge: async (body: z.input<typeof CartMergeBody>, signal?: AbortSignal) => (await call('POST', '/merge', CartListResponse, {}, await checkedInput('CALL-07', CartMergeBody, body), signal)).carts,
    /** GUEST-STORE-17, STORE-CHANGE-01: the carts follow the new store (guest carts named by id). */
    moveToStore: async (body: z.input<typeof CartStoreBody>, signal?: AbortSignal) => (await call('POST', '/store', CartListResponse, {}, await checkedInput('CALL-07', CartStoreBody, body), signal)).carts,
  };
}
export type CartClient = ReturnType<typeof createCartClient>;
