import { deliveryAddressExpiry, hasConsentGroup } from '../../rules/deliveryAddressCookie';
import type { CookieJar } from '../cookies';
import type { SessionView } from './establish';

/** The delivery address cookie (000 §3 Other cookies; the site jar gives it its ACI_F_ / B_ name, 001 §3). */
export const DELIVERY_ADDRESS_COOKIE = 'DELIVERY_ADDR';
/** The consent manager's cookie; its `groups` parameter lists the consent groups (decision 0440). */
export const CONSENT_COOKIE = 'OptanonConsent';

/** The consent groups the visitor gave: the consent cookie's `groups` parameter, or the value itself when it is a plain list. */
export function consentGroupsOf(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!value.includes('=')) return value;
  return new URLSearchParams(value).get('groups');
}

/**
 * COOKIE-14, EXPIRY-03: the signed-in user's delivery address (the user info model's string, ADDRESS-05) is kept in
 * the delivery address cookie for 45 minutes, and only with consent group C0003. Without consent nothing is written.
 */
export function writeDeliveryAddressCookie(cookies: CookieJar, view: SessionView, now: number): boolean {
  const address = view.userInfo?.deliveryAddress;
  if (typeof address !== 'string' || address.trim() === '') return false;
  if (!hasConsentGroup(consentGroupsOf(cookies.get(CONSENT_COOKIE)))) return false;
  cookies.set(DELIVERY_ADDRESS_COOKIE, address, deliveryAddressExpiry(now));
  return true;
}
