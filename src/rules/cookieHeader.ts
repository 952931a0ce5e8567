/** A cookie value as written (URI-encoded) read back; a value that does not decode is returned raw. */
export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The cookies of a Cookie header (or `document.cookie`) by name: the first of two same-named cookies wins, and
 * malformed pairs are skipped, never thrown on. The page's jar and the simulator's services read cookies through it.
 */
export function parseCookieHeader(header: string): Record<string, string> {
  // A map, not an object, while reading: a cookie named like an Object member (`constructor`, `__proto__`) is a cookie.
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    // A pair without `=` is no cookie; one with an empty name is skipped below.
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, decodeCookieValue(part.slice(eq + 1).trim()));
  }
  return Object.fromEntries(cookies);
}

/** One cookie of a parsed header: only its own names, so `toString` is not a cookie unless the header has one. */
export const cookieNamed = (cookies: Record<string, string>, name: string): string | undefined => (Object.hasOwn(cookies, name) ? cookies[name] : undefined);
