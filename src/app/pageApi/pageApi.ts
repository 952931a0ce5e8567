import { crossBannerSsoUrl, validateCrossBannerUpdate } from '../../rules/crossBanner';
import { parseSessionCookie } from '../../rules/sessionCookie';
import type { SessionInfo } from '../../rules/sessionCookie';
import { SESSION_COOKIE } from '../../rules/sessionEstablishment';
import { validateSessionUpdate } from '../../rules/sessionUpdate';
import { writeSession } from '../session/establish';
import type { CookieJar } from '../shell/cookies';

/**
 * The storefront's page API (`window.storefront`): what other scripts of the page (banner widgets, content
 * fragments, analytics) call to change the shopper's session, per the client calls of the spec: the session update
 * (CALL-54, SESSION-UPDATE-01..03) and the cross-banner update (CROSS-BANNER-01..06). A refused update rejects with
 * the catalogue's message (ERR-44, ERR-45, ERR-46) and logs it; nothing is written.
 */
export interface PageApiDeps {
  readonly cookies: CookieJar;
  readonly now: () => number;
  /** The user type of the session as the page shows it (the cookie's lifetime depends on it). */
  readonly userType: () => string;
  readonly bannerDomainMap?: Record<string, string>;
  /** Establishes the session again from the updated cookie, so the page shows it. */
  readonly reloadSession: () => Promise<unknown>;
  /** Leaves for another banner's single sign-on address. */
  readonly go: (url: string) => void;
  readonly currentUrl: () => string;
  readonly log: (line: string) => void;
}

export interface UpdateResult {
  readonly ok: true;
  readonly rules: readonly string[];
}

export class PageApiError extends Error {
  constructor(
    message: string,
    readonly rules: readonly string[],
  ) {
    super(message);
    this.name = 'PageApiError';
  }
}

/** Section by section: the update's fields replace the cookie's, fields it does not name are kept. */
export function mergeSessionInfo(current: SessionInfo, update: SessionInfo): SessionInfo {
  const merged: Record<string, unknown> = { ...current };
  for (const [section, fields] of Object.entries(update)) {
    const before = merged[section];
    merged[section] = typeof before === 'object' && before !== null && typeof fields === 'object' && fields !== null ? { ...before, ...fields } : fields;
  }
  return merged;
}

export function createPageApi(deps: PageApiDeps) {
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
  });
}

export type PageApi = ReturnType<typeof createPageApi>;
