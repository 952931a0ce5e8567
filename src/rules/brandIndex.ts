// Read only by the brands page (loaded on demand); apart so the page load does not carry it.

/** PAGES-09: the brand index page's title. */
export const brandIndexTitle = (title: string, banner: string): string => `Shop ${title} By Brand | ${banner}`;
