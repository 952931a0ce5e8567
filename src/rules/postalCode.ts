// Read only by deep links and store changes (loaded on demand); apart so the page load does not carry it.

/** ADDRESS-06 / DEEPLINK-04: a postal code longer than 5 characters is split at the hyphen. */
export function splitPostalCode(value: unknown): { postalCode: string; postalCodeExtn?: string } {
  const s = typeof value === 'string' ? value.trim() : '';
  if (s.length <= 5) return { postalCode: s };
  const i = s.indexOf('-');
  if (i < 0) return { postalCode: s };
  return { postalCode: s.slice(0, i), postalCodeExtn: s.slice(i + 1) };
}
