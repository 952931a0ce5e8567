import type { CartView } from '../../../spec/schemas/upstream/cart';
import type { SimContext } from '../../core/context';
import { CATALOGUE, stockAt } from '../catalogue/products';
import type { CatalogueItem } from '../catalogue/products';
import { parseJsonArray } from '../customers/session';

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
  const cart = ctx.db.cart.findFirst({ where: { id: { equals: cartId } } });
  return cart && cart.customerUuid === '' ? cart : null;
}

export function customerCarts(ctx: SimContext, customerUuid: string): CartRow[] {
  return ctx.db.cart.findMany({ where: { customerUuid: { equals: customerUuid } } });
}

export function saveLines(ctx: SimContext, cart: CartRow, lines: StoredLine[]): CartRow {
  return ctx.db.cart.update({ where: { id: { equals: cart.id } }, data: { items: JSON.stringify(lines), updatedAt: ctx.clock.now() } }) ?? cart;
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
  return carts.map((cart) => ctx.db.cart.update({ where: { id: { equals: cart.id } }, data: { storeId, updatedAt: ctx.clock.now() } }) ?? cart);
}
