import type { CatalogueClient } from '../../api/catalogue';

/** The catalogue calls a page's content needs (the page's catalogue source in the browser, the client in Node). */
export type CatalogueSource = Pick<CatalogueClient, 'search' | 'product' | 'similar'>;

/** The error page's title (PAGES-07). */
export const SERVER_ERROR_TITLE = 'Something went wrong';

/** The message a failed catalogue call leaves on the page (with a retry). */
export const loadErrorText = (what: string): string => `We couldn't load ${what} right now.`;
