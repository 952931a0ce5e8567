/** Cookie mechanics beyond the shared session cookie (COOKIE-08..14). */

export interface SyndicatedUser {
  readonly storeId: string;
  readonly storeZip: string;
  readonly storeAddress: string;
  readonly preference: string;
  readonly xDTags: unknown;
}
const SYNDICATED_FIELDS = ['storeId', 'storeZip', 'storeAddress', 'preference'] as const;

/** COOKIE-08: the syndicated user cookie; malformed values give null. */
export function parseSyndicatedUserCookie(raw: unknown): SyndicatedUser | null {
  if (typeof raw !== 'string' || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    try {
      value = JSON.parse(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const out: Record<string, unknown> = { xDTags: v.xDTags ?? null };
  for (const f of SYNDICATED_FIELDS) out[f] = typeof v[f] === 'string' || typeof v[f] === 'number' ? String(v[f]) : '';
  return out as unknown as SyndicatedUser;
}

/**
 * COOKIE-08: the syndicated user cookie's value for the store a shopper chose (decision 0417). Tags are the syndicated
 * sites' own: whatever the cookie held is carried over as it was, never recomputed.
 */
export function syndicatedUserCookie(store: { storeId: string; zipcode: string; address: string | null; preference: string }, previous: SyndicatedUser | null, sessionTags?: unknown): string {
  const xDTags = previous?.xDTags ?? sessionTags ?? null;
  return JSON.stringify({ storeId: store.storeId, storeZip: store.zipcode, storeAddress: store.address ?? '', preference: store.preference, xDTags });
}

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
  if (write.expires !== null && Number.isFinite(write.expires)) parts.push(`expires=${new Date(write.expires).toUTCString()}`);
  if (write.secure) parts.push('Secure');
  return parts.join('; ');
}

/** COOKIE-09: a fallback record counts only while unexpired (null = session-length). */
export function readCookieFallback(record: unknown, now: number): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const r = record as { value?: unknown; expires?: unknown };
  if (typeof r.value !== 'string') return null;
  if (r.expires === null) return r.value;
  return typeof r.expires === 'number' && now < r.expires ? r.value : null;
}

export type KmsiValue = 'true' | 'logout' | 'error';
/** COOKIE-12: keep-me-signed-in values; anything else is no value. */
export function parseKmsi(raw: unknown): KmsiValue | null {
  return raw === 'true' || raw === 'logout' || raw === 'error' ? raw : null;
}

/** COOKIE-13: the pending-order cookie holds the order number and the branch number, joined by '|'. */
export function serializePendingOrder(order: { orderNumber: string; branchNumber: string }): string {
  return `${order.orderNumber}|${order.branchNumber}`;
}
export function parsePendingOrder(raw: unknown): { orderNumber: string; branchNumber: string } | null {
  if (typeof raw !== 'string') return null;
  const [orderNumber, branchNumber, ...rest] = raw.split('|');
  if (rest.length > 0 || !orderNumber || !branchNumber) return null;
  return { orderNumber, branchNumber };
}

/**
 * COOKIE-14: the delivery address cookie needs consent group C0003. The consent value lists groups as
 * `C0001:1,C0003:1` (a `:0` means refused) or as a plain comma list.
 */
export function hasConsentGroup(consentGroups: unknown, group = 'C0003'): boolean {
  if (typeof consentGroups !== 'string') return false;
  return consentGroups
    .split(',')
    .map((g) => g.trim())
    .some((g) => {
      const [name, flag] = g.split(':');
      return name === group && (flag === undefined || flag === '1');
    });
}
