import type { FeatureToggles } from '../../spec/schemas/config';

/** COOKIE-NAMES-01: prefixes of the storefront's own cookies. */
export const COOKIE_PREFIXES = ['SWY_', 'EComm', 'USED_', 'SAFEWAY_', 'abs_', 'absV'] as const;

/** COOKIE-NAMES-06 */
export const KMSI_COOKIE = 'SAFEWAY_KMSI';
/** The cookie holding the shared session `info` object; its name is not given by the spec. */
export const SESSION_COOKIE = 'abs_gsession';
export const PASSKEY_COOKIE = 'ACI_F_Passkey';
export const SOCIAL_ACCOUNT_SUCCESS_COOKIE = 'ACI_S_social_acc_success';

/** COOKIE-NAMES-05 (AMBIG-39): top-level cookies keep their own names whatever the ACI toggles say. */
export const TOP_LEVEL_COOKIES = ['USED_CREDENTIALS', KMSI_COOKIE, 'SWY_RESIGNIN'] as const;

export type CookieCategory = 'strict' | 'functional' | 'analytics';
/** AMBIG-39: ACI_S_ strict, ACI_F_ functional, ACI_A_ analytics. */
export const ACI_PREFIX: Record<CookieCategory, string> = { strict: 'ACI_S_', functional: 'ACI_F_', analytics: 'ACI_A_' };

type NameToggles = Pick<FeatureToggles, 'isCookieACIPrefixEnabled' | 'disableB2B'> & Partial<Pick<FeatureToggles, 'enableACIKMSI' | 'enableReleaseACICookie'>>;

export function hasKnownPrefix(name: string): boolean {
  return COOKIE_PREFIXES.some((p) => name.startsWith(p)) || Object.values(ACI_PREFIX).some((p) => name.startsWith(p));
}

export function isTopLevelCookie(name: string): boolean {
  return (TOP_LEVEL_COOKIES as readonly string[]).includes(name);
}

/** The name without any ACI or B2B prefix, so naming can be applied to an already-named cookie without doubling. */
export function baseCookieName(name: string): string {
  let n = name;
  for (const p of Object.values(ACI_PREFIX)) if (n.startsWith(p)) n = n.slice(p.length);
  if (n.startsWith('B_')) n = n.slice(2);
  return n;
}

export interface CookieNameInput {
  readonly name: string;
  readonly category: CookieCategory;
  /** siteType B (business site). */
  readonly b2b: boolean;
  readonly toggles: NameToggles;
}

/**
 * COOKIE-NAMES-02/03/04/05: the name a cookie is written under. ACI prefixing renames by category;
 * B2B adds B_ after the ACI prefix, or in front when ACI prefixing is off; B2B naming is dropped when
 * disableB2B is on. Top-level cookies are never renamed. Idempotent: naming a named cookie changes nothing.
 */
export function cookieName(input: CookieNameInput): { name: string; rules: string[] } {
  const rules: string[] = [];
  if (isTopLevelCookie(input.name)) return { name: input.name, rules: ['COOKIE-NAMES-05'] };
  const base = baseCookieName(input.name);
  const b2b = input.b2b && !input.toggles.disableB2B;
  if (input.b2b) rules.push('COOKIE-NAMES-04');
  const b = b2b ? 'B_' : '';
  if (input.toggles.isCookieACIPrefixEnabled) {
    rules.push('COOKIE-NAMES-02');
    if (b2b) rules.push('COOKIE-NAMES-03');
    return { name: `${ACI_PREFIX[input.category]}${b}${base}`, rules };
  }
  if (b2b) rules.push('COOKIE-NAMES-03');
  // Without ACI prefixing a name that already carries an ACI prefix (e.g. ACI_F_Passkey) is a fixed name.
  const aciFixed = Object.values(ACI_PREFIX).some((p) => input.name.startsWith(p));
  if (aciFixed) return { name: input.name, rules };
  return { name: `${b}${base}`, rules };
}

/** COOKIE-NAMES-04: B2B session cookie names per banner, or the consumer names. */
export function orderAndSignInCookieNames(siteType: unknown, toggles: Pick<FeatureToggles, 'disableB2B'>, b2bNames: { orderNumber: string; signInCount: string }): { orderNumber: string; signInCount: string; rules: string[] } {
  if (siteType === 'B' && !toggles.disableB2B) return { ...b2bNames, rules: ['COOKIE-NAMES-04'] };
  return { orderNumber: 'OrderNumber', signInCount: 'ECommSignInCount', rules: ['COOKIE-NAMES-04'] };
}

/**
 * COOKIE-NAMES-07: the ACI toggles. isCookieACIPrefixEnabled renames (above); enableACIKMSI moves the
 * keep-me-signed-in flow onto the ACI session (KMSI is still read from SAFEWAY_KMSI); enableReleaseACICookie
 * releases (deletes) the legacy unprefixed copies once the prefixed names are in use.
 */
export function aciCookiePlan(toggles: NameToggles, legacyNames: readonly string[]): { kmsiViaAci: boolean; release: string[]; rules: string[] } {
  const release = toggles.isCookieACIPrefixEnabled && toggles.enableReleaseACICookie ? legacyNames.filter((n) => !isTopLevelCookie(n) && !n.startsWith('ACI_')) : [];
  return { kmsiViaAci: Boolean(toggles.enableACIKMSI), release, rules: ['COOKIE-NAMES-07'] };
}

/** Storefront cookies of 000 §3 whose names carry none of the COOKIE-NAMES-01 prefixes. */
export const OWN_UNPREFIXED_COOKIES = ['OrderNumber', 'OTP-SET-PASSWORD', 'slot-info', 'order-store-id'] as const;

/**
 * The site a page is served from: the B2B site (USER-TYPES-07), the toggle that turns B2B naming off, and the ACI
 * toggles (COOKIE-NAMES-02/07) that rename own cookies by category.
 */
export interface SiteNaming {
  readonly b2b: boolean;
  readonly toggles: Pick<FeatureToggles, 'disableB2B'> & Partial<Pick<FeatureToggles, 'isCookieACIPrefixEnabled' | 'enableReleaseACICookie'>>;
}

/**
 * COOKIE-NAMES-02 (decision 0022): the consent category of each of the storefront's own cookies, for ACI prefixing.
 * Strict: the session, sign-in and order state the site cannot work without. Functional: remembered choices and
 * conveniences (the delivery address cookie needs consent group C0003, 000 §9, which is the functional group).
 * Analytics: the absV visitor cookies. An own cookie missing here is strict, the category that is never refused.
 */
export const OWN_COOKIE_CATEGORY: Readonly<Record<string, CookieCategory>> = {
  [SESSION_COOKIE]: 'strict',
  ECommReInit: 'strict',
  ECommSignInCount: 'strict',
  ECommRedirectURL: 'strict',
  'OTP-SET-PASSWORD': 'strict',
  OrderNumber: 'strict',
  'slot-info': 'strict',
  'order-store-id': 'strict',
  social_acc_success: 'strict',
  convt_acc_success: 'strict',
  abs_previouslogin: 'functional',
  abs_dlvcheck: 'functional',
  ECommBanner: 'functional',
  ECommOnboardingEvent: 'functional',
  DELIVERY_ADDR: 'functional',
  Passkey: 'functional',
};

const aciPrefixOf = (name: string): string => Object.values(ACI_PREFIX).find((p) => name.startsWith(p)) ?? '';
// The fallback is reached only for a name without an ACI prefix, which is named with prefixing off: no category is used.
// Stryker disable next-line StringLiteral: see above, no output depends on the fallback category
const categoryOfPrefix = (prefix: string): CookieCategory => (Object.entries(ACI_PREFIX).find(([, p]) => p === prefix)?.[0] as CookieCategory | undefined) ?? 'strict';

/** COOKIE-NAMES-02: an own cookie's category: its ACI prefix when it has one, else the table, absV analytics, else strict. */
export function ownCookieCategory(name: string): CookieCategory {
  const aci = aciPrefixOf(name);
  if (aci !== '') return categoryOfPrefix(aci);
  const base = baseCookieName(name);
  return OWN_COOKIE_CATEGORY[base] ?? (base.startsWith('absV') ? 'analytics' : 'strict');
}

/**
 * One of the storefront's own cookies (its prefixes, or an own unprefixed name), with or without the B2B `B_` in
 * front; a name with an ACI prefix (B_ after it or not) is own by its prefix.
 */
export function isStorefrontCookie(name: string): boolean {
  const base = name.startsWith('B_') ? name.slice(2) : name;
  return hasKnownPrefix(base) || (OWN_UNPREFIXED_COOKIES as readonly string[]).includes(base);
}

const b2bActive = (site: SiteNaming): boolean => site.b2b && !site.toggles.disableB2B;
const aciActive = (site: SiteNaming): boolean => site.toggles.isCookieACIPrefixEnabled === true;

/**
 * COOKIE-NAMES-02/03/04/05: the name an own cookie has on this site. With ACI prefixing on (decision 0022) every own
 * cookie but the top-level ones is renamed by its category, with B_ after the prefix on the B2B site. Without it, on
 * the B2B site (unless disableB2B) every own cookie but the top-level ones gets `B_`: after the ACI prefix when its
 * name carries one (ACI_F_B_DELIVERY_ADDR), in front otherwise (B_OrderNumber, B_abs_gsession). Other sites, and
 * cookies that are not the storefront's, keep their names. Idempotent.
 */
export function siteCookieName(name: string, site: SiteNaming): { name: string; rules: string[] } {
  const b2b = b2bActive(site);
  if (!b2b && !aciActive(site)) return { name, rules: site.b2b ? ['COOKIE-NAMES-04'] : [] };
  // Top-level cookies are storefront cookies that cookieName leaves as they are (COOKIE-NAMES-05).
  if (!isStorefrontCookie(name)) return { name, rules: [] };
  if (aciActive(site)) return cookieName({ name, category: ownCookieCategory(name), b2b: site.b2b, toggles: { isCookieACIPrefixEnabled: true, disableB2B: site.toggles.disableB2B } });
  const aci = aciPrefixOf(name);
  return cookieName({ name, category: categoryOfPrefix(aci), b2b: true, toggles: { isCookieACIPrefixEnabled: aci !== '', disableB2B: false } });
}

/**
 * COOKIE-NAMES-07 (decision 0022): where an own cookie lived before ACI prefixing was turned on (its name on this site
 * without ACI prefixing), or null when prefixing is off or does not rename it. A shopper's cookies from before the
 * switch are read from there until the prefixed copy exists, so the switch loses no session.
 */
export function legacyCookieName(name: string, site: SiteNaming): string | null {
  // Without ACI prefixing both namings below are the same: null.
  const named = siteCookieName(name, site).name;
  const legacy = siteCookieName(name, { b2b: site.b2b, toggles: { disableB2B: site.toggles.disableB2B } }).name;
  return legacy === named ? null : legacy;
}

/** Names an own cookie stored as `stored` may be asked for under (itself, without its prefixes, with an ACI prefix). */
function askedNames(stored: string): string[] {
  const base = baseCookieName(stored);
  return [...new Set([stored, base, ...Object.values(ACI_PREFIX).map((p) => `${p}${base}`)])];
}

/**
 * COOKIE-NAMES-02/04/07: the cookies as this site sees them. An own cookie is read from its site name and shown under
 * both names (so rules reading either find it). On the B2B site the consumer copy of an own cookie (its unprefixed
 * name) is not this site's and is left out. With ACI prefixing on, a cookie still under its name from before the
 * switch is shown under its plain name while the prefixed copy is missing. Top-level and foreign cookies are shown
 * as they are. Elsewhere: unchanged.
 */
export function siteCookieView(raw: Readonly<Record<string, string>>, site: SiteNaming): Record<string, string> {
  const out: Record<string, string> = {};
  const legacy: [string, string][] = [];
  for (const [name, value] of Object.entries(raw)) {
    // Foreign and top-level cookies are their own site names (siteCookieName keeps them), so they are shown as they
    // are; a consumer copy on the B2B site is the site name of nothing and is left out.
    for (const asked of askedNames(name)) {
      if (siteCookieName(asked, site).name === name) out[asked] = value;
      else if (legacyCookieName(asked, site) === name) legacy.push([asked, value]);
    }
  }
  for (const [asked, value] of legacy) if (!(asked in out)) out[asked] = value;
  return out;
}
