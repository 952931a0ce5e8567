import { useCallback, useEffect, useRef, useState } from 'react';
import { POPUP_WRAPPER_DELAY_MS } from '../../rules/calls';
import { userErrorPopup } from '../../rules/misc';

/** MISC-08: a user error as the popup shows it: a title, a message and an optional callback run when it is closed. */
export interface UserError {
  readonly title: string;
  readonly message: string;
  readonly callback?: () => void;
}

type Asked = UserError & { readonly askedAt: number };
const listeners = new Set<(error: Asked) => void>();
/** Errors asked for while no popup host listens (a screen mounted before the host): the host shows them on mount. */
const pending: Asked[] = [];

/**
 * Asks the storefront to show a user error in its popup (MISC-08). Any screen may call it, including one that closes
 * right after (the sign-in modal): the popup belongs to the storefront, not to the caller.
 */
export function showUserError(title: string, message: string, callback?: () => void): void {
  const error: Asked = { ...userErrorPopup(String(title), String(message), callback), askedAt: Date.now() };
  if (listeners.size === 0) pending.push(error);
  for (const listener of listeners) listener(error);
}

/**
 * The user errors asked for, one at a time in the order asked. Each is shown once the popup wrapper delay (CALLS-04,
 * 1000 ms) has passed since it was asked for; `dismiss` closes the shown one and runs its callback once.
 */
export function useUserErrors(delayMs: number = POPUP_WRAPPER_DELAY_MS): { readonly current: (UserError & { readonly id: number }) | null; readonly dismiss: () => void } {
  const [queue, setQueue] = useState<readonly (UserError & { readonly id: number })[]>([]);
  const nextId = useRef(0);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onError = ({ askedAt, ...error }: Asked) => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          nextId.current += 1;
          const id = nextId.current;
          setQueue((q) => [...q, { ...error, id }]);
        },
        Math.max(0, askedAt + delayMs - Date.now()),
      );
      timers.add(timer);
    };
    listeners.add(onError);
    for (const error of pending.splice(0)) onError(error);
    return () => {
      listeners.delete(onError);
      for (const t of timers) clearTimeout(t);
    };
  }, [delayMs]);
  const current = queue[0] ?? null;
  const dismissed = useRef(0);
  const dismiss = useCallback(() => {
    // A popup closed twice (OK, then Escape before it is gone) is dismissed, and called back, once.
    if (!current || dismissed.current >= current.id) return;
    dismissed.current = current.id;
    setQueue((q) => q.filter((e) => e.id !== current.id));
    current.callback?.();
  }, [current]);
  return { current, dismiss };
}
