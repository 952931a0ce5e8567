import { HOUR_MS } from './expiry';

// Read only by the product page's shipping cache (loaded on demand); apart so the page load does not carry it.

export const DELIVERY_SLOT_TTL_MS = 2 * HOUR_MS;
export const SHIPPING_INFO_TTL_MS = 10_800_000;

export type LocalStorageRecordKind = 'deliverySlot' | 'marketplaceShipping' | 'sellerInfo' | 'wineShipping';

/** EXPIRY-10: slot info 2 h; marketplace shipping, seller info and wine shipping 3 h unless configured. */
export function localStorageTtl(kind: LocalStorageRecordKind, configuredMs?: number): number {
  if (kind === 'deliverySlot') return DELIVERY_SLOT_TTL_MS;
  const ms = Number.isFinite(configuredMs) ? Number(configuredMs) : 0;
  return ms > 0 ? ms : SHIPPING_INFO_TTL_MS;
}

/** A stored record is fresh while `now` is before its expiry. */
export function isFresh(expires: unknown, now: number): boolean {
  return typeof expires === 'number' && now < expires;
}
