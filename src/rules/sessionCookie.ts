import { SessionInfo } from '../../spec/schemas/sessionCookie';
import type { SessionInfo as SessionInfoT } from '../../spec/schemas/sessionCookie';

export type { SessionInfoT as SessionInfo };

export interface ParsedSessionCookie {
  readonly info: SessionInfoT;
  /** false when the raw value was missing or not an object (COOKIE-06); the info is then empty. */
  readonly valid: boolean;
  readonly rules: readonly string[];
  /** What to log when the cookie was present but unusable. */
  readonly problem?: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function tryJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    // Stryker disable next-line ObjectLiteral: `{}` has no `ok` either, so every `!parsed.ok` check reads it the same as `{ ok: false }` and nothing reads anything else of it
    return { ok: false };
  }
}

/**
 * COOKIE-06 (AMBIG-27): the cookie is `{info: {...}}` JSON, possibly URL-encoded. Only a non-null, non-array
 * object counts; anything else (unparseable, array, null, a section of the wrong type) is empty info.
 */
export function parseSessionCookie(raw: unknown): ParsedSessionCookie {
  const rules = ['COOKIE-06'];
  if (typeof raw !== 'string' || raw.trim() === '') return { info: {}, valid: false, rules };
  let parsed = tryJson(raw);
  if (!parsed.ok) {
    try {
      parsed = tryJson(decodeURIComponent(raw));
    } catch {
      // not URL-encoded either (a malformed escape): it stays unparseable
    }
  }
  if (!parsed.ok) return { info: {}, valid: false, rules, problem: 'session cookie is not JSON' };
  if (!isPlainObject(parsed.value)) return { info: {}, valid: false, rules, problem: 'session cookie is not an object' };
  const holder = parsed.value;
  const candidate = isPlainObject(holder.info) ? holder.info : holder;
  const result = SessionInfo.safeParse(candidate);
  if (!result.success) return { info: {}, valid: false, rules, problem: 'session cookie sections have the wrong shape' };
  return { info: result.data, valid: true, rules: ['COOKIE-01', ...rules] };
}

/**
 * COOKIE-01: the cookie value is the object `{info}` as JSON. The cookie jar URL-encodes every value it writes (and
 * decodes it on read), so the value is a legal cookie value without being encoded twice.
 */
export function serializeSessionCookie(info: SessionInfoT): string {
  return JSON.stringify({ info });
}

export interface StoreFields {
  readonly storeId?: string | null | undefined;
  readonly zipcode?: string | null | undefined;
  readonly userType?: string | null | undefined;
}

const STORE_KEYS = ['storeId', 'zipcode', 'userType'] as const;

/**
 * COOKIE-05 (AMBIG-20): with enableCookieRestructure on, store, zip and user type are written to COMMON only
 * and removed from J4U and SHOP; with it off they are written to all three sections.
 */
export function writeStoreFields(info: SessionInfoT, fields: StoreFields, restructure: boolean): { info: SessionInfoT; rules: string[] } {
  const set = Object.fromEntries(STORE_KEYS.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]]));
  const COMMON = { ...(info.COMMON ?? {}), ...set };
  if (restructure) {
    const strip = <T extends Record<string, unknown>>(s: T): T => {
      const copy: Record<string, unknown> = { ...s };
      for (const k of STORE_KEYS) delete copy[k];
      return copy as T;
    };
    const next: SessionInfoT = { ...info, COMMON };
    if (info.J4U) next.J4U = strip(info.J4U);
    if (info.SHOP) next.SHOP = strip(info.SHOP);
    return { info: next, rules: ['COOKIE-05'] };
  }
  return { info: { ...info, COMMON, J4U: { ...(info.J4U ?? {}), ...set }, SHOP: { ...(info.SHOP ?? {}), ...set } }, rules: ['COOKIE-05'] };
}

/**
 * COOKIE-05 (AMBIG-20) for a whole session cookie value as written: with enableCookieRestructure on, the store, zip
 * and user type the session holds (COMMON first, then the section of its preference) are kept in COMMON only and
 * removed from J4U and SHOP; with it off, or for a value that is not a session cookie, the value is unchanged.
 */
export function sessionCookieShape(raw: string, restructure: boolean): string {
  if (!restructure) return raw;
  const parsed = parseSessionCookie(raw);
  if (!parsed.valid) return raw;
  const info = parsed.info;
  const side = typeof info.COMMON?.preference === 'string' && info.COMMON.preference.toLowerCase() === 'j4u' ? 'J4U' : 'SHOP';
  const held = readStoreFields(info, side);
  const common = (info.COMMON ?? {}) as Record<string, unknown>;
  const fields: StoreFields = { storeId: str(common.storeId) ?? held.storeId, zipcode: str(common.zipcode) ?? held.zipcode, userType: str(common.userType) ?? held.userType };
  return serializeSessionCookie(writeStoreFields(info, fields, true).info);
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : Number.isFinite(v) ? String(v) : undefined);

/**
 * COOKIE-05 (AMBIG-20) read side: COMMON first (accepting the `zipCode` spelling), then the section's own
 * copy, so both cookie shapes read the same.
 */
export function readStoreFields(info: SessionInfoT, section: 'J4U' | 'SHOP'): { storeId?: string; zipcode?: string; userType?: string } {
  const common = (info.COMMON ?? {}) as Record<string, unknown>;
  const own = (info[section] ?? {}) as Record<string, unknown>;
  const pick = (k: string, alt?: string) => str(own[k]) ?? str(common[k]) ?? (alt ? str(common[alt]) : undefined);
  const out: { storeId?: string; zipcode?: string; userType?: string } = {};
  const s = pick('storeId');
  const z = pick('zipcode', 'zipCode');
  const u = pick('userType');
  if (s !== undefined) out.storeId = s;
  if (z !== undefined) out.zipcode = z;
  if (u !== undefined) out.userType = u;
  return out;
}

/** COOKIE-07: in a shared-session address every space becomes a plus sign. */
export function sessionAddress(address: unknown): string {
  return typeof address === 'string' ? address.replace(/ /g, '+') : '';
}

/** COOKIE-02/03: the fields each section carries, as the spec lists them. */
export const SECTION_FIELDS = {
  COMMON: ['Selection', 'preference', 'userType', 'zipcode', 'storeId', 'banner', 'siteType', 'customerType', 'resolvedBy', 'houseId', 'clubCard', 'xDTags', 'wfcStoreId', 'userData', 'dprefVisited', 'grsSessionId', 'deviceId', 'isClosed', 'isCrossBannerMFCUser'],
  J4U: ['storeId', 'zipcode', 'address', 'userType', 'userData'],
  SHOP: ['storeId', 'zipcode', 'banner', 'address', 'userType', 'userData'],
  offbanner: ['banner', 'storeId', 'preference', 'zipcode', 'wfcStoreId'],
} as const;
