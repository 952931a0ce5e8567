import { describe, it, expect } from 'vitest';
import { showCompleteBusinessProfile, FULFILMENT_MODAL_BACKDROP, SPLASH_WAITS_FOR, pageLoadModals } from './pageLoadModals';

const t = { disableB2BCompleteProfile: false, referralProgramEnabled: false };
describe('the page-load modals (MISC)', () => {
  it('MISC-01 the complete-business-profile modal shows for B2B unless disabled or referral program on', () => {
    expect(showCompleteBusinessProfile('B', t)).toBe(true);
    expect(showCompleteBusinessProfile('B', { ...t, disableB2BCompleteProfile: true })).toBe(false);
    expect(showCompleteBusinessProfile('B', { ...t, referralProgramEnabled: true })).toBe(false);
    expect(showCompleteBusinessProfile('C', t)).toBe(false);
  });
  it('MISC-07 the fulfilment modal uses a static backdrop; the splash waits for the conflict and profile-check events', () => {
    expect(FULFILMENT_MODAL_BACKDROP).toBe('static');
    expect(SPLASH_WAITS_FOR).toEqual(['conflict-flow', 'profile-check']);
  });
  it('MISC-09 merge account only for non-signed-in users; prebook slot and closed store follow the splash', () => {
    expect(pageLoadModals({ signedIn: false, siteType: 'C', toggles: t })).toEqual(['conflict', 'splash', 'closed-store', 'prebook-slot', 'merge-account']);
    expect(pageLoadModals({ signedIn: true, siteType: 'B', toggles: t })).toEqual(['conflict', 'complete-profile', 'splash', 'closed-store', 'prebook-slot']);
  });
});

describe('the page-load modals in detail', () => {
  it('MISC-01 only the B site type gets the complete-business-profile modal, and only with both toggles off', () => {
    for (const siteType of ['b', undefined, null, 'C']) expect(showCompleteBusinessProfile(siteType, t), String(siteType)).toBe(false);
    expect(showCompleteBusinessProfile('B', { disableB2BCompleteProfile: true, referralProgramEnabled: true })).toBe(false);
  });

  it('MISC-01 MISC-09 the full order for each kind of visitor', () => {
    expect(pageLoadModals({ signedIn: false, siteType: 'B', toggles: t })).toEqual(['conflict', 'complete-profile', 'splash', 'closed-store', 'prebook-slot', 'merge-account']);
    expect(pageLoadModals({ signedIn: true, siteType: 'C', toggles: t })).toEqual(['conflict', 'splash', 'closed-store', 'prebook-slot']);
    expect(pageLoadModals({ signedIn: true, siteType: 'B', toggles: { ...t, referralProgramEnabled: true } })).toEqual(['conflict', 'splash', 'closed-store', 'prebook-slot']);
  });
});
