// Read only by the sign-out; apart so the page load does not carry the list once the sign-out is loaded on demand.

/** STORAGE-05: local and session storage keys. */
export const STORAGE_KEYS = [
  'abCart', 'abRewards', 'abJ4uCoupons', 'behaviorCoupons', 'storeData', 'previousStoreData', 'cartId', 'showBoxtop', 'abSlot', 'abSlotEditOrder',
  'abOrderCount', 'abSubscriptions', 'abNgSubscriptions', 'realTimePopularSearchItems', 'oosBPNs', 'freshPassModalClosedOn', 'abStoreAddress',
  'referralUrl', 'gotoRedirectUrl', 'visitor_id', 'attribution_token', 'notifyMessage', 'analyticsPwdResetSuccess', 'create-account-success', 'refresh',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];
export function isStorageKey(k: unknown): k is StorageKey {
  return (STORAGE_KEYS as readonly unknown[]).includes(k);
}
