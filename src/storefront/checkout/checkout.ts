import type { CartLine, CartView } from '../../../spec/schemas/upstream/cart';
import type { OrderView } from '../../../spec/schemas/upstream/orders';
import type { SlotView } from '../../../spec/schemas/upstream/slots';
import { roundAmount } from '../../rules/amount';
import { DEFAULT_CART_SELLER } from '../../rules/storage';
import { isAuthorised } from '../../rules/userTypes';
import type { Cart, CartSnapshot } from '../cart/cart';
import { PREFERENCE_LABEL } from '../fulfilment';
import type { Backend, CallerInfo } from '../session/backend';
import { BackendError } from '../session/backend';
import { callerOf } from '../session/establish';
import type { SessionView } from '../session/establish';

/**
 * The checkout (decision 0489): which slots a shopper chooses from, the review of the carts per seller, placing the
 * order on a held slot, and the orders a shopper has placed. Framework-free, so the React pages and a Node test run the
 * same decisions. Nothing is taken from the cart until the order is placed: a fault at any step leaves every line
 * where it was and says what to do next.
 */

export type Fulfillment = 'DUG' | 'DELIVERY';
/** The checkout's word for its fulfilment: the fulfilment table's (../fulfilment.ts), as the header and store modal say it. */
export const FULFILLMENT_LABEL: Record<Fulfillment, string> = { DUG: PREFERENCE_LABEL.DUG, DELIVERY: PREFERENCE_LABEL.DELIVERY };

// The addresses live apart so the header and the cart link to them without this module in their chunk.
export { CHECKOUT_PATH, ORDERS_PATH } from './paths';
/** The confirmation of one order; its number travels in the address so a reload still shows it. */
export const confirmationPath = (orderId: string): string => `/shop/order-confirmation.html?orderId=${encodeURIComponent(orderId)}`;
const ORDER_ID = /^[A-Za-z0-9_-]{1,80}$/;
/** The order a confirmation address names, or null for a missing or malformed one. */
export function confirmationOrderId(search: string): string | null {
  // The pattern is anchored: what it matches is the whole id.
  return new URLSearchParams(search).get('orderId')?.match(ORDER_ID)?.[0] ?? null;
}

export interface ReviewLine {
  readonly upc: string;
  readonly name: string;
  readonly size: string | null;
  readonly qty: number;
  /** The line's cost (FORMAT-02), null when the line has no price. */
  readonly amount: number | null;
}

export interface SellerReview {
  readonly sellerId: string;
  readonly sellerName: string;
  readonly lines: readonly ReviewLine[];
  readonly subtotal: number;
}

export type CheckoutStart =
  /** Checkout is a signed-in shopper's: a guest is asked to sign in (the guest cart joins on sign-in). */
  | { readonly status: 'sign-in' }
  /** In-store shopping has no slot: checkout needs pickup or delivery, chosen in the store modal. */
  | { readonly status: 'in-store' }
  | { readonly status: 'empty' }
  /** Lines the store cannot sell (ERR-20): remove them or change store first. */
  | { readonly status: 'blocked' }
  | { readonly status: 'ready'; readonly fulfillment: Fulfillment; readonly storeId: string; readonly sellers: readonly SellerReview[]; readonly count: number; readonly total: number };

const unbuyable = (l: CartLine) => l.stock === 'out-of-stock' || l.stock === 'unavailable';

function reviewOf(cart: CartView, grocerName: string): SellerReview {
  const lines = cart.items.map((l) => ({ upc: l.upc, name: l.name ?? `Item ${l.upc}`, size: l.size ?? null, qty: l.qty, amount: typeof l.price === 'number' ? roundAmount(l.price * l.qty) : null }));
  const sellerName = cart.sellerId === DEFAULT_CART_SELLER ? grocerName : (cart.items.find((l) => l.sellerName)?.sellerName ?? cart.sellerId);
  return { sellerId: cart.sellerId, sellerName, lines, subtotal: roundAmount(lines.reduce((n, l) => n + (l.amount ?? 0), 0)) };
}

/** Whether this session and cart can check out, and if so the review: one section per seller, the grocer's first. */
export function checkoutStart(session: SessionView, cart: Pick<CartSnapshot, 'carts' | 'count' | 'total'>, grocerName: string): CheckoutStart {
  if (!isAuthorised(session.userType)) return { status: 'sign-in' };
  if (session.preference !== 'DUG' && session.preference !== 'DELIVERY') return { status: 'in-store' };
  const filled = cart.carts.filter((c) => c.items.length > 0);
  const carts = [...filled.filter((c) => c.sellerId === DEFAULT_CART_SELLER), ...filled.filter((c) => c.sellerId !== DEFAULT_CART_SELLER)];
  if (carts.length === 0) return { status: 'empty' };
  if (carts.some((c) => c.items.some(unbuyable))) return { status: 'blocked' };
  return { status: 'ready', fulfillment: session.preference, storeId: session.storeId, sellers: carts.map((c) => reviewOf(c, grocerName)), count: cart.count, total: cart.total };
}

export interface SlotChoice {
  readonly slotId: string;
  readonly start: string;
  readonly end: string;
  /** yyyy-mm-dd of the start, the day the slot is listed under. */
  readonly day: string;
  readonly full: boolean;
}

export type SlotsLoad = { readonly status: 'ready'; readonly slots: readonly SlotChoice[] } | { readonly status: 'failed'; readonly text: string };

export const SLOTS_FAILED_TEXT = "We couldn't load the available times. Your cart is unchanged; try again in a moment.";

const validTime = (iso: string) => /^\d{4}-\d{2}-\d{2}T/.test(iso) && Number.isFinite(Date.parse(iso));

/** The store's slots for the fulfilment, soonest first; a slot whose times cannot be read is left out. */
export function slotChoices(slots: readonly SlotView[]): SlotChoice[] {
  return slots
    .filter((s) => validTime(s.start) && validTime(s.end))
    .map((s) => ({ slotId: s.slotId, start: s.start, end: s.end, day: s.start.slice(0, 10), full: s.available <= 0 }))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export async function loadSlots(backend: Backend, session: SessionView, fulfillment: Fulfillment): Promise<SlotsLoad> {
  if (!isAuthorised(session.userType)) return { status: 'failed', text: SLOTS_FAILED_TEXT };
  // Stryker disable next-line ConditionalExpression: without the call, the call below fails inside its try and is answered the same way
  if (!backend.checkoutSlots) return { status: 'failed', text: SLOTS_FAILED_TEXT };
  try {
    return { status: 'ready', slots: slotChoices(await backend.checkoutSlots(callerOf(session), session.storeId, fulfillment)) };
  } catch {
    return { status: 'failed', text: SLOTS_FAILED_TEXT };
  }
}

export const SLOT_FULL_TEXT = 'That time has just filled up. Your cart is unchanged; choose another time.';
export const SLOT_FAILED_TEXT = "We couldn't hold that time for you. Your cart is unchanged; try again.";
export const ORDER_PENDING_TEXT = 'You already have an order being prepared. Your cart is unchanged; find that order under Orders, or try again once it is done.';
export const ORDER_FAILED_TEXT = "We couldn't place your order. Your cart is unchanged and nothing was ordered; try again.";
export const CART_NOT_CLEARED_TEXT = 'Your order is placed. Some of its items are still in your cart: remove them before you shop again.';

export interface PlacedOrder {
  readonly orderId: string;
  readonly total: number;
  readonly placedAt: string;
  readonly fulfillment: Fulfillment;
  readonly slot: { readonly start: string; readonly end: string };
  readonly count: number;
}

export type PlaceOutcome =
  | { readonly status: 'placed'; readonly order: PlacedOrder; readonly cartCleared: boolean }
  | { readonly status: 'failed'; readonly step: 'slot' | 'order'; readonly slotFull: boolean; readonly text: string };

const statusOf = (error: unknown) => (error instanceof BackendError ? error.status : null);

/**
 * Holds the chosen slot, places the order for every line of the review on it, then empties the cart through the cart
 * core. The cart is touched only after the order is placed; a refused hold or order leaves it as it was.
 */
export async function placeOrder(ports: { readonly backend: Backend; readonly cart: Pick<Cart, 'remove' | 'idle'> }, session: SessionView, start: Extract<CheckoutStart, { status: 'ready' }>, slotId: string): Promise<PlaceOutcome> {
  const { backend } = ports;
  // Without the order call no slot is held: a hold would only block the shopper's slot for nothing.
  if (!backend.placeOrder) return { status: 'failed', step: 'slot', slotFull: false, text: SLOT_FAILED_TEXT };
  // Stryker disable next-line ConditionalExpression: without the call, the call below fails inside its try and is answered the same way
  if (!backend.reserveSlot) return { status: 'failed', step: 'slot', slotFull: false, text: SLOT_FAILED_TEXT };
  const caller: CallerInfo = callerOf(session);
  let hold;
  try {
    hold = await backend.reserveSlot(caller, { storeId: start.storeId, slotId, fulfillment: start.fulfillment });
  } catch (error) {
    const full = statusOf(error) === 409;
    return { status: 'failed', step: 'slot', slotFull: full, text: full ? SLOT_FULL_TEXT : SLOT_FAILED_TEXT };
  }
  const lines = start.sellers.flatMap((s) => s.lines.map((l) => ({ sellerId: s.sellerId, ...l })));
  let order: OrderView;
  try {
    order = await backend.placeOrder(caller, { storeId: start.storeId, items: lines.map((l) => ({ upc: l.upc, qty: l.qty })), reservationId: hold.reservationId });
  } catch (error) {
    return { status: 'failed', step: 'order', slotFull: false, text: statusOf(error) === 409 ? ORDER_PENDING_TEXT : ORDER_FAILED_TEXT };
  }
  // The ordered lines leave the cart through its own commands, so the header, the mini cart and the carts kept by the
  // service agree; a removal that fails is said on the confirmation (the order stands).
  const removed = await Promise.all(lines.map((l) => ports.cart.remove({ upc: l.upc, sellerId: l.sellerId, name: l.name })));
  await ports.cart.idle();
  return {
    status: 'placed',
    order: { orderId: order.orderId, total: order.total, placedAt: order.placedAt, fulfillment: start.fulfillment, slot: { start: hold.start, end: hold.end }, count: start.count },
    cartCleared: removed.every(Boolean),
  };
}

export interface OrderSummaryView {
  readonly orderId: string;
  readonly status: OrderView['status'];
  readonly statusText: string;
  readonly total: number;
  readonly placedAt: string;
}

export const ORDER_STATUS_TEXT: Record<OrderView['status'], string> = { PENDING: 'Being prepared', DELIVERED: 'Completed', CANCELLED: 'Cancelled' };
export const ORDERS_FAILED_TEXT = "We couldn't load your orders. Try again in a moment.";
export const ORDER_MISSING_TEXT = "We couldn't find that order. It may belong to another account; your orders are listed under Orders.";

export type OrdersLoad = { readonly status: 'ready'; readonly orders: readonly OrderSummaryView[] } | { readonly status: 'failed'; readonly text: string };

export async function loadOrders(backend: Backend, session: SessionView): Promise<OrdersLoad> {
  if (!isAuthorised(session.userType)) return { status: 'failed', text: ORDERS_FAILED_TEXT };
  // Stryker disable next-line ConditionalExpression: without the call, the call below fails inside its try and is answered the same way
  if (!backend.orderSummaries) return { status: 'failed', text: ORDERS_FAILED_TEXT };
  try {
    const orders = await backend.orderSummaries(callerOf(session));
    return { status: 'ready', orders: orders.map((o) => ({ orderId: o.orderId, status: o.status, statusText: ORDER_STATUS_TEXT[o.status], total: o.total, placedAt: o.placedAt })) };
  } catch {
    return { status: 'failed', text: ORDERS_FAILED_TEXT };
  }
}

export interface OrderDetailsView extends OrderSummaryView {
  readonly lines: readonly { readonly upc: string; readonly qty: number; readonly amount: number }[];
}

export type OrderLoad = { readonly status: 'ready'; readonly order: OrderDetailsView } | { readonly status: 'missing' | 'failed'; readonly text: string };

/** One order: one the service does not know for this shopper (404) is missing; any other fault failed. */
export async function loadOrder(backend: Backend, session: SessionView, orderId: string | null): Promise<OrderLoad> {
  if (orderId === null || !ORDER_ID.test(orderId)) return { status: 'missing', text: ORDER_MISSING_TEXT };
  if (!isAuthorised(session.userType)) return { status: 'failed', text: ORDERS_FAILED_TEXT };
  // Stryker disable next-line ConditionalExpression: without the call, the call below fails inside its try and is answered the same way
  if (!backend.orderDetails) return { status: 'failed', text: ORDERS_FAILED_TEXT };
  try {
    const o = await backend.orderDetails(callerOf(session), orderId);
    return {
      status: 'ready',
      order: { orderId: o.orderId, status: o.status, statusText: ORDER_STATUS_TEXT[o.status], total: o.total, placedAt: o.placedAt, lines: o.items.map((i) => ({ upc: i.upc, qty: i.qty, amount: roundAmount(i.price * i.qty) })) },
    };
  } catch (error) {
    return statusOf(error) === 404 ? { status: 'missing', text: ORDER_MISSING_TEXT } : { status: 'failed', text: ORDERS_FAILED_TEXT };
  }
}

/** A slot's window as the shopper reads it, in the given time zone (the store's; UTC when unknown). */
export function slotWindowText(slot: { readonly start: string; readonly end: string }, timeZone = 'UTC'): string {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone }).format(new Date(slot.start));
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${day}, ${time.format(new Date(slot.start))} – ${time.format(new Date(slot.end))}`;
}
