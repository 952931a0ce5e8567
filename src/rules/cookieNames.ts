import type { FeatureToggles } from '../../spec/schemas/config';

/** COOKIE-NAMES-01: prefixes of the storefront's own cookies. */
export const COOKIE_PREFIXES = ['SWY_', 'EComm', 'USED_', 'SAFEWAY_', 'abs_', 'absV'] as const;

/** COOKIE-NAMES-06 */
export const KMSI_COOKIE = 'SAFEWAY_KMSI';
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

/** The site a page is served from: the B2B site (USER-TYPES-07) and the toggle that turns B2B naming off. */
export interface SiteNaming {
  readonly b2b: boolean;
  readonly toggles: Pick<FeatureToggles, 'disableB2B'>;
}

const aciPrefixOf = (name: string): string => Object.values(ACI_PREFIX).find((p) => name.startsWith(p)) ?? '';
const categoryOfPrefix = (prefix: string): CookieCategory => (Object.entries(ACI_PREFIX).find(([, p]) => p === prefix)?.[0] as CookieCategory | undefined) ?? 'strict';

/** The name without the B2B `B_` (in front, or after an ACI prefix); null when it carries none. */
export function withoutB2BPrefix(name: string): string | null {
  const aci = aciPrefixOf(name);
  const rest = name.slice(aci.length);
  return rest.startsWith('B_') ? `${aci}${rest.slice(2)}` : null;
}

/** One of the storefront's own cookies (its prefixes, or an own unprefixed name), with or without the B2B `B_`. */
export function isStorefrontCookie(name: string): boolean {
  const base = withoutB2BPrefix(name) ?? name;
  return hasKnownPrefix(base) || (OWN_UNPREFIXED_COOKIES as readonly string[]).includes(base);
}

const b2bActive = (site: SiteNaming): boolean => site.b2b && !site.toggles.disableB2B;

/**
 * COOKIE-NAMES-03/04/05: the name an own cookie has on this site. On the B2B site (unless disableB2B) every own cookie
 * but the top-level ones gets `B_`: after the ACI prefix when its name carries one (ACI_F_B_DELIVERY_ADDR), in front
 * otherwise (B_OrderNumber, B_abs_gsession). Other sites, and cookies that are not the storefront's, keep their names.
 * Idempotent.
 */
export function siteCookieName(name: string, site: SiteNaming): { name: string; rules: string[] } {
  if (!b2bActive(site)) return { name, rules: site.b2b ? ['COOKIE-NAMES-04'] : [] };
  if (isTopLevelCookie(name)) return { name, rules: ['COOKIE-NAMES-05'] };
  if (!isStorefrontCookie(name)) return { name, rules: [] };
  const aci = aciPrefixOf(name);
  return cookieName({ name, category: categoryOfPrefix(aci), b2b: true, toggles: { isCookieACIPrefixEnabled: aci !== '', disableB2B: false } });
}

/**
 * COOKIE-NAMES-04: the cookies as this site sees them. On the B2B site an own cookie is read from its B_ name and shown
 * under both names (so rules reading either find it); the consumer site's copy of an own cookie (its unprefixed name)
 * is not this site's and is left out. Top-level and foreign cookies are shown as they are. Elsewhere: unchanged.
 */
export function siteCookieView(raw: Readonly<Record<string, string>>, site: SiteNaming): Record<string, string> {
  if (!b2bActive(site)) return { ...raw };
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!isStorefrontCookie(name) || isTopLevelCookie(name)) {
      out[name] = value;
      continue;
    }
    const base = withoutB2BPrefix(name);
    if (base !== null && siteCookieName(base, site).name === name) {
      out[base] = value;
      out[name] = value;
    } else if (base !== null && siteCookieName(name, site).name === name) {
      // A B_ name that is not the site name of anything (e.g. B_SAFEWAY_KMSI): not renamed, so shown as it is.
      out[name] = value;
    }
  }
  return out;
}
