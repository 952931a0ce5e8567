import { OPEN_PAGE } from '../../rules/pages';
import type { PageMetadata } from '../../rules/pages';

/** Page metadata (PAGES-17) the routes declare. */
export type PageMeta = PageMetadata;
export const ALL_USERS: PageMeta = OPEN_PAGE;
export const SIGNED_IN_ONLY: PageMeta = { ...OPEN_PAGE, allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['DEFAULT'], redirectPath: '/account/sign-in' }] };
