/**
 * The rule modules of src/rules in the shapes the screens use. Every decision here is the rule module's; this
 * file only adapts names and result shapes. What only the sign-in screens use is in ./signInAdapters, so the
 * sign-in code arrives with the sign-in modal instead of with every page.
 */
import type { SessionInfo } from '../../../spec/schemas/sessionCookie';
import type { FeatureToggles } from '../../../spec/schemas/config';
import { greeting as ruleGreeting } from '../../rules/greeting';
import { buildGuestSession } from '../../rules/guestStore';
import { SET_PASSWORD_COOKIE as RULE_SET_PASSWORD_COOKIE } from '../../rules/pages';
import { searchIconState as ruleSearchIconState, sellerIdFromLocation } from '../../rules/search';
import { parseSessionCookie as ruleParseSessionCookie, readStoreFields, sessionAddress, writeStoreFields } from '../../rules/sessionCookie';
import { checkSessionCookieValues } from '../../rules/sessionCookieValues';
import { SESSION_COOKIE, SIGN_IN_COUNT_COOKIE as RULE_SIGN_IN_COUNT_COOKIE } from '../../rules/sessionEstablishment';
import { canonicalPreference, normaliseUserType } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';
import type { StoreModalTab } from '../fulfilment';

export const SHARED_SESSION_COOKIE = SESSION_COOKIE;
export const SIGN_IN_COUNT_COOKIE = RULE_SIGN_IN_COUNT_COOKIE;
export const SET_PASSWORD_COOKIE = RULE_SET_PASSWORD_COOKIE;

/**
 * COOKIE-06: only an object with sections counts; anything else is empty info. Its store id, zip and preference are
 * checked like an address's (decision 0025): an unusable one leaves the session without a store, so the page load
 * chooses one again (GUEST-STORE order) and writes the fixed cookie.
 */
export const parseSessionCookie = (raw: string | undefined): SessionInfo => checkSessionCookieValues(ruleParseSessionCookie(raw).info).info;

export interface DeepLink {
  readonly storeId: string;
  readonly preference: CanonicalPreference;
  /** The resolver's preference word: instore, delivery or pickup. */
  readonly resolverPreference: 'instore' | 'delivery' | 'pickup';
  readonly zipcode: string | null;
  readonly rules: readonly string[];
}

/**
 * Whether a query can hold a valid deep link (DEEPLINK-06 needs both storeId and preference): only then is the
 * deep-link rule fetched and run (./deepLinkAdapters.ts, `parseDeepLink`); otherwise there is none.
 */
export const carriesDeepLink = (search: string): boolean => {
  const q = new URLSearchParams(search);
  return q.get('storeId') !== null && q.get('preference') !== null;
};

/** Deep-link parameters the page drops from the address once the session holds them. */
export const DEEPLINK_PARAMS = ['storeId', 'preference', 'zipcode', 'resolvedBy'] as const;

export interface StoreModalLink {
  readonly zipcode: string | null;
  readonly modalType: 2 | 3;
  readonly activeTab: StoreModalTab;
  /** The address without the modal parameters (DEEPLINK-14). */
  readonly cleanedUrl: string;
}

/**
 * Whether a query asks for the store modal (DEEPLINK-10: action=changeStore, any case): only then is the deep-link
 * rule fetched and run (./deepLinkAdapters.ts, `parseStoreModalLink`); otherwise no modal opens.
 */
export const opensStoreModal = (search: string): boolean => new URLSearchParams(search).get('action')?.toLowerCase() === 'changestore';

export function withoutParams(search: string, names: readonly string[]): string {
  const q = new URLSearchParams(search);
  for (const name of names) q.delete(name);
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}

export interface SessionWriteInput {
  readonly banner: string;
  readonly storeId: string;
  readonly zipcode: string;
  readonly preference: CanonicalPreference;
  readonly selection: 'user' | 'default' | 'deeplink';
  readonly siteType: 'C' | 'B';
  readonly address?: string | null;
  /** G (or absent) writes a guest session; R or C keeps the signed-in type. */
  readonly userType?: string;
  readonly previous?: SessionInfo;
  readonly cookies?: Readonly<Record<string, string>>;
  readonly toggles?: Pick<FeatureToggles, 'guestAddToCartVariant' | 'enableCookieRestructure'>;
}

/** The shared session written for a store choice: GUEST-STORE-12..17 for guests, COOKIE-05/07 for everyone. */
export function guestSessionCookie(input: SessionWriteInput): { info: SessionInfo; rules: readonly string[] } {
  const type = normaliseUserType(input.userType ?? 'G');
  const address = input.address ? sessionAddress(input.address) : undefined;
  const withAddress = (info: SessionInfo): SessionInfo =>
    address ? { ...info, J4U: { ...(info.J4U ?? {}), address }, SHOP: { ...(info.SHOP ?? {}), address } } : info;
  if (type === 'G' || type === '' || type === 'A') {
    const session = buildGuestSession({
      selection: { storeId: input.storeId, zipcode: input.zipcode, preference: input.preference, selectionType: input.selection === 'deeplink' ? 'user' : input.selection, source: input.selection === 'deeplink' ? 'deeplink' : 'default' },
      banner: input.banner,
      siteType: input.siteType,
      customerType: input.siteType === 'B' ? 'B2B' : 'B2C',
      resolvedBy: input.selection === 'deeplink' ? 'deeplink' : '',
      currentUserType: type === '' ? 'A' : type,
      previous: input.previous,
      cookies: input.cookies ?? {},
      toggles: { guestAddToCartVariant: input.toggles?.guestAddToCartVariant ?? 'a' },
    });
    return { info: withAddress(session.info), rules: [...session.rules, 'COOKIE-07'] };
  }
  const base: SessionInfo = { ...(input.previous ?? {}), COMMON: { ...(input.previous?.COMMON ?? {}), preference: input.preference, banner: input.banner, siteType: input.siteType, Selection: input.selection } };
  const written = writeStoreFields(base, { storeId: input.storeId, zipcode: input.zipcode, userType: type }, input.toggles?.enableCookieRestructure ?? false);
  return { info: withAddress(written.info), rules: [...written.rules, 'COOKIE-07'] };
}

/** The store, zip and preference the session holds (COOKIE-05 read side: COMMON first, then the section). */
export function sessionSelection(info: SessionInfo): { userType: string; storeId: string; zipcode: string; preference: CanonicalPreference | null; banner: string; address: string } {
  const shop = readStoreFields(info, 'SHOP');
  const j4u = readStoreFields(info, 'J4U');
  const preference = canonicalPreference(info.COMMON?.preference);
  const fields = preference === 'J4U' ? { ...shop, ...j4u } : { ...j4u, ...shop };
  const common = info.COMMON ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return {
    userType: normaliseUserType(text(common.userType) || fields.userType || ''),
    storeId: text(common.storeId) || fields.storeId || '',
    zipcode: text(common.zipcode) || fields.zipcode || '',
    preference,
    banner: text(common.banner) || text(info.SHOP?.banner),
    address: (text(info.SHOP?.address) || text(info.J4U?.address)).replace(/\+/g, ' '),
  };
}

/** GREETING-01/02 through the greeting rule module ('' when there is no first name). */
export const greeting = (firstName: string): string => ruleGreeting(firstName).text ?? '';

/** SEARCH-07/08 */
export const searchIconState = (input: string, currentQuery: string): 'search' | 'clear' => ruleSearchIconState(input, currentQuery).state;

/** SEARCH-12 */
export const sellerIdOf = (pathname: string, search: string): string | null => sellerIdFromLocation(pathname, search).sellerId;
