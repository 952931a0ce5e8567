import { crossBannerSsoUrl, validateCrossBannerUpdate } from '../../rules/crossBanner';
import { parseSessionCookie } from '../../rules/sessionCookie';
import type { SessionInfo } from '../../rules/sessionCookie';
import { SESSION_COOKIE } from '../../rules/sessionEstablishment';
import { validateSessionUpdate } from '../../rules/sessionUpdate';
import { inPagePath } from '../../rules/navigation';
import { writeSession } from '../session/establish';
import type { CookieJar } from '../cookies';
import { BackendError } from '../session/backend';
import type { Backend } from '../session/backend';
import type { CommandCore } from '../storefront';
import type { PageApi, UpdateResult } from '../types';

/**
 * The storefront's page API (`window.storefront`): what other scripts of the page (banner widgets, content
 * fragments, analytics) call to change the shopper's session, per the client calls of the spec: the session update
 * (CALL-54, SESSION-UPDATE-01..03) and the cross-banner update (CROSS-BANNER-01..06). A refused update rejects with
 * the catalogue's message (ERR-44, ERR-45, ERR-46) and logs it; nothing is written. The store lookups the spec
 * describes as client functions for other page code are here too: the store location (CALL-31, whose failure goes to
 * the caller's optional error callback, ERR-06) and the store address line (CALL-72, 'Store not found', ERR-43).
 */
export interface PageApiDeps {
  readonly cookies: CookieJar;
  readonly now: () => number;
  /** The user type of the session as the page shows it (the cookie's lifetime depends on it). */
  readonly userType: () => string;
  readonly bannerDomainMap?: Record<string, string>;
  /** Establishes the session again from the updated cookie, so the page shows it. */
  readonly reloadSession: () => Promise<unknown>;
  /** SESSION-EST-17: the core's registration finish (redirect cookie, silent sign-out); false when not signed in. */
  readonly finishRegistration?: (target: string) => Promise<boolean>;
  /** Leaves for another banner's single sign-on address. */
  readonly go: (url: string) => void;
  readonly currentUrl: () => string;
  readonly log: (line: string) => void;
  /** CALL-31 the store location (the location service's `response`); rejects when the service fails. */
  readonly storeLocation?: (storeId: string) => Promise<unknown>;
  /** CALL-72 the store address line (ADDRESS-07): line1, or 'Store not found'; rejects when the resolver fails. */
  readonly storeAddressLine?: (storeId: string) => Promise<string>;
}

/** The situation of ERR-06, as the error callback is told it. */
export const LOCATION_FAILURE = 'Location service failure';
/** What a failed store address lookup rejects with (the resolver failed; an unknown store is 'Store not found'). */
export const STORE_ADDRESS_UNAVAILABLE = 'The store address is unavailable';

/**
 * What the store location's error callback receives: plain data only (no error object, so no header, body or token
 * can travel to the page script).
 */
export interface LocationFailure {
  readonly call: 'CALL-31';
  readonly storeId: string;
  readonly status: number | null;
  readonly message: string;
}

const STORE_ID = /^\d{1,6}$/;

/**
 * A store id as a page script may give it: 1 to 6 digits, as a string or a non-negative whole number (a negative,
 * fractional or huge number writes itself with a sign, a point or an exponent, so the digits test refuses it).
 */
export function readStoreId(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && STORE_ID.test(text) ? text : null;
}

/** The store lookups of a backend that has them, as page API dependencies. */
export function storeLookups(backend: Pick<Backend, 'storeLocation' | 'storeAddressLine'>): Pick<PageApiDeps, 'storeLocation' | 'storeAddressLine'> {
  const lookups: { storeLocation?: (storeId: string) => Promise<unknown>; storeAddressLine?: (storeId: string) => Promise<string> } = {};
  const { storeLocation, storeAddressLine } = backend;
  // Called on the backend, as a method: a backend's lookups may read its own state.
  if (storeLocation) lookups.storeLocation = (storeId) => storeLocation.call(backend, storeId);
  if (storeAddressLine) lookups.storeAddressLine = (storeId) => storeAddressLine.call(backend, storeId);
  return lookups;
}

const statusOf = (error: unknown): number | null => (error instanceof BackendError ? error.status : null);

export class PageApiError extends Error {
  constructor(
    message: string,
    readonly rules: readonly string[],
  ) {
    super(message);
    this.name = 'PageApiError';
  }
}

const isSection = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Section by section: the update's fields replace the cookie's, fields it does not name are kept. */
export function mergeSessionInfo(current: SessionInfo, update: SessionInfo): SessionInfo {
  const merged: Record<string, unknown> = { ...current };
  for (const [section, fields] of Object.entries(update)) {
    const before = merged[section];
    // Only two sections merge field by field; anything else in the update replaces what the cookie held.
    merged[section] = isSection(before) && isSection(fields) ? { ...before, ...fields } : fields;
  }
  return merged;
}

export function createPageApi(deps: PageApiDeps): PageApi {
  const refuse = (what: string, message: string, rules: readonly string[]): never => {
    deps.log(`${what} refused: ${message}`);
    throw new PageApiError(message, rules);
  };
  return Object.freeze({
    session: Object.freeze({
      /** CALL-54: `{ info: { COMMON | J4U | SHOP | offbanner } }` merged into the shared session cookie. */
      async update(value: unknown): Promise<UpdateResult> {
        const check = validateSessionUpdate(value);
        if (!check.ok) return refuse('session update', check.message, check.rules);
        const current = parseSessionCookie(deps.cookies.get(SESSION_COOKIE)).info;
        writeSession(deps.cookies, { info: mergeSessionInfo(current, check.update.info) }, deps.userType(), deps.now());
        await deps.reloadSession();
        return { ok: true, rules: check.rules };
      },
      /**
       * SESSION-EST-17: the page's registration form tells the storefront a signed-in user finished registering; the
       * target (a path on this site, the current page by default) is kept in the redirect cookie for after sign-in.
       */
      async registrationFinished(target?: unknown): Promise<UpdateResult> {
        const rules = ['SESSION-EST-17'];
        const path = target === undefined ? inPagePath(deps.currentUrl()) : target;
        if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return refuse('registration finish', 'target must be a path on this site', rules);
        if (!deps.finishRegistration) return refuse('registration finish', 'Registration is not available', rules);
        if (!(await deps.finishRegistration(path))) return refuse('registration finish', 'No signed-in user is registering', rules);
        return { ok: true, rules };
      },
    }),
    crossBanner: Object.freeze({
      /** CROSS-BANNER-01..06: preference, storeId, banner and zipcode, then the other banner's single sign-on. */
      async update(value: unknown): Promise<UpdateResult> {
        const check = validateCrossBannerUpdate(value);
        if (!check.ok) return refuse('cross-banner update', check.message, check.rules);
        const banner = String((value as { banner: unknown }).banner);
        const sso = crossBannerSsoUrl({ targetBanner: banner, goto: deps.currentUrl(), ...(deps.bannerDomainMap ? { bannerDomainMap: deps.bannerDomainMap } : {}) });
        if (!sso.url) return refuse('cross-banner update', `Banner ${banner} is not known`, [...check.rules, ...sso.rules]);
        deps.go(sso.url);
        return { ok: true, rules: [...check.rules, ...sso.rules] };
      },
    }),
    store: Object.freeze({
      /**
       * CALL-31: the store's location, or null when the location service fails (ERR-06): the failure goes to the
       * optional `onError` callback, once, as a `LocationFailure`. A callback that throws is logged and changes nothing.
       */
      async location(storeId: unknown, options?: unknown): Promise<unknown> {
        const id = readStoreId(storeId);
        if (id === null) return refuse('store location', 'storeId must be 1 to 6 digits', ['CALL-31']);
        const onError = options === undefined || options === null ? undefined : (options as { onError?: unknown }).onError;
        if (onError !== undefined && typeof onError !== 'function') return refuse('store location', 'onError must be a function', ['CALL-31']);
        if (!deps.storeLocation) return refuse('store location', 'The store location is not available', ['CALL-31']);
        try {
          return await deps.storeLocation(id);
        } catch (error) {
          const failure: LocationFailure = { call: 'CALL-31', storeId: id, status: statusOf(error), message: LOCATION_FAILURE };
          deps.log(`store location failed: ${LOCATION_FAILURE}${failure.status === null ? '' : ` (status ${failure.status})`}`);
          if (typeof onError === 'function') {
            try {
              (onError as (f: LocationFailure) => unknown)(failure);
            } catch {
              deps.log('store location: the error callback threw');
            }
          }
          return null;
        }
      },
      /** CALL-72, ADDRESS-07: the store's address line1, or 'Store not found' (ERR-43). */
      async addressLine(storeId: unknown): Promise<string> {
        const id = readStoreId(storeId);
        if (id === null) return refuse('store address', 'storeId must be 1 to 6 digits', ['CALL-72']);
        // Stryker disable next-line ConditionalExpression: without the lookup, the call below fails inside its try and is refused with the same words
        if (!deps.storeAddressLine) return refuse('store address', STORE_ADDRESS_UNAVAILABLE, ['CALL-72']);
        let line: string;
        try {
          line = await deps.storeAddressLine(id);
        } catch (error) {
          const status = statusOf(error);
          return refuse('store address', `${STORE_ADDRESS_UNAVAILABLE}${status === null ? '' : ` (status ${status})`}`, ['CALL-72']);
        }
        return line;
      },
    }),
  });
}

/** The page API over the storefront core, made when another script of the page first calls it. */
export function corePageApi(core: CommandCore, finishRegistration: (target: string) => Promise<boolean>) {
  const { ports } = core;
  return createPageApi({
    cookies: core.cookies,
    now: () => ports.clock.now(),
    userType: () => core.snapshot().session?.userType || 'G',
    bannerDomainMap: ports.config.bannerDomainMap,
    reloadSession: () => core.reloadSession(),
    finishRegistration,
    go: (url) => {
      core.trace(`redirect:${url}`);
      ports.location.assign(url);
    },
    currentUrl: core.href,
    log: (line) => ports.log(`[storefront] ${line}`),
    ...storeLookups(ports.backend),
  });
}
