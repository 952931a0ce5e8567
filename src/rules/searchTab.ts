// Read only by the search results page (loaded on demand); apart so the page load does not carry it.

/** DEEPLINK-16: the search tab index (products 0, recipes 1); anything else is products. */
export function searchTabIndex(tab: unknown): 0 | 1 {
  return typeof tab === 'string' && tab.toLowerCase() === 'recipes' ? 1 : 0;
}
