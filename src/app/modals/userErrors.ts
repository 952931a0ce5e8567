import type { Storefront } from '../../storefront/storefront';

type Ask = (title: string, message: string, callback?: () => void) => void;

/** The storefront core the popup host is connected to; user errors asked for before it is are kept until then. */
let connected: Ask | null = null;
const pending: Parameters<Ask>[] = [];

/**
 * Asks the storefront to show a user error in its popup (MISC-08). Any screen may call it, including one that closes
 * right after (the sign-in modal): the popup belongs to the storefront core, which queues it and times the popup
 * wrapper delay on its clock.
 */
export function showUserError(title: string, message: string, callback?: () => void): void {
  if (connected) connected(title, message, callback);
  else pending.push(callback ? [title, message, callback] : [title, message]);
}

/** Connects the popup host's core: errors asked for so far go to it; the returned function disconnects it. */
export function connectUserErrors(core: Pick<Storefront, 'showUserError'>): () => void {
  const ask: Ask = (title, message, callback) => core.showUserError(title, message, callback);
  connected = ask;
  for (const args of pending.splice(0)) ask(...args);
  return () => {
    if (connected === ask) connected = null;
  };
}
