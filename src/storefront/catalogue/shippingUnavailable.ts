/**
 * What a marketplace product page shows when the seller's ship methods cannot be fetched (ERR-12). Apart from
 * shipping.ts: the product page shows it too when the options' code itself cannot be fetched, without carrying them.
 */
export const SHIPPING_UNAVAILABLE = "Shipping options from this seller aren't available right now.";
