/** SEARCH-07..14: the header search on the page (icon, inputs, seller scopes); the results address is in ./searchAddress.ts. */
import type { Explained } from './module';

export type IconState = 'search' | 'clear';

/** SEARCH-07, -08: clear when the input equals the current query (and is not empty), search otherwise. */
export function searchIconState(input: string, currentQuery: string | null | undefined): { readonly state: IconState } & Explained {
  if (input !== '' && input === currentQuery) return { state: 'clear', rules: ['SEARCH-08'] };
  return { state: 'search', rules: ['SEARCH-07'] };
}

export type IconClick =
  | ({ readonly action: 'clear'; readonly inputs: readonly ['', '', '']; readonly removeQueryFromUrl: boolean } & Explained)
  | ({ readonly action: 'submit' } & Explained);

/** SEARCH-09, -10: clear empties all three inputs (and drops `q` from the address on offer search); search submits. */
export function searchIconClick(state: IconState, offerSearch: boolean): IconClick {
  if (state === 'clear') return { action: 'clear', inputs: ['', '', ''], removeQueryFromUrl: offerSearch, rules: ['SEARCH-09'] };
  return { action: 'submit', rules: ['SEARCH-10'] };
}

/** SEARCH-11: typing into one of the three header inputs sets all three. */
export function syncSearchInputs(value: string): { readonly inputs: readonly [string, string, string] } & Explained {
  return { inputs: [value, value, value], rules: ['SEARCH-11'] };
}

export type SearchScope = 'global' | 'seller' | 'all-sellers' | 'wine';

// A path with no segment is empty or only slashes: it has no dot, so it reads as one part, as an empty segment would.
const lastSegment = (pathname: string): string => pathname.split('/').filter((s) => s !== '').at(-1) ?? pathname;

function queryParam(search: string, name: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const [key, ...value] = pair.split('=');
    if (key !== name) continue;
    const raw = value.join('=').replace(/\+/g, ' ');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * SEARCH-12: the second dot-separated part of the last path segment when it has more than two dot parts
 * (`search-results.{sellerId}.html`), else the sellerId query parameter; null when neither is present.
 */
export function sellerIdFromLocation(pathname: string, search: string): { readonly sellerId: string | null } & Explained {
  const parts = lastSegment(pathname).split('.');
  if (parts.length > 2 && parts[1] !== '') return { sellerId: parts[1]!, rules: ['SEARCH-12'] };
  const q = queryParam(search, 'sellerId');
  return { sellerId: q !== null && q.trim() !== '' ? q.trim() : null, rules: ['SEARCH-12'] };
}

/** SEARCH-13: aisle pages carry the seller id after the first dot in the path, up to the next dot or slash. */
export function aisleSellerId(pathname: string): { readonly sellerId: string | null } & Explained {
  const dot = pathname.indexOf('.');
  if (dot === -1) return { sellerId: null, rules: ['SEARCH-13'] };
  const rest = pathname.slice(dot + 1);
  // A split always gives a first part.
  const id = rest.split(/[./]/)[0]!;
  return { sellerId: id === '' || id === 'html' ? null : id, rules: ['SEARCH-13'] };
}

/**
 * SEARCH-13: a marketplace aisle page, `/shop/marketplace/aisles.{sellerId}.html` (the seller's aisles) or
 * `/shop/marketplace/aisles.{sellerId}/{aisle}.html` (one aisle of the seller), with the seller id read by
 * `aisleSellerId` does; null for any other path. Seller ids and aisle ids are lower-case letters, digits and hyphens.
 */
export function sellerAislePage(pathname: string): ({ readonly sellerId: string; readonly aisle: string | null } & Explained) | null {
  const m = /^\/shop\/marketplace\/aisles\.[a-z0-9][a-z0-9-]{0,39}(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?\.html$/.exec(pathname);
  if (!m) return null;
  // The path has no dot before `aisles.`, so the seller id SEARCH-13 reads after the first dot is the one it names.
  return { sellerId: aisleSellerId(pathname).sellerId as string, aisle: m[1] ?? null, rules: ['SEARCH-13'] };
}

/** SEARCH-12 / SEARCH-13: the seller id of a page: marketplace aisle pages carry it after the first dot, others as SEARCH-12 reads it. */
export function pageSellerId(pathname: string, search: string): { readonly sellerId: string | null } & Explained {
  const aisle = sellerAislePage(pathname);
  if (aisle) return { sellerId: aisle.sellerId, rules: aisle.rules };
  return sellerIdFromLocation(pathname, search);
}

export type SearchPage = 'marketplace' | 'seller-landing' | 'wine' | 'other';

/**
 * SEARCH-14: marketplace, wine-shop and seller-landing pages offer a scope dropdown: the seller itself (when a seller
 * id is known), all sellers or global search; wine pages offer the wine shop or global search. Other pages: none.
 */
export function searchScopes(page: SearchPage, sellerId: string | null): { readonly scopes: readonly SearchScope[] } & Explained {
  switch (page) {
    case 'marketplace':
    case 'seller-landing':
      return { scopes: sellerId ? ['seller', 'all-sellers', 'global'] : ['all-sellers', 'global'], rules: ['SEARCH-14'] };
    case 'wine':
      return { scopes: ['wine', 'global'], rules: ['SEARCH-14'] };
    case 'other':
      return { scopes: ['global'], rules: ['SEARCH-14'] };
  }
}
