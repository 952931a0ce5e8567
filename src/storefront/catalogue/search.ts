import { searchIconState as ruleSearchIconState, sellerIdFromLocation } from '../../rules/search';

/** The search box and the search pages in the core's shapes: the decisions are the search rule module's. */

/** SEARCH-07/08 */
export const searchIconState = (input: string, currentQuery: string): 'search' | 'clear' => ruleSearchIconState(input, currentQuery).state;

/** SEARCH-12 */
export const sellerIdOf = (pathname: string, search: string): string | null => sellerIdFromLocation(pathname, search).sellerId;
