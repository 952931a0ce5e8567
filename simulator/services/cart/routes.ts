import { servicePaths } from '../../../spec/config/endpoints';
import { CartAddBody, CartListQuery, CartMergeBody, CartStoreBody, CartUpdateBody } from '../../../spec/schemas/upstream/cart';
import type { SimContext } from '../../core/context';
import type { HttpMethod, SimRequest, SimResponse, SimRoute } from '../../core/contract';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { customerByUuid, sessionOf } from '../customers/session';
import type { Customer, Session } from '../customers/session';
import { cartView, customerCart, customerCarts, dropGuestCart, guestCart, linesOf, moveTo, newGuestCart, productByUpc, saveLines, sellerOf, withAdded, withQuantity } from './carts';
import type { CartRow } from './carts';

/**
 * The cart service (CALL-07): the spec's `cart/add` servlet and the simulator's own read, quantity change, merge and
 * store move beside it (spec/catalogue/simulatorCalls.ts). A signed-in session (the servlets' session cookie, or the
 * provider's sid) works on the customer's carts, one per seller; anyone else works on guest carts named by id, which
 * the storefront keeps in abCart (STORAGE-01). A store change moves every cart and never drops a line: lines the new
 * store does not stock stay, flagged by their stock.
 */

type Route = SimRoute<SimContext>;
const base = servicePaths.servlets;

interface SignedIn {
  session: Session;
  customer: Customer;
}

function signedInOf(ctx: SimContext, request: SimRequest): SignedIn | null {
  const session = sessionOf(ctx, request);
  const customer = session ? customerByUuid(ctx, session.customerUuid) : null;
  return session && customer ? { session, customer } : null;
}

const notFound = (cartId: string) => failure('servlets', 404, 'CART_NOT_FOUND', `No guest cart ${cartId}`);

/** The cart a change goes to: the customer's of that seller (made on first use), or the named guest cart. */
function targetCart(ctx: SimContext, who: SignedIn | null, sellerId: string, cartId: string | undefined, storeId: string | undefined): CartRow | SimResponse | null {
  if (who) {
    const own = customerCart(ctx, who.customer.id, sellerId);
    if (own) return own;
    // A new seller's cart starts at the store of the customer's other carts, else the session's.
    const store = customerCarts(ctx, who.customer.id)[0]?.storeId || who.session.storeId || storeId || '';
    return ctx.db.cart.create({ id: `cart-${who.customer.customerId}-${sellerId}`, customerUuid: who.customer.id, sellerId, storeId: store, items: '[]', updatedAt: ctx.clock.now() });
  }
  if (cartId !== undefined) {
    const cart = guestCart(ctx, cartId);
    if (!cart) return notFound(cartId);
    return cart.sellerId === sellerId ? cart : failure('servlets', 400, 'WRONG_SELLER', `Cart ${cartId} is seller ${cart.sellerId}'s, not ${sellerId}'s`);
  }
  if (storeId === undefined) return null;
  return newGuestCart(ctx, sellerId, storeId);
}

const isResponse = (value: unknown): value is SimResponse => typeof value === 'object' && value !== null && 'status' in value;

function add(request: SimRequest, ctx: SimContext): SimResponse {
  const body = parsePart('servlets', 'body', CartAddBody, request.body);
  if (!body.ok) return body.response;
  const { upc, qty, sellerId, cartId, storeId } = body.data;
  const item = productByUpc(upc);
  if (!item) return failure('servlets', 404, 'PRODUCT_NOT_FOUND', `No product ${upc}`);
  if (sellerOf(item) !== sellerId) return failure('servlets', 400, 'WRONG_SELLER', `Product ${upc} is sold by ${sellerOf(item)}, not ${sellerId}`);
  const who = signedInOf(ctx, request);
  const cart = targetCart(ctx, who, sellerId, cartId, storeId);
  if (cart === null) return failure('servlets', 401, 'NOT_SIGNED_IN', 'Sign in to add to cart');
  if (isResponse(cart)) return cart;
  return json(200, cartView(saveLines(ctx, cart, withAdded(linesOf(cart), upc, qty))));
}

function update(request: SimRequest, ctx: SimContext): SimResponse {
  const body = parsePart('servlets', 'body', CartUpdateBody, request.body);
  if (!body.ok) return body.response;
  const { upc, qty, sellerId, cartId } = body.data;
  const who = signedInOf(ctx, request);
  if (!who && cartId === undefined) return failure('servlets', 401, 'NOT_SIGNED_IN', 'Sign in, or name the guest cart');
  const cart = targetCart(ctx, who, sellerId, cartId, undefined);
  if (cart === null) return failure('servlets', 401, 'NOT_SIGNED_IN', 'Sign in, or name the guest cart');
  if (isResponse(cart)) return cart;
  if (qty > 0 && !productByUpc(upc)) return failure('servlets', 404, 'PRODUCT_NOT_FOUND', `No product ${upc}`);
  return json(200, cartView(saveLines(ctx, cart, withQuantity(linesOf(cart), upc, qty))));
}

const idsOf = (text: string | undefined): string[] => [...new Set((text ?? '').split(',').filter(Boolean))];

function list(request: SimRequest, ctx: SimContext): SimResponse {
  const query = parsePart('servlets', 'query', CartListQuery, queryOf(request));
  if (!query.ok) return query.response;
  const who = signedInOf(ctx, request);
  // A guest's ids that name no guest cart (merged, or from another browser) are left out: the storefront forgets them.
  const carts = who ? customerCarts(ctx, who.customer.id) : idsOf(query.data.cartIds).flatMap((id) => guestCart(ctx, id) ?? []);
  return json(200, { carts: carts.map(cartView) });
}

function merge(request: SimRequest, ctx: SimContext): SimResponse {
  const body = parsePart('servlets', 'body', CartMergeBody, request.body);
  if (!body.ok) return body.response;
  const who = signedInOf(ctx, request);
  if (!who) return failure('servlets', 401, 'NOT_SIGNED_IN', 'Sign in to merge the guest cart');
  for (const id of new Set(body.data.guestCartIds)) {
    // A cart already merged (a retried merge) is gone: merging is idempotent.
    const guest = guestCart(ctx, id);
    if (!guest) continue;
    const own = targetCart(ctx, who, guest.sellerId, undefined, guest.storeId) as CartRow;
    saveLines(ctx, own, linesOf(guest).reduce((lines, line) => withAdded(lines, line.upc, line.qty), linesOf(own)));
    dropGuestCart(ctx, guest.id);
  }
  const storeId = body.data.storeId;
  const carts = customerCarts(ctx, who.customer.id);
  return json(200, { carts: (storeId && ctx.db.store.findFirst({ where: { id: { equals: storeId } } }) ? moveTo(ctx, carts, storeId) : carts).map(cartView) });
}

function move(request: SimRequest, ctx: SimContext): SimResponse {
  const body = parsePart('servlets', 'body', CartStoreBody, request.body);
  if (!body.ok) return body.response;
  const { storeId, cartIds } = body.data;
  if (!ctx.db.store.findFirst({ where: { id: { equals: storeId } } })) return failure('servlets', 404, 'STORE_NOT_FOUND', `No store ${storeId}`);
  const who = signedInOf(ctx, request);
  const carts = who ? customerCarts(ctx, who.customer.id) : [...new Set(cartIds)].flatMap((id) => guestCart(ctx, id) ?? []);
  return json(200, { carts: moveTo(ctx, carts, storeId).map(cartView) });
}

const route = (method: HttpMethod, path: string, summary: string, resolve: Route['resolve']): Route => ({ calls: ['CALL-07'], service: 'servlets', method, path: `${base}${path}`, summary, ownSchema: true, resolve });

export const cartRoutes: Route[] = [
  route('POST', '/cart/add', "Adds an item to a seller's cart: the signed-in customer's, or a guest cart (a new one at storeId)", add),
  route('GET', '/cart', "The signed-in customer's carts, or the named guest carts, with each line's stock at the cart's store", list),
  route('POST', '/cart/update', "Sets a line's quantity (0 removes it)", update),
  route('POST', '/cart/merge', "Merges guest carts into the signed-in customer's carts of the same sellers", merge),
  route('POST', '/cart/store', 'Moves the carts to a store; lines it does not stock stay, flagged', move),
];
