import { createContext } from 'react';
import { analyticsReferrer, marketingParams, withReferrerParam } from '../../rules/marketing';

/**
 * What in-page navigations carry from the page they leave (decision 0414): the configured marketing parameter names
 * (`queryString.marketingParams`) and the site's own host, against which the referrer is judged.
 */
export interface CarriedParams {
  readonly marketing: readonly string[];
  readonly ownHost: string;
}

/** Without a provider nothing is carried: the router stays usable on its own (tests, the configuration error screen). */
export const CarriedParamsContext = createContext<CarriedParams>({ marketing: [], ownHost: '' });

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
