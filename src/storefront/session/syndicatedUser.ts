import { parseSyndicatedUserCookie, syndicatedUserCookie } from '../../rules/syndicatedUserCookie';
import { sessionCookieExpiry } from '../../rules/expiry';
import type { CookieJar } from '../cookies';
import type { SessionView } from './establish';
import { parseSessionCookie, SHARED_SESSION_COOKIE } from './sessionCookie';

/** COOKIE-08: the syndicated user cookie's name (the documents give none; decision 0417 names it under SWY_). */
export const SYNDICATED_USER_COOKIE = 'SWY_SYND_USER';

/**
 * COOKIE-08 (decision 0417): after a store change the syndicated sites of the domain read the shopper's store from the
 * syndicated user cookie. The tags it held are theirs and kept (else the shared session's COMMON.xDTags); it lasts as
 * long as the session cookie written beside it.
 */
export function writeSyndicatedUser(cookies: CookieJar, view: Pick<SessionView, 'storeId' | 'zipcode' | 'preference' | 'storeAddress' | 'userType'>, now: number): void {
  const previous = parseSyndicatedUserCookie(cookies.get(SYNDICATED_USER_COOKIE));
  const sessionTags = parseSessionCookie(cookies.get(SHARED_SESSION_COOKIE)).COMMON?.xDTags;
  const value = syndicatedUserCookie({ storeId: view.storeId, zipcode: view.zipcode, address: view.storeAddress?.line1 ?? null, preference: view.preference }, previous, sessionTags);
  cookies.set(SYNDICATED_USER_COOKIE, value, sessionCookieExpiry({ userType: view.userType, now }).expires);
}
