import { z } from '../zod';

/**
 * The cart (000 §7 names one servlet, CALL-07 `cart/add`, and shows none of its payloads; 000 §3 names the abCart id
 * object keyed by seller). Everything here beside the path `cart/add` is the simulator's own reading: the lines the
 * add answers with, and the cart read, quantity change, merge and store move that a cart needs and the spec does not
 * show. Every one of them is served beside `cart/add` under the servlets' base and counts as CALL-07
 * (`spec/catalogue/simulatorCalls.ts` lists them).
 */

const upc = z.string().check(z.regex(/^\d{6,14}$/, 'upc must be 6 to 14 digits'));
const sellerId = z.string().check(z.minLength(1), z.maxLength(40));
const cartId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'cartId must be 1 to 80 letters, digits, - or _'));
const storeId = z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be 1 to 6 digits'));

/** Stock of a cart line at the cart's store; `out-of-stock` and `unavailable` lines cannot be bought there. */
export const CART_STOCK = ['in-stock', 'low-stock', 'out-of-stock', 'unavailable'] as const;

/** One line of a cart: the product as the cart's store sells it. */
export const CartLine = z.looseObject({
  upc: z.string(),
  qty: z.number(),
  bpn: z.nullish(z.string()),
  name: z.nullish(z.string()),
  size: z.nullish(z.string()),
  price: z.nullish(z.number()),
  imageUrl: z.nullish(z.string()),
  stock: z.nullish(z.enum(CART_STOCK)),
  sellerName: z.nullish(z.string()),
  /** grocery, wine or marketplace: which product page the line links to. */
  shop: z.nullish(z.string()),
});
export type CartLine = z.infer<typeof CartLine>;

/** A cart of one seller at one store. */
export const CartView = z.looseObject({
  cartId: z.nullish(z.string()),
  sellerId: z.string(),
  storeId: z.nullish(z.string()),
  /** A guest cart (no customer); the storefront keeps its id in abCart. */
  guest: z.optional(z.boolean()),
  items: z.array(CartLine),
});
export type CartView = z.infer<typeof CartView>;

/** CALL-07 add: `cartId` names a guest cart, `storeId` the store of a new guest cart (a signed-in cart is the session's). */
export const CartAddBody = z.object({
  upc,
  qty: z.int().check(z.gte(1), z.lte(99)),
  sellerId: z._default(sellerId, 'abs'),
  cartId: z.optional(cartId),
  storeId: z.optional(storeId),
});

/** Quantity change (simulator's own): qty 0 removes the line. */
export const CartUpdateBody = z.object({ upc, qty: z.int().check(z.gte(0), z.lte(99)), sellerId: z._default(sellerId, 'abs'), cartId: z.optional(cartId) });

/** Cart read (simulator's own): a signed-in session reads its own carts; a guest names its carts by id (comma-separated). */
export const CartListQuery = z.object({ cartIds: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_,-]{1,400}$/, 'cartIds must be cart ids separated by commas'))) });
export const CartListResponse = z.looseObject({ carts: z.array(CartView) });

/**
 * Merge on sign-in (simulator's own): the guest carts' lines join the signed-in customer's carts of the same seller
 * (quantities added, at most 99 a line), the guest carts go, and every cart moves to `storeId` when one is named.
 */
export const CartMergeBody = z.object({ guestCartIds: z.array(cartId).check(z.maxLength(20)), storeId: z.optional(storeId) });

/** Store move (simulator's own): the carts follow the shopper's new store; their lines' stock is that store's. */
export const CartStoreBody = z.object({ storeId, cartIds: z._default(z.array(cartId).check(z.maxLength(20)), []) });
