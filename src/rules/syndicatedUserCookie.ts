// Read only by a store change (loaded on demand); apart so the page load does not carry it.
import { parseCookieJson } from './cookieJson';

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
  if (typeof raw !== 'string') return null;
  const value = parseCookieJson(raw);
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
