// Read only by the aisles page (loaded on demand); apart so the page load does not carry it.

/** PAGES-05: the store id for aisles content comes from user info, else from the store token cookie. */
export function aislesStoreId(userInfoBranchId: unknown, storeTokenCookie: unknown): string | null {
  const ok = (v: unknown): v is string => typeof v === 'string' && /^\d+$/.test(v.trim());
  if (ok(userInfoBranchId)) return userInfoBranchId.trim();
  if (ok(storeTokenCookie)) return storeTokenCookie.trim();
  return null;
}
