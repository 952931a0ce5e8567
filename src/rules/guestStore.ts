import { banners, bannerById } from '../../spec/banners';
import type { Banner } from '../../spec/schemas/banner';
import type { FeatureToggles } from '../../spec/schemas/config';
import type { SessionInfo } from '../../spec/schemas/sessionCookie';
import { isEmptyStoreValue, text } from './emptyValue';
import { nextLocalMidnight } from './expiry';
import type { TimeZoneInput } from './expiry';

/** GUEST-STORE-04: the once-a-day delivery check is recorded by this cookie. */
export const DELIVERY_CHECK_COOKIE = 'abs_dlvcheck';
export const DELIVERY_CHECK_RADIUS = 50;
export const DELIVERY_CHECK_SIZE = 10;

export type SelectionType = 'user' | 'default' | (string & {});

export interface GuestSelection {
  readonly storeId: string;
  readonly zipcode: string;
  /** J4U, Delivery, Dug (deep link) or the previous preference. */
  readonly preference: string;
  readonly selectionType: SelectionType;
  /** The SHOP store and zip when they differ from the J4U ones (previous login). */
  readonly shopStoreId?: string;
  readonly shopZipcode?: string;
  readonly source: 'deeplink' | 'previous' | 'selector' | 'default';
}

export interface PreviousLogin {
  /** The site the previous login was on: `www` counts for step 2 (AMBIG-15). */
  readonly site?: string | null;
  readonly preference?: string | null;
  readonly j4uStoreId?: unknown;
  readonly j4uZipcode?: unknown;
  readonly shopStoreId?: unknown;
  readonly shopZipcode?: unknown;
}

export interface GuestStoreInput {
  readonly banner: string;
  readonly deepLink?: { storeId: string; zipcode?: string; preference: string; selectionType?: string } | null;
  readonly previousLogin?: PreviousLogin | null;
  /** A store-id selector already honoured (see selectStoreIdFromUrl). */
  readonly selectorStoreId?: string | null;
  readonly toggles: Pick<FeatureToggles, 'useStoreResolverV2'>;
  readonly cookies: Readonly<Record<string, string>>;
  readonly now: number;
  readonly timeZone: TimeZoneInput;
}

export type ResolverCall =
  | { readonly call: 'CALL-23'; readonly query: { zipcode: string; radius: number; size: number } }
  | { readonly call: 'CALL-24'; readonly query: { banner: string; storeid: string; preference: 'instore' } };

export interface CookieToSet {
  readonly name: string;
  readonly value: string;
  readonly expires: number;
}

export type GuestStorePlan =
  | { readonly kind: 'final'; readonly selection: GuestSelection; readonly rules: readonly string[] }
  | { readonly kind: 'call'; readonly request: ResolverCall; readonly setCookies: readonly CookieToSet[]; readonly rules: readonly string[] };

export type ResolverOutcome = { readonly status: 'ok'; readonly body: unknown } | { readonly status: 'invalid' } | { readonly status: 'failed' };

export function bannerOrDefault(id: unknown): Banner {
  return (typeof id === 'string' ? bannerById(id) : undefined) ?? banners[0];
}

export function defaultSelection(banner: Banner): GuestSelection {
  return { storeId: banner.defaultStoreId, zipcode: banner.defaultZip, preference: 'J4U', selectionType: 'default', source: 'default' };
}

export function previousSelection(prev: PreviousLogin, banner: Banner): GuestSelection {
  const j4uStore = text(prev.j4uStoreId);
  const j4uZip = text(prev.j4uZipcode) || text(prev.shopZipcode) || banner.defaultZip;
  const shopStore = text(prev.shopStoreId);
  const shopZip = text(prev.shopZipcode) || j4uZip;
  return { storeId: j4uStore, zipcode: j4uZip, preference: text(prev.preference) || 'J4U', selectionType: 'user', shopStoreId: shopStore, shopZipcode: shopZip, source: 'previous' };
}

const isDelivery = (p: unknown) => typeof p === 'string' && p.toLowerCase() === 'delivery';

/** AMBIG-15: step 2 needs a www previous login whose J4U and SHOP store ids are both non-empty. */
export function previousLoginQualifies(prev: PreviousLogin | null | undefined): prev is PreviousLogin {
  // A record that is no object has no site, so it never reads as the www one.
  if (typeof prev?.site !== 'string' || prev.site.toLowerCase() !== 'www') return false;
  return !isEmptyStoreValue(prev.j4uStoreId) && !isEmptyStoreValue(prev.shopStoreId);
}

/**
 * GUEST-STORE-01..11, phase one: the selection when no resolver answer is needed, or the resolver call to make.
 */
export function planGuestStore(input: GuestStoreInput): GuestStorePlan {
  const banner = bannerOrDefault(input.banner);
  const dl = input.deepLink;
  if (typeof dl?.storeId === 'string' && dl.storeId !== '' && typeof dl.preference === 'string') {
    const selection: GuestSelection = {
      storeId: dl.storeId,
      zipcode: typeof dl.zipcode === 'string' && dl.zipcode !== '' ? dl.zipcode : banner.defaultZip,
      preference: dl.preference,
      selectionType: typeof dl.selectionType === 'string' && dl.selectionType !== '' ? dl.selectionType : 'user',
      source: 'deeplink',
    };
    return { kind: 'final', selection, rules: ['GUEST-STORE-01'] };
  }
  const prev = input.previousLogin;
  if (previousLoginQualifies(prev)) {
    const rules = ['GUEST-STORE-02', 'GUEST-STORE-03'];
    if (input.toggles.useStoreResolverV2 && isDelivery(prev.preference)) {
      rules.push('GUEST-STORE-04');
      const checked: unknown = input.cookies?.[DELIVERY_CHECK_COOKIE];
      // AMBIG-16: the check already ran today → previous info without a call.
      if (typeof checked === 'string' && checked !== '') return { kind: 'final', selection: previousSelection(prev, banner), rules: [...rules, 'GUEST-STORE-05'] };
      const zipcode = text(prev.shopZipcode) || text(prev.j4uZipcode);
      const expires = nextLocalMidnight(input.now, input.timeZone);
      return {
        kind: 'call',
        request: { call: 'CALL-23', query: { zipcode, radius: DELIVERY_CHECK_RADIUS, size: DELIVERY_CHECK_SIZE } },
        setCookies: [{ name: DELIVERY_CHECK_COOKIE, value: 'true', expires }],
        rules: [...rules, 'EXPIRY-09', 'CALLS-05'],
      };
    }
    return { kind: 'final', selection: previousSelection(prev, banner), rules: [...rules, 'GUEST-STORE-08'] };
  }
  const sel = input.selectorStoreId;
  if (typeof sel === 'string' && /^\d{2,4}$/.test(sel)) {
    return { kind: 'call', request: { call: 'CALL-24', query: { banner: banner.id, storeid: sel, preference: 'instore' } }, setCookies: [], rules: ['GUEST-STORE-09'] };
  }
  return { kind: 'final', selection: defaultSelection(banner), rules: ['GUEST-STORE-11'] };
}

/**
 * GUEST-STORE-07, GUEST-STORE-10: a plan's resolver call that gave no answer the storefront could read: the previous
 * login's stores for the delivery check (ERR-02), the banner default for the selector (ERR-03).
 */
export function unansweredGuestStore(input: GuestStoreInput, call: ResolverCall['call'], rules: readonly string[]): { selection: GuestSelection; rules: string[] } {
  const banner = bannerOrDefault(input.banner);
  if (call === 'CALL-23') return { selection: previousSelection(input.previousLogin as PreviousLogin, banner), rules: [...rules, 'GUEST-STORE-07'] };
  return { selection: defaultSelection(banner), rules: [...rules, 'GUEST-STORE-10', 'GUEST-STORE-11'] };
}

export interface GuestSessionInput {
  readonly selection: GuestSelection;
  readonly banner: string;
  readonly siteType?: string;
  readonly customerType?: string;
  readonly resolvedBy?: string;
  readonly currentUserType?: unknown;
  /** The session cookie as it was before (for the off-banner context). */
  readonly previous?: SessionInfo;
  readonly cookies: Readonly<Record<string, string>>;
  readonly toggles: Pick<FeatureToggles, 'guestAddToCartVariant'>;
}

export interface GuestSession {
  readonly info: SessionInfo;
  readonly userType: 'G';
  /** GUEST-STORE-17: the guest cart's store is updated. */
  readonly updateGuestCartStore: boolean;
  readonly rules: readonly string[];
}

/** The banner cookie's JSON fields; JSON that is no object (a list, a number, null) or no JSON at all names none. */
function bannerCookieFields(raw: string): Record<string, unknown> {
  try {
    return (JSON.parse(raw) ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** GUEST-STORE-14: the banner cookie holds a banner id, or JSON with banner and storeId. */
function fromBannerCookie(raw: unknown, fallback: Banner): { banner: string; storeId: string } {
  if (typeof raw !== 'string') return { banner: fallback.id, storeId: fallback.defaultStoreId };
  // No banner id is JSON text, so the two forms never both match.
  const named = bannerById(raw.trim());
  if (named) return { banner: named.id, storeId: named.defaultStoreId };
  const fields = bannerCookieFields(raw);
  const b = bannerOrDefault(fields.banner ?? fallback.id);
  return { banner: b.id, storeId: text(fields.storeId) || b.defaultStoreId };
}

/** GUEST-STORE-12..17: the guest session written for a selection. */
export function buildGuestSession(input: GuestSessionInput): GuestSession {
  const rules: string[] = ['GUEST-STORE-12'];
  const site = bannerOrDefault(input.banner);
  const sel = input.selection;
  let storeId = sel.storeId;
  let banner: string = site.id;
  if (isEmptyStoreValue(storeId)) {
    const fromCookie = fromBannerCookie(input.cookies?.ECommBanner, site);
    storeId = fromCookie.storeId;
    banner = fromCookie.banner;
    rules.push('GUEST-STORE-14');
  }
  const j4u = { storeId, zipcode: sel.zipcode };
  let shop = { storeId: sel.shopStoreId ?? '', zipcode: sel.shopZipcode ?? '' };
  if (!shop.zipcode) {
    shop = { ...j4u };
    rules.push('GUEST-STORE-13');
  }
  const isJ4u = sel.preference.toLowerCase() === 'j4u';
  const COMMON: Record<string, unknown> = {
    userType: 'G',
    Selection: sel.selectionType,
    preference: sel.preference,
    zipcode: isJ4u ? j4u.zipcode : shop.zipcode,
    storeId: isJ4u ? j4u.storeId : shop.storeId,
    banner,
    siteType: input.siteType ?? 'C',
    customerType: input.customerType ?? '',
    resolvedBy: input.resolvedBy ?? '',
  };
  const previous: SessionInfo = input.previous ?? {};
  const previousCommon = previous.COMMON ?? {};
  const info: SessionInfo = { ...previous, COMMON: { ...previousCommon, ...COMMON }, J4U: { ...previous.J4U, ...j4u }, SHOP: { ...previous.SHOP, ...shop, banner } };
  const prevBanner = text(previousCommon.banner);
  if (prevBanner !== '' && prevBanner !== banner) {
    // A new off-banner context: the other banner's zip is kept in offbanner and its fulfilment preference is asked again.
    info.offbanner = { ...previous.offbanner, banner: prevBanner, zipcode: text(previousCommon.zipcode) };
    info.COMMON = { ...info.COMMON, dprefVisited: 'false' };
    rules.push('GUEST-STORE-15');
  }
  if (input.currentUserType === 'A') rules.push('GUEST-STORE-16');
  const updateGuestCartStore = typeof input.toggles?.guestAddToCartVariant === 'string' && input.toggles.guestAddToCartVariant !== 'a';
  if (updateGuestCartStore) rules.push('GUEST-STORE-17');
  return { info, userType: 'G', updateGuestCartStore, rules };
}

/** GUEST-STORE-18: the guest authenticate navigation (CALL-02). */
export function guestAuthenticatePath(provider: string, zipcode: string): string {
  return `/bin/${encodeURIComponent(provider)}/authenticate/guest?zipcode=${encodeURIComponent(zipcode)}`;
}
