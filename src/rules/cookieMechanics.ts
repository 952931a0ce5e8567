/** Cookie mechanics beyond the shared session cookie (COOKIE-09..12; COOKIE-08, -13 and -14 have modules of their own). */

export type CookieWrite =
  | { readonly kind: 'cookie'; readonly name: string; readonly value: string; readonly expires: number | null; readonly path: '/'; readonly secure: boolean; readonly rules: string[] }
  | { readonly kind: 'memory'; readonly name: string; readonly record: { value: string; expires: number | null }; readonly rules: string[] };

/** COOKIE-10 (AMBIG-40): Secure is on unless the setting is exactly the string 'false'. */
export function secureFlag(setting: unknown): boolean {
  return setting !== 'false';
}

/**
 * COOKIE-09/10/11: a cookie write. With cookies disabled the value is kept in memory with its expiry
 * (the cookie fallback record); otherwise it is written with path / and the Secure setting.
 */
export function planCookieWrite(input: { name: string; value: string; expires: number | null; cookiesEnabled: boolean; secureSetting?: unknown }): CookieWrite {
  if (!input.cookiesEnabled) return { kind: 'memory', name: input.name, record: { value: input.value, expires: input.expires }, rules: ['COOKIE-09'] };
  return { kind: 'cookie', name: input.name, value: input.value, expires: input.expires, path: '/', secure: secureFlag(input.secureSetting), rules: ['COOKIE-10', 'COOKIE-11'] };
}

/** The `document.cookie` string of a cookie write (expires as an HTTP date, omitted for a session cookie). */
export function setCookieString(write: Extract<CookieWrite, { kind: 'cookie' }>): string {
  const parts = [`${write.name}=${write.value}`, `path=${write.path}`];
  const expires = write.expires ?? Number.NaN;
  if (Number.isFinite(expires)) parts.push(`expires=${new Date(expires).toUTCString()}`);
  if (write.secure) parts.push('Secure');
  return parts.join('; ');
}

/** COOKIE-09: a fallback record counts only while unexpired (null = session-length). */
export function readCookieFallback(record: unknown, now: number): string | null {
  // Storage holds parsed JSON: a field of a string or number reads as undefined, only null and undefined have none.
  const r = (record ?? {}) as { value?: unknown; expires?: unknown };
  if (typeof r.value !== 'string') return null;
  if (r.expires === null) return r.value;
  return typeof r.expires === 'number' && now < r.expires ? r.value : null;
}

export type KmsiValue = 'true' | 'logout' | 'error';
/** COOKIE-12: keep-me-signed-in values; anything else is no value. */
export function parseKmsi(raw: unknown): KmsiValue | null {
  return raw === 'true' || raw === 'logout' || raw === 'error' ? raw : null;
}
