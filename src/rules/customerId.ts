// Read only by the profile client (loaded on demand); apart so the page load does not carry it.

/** CALLS-03 (AMBIG-56) */
export const DEFAULT_CUSTOMER_ID = '1';
export const HASH_PLACEHOLDER = '{hash}';
export const DATAPOWER_PLACEHOLDER_ID = '111-111-1111111111111';

/** CALLS-03 (AMBIG-56): an unknown customer id is '1' in general paths, the placeholder id for the datapower stores call. */
export function customerIdForPath(id: unknown, kind: 'general' | 'datapower'): string {
  if (typeof id === 'string' && id.trim() !== '' && id !== HASH_PLACEHOLDER) return id;
  return kind === 'datapower' ? DATAPOWER_PLACEHOLDER_ID : DEFAULT_CUSTOMER_ID;
}
