import { analyticsReferrer, marketingParams, withReferrerParam } from '../../rules/carriedMarketing';
import type { CarriedParams } from './carriedParams';

// Run only by an in-page navigation from a page with a query or a referrer; apart so the page load does not carry it
// (the router fetches it when the address or the referrer may give something to carry, and on a link's intent).

/**
 * The in-page path `path` (pathname, query, hash) with what the storefront carries across its own navigations:
 * MARKETING-01 the current page's configured marketing parameters the target does not set itself, and
 * MARKETING-02/03 the document's referrer as `r` when MARKETING-04/05 (decision 0113) name it as an outside referrer.
 */
export function withCarriedParams(path: string, current: { search: string; referrer: string }, carried: CarriedParams): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  // The target's own query is kept as written (its encoding included); carried parameters are appended to it.
  const raw = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const present = new URLSearchParams(raw);
  const added = Object.entries(marketingParams(current.search, carried.marketing).params)
    .filter(([name]) => !present.has(name))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  const referrer = analyticsReferrer(current.referrer, carried.ownHost).value;
  const outside = referrer !== null && referrer !== 'direct' ? referrer : '';
  const search = withReferrerParam([raw, ...added].filter((part) => part !== '').join('&'), outside).search;
  return search === raw ? path : `${pathname}${search ? `?${search}` : ''}${hash}`;
}
