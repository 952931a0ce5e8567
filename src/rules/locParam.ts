import { joinUrl, splitUrl } from './storeIdSelector';

// Read only by the aisle links of the shopping pages (loaded on demand); apart so the page load does not carry it.

/** SELECTOR-09 / AISLE-LINKS-02/03: vine-and-cellar and marketplace paths. */
export function isVineOrMarketplacePath(path: string): boolean {
  return /(^|\/)(vineandcellar|marketplace)(\/|\.|$)/i.test(path);
}

/** SELECTOR-09: adds or replaces `loc`, except on vine-and-cellar and marketplace links. */
export function withLoc(url: string, storeId: string): { url: string; rules: string[] } {
  const parts = splitUrl(url);
  if (!parts) return { url, rules: [] };
  if (isVineOrMarketplacePath(parts.u.pathname)) return { url, rules: ['SELECTOR-09'] };
  parts.u.searchParams.set('loc', storeId);
  return { url: joinUrl(parts.u, parts.relative), rules: ['AISLE-LINKS-01'] };
}
