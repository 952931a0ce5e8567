/**
 * What the store modal shows when a call behind it fails. The resolver's and the store-change rule's own messages
 * (ERR-42 'Error in store resolver', ERR-10 'CustomerId is not Available to Update Profile', ERR-31 'The Store
 * Resolver API returned error: …') are answers to the caller, not texts for the shopper: the modal shows its own
 * fallback and the message goes to the log.
 */
export const STORE_LOOKUP_FAILED = "We couldn't look up stores right now. Please try again.";
export const STORE_CHANGE_FAILED = 'Your store could not be updated. Please try again.';

/** The log line of a failure: the error's name when it carries one of its own (CustomerId, not a generic error class), then its message. */
export function storeModalFailureLog(action: 'store lookup' | 'store change', error: unknown): string {
  const e = typeof error === 'object' && error !== null ? (error as { name?: unknown; message?: unknown }) : {};
  const name = typeof e.name === 'string' && !e.name.endsWith('Error') && e.name !== '' ? `${e.name}: ` : '';
  const message = typeof e.message === 'string' && e.message !== '' ? e.message : typeof error === 'string' && error !== '' ? error : 'unknown error';
  return `${action} failed: ${name}${message}`;
}
