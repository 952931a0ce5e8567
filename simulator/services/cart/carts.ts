import type { CartView } from '../../../spec/schemas/upstream/cart';
import type { SimContext } from '../../core/context';
import { CATALOGUE, stockAt } from '../catalogue/products';
import type { CatalogueItem } from '../catalogue/products';
import { parseJsonArray } from '../customers/session';
import { deleteByKey, recordByKey, recordsInOrder, updateByKey } from '../../core/db';

/**
 * The cart service's state over the shared `cart` table: one cart per owner and seller (STORAGE-01: the grocery
 * seller is `abs`, every marketplace seller has its own). A signed-in customer's carts carry the customer's UUID;
 * a guest cart carries none and is known to the storefront only by its id (abCart, guestCartId).
 */

export type CartRow = NonNullable<ReturnType<SimContext['db']['cart']['findFirst']>>;
export interface StoredLine {
  upc: string;
  qty: number;
}

/** The most of one product a cart line holds (CartAddBody's own bound). */
export const MAX_LINE_QTY = 99;
export const GROCERY_SELLER = 'abs';

const byUpc = new Map(CATALOGUE.map((item) => [item.upc, item]));
export const productByUpc = (upc: string): CatalogueItem | undefined => byUpc.get(upc);

/** The seller whose cart a product goes in: its marketplace seller, else the grocery seller. */
export const sellerOf = (item: CatalogueItem): string => item.seller?.sellerId ?? GROCERY_SELLER;

export const linesOf = (cart: CartRow | null): StoredLine[] => parseJsonArray<StoredLine>(cart?.items ?? '[]').filter((l) => typeof l.upc === 'string' && typeof l.qty === 'number' && l.qty > 0);

export function customerCart(ctx: SimContext, customerUuid: string, sellerId: string): CartRow | null {
  return ctx.db.cart.findFirst({ where: { customerUuid: { equals: customerUuid }, sellerId: { equals: sellerId } } });
}

export function guestCart(ctx: SimContext, cartId: string): CartRow | null {
  // By key: the library's findFirst compares every cart in turn.
  const cart = recordByKey(ctx.db, 'cart', cartId);
  return cart && cart.customerUuid === '' ? cart : null;
}

export function customerCarts(ctx: SimContext, customerUuid: string): CartRow[] {
  return ctx.db.cart.findMany({ where: { customerUuid: { equals: customerUuid } } });
}

export function saveLines(ctx: SimContext, cart: CartRow, lines: StoredLine[]): CartRow {
  return updateByKey(ctx.db, 'cart', cart.id, { items: JSON.stringify(lines), updatedAt: ctx.clock.now() }) ?? cart;
}

/** Adds `qty` to a line (a new line at the end), never past MAX_LINE_QTY. */
export function withAdded(lines: StoredLine[], upc: string, qty: number): StoredLine[] {
  const found = lines.find((l) => l.upc === upc);
  if (!found) return [...lines, { upc, qty: Math.min(qty, MAX_LINE_QTY) }];
  return lines.map((l) => (l.upc === upc ? { upc, qty: Math.min(l.qty + qty, MAX_LINE_QTY) } : l));
}

/** Sets a line's quantity; 0 removes it, and a new line goes at the end. */
export function withQuantity(lines: StoredLine[], upc: string, qty: number): StoredLine[] {
  if (qty <= 0) return lines.filter((l) => l.upc !== upc);
  return lines.some((l) => l.upc === upc) ? lines.map((l) => (l.upc === upc ? { upc, qty } : l)) : [...lines, { upc, qty }];
}

/** The cart as the storefront reads it: every line with the product as the cart's store has it (stock flagged). */
export function cartView(cart: CartRow): CartView {
  return {
    cartId: cart.id,
    sellerId: cart.sellerId,
    storeId: cart.storeId || null,
    guest: cart.customerUuid === '',
    items: linesOf(cart).map((line) => {
      const item = productByUpc(line.upc);
      if (!item) return { upc: line.upc, qty: line.qty, bpn: null, name: null, size: null, price: null, imageUrl: null, stock: null, sellerName: null, shop: null };
      return {
        upc: line.upc,
        qty: line.qty,
        bpn: item.bpn,
        name: item.name,
        size: item.size,
        price: item.price,
        imageUrl: item.imageUrl,
        stock: cart.storeId ? stockAt(item, cart.storeId).status : null,
        sellerName: item.seller?.name ?? null,
        shop: item.shop,
      };
    }),
  };
}

/** The carts moved to a store: their lines' stock is read at the new store from now on; no line is dropped. */
export function moveTo(ctx: SimContext, carts: readonly CartRow[], storeId: string): CartRow[] {
  return carts.map((cart) => updateByKey(ctx.db, 'cart', cart.id, { storeId, updatedAt: ctx.clock.now() }) ?? cart);
}

/**
 * The most guest carts a tenant keeps (decision 0486): every add without a cart id makes one, so past it the oldest
 * guest cart goes (its id then reads as no cart, which the storefront forgets, as for a merged cart).
 */
export const MAX_GUEST_CARTS = 1_000;

/** Guest carts in order of creation: the ids, kept per database so the oldest is found without a scan. */
const guestOrder = new WeakMap<object, Set<string>>();

function guestIds(ctx: SimContext): Set<string> {
  let ids = guestOrder.get(ctx.db);
  if (!ids) {
    ids = new Set<string>();
    for (const cart of recordsInOrder(ctx.db, 'cart')) if (cart.customerUuid === '') ids.add(cart.id);
    guestOrder.set(ctx.db, ids);
  }
  return ids;
}

/** A new guest cart; the oldest guest carts go first when the tenant holds `max`. */
export function newGuestCart(ctx: SimContext, sellerId: string, storeId: string, max = MAX_GUEST_CARTS): CartRow {
  const ids = guestIds(ctx);
  for (const id of ids) {
    // A guest cart merged or dropped since is no longer in the table: only the ones still there count.
    if (ids.size < max) break;
    ids.delete(id);
    deleteByKey(ctx.db, 'cart', id);
  }
  const cart = ctx.db.cart.create({ id: ctx.random.id('gcart-'), customerUuid: '', sellerId, storeId, items: '[]', updatedAt: ctx.clock.now() });
  ids.add(cart.id);
  return cart;
}

/** A guest cart merged away: out of the table and of the order. */
export function dropGuestCart(ctx: SimContext, cartId: string): void {
  guestIds(ctx).delete(cartId);
  deleteByKey(ctx.db, 'cart', cartId);
}
