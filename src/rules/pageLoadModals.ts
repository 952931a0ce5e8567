import type { FeatureToggles } from '../../spec/schemas/config';

/** MISC-01: the complete-business-profile modal (B2B) unless disabled by toggle or the referral program is on. */
export function showCompleteBusinessProfile(siteType: unknown, toggles: Pick<FeatureToggles, 'disableB2BCompleteProfile' | 'referralProgramEnabled'>): boolean {
  return siteType === 'B' && !toggles.disableB2BCompleteProfile && !toggles.referralProgramEnabled;
}

/** MISC-07: the fulfilment modal's backdrop, and the events the splash waits for. */
export const FULFILMENT_MODAL_BACKDROP = 'static';
export const SPLASH_WAITS_FOR = ['conflict-flow', 'profile-check'] as const;

export type PageLoadModal = 'conflict' | 'complete-profile' | 'splash' | 'closed-store' | 'prebook-slot' | 'merge-account';
/** MISC-09 (with MISC-01): modals in page-load order; merge account only for non-signed-in users. */
export function pageLoadModals(input: { signedIn: boolean; siteType: unknown; toggles: Pick<FeatureToggles, 'disableB2BCompleteProfile' | 'referralProgramEnabled'> }): PageLoadModal[] {
  const out: PageLoadModal[] = ['conflict'];
  if (showCompleteBusinessProfile(input.siteType, input.toggles)) out.push('complete-profile');
  out.push('splash', 'closed-store', 'prebook-slot');
  if (!input.signedIn) out.push('merge-account');
  return out;
}
