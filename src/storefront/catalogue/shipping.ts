import type { SellerClient } from '../../api/seller';
import { isApiError } from '../../api/http';
import { shipMethodsStatus } from '../../rules/shipMethods';
import { isFresh, localStorageTtl } from '../../rules/localStorageExpiry';
import { MarketplaceShippingInfo, readRecord } from '../../rules/storedRecords';
import type { WebStorage } from '../ports';
import { readKey, writeKey } from '../ports';
import { SHIPPING_UNAVAILABLE } from './shippingUnavailable';

/** Where the marketplace shipping info record (000 §3: zipcode, shippingInfo by sellerId, expiry) is kept. */
export const MARKETPLACE_SHIPPING_KEY = 'marketplaceShippingInfo';

/** The local storage the ship methods are cached in, and the time now (EXPIRY-10, CALLS-06). */
export interface ShippingCache {
  readonly storage: WebStorage;
  readonly now: number;
}

// Read from JSON: an entry is null, text, a number or an object, and only an object can have a text code.
const sameOptions = (value: unknown): value is readonly ShippingOption[] =>
  Array.isArray(value) && value.every((o) => o !== null && typeof (o as ShippingOption).code === 'string' && typeof (o as ShippingOption).name === 'string' && typeof (o as ShippingOption).price === 'number' && typeof (o as ShippingOption).estimatedDays === 'number');

/** The cached options of a seller at a zip code, while the record is fresh (EXPIRY-10); otherwise none. */
function cachedOptions(cache: ShippingCache, zipcode: string, sellerId: string): readonly ShippingOption[] | null {
  const record = readRecord(MarketplaceShippingInfo, readKey(cache.storage, MARKETPLACE_SHIPPING_KEY));
  if (!record || record.zipcode !== zipcode || !isFresh(record.expiry, cache.now)) return null;
  const options = record.shippingInfo[sellerId];
  return sameOptions(options) ? options : null;
}

/** CALLS-06: a complete (200) answer is cached for 3 hours (EXPIRY-10), beside the other sellers' at the same zip. */
function cacheOptions(cache: ShippingCache, zipcode: string, sellerId: string, options: readonly ShippingOption[]): void {
  const record = readRecord(MarketplaceShippingInfo, readKey(cache.storage, MARKETPLACE_SHIPPING_KEY));
  const kept = record && record.zipcode === zipcode && isFresh(record.expiry, cache.now) ? record.shippingInfo : {};
  // Stryker disable next-line StringLiteral: every record kind but the delivery slot lasts the same 3 hours (EXPIRY-10)
  const next = { zipcode, shippingInfo: { ...kept, [sellerId]: options }, expiry: cache.now + localStorageTtl('marketplaceShipping') };
  writeKey(cache.storage, MARKETPLACE_SHIPPING_KEY, JSON.stringify(next));
}

export { SHIPPING_UNAVAILABLE };

export interface ShippingOption {
  readonly code: string;
  readonly name: string;
  readonly price: number;
  readonly estimatedDays: number;
}

export type ShippingLoad =
  | { readonly status: 'ready'; readonly options: readonly ShippingOption[]; readonly complete: boolean }
  /** `log` carries the rejection's status and status text (ERR-12); the shopper reads `text`. */
  | { readonly status: 'failed'; readonly text: string; readonly log: string };

/** The rejection of CALL-28 as a log line: its status and status text when it had an answer, else its message. */
export function shipMethodsFailureLog(error: unknown): string {
  if (isApiError(error) && error.status !== undefined) return `ship methods failed: ${error.status} ${error.statusText ?? ''}`.trimEnd();
  return `ship methods failed: ${error instanceof Error && error.message ? error.message : 'unknown error'}`;
}

/**
 * The ship methods (CALL-28) of one marketplace item's seller to the session's zip code. A rejection never breaks
 * the page: the product stays, with the fallback text in place of the options. With a cache, a fresh complete answer
 * for the seller at that zip is used without a call, and a new complete answer is kept (CALLS-06, EXPIRY-10).
 */
export async function loadShipping(client: Pick<SellerClient, 'shipMethods'>, item: { zipcode: string; sellerId: string; upc: string }, signal?: AbortSignal, cache?: ShippingCache): Promise<ShippingLoad> {
  const cached = cache ? cachedOptions(cache, item.zipcode, item.sellerId) : null;
  if (cached) return { status: 'ready', options: cached, complete: true };
  try {
    const answer = await client.shipMethods({ zipcode: item.zipcode, sellers: [{ sellerId: item.sellerId, items: [{ upc: item.upc, qty: 1 }] }] }, signal ? { signal } : {});
    const options = answer.shipMethods.filter((m) => m.sellerId === item.sellerId).flatMap((m) => m.methods.map(({ code, name, price, estimatedDays }) => ({ code, name, price, estimatedDays })));
    if (cache && shipMethodsStatus(answer.status).cache) cacheOptions(cache, item.zipcode, item.sellerId, options);
    return { status: 'ready', options, complete: answer.complete };
  } catch (error) {
    return { status: 'failed', text: SHIPPING_UNAVAILABLE, log: shipMethodsFailureLog(error) };
  }
}
