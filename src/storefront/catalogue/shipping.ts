import type { SellerClient } from '../../api/seller';
import { isApiError } from '../../api/http';

/** What a marketplace product page shows when the seller's ship methods cannot be fetched (ERR-12). */
export const SHIPPING_UNAVAILABLE = "Shipping options from this seller aren't available right now.";

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
 * the page: the product stays, with the fallback text in place of the options.
 */
export async function loadShipping(client: Pick<SellerClient, 'shipMethods'>, item: { zipcode: string; sellerId: string; upc: string }, signal?: AbortSignal): Promise<ShippingLoad> {
  try {
    const answer = await client.shipMethods({ zipcode: item.zipcode, sellers: [{ sellerId: item.sellerId, items: [{ upc: item.upc, qty: 1 }] }] }, signal ? { signal } : {});
    const options = answer.shipMethods.filter((m) => m.sellerId === item.sellerId).flatMap((m) => m.methods.map(({ code, name, price, estimatedDays }) => ({ code, name, price, estimatedDays })));
    return { status: 'ready', options, complete: answer.complete };
  } catch (error) {
    return { status: 'failed', text: SHIPPING_UNAVAILABLE, log: shipMethodsFailureLog(error) };
  }
}
