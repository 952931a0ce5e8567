import type { FeatureToggles } from '../../spec/schemas/config';
import { inPagePath } from './navigation';
import type { SessionInfo } from '../../spec/schemas/sessionCookie';

/** MISC-01: the complete-business-profile modal (B2B) unless disabled by toggle or the referral program is on. */
export function showCompleteBusinessProfile(siteType: unknown, toggles: Pick<FeatureToggles, 'disableB2BCompleteProfile' | 'referralProgramEnabled'>): boolean {
  return siteType === 'B' && !toggles.disableB2BCompleteProfile && !toggles.referralProgramEnabled;
}

/** MISC-02: complete-profile modal delay. */
export function completeProfileDelay(trigger: 'autoSignIn' | 'convert'): number {
  return trigger === 'convert' ? 8000 : 2000;
}

/** MISC-03: loyalty box-top authorisation for registered users with a GeneralMills plan number longer than 1 character. */
export function boxTopAuthorised(userType: unknown, partners: unknown): boolean {
  if (userType !== 'R' && userType !== 'C') return false;
  if (!Array.isArray(partners)) return false;
  return partners.some((p: unknown) => {
    const o = (p ?? {}) as { partnerName?: unknown; name?: unknown; planNumber?: unknown };
    const name = o.partnerName ?? o.name;
    return name === 'GeneralMills' && typeof o.planNumber === 'string' && o.planNumber.length > 1;
  });
}

export const HEALTH_APP_DONE_PARAM = 'sendToHealthAppAfterCookiesUpdated';

/**
 * MISC-04: on sendToHealthApp=true the previous shared session stored locally is restored and the page
 * redirected once with sendToHealthAppAfterCookiesUpdated=true; never again once that marker is present.
 */
export function healthAppRestorePlan(url: string, storedSession: SessionInfo | null): { restore: SessionInfo | null; redirectTo: string | null; rules: string[] } {
  let u: URL;
  try {
    // Decision 0024: the page redirects to a path on its own origin, never to an origin read from the address.
    u = new URL(inPagePath(url), 'http://storefront.invalid');
  } catch {
    return { restore: null, redirectTo: null, rules: [] };
  }
  if (u.searchParams.get('sendToHealthApp') !== 'true' || u.searchParams.get(HEALTH_APP_DONE_PARAM) === 'true') return { restore: null, redirectTo: null, rules: ['MISC-04'] };
  u.searchParams.set(HEALTH_APP_DONE_PARAM, 'true');
  return { restore: storedSession, redirectTo: `${u.pathname}${u.search}${u.hash}`, rules: ['MISC-04'] };
}

export interface TargetedContentRequest {
  storeId: string;
  zipcode: string;
  banner: string;
  channel: string;
  fragment: string;
  screenName: string;
  zone: string;
  deliveryTimeZone?: string;
}
/** MISC-05: the targeted content request; deliveryTimeZone only when known. */
export function targetedContentRequest(input: TargetedContentRequest): TargetedContentRequest {
  const { deliveryTimeZone, ...rest } = input;
  return deliveryTimeZone ? { ...rest, deliveryTimeZone } : rest;
}
/** MISC-05: the first item of a targeted content answer, or null. */
export function targetedContentItem(body: unknown): { type: string; designType: unknown; webImageAsset: unknown } | null {
  const items = (body as { items?: unknown } | null)?.items;
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  if (!first || typeof first !== 'object') return null;
  const f = first as Record<string, unknown>;
  return { type: typeof f.type === 'string' ? f.type : '', designType: f.designType ?? null, webImageAsset: f.webImageAsset ?? null };
}

/** MISC-06 */
export const STOCK_MESSAGES = {
  attendedDeliveryOnly: 'Available only with Attended Delivery',
  notAvailable: 'This item is not available right now',
  outOfStock: 'This item is currently out of stock.',
} as const;

/** MISC-07: the fulfilment modal's backdrop, and the modals that exist. */
export const FULFILMENT_MODAL_BACKDROP = 'static';
export const SPLASH_WAITS_FOR = ['conflict-flow', 'profile-check'] as const;

/** MISC-08: a user error popup. */
export function userErrorPopup(title: string, message: string, callback?: () => void): { title: string; message: string; callback?: () => void } {
  return callback ? { title, message, callback } : { title, message };
}

export type PageLoadModal = 'conflict' | 'complete-profile' | 'splash' | 'closed-store' | 'prebook-slot' | 'merge-account';
/** MISC-09 (with MISC-01): modals in page-load order; merge account only for non-signed-in users. */
export function pageLoadModals(input: { signedIn: boolean; siteType: unknown; toggles: Pick<FeatureToggles, 'disableB2BCompleteProfile' | 'referralProgramEnabled'> }): PageLoadModal[] {
  const out: PageLoadModal[] = ['conflict'];
  if (showCompleteBusinessProfile(input.siteType, input.toggles)) out.push('complete-profile');
  out.push('splash', 'closed-store', 'prebook-slot');
  if (!input.signedIn) out.push('merge-account');
  return out;
}
