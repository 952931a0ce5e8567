import { useCallback, useEffect, useState } from 'react';
import { loadOrder, loadOrders, loadSlots } from '../../storefront/checkout/checkout';
import type { Fulfillment, OrderLoad, OrdersLoad, PlacedOrder, SlotsLoad } from '../../storefront/checkout/checkout';
import { useApp } from '../shell/AppContext';

/** Orders placed on this page, so the confirmation can name their slot (the order itself carries only the hold's id). */
const placedHere = new Map<string, PlacedOrder>();
export const rememberPlaced = (order: PlacedOrder): void => void placedHere.set(order.orderId, order);
export const placedOnThisPage = (orderId: string | null): PlacedOrder | null => (orderId ? (placedHere.get(orderId) ?? null) : null);

/** Loads `load` for the session and again when it changes; `retry` loads again. */
function useSessionLoad<T>(load: ((session: NonNullable<ReturnType<typeof useApp>['session']>) => Promise<T>) | null): { value: T | null; retry: () => void } {
  const { session } = useApp();
  const [value, setValue] = useState<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!session || !load) return;
    let live = true;
    setValue(null);
    void load(session).then((v) => live && setValue(v));
    return () => {
      live = false;
    };
  }, [session, load, attempt]);
  return { value, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

/** The store's slots for the fulfilment (none asked while there is no fulfilment to ask for). */
export function useSlots(fulfillment: Fulfillment | null): { load: SlotsLoad | null; retry: () => void } {
  const { backend } = useApp();
  const load = useCallback((s: Parameters<typeof loadSlots>[1]) => loadSlots(backend, s, fulfillment!), [backend, fulfillment]);
  const { value, retry } = useSessionLoad(fulfillment ? load : null);
  return { load: value, retry };
}

export function useOrders(): { load: OrdersLoad | null; retry: () => void } {
  const { backend } = useApp();
  const { value, retry } = useSessionLoad(useCallback((s: Parameters<typeof loadOrders>[1]) => loadOrders(backend, s), [backend]));
  return { load: value, retry };
}

export function useOrder(orderId: string | null, enabled = true): { load: OrderLoad | null; retry: () => void } {
  const { backend } = useApp();
  const load = useCallback((s: Parameters<typeof loadOrder>[1]) => loadOrder(backend, s, orderId), [backend, orderId]);
  const { value, retry } = useSessionLoad(enabled ? load : null);
  return { load: value, retry };
}
