import type { UserInfo } from '../../../spec/schemas/userInfo';
import { parsePendingOrder } from '../../rules/pendingOrder';
import { PENDING_ORDER_COOKIE } from '../../rules/editOrder';
import { sessionCheckFailed } from '../../rules/sessionEvents';
import { sessionExpiry } from '../../rules/signInSession';
import { canonicalPreference, isAuthorised, normaliseUserType } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';
import type { SessionView, SignedInEstablish } from './establish';
import { writeSession } from './establish';
import type { SessionCheck } from './sessionEvents';
import type { DeepLink } from './deepLink';
import { DEEPLINK_PARAMS, withoutParams } from './deepLink';
import { guestSessionCookie } from './sessionCookie';

/**
 * The parts of the page load's session establishment that only a signed-in visit reaches (SESSION-EST-03's session
 * update, EDIT-ORDER, the session check of ERR-11, a signed-in user's session from user info): establish.ts fetches
 * this module when the session cookie or the user info names an authorised user, and the live page's loader asks for
 * it with the entry when the cookie does, so a signed-in page load waits for no extra round trip.
 */

/**
 * The session check of a page load (ERR-11): the shared session says the visitor is signed in (C or R), but the user
 * info that answered says otherwise, so the signed-in session is gone. A keep-me-signed-in user goes through single
 * sign-on (SIGNIN-04); anyone else sees the session timeout modal (SESSION-EST-14) and continues as a guest.
 * A user-info call that failed (no answer) is not a failed check: ERR-05 keeps the page quiet.
 */
export function sessionCheck(input: { readonly sessionCookieUserType: string; readonly userInfo: UserInfo | null; readonly kmsiCookie: string | undefined; readonly ssoPath: string; readonly banner: string; readonly currentUrl: string }): SessionCheck {
  if (input.userInfo === null || !isAuthorised(normaliseUserType(input.sessionCookieUserType))) return { kind: 'ok' };
  if (isAuthorised(normaliseUserType(input.userInfo.userType))) return { kind: 'ok' };
  const expiry = sessionExpiry({ kmsiCookie: input.kmsiCookie ?? null, ssoPath: input.ssoPath, banner: input.banner, currentUrl: input.currentUrl });
  if (expiry.action === 'single-sign-on') return { kind: 'single-sign-on', url: expiry.url, rules: expiry.rules };
  return { kind: 'timeout-modal', rules: [...new Set([...expiry.rules, ...sessionCheckFailed().flatMap((e) => e.rules)])] };
}

/** SESSION-EST-03 (AMBIG-45): a signed-in user's deep link updates the session's store instead of a guest session. */
export async function sessionUpdateView(at: SignedInEstablish, deepLink: DeepLink, userType: string, rules: readonly string[]): Promise<SessionView> {
  const { banner } = at;
  const storeAddress = await at.addressFor(deepLink.storeId);
  const zipcode = deepLink.zipcode ?? at.current.zipcode ?? banner.defaultZip;
  writeSession(at.cookies, guestSessionCookie({ banner: banner.id, storeId: deepLink.storeId, zipcode, preference: deepLink.preference, selection: 'deeplink', siteType: at.siteType, address: storeAddress?.line1 ?? null, userType, previous: at.existing }), userType, at.now);
  at.replaceSearch(withoutParams(at.search, DEEPLINK_PARAMS));
  return { ...at.base, userType, storeId: deepLink.storeId, zipcode, preference: deepLink.preference, storeAddress, how: 'deep link (signed in)', rules };
}

/** EDIT-ORDER-01..04, COOKIE-13: editing a placed order shows the order's store and the order from its cookie. */
export async function editOrderView(at: SignedInEstablish, effect: { readonly storeId: string; readonly preference: 'dug' | 'delivery'; readonly rules: readonly string[] }, userType: string, userInfo: UserInfo | null): Promise<SessionView> {
  const preference: CanonicalPreference = effect.preference === 'delivery' ? 'DELIVERY' : 'DUG';
  const storeAddress = await at.addressFor(effect.storeId);
  const pendingOrder = parsePendingOrder(at.cookies.get(PENDING_ORDER_COOKIE));
  // An empty ZIP code falls through the chain below like a missing one.
  const zip = typeof userInfo?.zipcode === 'string' ? userInfo.zipcode : null;
  return { ...at.base, userType, storeId: effect.storeId, zipcode: storeAddress?.zipcode || at.current.zipcode || zip || at.banner.defaultZip, preference, storeAddress, editOrder: true, ...(pendingOrder ? { pendingOrder } : {}), how: 'edit-order mode', rules: pendingOrder ? [...effect.rules, 'COOKIE-13'] : effect.rules };
}

/** A signed-in user whose cookie names no store: the session from user info's branch, zip and preference. */
export async function userInfoView(at: SignedInEstablish, userInfo: UserInfo, userType: string, rules: readonly string[]): Promise<SessionView> {
  const { banner } = at;
  const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
  const storeId = text(userInfo.branchId) ?? banner.defaultStoreId;
  const zipcode = text(userInfo.zipcode) ?? banner.defaultZip;
  const preference: CanonicalPreference = canonicalPreference(userInfo.preferenceMode) ?? 'J4U';
  const storeAddress = await at.addressFor(storeId);
  writeSession(at.cookies, guestSessionCookie({ banner: banner.id, storeId, zipcode, preference, selection: 'user', siteType: at.siteType, address: storeAddress?.line1 ?? null, userType, previous: at.existing }), userType, at.now);
  return { ...at.base, userType, storeId, zipcode, preference, storeAddress, how: 'signed-in user info', rules };
}
