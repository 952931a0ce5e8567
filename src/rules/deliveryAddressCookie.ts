import { MINUTE_MS } from './expiry';

// The delivery address cookie (COOKIE-14, EXPIRY-03): written only by the signed-in part of the page load (loaded on
// demand); apart so a guest's page load does not carry it.

export const DELIVERY_ADDRESS_TTL_MS = 45 * MINUTE_MS;

/** EXPIRY-03: the delivery address cookie lasts 45 minutes. */
export function deliveryAddressExpiry(now: number): number {
  return now + DELIVERY_ADDRESS_TTL_MS;
}

/**
 * COOKIE-14: the delivery address cookie needs consent group C0003. The consent value lists groups as
 * `C0001:1,C0003:1` (a `:0` means refused) or as a plain comma list.
 */
export function hasConsentGroup(consentGroups: unknown, group = 'C0003'): boolean {
  if (typeof consentGroups !== 'string') return false;
  return consentGroups
    .split(',')
    .map((g) => g.trim())
    .some((g) => {
      const [name, flag] = g.split(':');
      return name === group && (flag === undefined || flag === '1');
    });
}
