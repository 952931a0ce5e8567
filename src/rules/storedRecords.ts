import { z } from '../../spec/schemas/zod';

// Read only by the product page's shipping cache (loaded on demand); apart so the page load does not carry them.

/** STORAGE-02 records. */
export const NotifyMessage = z.object({ message: z.string(), isDisplayed: z.boolean() });
export const StoreLocationRecord = z.partial(z.object({ storeId: z.string(), zipcode: z.string(), address: z.string(), banner: z.string(), city: z.string(), state: z.string(), countryCode: z.string() }));
export const IdRecord = z.object({ id: z.string().check(z.minLength(1)), expires: z.number() });
export const CookieFallbackRecord = z.object({ value: z.string(), expires: z.nullable(z.number()) });
/** STORAGE-03 records. */
export const MarketplaceShippingInfo = z.object({ zipcode: z.string(), shippingInfo: z.record(z.string(), z.unknown()), expiry: z.number() });
export const WineShippingInfo = z.object({ zipcode: z.string(), branchId: z.string(), wfcStoreId: z.string(), shippingInfo: z.unknown(), expiry: z.number() });

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
