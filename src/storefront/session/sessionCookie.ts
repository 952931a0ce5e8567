/**
 * The shared session cookie as the core reads and writes it (COOKIE-03..07): its name, its parse, the store it holds
 * and the session a store choice writes. Every decision is the rule modules'; this names them in the core's shapes.
 */
import type { SessionInfo } from '../../../spec/schemas/sessionCookie';
import type { FeatureToggles } from '../../../spec/schemas/config';
import { buildGuestSession } from '../../rules/guestStore';
import { parseSessionCookie as ruleParseSessionCookie, readStoreFields, sessionAddress, writeStoreFields } from '../../rules/sessionCookie';
import { checkSessionCookieValues } from '../../rules/sessionCookieValues';
import { SESSION_COOKIE } from '../../rules/sessionEstablishment';
import { canonicalPreference, normaliseUserType } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';

export const SHARED_SESSION_COOKIE = SESSION_COOKIE;

/**
 * COOKIE-06: only an object with sections counts; anything else is empty info. Its store id, zip and preference are
 * checked like an address's (decision 0025): an unusable one leaves the session without a store, so the page load
 * chooses one again (GUEST-STORE order) and writes the fixed cookie.
 */
export const parseSessionCookie = (raw: string | undefined): SessionInfo => checkSessionCookieValues(ruleParseSessionCookie(raw).info).info;

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
      selection: {
        storeId: input.storeId,
        zipcode: input.zipcode,
        preference: input.preference,
        selectionType: input.selection === 'deeplink' ? 'user' : input.selection,
        // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: the guest session carries no source (a deep link shows as resolvedBy)
        source: input.selection === 'deeplink' ? 'deeplink' : 'default',
      },
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
