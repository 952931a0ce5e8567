/**
 * The listeners of a store the screens read with `useSyncExternalStore` (the storefront's snapshot, the cart's): they
 * subscribe, the store's owner notifies them after each change of its snapshot.
 */
export interface Subscribable {
  readonly subscribe: (listener: () => void) => () => void;
  readonly notify: () => void;
  /** Forgets every listener (the store is disposed). */
  readonly clear: () => void;
}

export function subscribable(): Subscribable {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // Those subscribed when the change happened are told, each once, whoever a listener subscribes or unsubscribes.
    notify() {
      for (const listener of [...listeners]) listener();
    },
    clear() {
      listeners.clear();
    },
  };
}
