import { describe, it, expect } from 'vitest';
import { showCompleteBusinessProfile, completeProfileDelay, boxTopAuthorised, healthAppRestorePlan, targetedContentRequest, targetedContentItem, STOCK_MESSAGES, FULFILMENT_MODAL_BACKDROP, SPLASH_WAITS_FOR, userErrorPopup, pageLoadModals } from './misc';

const t = { disableB2BCompleteProfile: false, referralProgramEnabled: false };
describe('MISC', () => {
  it('MISC-01 the complete-business-profile modal shows for B2B unless disabled or referral program on', () => {
    expect(showCompleteBusinessProfile('B', t)).toBe(true);
    expect(showCompleteBusinessProfile('B', { ...t, disableB2BCompleteProfile: true })).toBe(false);
    expect(showCompleteBusinessProfile('B', { ...t, referralProgramEnabled: true })).toBe(false);
    expect(showCompleteBusinessProfile('C', t)).toBe(false);
  });
  it('MISC-02 complete-profile delay is 2000 ms after auto sign-in and 8000 ms after convert', () => {
    expect(completeProfileDelay('autoSignIn')).toBe(2000);
    expect(completeProfileDelay('convert')).toBe(8000);
  });
  it('MISC-03 box-top authorisation needs a GeneralMills plan number longer than 1 character, registered users only', () => {
    expect(boxTopAuthorised('R', [{ partnerName: 'GeneralMills', planNumber: '12' }])).toBe(true);
    expect(boxTopAuthorised('R', [{ partnerName: 'GeneralMills', planNumber: '1' }])).toBe(false);
    expect(boxTopAuthorised('G', [{ partnerName: 'GeneralMills', planNumber: '12' }])).toBe(false);
    expect(boxTopAuthorised('C', [{ partnerName: 'Other', planNumber: '12' }])).toBe(false);
    expect(boxTopAuthorised('R', 'junk')).toBe(false);
  });
  it('MISC-04 sendToHealthApp restores the stored session and redirects once with the after-cookies marker', () => {
    const stored = { COMMON: { storeId: '1502' } };
    const first = healthAppRestorePlan('/pharmacy/create-account.html?sendToHealthApp=true', stored);
    expect(first).toEqual({ restore: stored, redirectTo: '/pharmacy/create-account.html?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true', rules: ['MISC-04'] });
    expect(healthAppRestorePlan(first.redirectTo!, stored).redirectTo).toBeNull();
    expect(healthAppRestorePlan('/x.html', stored).redirectTo).toBeNull();
  });
  it('MISC-05 targeted content request fields and response items[0]', () => {
    const req = { storeId: '1502', zipcode: '94611', banner: 'freshway', channel: 'web', fragment: 'f', screenName: 'home', zone: 'z1' };
    expect(targetedContentRequest({ ...req, deliveryTimeZone: '' })).toEqual(req);
    expect(targetedContentRequest({ ...req, deliveryTimeZone: 'America/Los_Angeles' }).deliveryTimeZone).toBe('America/Los_Angeles');
    expect(targetedContentItem({ items: [{ type: 'title-header', designType: 'd', webImageAsset: { src: 'x' } }] })).toEqual({ type: 'title-header', designType: 'd', webImageAsset: { src: 'x' } });
    expect(targetedContentItem({ items: [] })).toBeNull();
    expect(targetedContentItem(null)).toBeNull();
  });
  it('MISC-06 the stock strings', () => {
    expect(Object.values(STOCK_MESSAGES)).toEqual(['Available only with Attended Delivery', 'This item is not available right now', 'This item is currently out of stock.']);
  });
  it('MISC-07 the fulfilment modal uses a static backdrop; the splash waits for the conflict and profile-check events', () => {
    expect(FULFILMENT_MODAL_BACKDROP).toBe('static');
    expect(SPLASH_WAITS_FOR).toEqual(['conflict-flow', 'profile-check']);
  });
  it('MISC-08 user errors are a popup with title, message and optional callback', () => {
    expect(userErrorPopup('Oops', 'Try again')).toEqual({ title: 'Oops', message: 'Try again' });
    const cb = () => undefined;
    expect(userErrorPopup('Oops', 'Try again', cb).callback).toBe(cb);
  });
  it('MISC-09 merge account only for non-signed-in users; prebook slot and closed store follow the splash', () => {
    expect(pageLoadModals({ signedIn: false, siteType: 'C', toggles: t })).toEqual(['conflict', 'splash', 'closed-store', 'prebook-slot', 'merge-account']);
    expect(pageLoadModals({ signedIn: true, siteType: 'B', toggles: t })).toEqual(['conflict', 'complete-profile', 'splash', 'closed-store', 'prebook-slot']);
  });
});
