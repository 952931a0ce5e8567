import { searchUrl } from '../../rules/searchAddress';

// Run only when a search is submitted: the search bar fetches it on the first focus of a search box (searchBarCode).

/** SEARCH-01..06 through the search rule module; null when the rule does not search. */
export function scopedSearchPath(scope: 'global' | 'marketplace' | 'seller' | 'wine', text: string, templates: { sellerSearchTemplate: string; wineSearchTemplate: string }, sellerId?: string): string | null {
  const result = searchUrl({ scope: scope === 'marketplace' ? 'all-sellers' : scope, q: text, sellerId: sellerId ?? null, templates });
  return result.ok ? result.url : null;
}
