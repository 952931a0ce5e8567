import { z } from '../../spec/schemas/zod';
import type { FeatureToggles } from '../../spec/schemas/config';
import { defineRuleModule } from './module';

/**
 * User types (000 §4 "User types"). Values arrive from cookies and servlets, so every predicate takes `unknown`
 * and compares after trimming and upper-casing (AMBIG-10: `G` and `g` are the same guest).
 */
export type StandardUserType = '' | 'A' | 'G' | 'R' | 'C';

export function normaliseUserType(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

export const isGuest = (userType: unknown): boolean => normaliseUserType(userType) === 'G';
export const isAnonymous = (userType: unknown): boolean => {
  const t = normaliseUserType(userType);
  return t === '' || t === 'A';
};
export const isSignedIn = (userType: unknown): boolean => !isAnonymous(userType) && !isGuest(userType);
export const isAuthorised = (userType: unknown): boolean => {
  const t = normaliseUserType(userType);
  return t === 'R' || t === 'C';
};
/** One of undefined, '', A, G, R, C (AMBIG-07). */
export const isKnownUserType = (userType: unknown): boolean => isAnonymous(userType) || isGuest(userType) || isAuthorised(userType);

/** USER-TYPES-13: a bearer token travels only for authorised users. */
export const sendsBearerToken = isAuthorised;

/** USER-TYPES-06, AMBIG-11: lower-case type + `e` (orders) or `n` (none); a guest is exactly `g`. */
export function extendedType(userType: unknown, orderCount: unknown): string {
  const t = normaliseUserType(userType);
  if (t === 'G') return 'g';
  // Numeric text counts (cookie values are text); blank text is Number('') = 0, no orders.
  const count = typeof orderCount === 'number' ? orderCount : typeof orderCount === 'string' ? Number(orderCount) : 0;
  return `${t.toLowerCase()}${Number.isFinite(count) && count > 0 ? 'e' : 'n'}`;
}

/** USER-TYPES-07, AMBIG-44: siteType B, or a host whose first label is `business` or starts with `business-`. */
export function isB2BSite(host: unknown, siteType: unknown): boolean {
  if (typeof siteType === 'string' && siteType.trim().toUpperCase() === 'B') return true;
  if (typeof host !== 'string') return false;
  // A split always gives a first part.
  const first = host.trim().toLowerCase().split('.')[0]!;
  return first === 'business' || first.startsWith('business-');
}

/** USER-TYPES-08, AMBIG-10: the guest-cart feature's own guest test (disableGuestCart defaults to true). */
export function isGuestForGuestCart(userType: unknown, toggles: Pick<FeatureToggles, 'disableGuestCart'>): boolean {
  return isGuest(userType) && toggles.disableGuestCart === false;
}

/** USER-TYPES-09 */
export const isInNoServiceArea = (value: unknown): boolean => value === 'Y';

/** USER-TYPES-10: off unless explicitly true. */
export const unattendedDeliveryEnabled = (value: unknown): boolean => value === true;

/** USER-TYPES-11: true, false, null or unset; anything else reads as unset. */
export function arEnrolment(value: unknown): boolean | null | undefined {
  return value === true || value === false || value === null ? value : undefined;
}

/** USER-TYPES-12: the 180-day prompts exist only while isAccount180DaysEnabled is on. */
export function account180Prompts(
  info: { emailPrompt180?: unknown; phonePrompt180?: unknown },
  toggles: Pick<FeatureToggles, 'isAccount180DaysEnabled'>,
): { emailPrompt180?: boolean; phonePrompt180?: boolean } {
  if (!toggles.isAccount180DaysEnabled) return {};
  const out: { emailPrompt180?: boolean; phonePrompt180?: boolean } = {};
  if (typeof info.emailPrompt180 === 'boolean') out.emailPrompt180 = info.emailPrompt180;
  if (typeof info.phonePrompt180 === 'boolean') out.phonePrompt180 = info.phonePrompt180;
  return out;
}

export type CanonicalPreference = 'J4U' | 'DUG' | 'DELIVERY';
/** USER-TYPES-14, AMBIG-26: preference spellings compared case-insensitively; unknown values give null. */
export function canonicalPreference(value: unknown): CanonicalPreference | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase();
  return v === 'J4U' || v === 'DUG' || v === 'DELIVERY' ? v : null;
}
/** USER-TYPES-14: preferenceMode (delivery, dug, j4u) of a preference. */
export function preferenceModeOf(value: unknown): 'delivery' | 'dug' | 'j4u' | null {
  const p = canonicalPreference(value);
  return p === null ? null : (p.toLowerCase() as 'delivery' | 'dug' | 'j4u');
}

export interface UserTypeProfile {
  readonly userType: string;
  readonly guest: boolean;
  readonly anonymous: boolean;
  readonly signedIn: boolean;
  readonly authorised: boolean;
  readonly known: boolean;
  readonly extendedType: string;
  readonly b2bSite: boolean;
  readonly sendsBearerToken: boolean;
  readonly rules: readonly string[];
}

/** Every predicate at once, for the CLI and the storefront's debug panel. */
export function describeUserType(input: { userType?: unknown; orderCount?: unknown; host?: unknown; siteType?: unknown }): UserTypeProfile {
  return {
    userType: normaliseUserType(input.userType),
    guest: isGuest(input.userType),
    anonymous: isAnonymous(input.userType),
    signedIn: isSignedIn(input.userType),
    authorised: isAuthorised(input.userType),
    known: isKnownUserType(input.userType),
    extendedType: extendedType(input.userType, input.orderCount),
    b2bSite: isB2BSite(input.host, input.siteType),
    sendsBearerToken: sendsBearerToken(input.userType),
    rules: ['USER-TYPES-01', 'USER-TYPES-02', 'USER-TYPES-03', 'USER-TYPES-04', 'USER-TYPES-05', 'USER-TYPES-06', 'USER-TYPES-07', 'USER-TYPES-13'],
  };
}

export const userTypesModule = defineRuleModule({
  name: 'user-types',
  summary: 'User-type predicates: guest, anonymous, signed in, authorised, extendedType, B2B site.',
  areas: ['USER-TYPES'],
  input: z.object({ userType: z.nullish(z.string()), orderCount: z.nullish(z.number()), host: z._default(z.string(), ''), siteType: z.nullish(z.string()) }),
  example: { userType: 'R', orderCount: 3, host: 'www.freshway.test', siteType: 'C' },
  run: (input) => describeUserType(input),
});
