import { aciCookiePlan, legacyCookieName, siteCookieName, siteCookieView } from '../rules/cookieNames';
import type { SiteNaming } from '../rules/cookieNames';
import { cookieNamed, parseCookieHeader } from '../rules/cookieHeader';
import { planCookieWrite, readCookieFallback, setCookieString } from '../rules/cookieMechanics';
import { SESSION_COOKIE } from '../rules/sessionEstablishment';
import { sessionCookieShape } from '../rules/sessionCookie';

/**
 * The page's cookie jar behind a small interface, so screens and tests share one way to read and write cookies.
 * Values are URI-encoded on write and decoded on read; a value that does not decode is returned raw.
 */
export interface CookieJar {
  all(): Record<string, string>;
  get(name: string): string | undefined;
  /** `expires` is epoch ms; null writes a session cookie. Path is always `/` (COOKIE-11). */
  set(name: string, value: string, expires: number | null): void;
  remove(name: string): void;
}

export interface DocumentJarOptions {
  /** COOKIE-10: the secure-cookie setting (`settings.secureCookie`), read at each write; unknown until configured (Secure on). */
  readonly secureSetting?: () => unknown;
  /** COOKIE-09: whether the browser keeps cookies; read at each write and read. */
  readonly cookiesEnabled?: () => boolean;
}

/**
 * The page's cookies. Expiry times are on the storefront's clock (`clock`; in simulator mode the simulator's);
 * the browser expires cookies on its own clock, so the attribute is shifted by the difference. Each write is planned
 * by the cookie rules: path / and Secure from the setting (COOKIE-10/11), or, when the browser keeps no cookies, a
 * fallback record in memory with its expiry that reads only while unexpired (COOKIE-09).
 */
export function documentCookieJar(doc: Document = document, clock: () => number = () => Date.now(), options: DocumentJarOptions = {}): CookieJar {
  const enabled = options.cookiesEnabled ?? (() => doc.defaultView?.navigator?.cookieEnabled !== false);
  const fallback = new Map<string, { value: string; expires: number | null }>();
  const remembered = (): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [name, record] of fallback) {
      const value = readCookieFallback(record, clock());
      if (value !== null) out[name] = value;
    }
    return out;
  };
  return {
    all: () => (enabled() ? parseCookieHeader(doc.cookie) : remembered()),
    get: (name) => (enabled() ? cookieNamed(parseCookieHeader(doc.cookie), name) : cookieNamed(remembered(), name)),
    set: (name, value, expires) => {
      const write = planCookieWrite({ name, value: encodeURIComponent(value), expires, cookiesEnabled: enabled(), secureSetting: options.secureSetting?.() });
      if (write.kind === 'memory') {
        fallback.set(name, { value, expires: write.record.expires });
        return;
      }
      const browserExpires = write.expires === null ? null : write.expires - clock() + Date.now();
      doc.cookie = `${setCookieString({ ...write, expires: browserExpires })}; SameSite=Lax`;
    },
    remove: (name) => {
      fallback.delete(name);
      if (enabled()) doc.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    },
  };
}

/** An in-memory jar for tests and for browsers with cookies disabled (COOKIE-09 keeps values in memory). */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { expiries: Map<string, number | null> } {
  const values = new Map<string, string>(Object.entries(initial));
  const expiries = new Map<string, number | null>();
  return {
    expiries,
    all: () => Object.fromEntries(values),
    get: (name) => values.get(name),
    set: (name, value, expires) => {
      values.set(name, value);
      expiries.set(name, expires);
    },
    remove: (name) => {
      values.delete(name);
      expiries.delete(name);
    },
  };
}

const SITE_NAMED = Symbol('site-named cookie jar');

/** The site's naming, and the toggle that shapes the shared session cookie (COOKIE-05). */
export type SiteCookies = SiteNaming & { readonly toggles: SiteNaming['toggles'] & { readonly enableCookieRestructure?: boolean } };

/**
 * The jar as this site uses it (COOKIE-NAMES-02..05, 07): on the B2B site every read, write and removal of an own
 * cookie goes to its B_ name, and with ACI prefixing on to its ACI name (decision 0022), so screens and rules keep
 * using the plain names. With ACI prefixing on, a cookie written before the switch is still read from its old name
 * until the prefixed copy exists; a removal removes both, and with enableReleaseACICookie a write releases the old
 * copy. With enableCookieRestructure on, every write of the shared session cookie, whoever makes it, is shaped by
 * COOKIE-05: store, zip and user type in COMMON only. Elsewhere the jar itself. Wrapping a wrapped jar changes nothing.
 */
export function siteCookieJar(jar: CookieJar, site: SiteCookies): CookieJar {
  const renames = (site.b2b && !site.toggles.disableB2B) || site.toggles.isCookieACIPrefixEnabled === true;
  const restructure = site.toggles.enableCookieRestructure === true;
  if ((!renames && !restructure) || (jar as { [SITE_NAMED]?: true })[SITE_NAMED]) return jar;
  const named = (name: string) => (renames ? siteCookieName(name, site).name : name);
  const shaped = (name: string, value: string) => (name === SESSION_COOKIE ? sessionCookieShape(value, restructure) : value);
  // COOKIE-NAMES-07: which legacy copies a write releases is the ACI plan's decision. A legacy name exists only with
  // ACI prefixing on, so the plan is asked with it on.
  const aciToggles = { ...site.toggles, isCookieACIPrefixEnabled: true };
  return {
    [SITE_NAMED]: true,
    all: () => (renames ? siteCookieView(jar.all(), site) : jar.all()),
    get: (name) => {
      const value = jar.get(named(name));
      const legacy = value === undefined && renames ? legacyCookieName(name, site) : null;
      return legacy === null ? value : jar.get(legacy);
    },
    set: (name, value, expires) => {
      jar.set(named(name), shaped(name, value), expires);
      const legacy = legacyCookieName(name, site);
      if (legacy !== null && aciCookiePlan(aciToggles, [legacy]).release.includes(legacy) && jar.get(legacy) !== undefined) jar.remove(legacy);
    },
    remove: (name) => {
      jar.remove(named(name));
      const legacy = renames ? legacyCookieName(name, site) : null;
      if (legacy !== null) jar.remove(legacy);
    },
  } as CookieJar;
}
