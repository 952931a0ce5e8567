import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { sellerIdFromLocation } from './search';
import type { SearchScope } from './search';

// SEARCH-01..06: the results address a search goes to. Read only when a search is submitted (the search bar fetches
// it on the first focus of a search box); apart from ./search.ts so the page load does not carry it.

export const GLOBAL_SEARCH_PATH = '/shop/search-results.html'; // SEARCH-01
export const CROSS_SELLER_SEARCH_PATH = '/shop/marketplace/seller-search.html'; // SEARCH-02

/** SEARCH-05 (AMBIG-29): only text with a non-whitespace character searches. */
export const isSearchable = (q: string): boolean => q.trim() !== '';

export interface SearchTemplates {
  /** SEARCH-03: holds {sellerId} and {q}, e.g. `/shop/marketplace/search-results.{sellerId}.html?q={q}`. */
  readonly sellerSearchTemplate: string;
  /** SEARCH-04: holds {q}, e.g. `/shop/vineandcellar/search-results.html?q={q}`. */
  readonly wineSearchTemplate: string;
}

export type SearchUrl = ({ readonly ok: true; readonly url: string } & Explained) | ({ readonly ok: false; readonly reason: 'empty-query' | 'no-seller-id' } & Explained);

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(sellerId|q)\}/g, (m, key: string) => values[key] ?? m);

/**
 * SEARCH-01..06: the results address for a scope. The query is trimmed and encoded with encodeURIComponent
 * (AMBIG-29: spaces as %20); blank text does not search; seller search needs a seller id.
 */
export function searchUrl(input: { readonly scope: SearchScope; readonly q: string; readonly sellerId?: string | null; readonly templates: SearchTemplates }): SearchUrl {
  if (!isSearchable(input.q)) return { ok: false, reason: 'empty-query', rules: ['SEARCH-05', 'AMBIG-29'] };
  const q = encodeURIComponent(input.q.trim());
  const encoded = ['SEARCH-05', 'SEARCH-06', 'AMBIG-29'];
  switch (input.scope) {
    case 'global':
      return { ok: true, url: `${GLOBAL_SEARCH_PATH}?q=${q}`, rules: ['SEARCH-01', ...encoded] };
    case 'all-sellers':
      return { ok: true, url: `${CROSS_SELLER_SEARCH_PATH}?q=${q}`, rules: ['SEARCH-02', ...encoded] };
    case 'wine':
      return { ok: true, url: fill(input.templates.wineSearchTemplate, { q }), rules: ['SEARCH-04', ...encoded] };
    case 'seller': {
      const sellerId = input.sellerId?.trim() ?? '';
      if (sellerId === '') return { ok: false, reason: 'no-seller-id', rules: ['SEARCH-03', 'SEARCH-14'] };
      return { ok: true, url: fill(input.templates.sellerSearchTemplate, { sellerId: encodeURIComponent(sellerId), q }), rules: ['SEARCH-03', 'SEARCH-14', ...encoded] };
    }
  }
}

export const SearchInput = z.object({
  scope: z._default(z.enum(['global', 'seller', 'all-sellers', 'wine']), 'global'),
  q: z.string(),
  pathname: z._default(z.string(), '/'),
  search: z._default(z.string(), ''),
  templates: z._default(z
    .object({ sellerSearchTemplate: z.string().check(z.includes('{sellerId}'), z.includes('{q}')), wineSearchTemplate: z.string().check(z.includes('{q}')) }), { sellerSearchTemplate: '/shop/marketplace/search-results.{sellerId}.html?q={q}', wineSearchTemplate: '/shop/vineandcellar/search-results.html?q={q}' }),
});

export const searchModule = defineRuleModule({
  name: 'search',
  summary: 'Header search: results addresses per scope (seller id read from the page), encoding and blank input.',
  areas: ['SEARCH'],
  input: SearchInput,
  example: { scope: 'seller', q: 'red wine & cheese', pathname: '/shop/marketplace/search-results.acme-foods.html', search: '' },
  run: (input) => {
    const seller = sellerIdFromLocation(input.pathname, input.search);
    const url = searchUrl({ scope: input.scope, q: input.q, sellerId: seller.sellerId, templates: input.templates });
    return { sellerId: seller.sellerId, ...url, rules: [...seller.rules, ...url.rules] };
  },
});
