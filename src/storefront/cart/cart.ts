import type { CartLine, CartView } from '../../../spec/schemas/upstream/cart';
import type { FeatureToggles } from '../../../spec/schemas/config';
import { roundAmount } from '../../rules/amount';
import { markSlotReInit, REINIT_COOKIE } from '../../rules/reinit';
import { DEFAULT_CART_SELLER } from '../../rules/storage';
import { STOCK_TEXT } from '../catalogue/availability';
import type { CookieJar } from '../cookies';
import type { CartIds } from './cartIds';
import { idOf } from './cartIds';
import { cartModeOf, holdsNoCart } from './cartMode';
import type { CartMode } from './cartMode';
import { subscribable } from '../subscribable';

// What the page load needs before the cart's code has arrived (src/storefront/cart/lazyCart.ts) is in cartMode.ts.
export { cartModeOf, FULL_CART_PATH, guestAddToCartOn, holdsNoCart, quantityIn } from './cartMode';
export type { CartMode } from './cartMode';

/**
 * The cart in the storefront core: the shopper's carts (one per seller, STORAGE-01), the commands that change them
 * and how they follow the session (merged on sign-in, moved on a store change). Framework-free: the React adapter
 * renders the snapshot, the workbench's Node driver runs the same object.
 *
 * No line is lost on any fault (decision 0450): a change shows at once and is sent in order; the snapshot is the
 * service's last answer with the changes still in flight applied over it. A failed change drops out of that list
 * (the line goes back to what the service holds), a toast says so, and the carts are read again.
 */

/** A failed merge on sign-in: the guest's lines are kept in their carts and join on the next page load. */
export const MERGE_FAILED_TEXT = "We couldn't add the items you picked before signing in to your cart yet. They're kept, and will be added when the page loads again.";
/** A failed store move: the lines stay in the cart, still at the previous store. */
export const MOVE_FAILED_TEXT = "We couldn't move your cart to your new store. Your items are kept; their stock and prices are still your previous store's.";

/** What the cart needs from the network: the cart client of src/api (CALL-07 and the simulator's own cart calls). */
export interface CartApi {
  add(item: { upc: string; qty: number; sellerId: string; cartId?: string; storeId?: string }): Promise<CartView>;
  list(guestCartIds?: readonly string[]): Promise<readonly CartView[]>;
  setQuantity(line: { upc: string; qty: number; sellerId: string; cartId?: string }): Promise<CartView>;
  merge(body: { guestCartIds: string[]; storeId?: string }): Promise<readonly CartView[]>;
  moveToStore(body: { storeId: string; cartIds: string[] }): Promise<readonly CartView[]>;
}

export interface CartSession {
  readonly userType: string;
  readonly storeId: string | null;
}

/** A product as the cart is asked to take it (what a product card or page knows). */
export interface CartProduct {
  readonly upc: string;
  readonly name: string;
  readonly sellerId?: string | null;
  readonly bpn?: string;
  readonly price?: number;
  readonly size?: string;
  readonly imageUrl?: string;
  readonly sellerName?: string | null;
  readonly shop?: string;
}

export interface CartSnapshot {
  readonly mode: CartMode;
  /** `loading` until the first read of this session; `failed` when the last read failed (the carts shown are older). */
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** One cart per seller, the grocery seller first; in-flight changes applied. */
  readonly carts: readonly CartView[];
  /** Items in all carts (quantities added up): the header's count. */
  readonly count: number;
  /** FORMAT-02: what the lines cost, rounded to cents. */
  readonly total: number;
  /**
   * Work sent or queued and not answered yet: the shopper's changes, and the carts following a new session (a merge on
   * sign-in, a move on a store change, a read), counted from the moment the session changed.
   */
  readonly pending: number;
  readonly storeId: string | null;
}

export interface CartPorts {
  readonly api: CartApi;
  readonly ids: CartIds;
  readonly cookies: CookieJar;
  readonly toggles: Pick<FeatureToggles, 'disableGuestCart' | 'guestAddToCartVariant'>;
  readonly showToast: (text: string) => void;
  readonly log: (line: string) => void;
  readonly trace?: (event: string) => void;
}

export type AddOutcome = 'added' | 'failed' | 'sign-in';

export interface Cart {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => CartSnapshot;
  /** The session as the storefront core has it; a new user type or store merges, moves or reads the carts. */
  readonly sessionChanged: (session: CartSession | null) => Promise<void>;
  /** Adds to the product's seller's cart; `sign-in` when the shopper has no cart until signed in (LINKS-05). */
  readonly add: (product: CartProduct, qty?: number) => Promise<AddOutcome>;
  /** Sets a line's quantity (0 removes it). */
  readonly setQuantity: (line: { upc: string; sellerId: string; name?: string | null }, qty: number) => Promise<boolean>;
  readonly remove: (line: { upc: string; sellerId: string; name?: string | null }) => Promise<boolean>;
  /** Reads the carts again (the full cart's Try again). */
  readonly refresh: () => Promise<void>;
  /** Resolves when every command sent so far is answered. */
  readonly idle: () => Promise<void>;
}

type Change =
  | { readonly id: number; readonly kind: 'add'; readonly sellerId: string; readonly line: CartLine }
  | { readonly id: number; readonly kind: 'set'; readonly sellerId: string; readonly upc: string; readonly qty: number };

const MAX_QTY = 99;
const sellerOf = (product: { sellerId?: string | null }): string => product.sellerId || DEFAULT_CART_SELLER;
const bySeller = (a: CartView, b: CartView) => (a.sellerId === DEFAULT_CART_SELLER ? -1 : b.sellerId === DEFAULT_CART_SELLER ? 1 : a.sellerId.localeCompare(b.sellerId));

/** The carts with one change applied (a new seller's cart appears empty, then holds the line). */
export function applyChange(carts: readonly CartView[], change: Change, storeId: string | null): CartView[] {
  const found = carts.some((c) => c.sellerId === change.sellerId);
  const all = found ? [...carts] : [...carts, { cartId: null, sellerId: change.sellerId, storeId, items: [] }];
  return all.map((cart) => {
    if (cart.sellerId !== change.sellerId) return cart;
    const upc = change.kind === 'add' ? change.line.upc : change.upc;
    const has = cart.items.some((l) => l.upc === upc);
    let items: CartLine[];
    if (change.kind === 'add') items = has ? cart.items.map((l) => (l.upc === upc ? { ...l, qty: Math.min(l.qty + change.line.qty, MAX_QTY) } : l)) : [...cart.items, change.line];
    else if (change.qty <= 0) items = cart.items.filter((l) => l.upc !== upc);
    else items = cart.items.map((l) => (l.upc === upc ? { ...l, qty: change.qty } : l));
    return { ...cart, items };
  });
}

export const countOf = (carts: readonly CartView[]): number => carts.reduce((n, c) => n + c.items.reduce((m, l) => m + l.qty, 0), 0);
/** FORMAT-02: the lines' cost, rounded to cents (lines without a price count nothing). */
export const totalOf = (carts: readonly CartView[]): number => roundAmount(carts.reduce((n, c) => n + c.items.reduce((m, l) => m + (l.price ?? 0) * l.qty, 0), 0));

export function createCart(ports: CartPorts): Cart {
  const { api, ids } = ports;
  const trace = ports.trace ?? (() => undefined);
  const listeners = subscribable();
  let confirmed: readonly CartView[] = [];
  let changes: Change[] = [];
  let mode: CartMode = 'none';
  let storeId: string | null = null;
  let status: CartSnapshot['status'] = 'idle';
  let known: CartSession | null = null;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();
  /** Sessions handed over whose follow has not finished (queued or running). */
  let following = 0;

  const build = (): CartSnapshot => {
    const carts = changes.reduce<CartView[]>((all, change) => applyChange(all, change, storeId), [...confirmed]).filter((c) => c.items.length > 0 || c.cartId).sort(bySeller);
    return { mode, status, carts, count: countOf(carts), total: totalOf(carts), pending: changes.length + following, storeId };
  };
  let snapshot = build();
  const publish = () => {
    snapshot = build();
    listeners.notify();
  };
  /** Runs after everything sent before it: the service sees the changes in the order the shopper made them. */
  const inOrder = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  /** The service's answer for some sellers' carts; the ids of the carts it holds are remembered (STORAGE-01). */
  const accept = (carts: readonly CartView[], replaceAll: boolean) => {
    const sellers = new Set(carts.map((c) => c.sellerId));
    confirmed = replaceAll ? [...carts] : [...confirmed.filter((c) => !sellers.has(c.sellerId)), ...carts];
    const held: Record<string, string> = {};
    for (const cart of confirmed) if (cart.cartId) held[cart.sellerId] = cart.cartId;
    ids.write(held);
    if (mode === 'guest') {
      const guest: Record<string, string> = {};
      for (const cart of confirmed) if (cart.cartId && cart.guest !== false) guest[cart.sellerId] = cart.cartId;
      ids.writeGuest(guest);
    }
  };

  const read = async (): Promise<void> => {
    // A guest's carts are the ids abCart holds: none held, none to read, so a first visit makes no cart call.
    if (holdsNoCart(mode, ids)) {
      confirmed = [];
      status = 'ready';
      return;
    }
    try {
      accept(await api.list(mode === 'guest' ? Object.values(ids.read()) : []), true);
      status = 'ready';
      trace('cart:read');
    } catch (error) {
      status = 'failed';
      ports.log(`[storefront] cart read failed: ${(error as Error).message}`);
    }
  };

  /**
   * Carts read at another store than the session's (a store move that failed on an earlier page) move now, once: the
   * existing cart's store follows the session's (STORE-CHANGE-01, GUEST-STORE-17). A failure here is only logged; the
   * lines stay as read.
   */
  const align = async (): Promise<void> => {
    if (status !== 'ready' || mode === 'none' || !storeId || !confirmed.some((c) => c.cartId && c.storeId && c.storeId !== storeId)) return;
    try {
      accept(await api.moveToStore({ storeId, cartIds: mode === 'guest' ? Object.values(ids.read()) : [] }), true);
      trace('cart:moved');
    } catch (error) {
      ports.log(`[storefront] cart move failed: ${(error as Error).message}`);
    }
  };

  /** A new session or store: merge the guest carts on sign-in, move the carts on a store change, else read them. */
  const follow = async (previous: CartSession | null, next: CartSession | null): Promise<void> => {
    mode = next ? cartModeOf(next.userType, ports.toggles) : 'none';
    storeId = next?.storeId ?? null;
    const movedStore = previous !== null && next !== null && previous.storeId !== null && next.storeId !== null && previous.storeId !== next.storeId && cartModeOf(previous.userType, ports.toggles) === mode;
    if (status === 'idle' || previous?.userType !== next?.userType) status = 'loading';
    publish();
    const guestIds = Object.values(ids.guest());
    const merging = mode === 'customer' && guestIds.length > 0;
    try {
      if (merging) {
        // Sign-in: the guest's lines join the customer's carts at the session's store; the guest ids are spent.
        accept(await api.merge({ guestCartIds: guestIds, ...(storeId ? { storeId } : {}) }), true);
        ids.writeGuest({});
        trace('cart:merged');
        status = 'ready';
      } else if (movedStore && mode !== 'none' && storeId) {
        // GUEST-STORE-17 (the guest cart's store follows, the variant being on) and STORE-CHANGE-01 (the existing
        // cart's store is updated; REINIT-06 marks the slot for re-init).
        if (mode === 'customer') ports.cookies.set(REINIT_COOKIE, markSlotReInit(ports.cookies.get(REINIT_COOKIE) ?? ''), null);
        accept(await api.moveToStore({ storeId, cartIds: mode === 'guest' ? Object.values(ids.read()) : [] }), true);
        trace('cart:moved');
        status = 'ready';
      } else {
        await read();
        await align();
      }
    } catch (error) {
      // Nothing is dropped: the guest carts and their ids stay for the next page's merge (it is idempotent), a cart
      // that did not move keeps its lines at the old store; the shopper is told, and the carts are read again.
      ports.log(`[storefront] cart ${merging ? 'merge' : 'move'} failed: ${(error as Error).message}`);
      ports.showToast(merging ? MERGE_FAILED_TEXT : MOVE_FAILED_TEXT);
      trace(merging ? 'cart:merge-failed' : 'cart:move-failed');
      await read();
    }
    publish();
  };

  const change = async (next: Change, failureText: string): Promise<boolean> => {
    changes = [...changes, next];
    publish();
    return inOrder(async () => {
      // A guest names its cart by the id abCart holds; a signed-in customer's carts are the session's.
      const cartId = mode === 'guest' ? (idOf(ids.read(), next.sellerId) ?? undefined) : undefined;
      try {
        const answer =
          next.kind === 'add'
            ? await api.add({ upc: next.line.upc, qty: next.line.qty, sellerId: next.sellerId, ...(cartId ? { cartId } : mode === 'guest' && storeId ? { storeId } : {}) })
            : await api.setQuantity({ upc: next.upc, qty: next.qty, sellerId: next.sellerId, ...(cartId ? { cartId } : {}) });
        changes = changes.filter((c) => c.id !== next.id);
        accept([answer], false);
        status = 'ready';
        trace(`cart:${next.kind}`);
        publish();
        return true;
      } catch (error) {
        // Rolled back: the change leaves the list, so the line shows what the service holds; then read again.
        changes = changes.filter((c) => c.id !== next.id);
        ports.log(`[storefront] cart ${next.kind} failed: ${(error as Error).message}`);
        ports.showToast(failureText);
        trace(`cart:${next.kind}-failed`);
        publish();
        await read();
        publish();
        return false;
      }
    });
  };

  const setQuantity: Cart['setQuantity'] = (line, qty) => {
    const bounded = Math.max(0, Math.min(MAX_QTY, Math.trunc(qty)));
    const name = line.name ?? 'this item';
    return change({ id: ++nextId, kind: 'set', sellerId: line.sellerId, upc: line.upc, qty: bounded }, bounded === 0 ? `We couldn't remove ${name} from your cart. Try again.` : `We couldn't change ${name} in your cart. Try again.`);
  };

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,
    sessionChanged(session) {
      const next = session ? { userType: session.userType, storeId: session.storeId || null } : null;
      const previous = known;
      if (previous && next && previous.userType === next.userType && previous.storeId === next.storeId) return queue.then(() => undefined);
      known = next;
      // Pending from now, not from when the queue reaches it: a page that waits for the cart to settle must not see it
      // settled between the session's change and its carts' move.
      following += 1;
      publish();
      return inOrder(async () => {
        try {
          await follow(previous, next);
        } finally {
          following -= 1;
          publish();
        }
      });
    },
    async add(product, qty = 1) {
      if (mode === 'none') return 'sign-in';
      const line: CartLine = { upc: product.upc, qty: Math.max(1, Math.min(MAX_QTY, Math.trunc(qty))), bpn: product.bpn ?? null, name: product.name, size: product.size ?? null, price: product.price ?? null, imageUrl: product.imageUrl ?? null, stock: null, sellerName: product.sellerName ?? null, shop: product.shop ?? null };
      return (await change({ id: ++nextId, kind: 'add', sellerId: sellerOf(product), line }, `We couldn't add ${product.name} to your cart. Try again.`)) ? 'added' : 'failed';
    },
    setQuantity,
    remove: (line) => setQuantity(line, 0),
    refresh: () =>
      inOrder(async () => {
        await read();
        publish();
      }),
    idle: () => queue.then(() => undefined),
  };
}

/** ERR-20: the stock text of a line at the cart's store (none while it is in stock or not known). */
export function lineStockText(stock: CartLine['stock']): string | null {
  if (stock === 'out-of-stock') return STOCK_TEXT.outOfStock;
  if (stock === 'unavailable') return STOCK_TEXT.notAvailable;
  return null;
}
