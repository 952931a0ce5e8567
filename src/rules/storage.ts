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
  // What JSON leaves here is an object, an array, null or a boolean: only an object names sellers (a boolean has no entries).
  if (value === null || Array.isArray(value)) return { cart: {}, migrated: false, rules };
  const cart: Record<string, string> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'string' && v !== '') cart[k] = v;
  return { cart, migrated: false, rules };
}
export function cartIdFor(cart: Record<string, string>, seller = DEFAULT_CART_SELLER): string | null {
  return cart[seller] ?? null;
}

/** STORAGE-04: the geolocation holder. */
export const GeolocationHolder = z.partial(z.object({ zipcodeJ4U: z.string(), storeIDJ4U: z.string(), zipcodeSHOP: z.string(), storeIDSHOP: z.string(), storeData: z.unknown() }));

/** STORAGE-04: the geolocation holder from J4U and SHOP store and zip. */
export function geolocationHolder(j4u: { storeId?: string; zipcode?: string }, shop: { storeId?: string; zipcode?: string }, storeData?: unknown): z.infer<typeof GeolocationHolder> {
  return { zipcodeJ4U: j4u.zipcode ?? '', storeIDJ4U: j4u.storeId ?? '', zipcodeSHOP: shop.zipcode ?? '', storeIDSHOP: shop.storeId ?? '', storeData: storeData ?? null };
}
