/**
 * GUEST-STORE-02: the values a stored store id may hold that mean "no store".
 * Kept in one place because the previous-login record, the cookie and storage all use the same list.
 */
export const EMPTY_STORE_VALUES: readonly unknown[] = ['', 0, undefined, null, 'undefined', 'null', '0', 'PRIMARY'];

export function isEmptyStoreValue(value: unknown): boolean {
  if (typeof value === 'string') return EMPTY_STORE_VALUES.includes(value.trim());
  return EMPTY_STORE_VALUES.includes(value);
}

/** A plain string for any cookie or storage field; non-strings other than finite numbers become ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Number.isFinite(value)) return String(value);
  return '';
}

