import type { AutoSignInInput } from '../rules/sessionEvents';

/**
 * Types the storefront core (./storefront.ts) shares with the parts it fetches on demand (./chunks.ts). They live in
 * this leaf, which imports no other module of the core, so the core and its parts can name them without importing
 * each other: a part imports the core's types from ./storefront.ts, never the other way round.
 */

/** Why an automatic sign-in runs (SESSION-EST-15: an account creation, a password reset). */
export type AutoSignInReason = AutoSignInInput['reason'];

/** What the automatic sign-in came to: `refused` (no session token), or `signed-in` once the session is loaded again. */
export type AutoSignInOutcome = 'refused' | 'signed-in';

/** An update the page API accepted, with the rules it applied. */
export interface UpdateResult {
  readonly ok: true;
  readonly rules: readonly string[];
}

/**
 * The page API other scripts of the page call (window.storefront in the browser; ./page-api/pageApi.ts): a refused
 * call rejects with a PageApiError naming its rules.
 */
export interface PageApi {
  readonly session: {
    /** CALL-54: `{ info: { COMMON | J4U | SHOP | offbanner } }` merged into the shared session cookie. */
    readonly update: (value: unknown) => Promise<UpdateResult>;
    /** SESSION-EST-17: a signed-in user finished registering; the target is kept for after sign-in. */
    readonly registrationFinished: (target?: unknown) => Promise<UpdateResult>;
  };
  readonly crossBanner: {
    /** CROSS-BANNER-01..06: preference, storeId, banner and zipcode, then the other banner's single sign-on. */
    readonly update: (value: unknown) => Promise<UpdateResult>;
  };
  readonly store: {
    /** CALL-31: the store's location, or null when the location service fails (ERR-06). */
    readonly location: (storeId: unknown, options?: unknown) => Promise<unknown>;
    /** CALL-72, ADDRESS-07: the store's address line1, or 'Store not found' (ERR-43). */
    readonly addressLine: (storeId: unknown) => Promise<string>;
  };
}
