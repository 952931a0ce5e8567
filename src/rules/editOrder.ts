import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import { isSignedIn } from './userTypes';

/** The spec names these cookies by role only ("slot-info and order-store-id cookies"); these are the storefront's names. */
export const SLOT_INFO_COOKIE = 'slot-info';
export const ORDER_STORE_ID_COOKIE = 'order-store-id';
/** The pending-order cookie (COOKIE-13: order number and branch number); named by role only, like the two above. */
export const PENDING_ORDER_COOKIE = 'PendingOrder';
/** Storage key holding the delivery type of the pending order (000 §3 "delivery type of a pending order"). */
export const PENDING_DELIVERY_TYPE_KEY = 'pendingOrderDeliveryType';

const present = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** EDIT-ORDER-01, EDIT-ORDER-05: the pending order's store when signed in with both cookies present and non-empty. */
function pendingOrderStore(userType: unknown, cookies: Readonly<Record<string, string>>): string | null {
  const storeId = cookies[ORDER_STORE_ID_COOKIE];
  return isSignedIn(userType) && present(cookies[SLOT_INFO_COOKIE]) && present(storeId) ? storeId.trim() : null;
}

/** EDIT-ORDER-01, EDIT-ORDER-05: signed in, and both cookies present and non-empty. */
export function isEditOrderMode(userType: unknown, cookies: Readonly<Record<string, string>>): boolean {
  return pendingOrderStore(userType, cookies) !== null;
}

export interface EditOrderSession {
  readonly storeId: string;
  readonly preference: 'dug' | 'delivery';
  /** EDIT-ORDER-03: never a profile update. */
  readonly updateProfile: false;
  readonly rules: readonly string[];
}

/** EDIT-ORDER-02/03: the pending order's store, preference dug, or delivery when a delivery type is stored. */
export function editOrderSession(userType: unknown, cookies: Readonly<Record<string, string>>, storage: Readonly<Record<string, string>>): EditOrderSession | null {
  // EDIT-ORDER-01 decides whether the session is an edit-order one; its store is the cookie's, trimmed.
  if (!isEditOrderMode(userType, cookies)) return null;
  const storeId = String(cookies[ORDER_STORE_ID_COOKIE]).trim();
  const delivery = present(storage[PENDING_DELIVERY_TYPE_KEY]);
  return { storeId, preference: delivery ? 'delivery' : 'dug', updateProfile: false, rules: ['EDIT-ORDER-01', 'EDIT-ORDER-02', 'EDIT-ORDER-03'] };
}

/** EDIT-ORDER-04: a pending order overrides branchId and the offers (j4u) store id. */
export function applyPendingOrder<T extends { branchId?: string | null; j4u?: { storeId?: string | null } | null }>(info: T, pendingStoreId: string | null): T {
  if (!present(pendingStoreId)) return info;
  return { ...info, branchId: pendingStoreId, j4u: { ...(info.j4u ?? {}), storeId: pendingStoreId } };
}

export const editOrderModule = defineRuleModule({
  name: 'edit-order',
  summary: 'Edit-order mode from the slot-info and order-store-id cookies, and the session it sets.',
  areas: ['EDIT-ORDER'],
  input: z.object({ userType: z.nullish(z.string()), cookies: z._default(z.record(z.string(), z.string()), {}), storage: z._default(z.record(z.string(), z.string()), {}) }),
  example: { userType: 'R', cookies: { 'slot-info': '2026-11-22T10:00', 'order-store-id': '1502' }, storage: { pendingOrderDeliveryType: 'attended' } },
  run: (input) => {
    const session = editOrderSession(input.userType, input.cookies, input.storage);
    return { editOrder: session !== null, session, rules: session ? session.rules : ['EDIT-ORDER-01', 'EDIT-ORDER-05'] };
  },
});
