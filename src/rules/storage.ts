import { z } from '../../spec/schemas/zod';

/** STORAGE-01: default cart seller key. */
export const DEFAULT_CART_SELLER = 'abs';

/** STORAGE-01: abCart is `{seller: cartId}`; an older plain-string id migrates silently to `{abs: id}`. */
export function readAbCart(raw: unknown): { cart: Record<string, string>; migrated: boolean; rules: string[] } {
  const rules = ['STORAGE-01'];
  if (typeof raw !== 'string' || raw.trim() === '') return { cart: {}, migrated: false, rules };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { cart: { [DEFAULT_CART_SELLER]: raw }, migrated: true, rules };
  }
  if (typeof value === 'string' || typeof value === 'number') return { cart: { [DEFAULT_CART_SELLER]: String(value) }, migrated: true, rules };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { cart: {}, migrated: false, rules };
  const cart: Record<string, string> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'string' && v !== '') cart[k] = v;
  return { cart, migrated: false, rules };
}
export function cartIdFor(cart: Record<string, string>, seller = DEFAULT_CART_SELLER): string | null {
  return cart[seller] ?? null;
}

/** STORAGE-02 records. */
export const NotifyMessage = z.object({ message: z.string(), isDisplayed: z.boolean() });
export const StoreLocationRecord = z.partial(z.object({ storeId: z.string(), zipcode: z.string(), address: z.string(), banner: z.string(), city: z.string(), state: z.string(), countryCode: z.string() }));
export const IdRecord = z.object({ id: z.string().check(z.minLength(1)), expires: z.number() });
export const CookieFallbackRecord = z.object({ value: z.string(), expires: z.nullable(z.number()) });
/** STORAGE-03 records. */
export const MarketplaceShippingInfo = z.object({ zipcode: z.string(), shippingInfo: z.record(z.string(), z.unknown()), expiry: z.number() });
export const WineShippingInfo = z.object({ zipcode: z.string(), branchId: z.string(), wfcStoreId: z.string(), shippingInfo: z.unknown(), expiry: z.number() });
/** STORAGE-04: the geolocation holder. */
export const GeolocationHolder = z.partial(z.object({ zipcodeJ4U: z.string(), storeIDJ4U: z.string(), zipcodeSHOP: z.string(), storeIDSHOP: z.string(), storeData: z.unknown() }));

/** A stored JSON record read against its schema; malformed or missing → null. */
export function readRecord<T>(schema: z.core.$ZodType<T>, raw: unknown): T | null {
  if (typeof raw !== 'string') return null;
  try {
    const r = z.safeParse(schema, JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** STORAGE-04: the geolocation holder from J4U and SHOP store and zip. */
export function geolocationHolder(j4u: { storeId?: string; zipcode?: string }, shop: { storeId?: string; zipcode?: string }, storeData?: unknown): z.infer<typeof GeolocationHolder> {
  return { zipcodeJ4U: j4u.zipcode ?? '', storeIDJ4U: j4u.storeId ?? '', zipcodeSHOP: shop.zipcode ?? '', storeIDSHOP: shop.storeId ?? '', storeData: storeData ?? null };
}

/** STORAGE-05: local and session storage keys. */
export const STORAGE_KEYS = [
  'abCart', 'abRewards', 'abJ4uCoupons', 'behaviorCoupons', 'storeData', 'previousStoreData', 'cartId', 'showBoxtop', 'abSlot', 'abSlotEditOrder',
  'abOrderCount', 'abSubscriptions', 'abNgSubscriptions', 'realTimePopularSearchItems', 'oosBPNs', 'freshPassModalClosedOn', 'abStoreAddress',
  'referralUrl', 'gotoRedirectUrl', 'visitor_id', 'attribution_token', 'notifyMessage', 'analyticsPwdResetSuccess', 'create-account-success', 'refresh',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];
export function isStorageKey(k: unknown): k is StorageKey {
  return typeof k === 'string' && (STORAGE_KEYS as readonly string[]).includes(k);
}
