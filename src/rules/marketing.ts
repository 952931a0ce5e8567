/** MARKETING-06: the modal-link analytics value; MARKETING-01..05 (what in-page navigations carry) are in ./carriedMarketing.ts. */

/** The query of `search` (a query string, with or without '?', or an address), without its fragment. */
export function queryParams(search: unknown): URLSearchParams {
  if (typeof search !== 'string') return new URLSearchParams();
  // Without a '?' the index is -1, so the whole text is the query.
  const q = search.slice(search.indexOf('?') + 1);
  return new URLSearchParams(q.split('#')[0]);
}

/** MARKETING-06: the `ml` modal-link analytics value, when present. */
export function modalLinkAnalytics(search: unknown): string | null {
  return queryParams(search).get('ml');
}
