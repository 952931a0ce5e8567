import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { RELOAD_NOTICES, TOAST_DURATION_MS, parseStoredNotice, showToast, storedNotice } from './toast';

const created = 'Account successfully created! You are now signed in.';
const stored = (message: string, isDisplayed = false) => JSON.stringify({ message, isDisplayed });
const base = { isB2B: false, referralProgramEnabled: false, onboardingEvent: null };

describe('toast', () => {
  it('TOAST-01 a new toast replaces the visible one', () => {
    const first = showToast(null, 'one');
    const second = showToast(first.toast, 'two');
    expect(second.toast.message).toBe('two');
    expect(second.replaced).toEqual(first.toast);
  });

  it('TOAST-02 a stored message is shown once and flagged displayed; a displayed one is not shown', () => {
    const d = storedNotice({ ...base, stored: stored('Password successfully updated!') });
    expect(d).toMatchObject({ show: 'Password successfully updated!', write: { message: 'Password successfully updated!', isDisplayed: true } });
    const again = storedNotice({ ...base, stored: JSON.stringify(d.write) });
    expect(again).toMatchObject({ show: null, write: null });
    fc.assert(fc.property(fc.string(), (raw) => {
      expect(() => storedNotice({ ...base, stored: raw })).not.toThrow();
      expect(() => parseStoredNotice(raw)).not.toThrow();
    }));
  });

  it('TOAST-03 for a non-B2B user the account-created message is skipped when the referral program is on', () => {
    expect(storedNotice({ ...base, referralProgramEnabled: true, stored: stored(created) })).toMatchObject({ show: null, write: { isDisplayed: true } });
  });

  it('TOAST-04 AMBIG-34 the onboarding events skip only the registration message for non-B2B users', () => {
    for (const onboardingEvent of ['socialReg', 'STORE_ONLINE_USER_SIGN', 'STORE_ONLINE_USER_REG']) {
      expect(storedNotice({ ...base, onboardingEvent, stored: stored(created) }).show).toBeNull();
      expect(storedNotice({ ...base, onboardingEvent, stored: stored('Password successfully updated!') }).show).toBe('Password successfully updated!');
    }
    expect(storedNotice({ ...base, onboardingEvent: 'other', stored: stored(created) }).show).toBe(created);
  });

  it('TOAST-05 B2B users see registration messages regardless', () => {
    expect(storedNotice({ isB2B: true, referralProgramEnabled: true, onboardingEvent: 'socialReg', stored: stored(created) }).show).toBe(created);
  });

  it('TOAST-06 the notices after reload are the password-updated and account-created texts', () => {
    expect(RELOAD_NOTICES).toEqual(['Password successfully updated!', 'Account successfully created! You are now signed in.']);
  });

  it('TOAST-07 a toast is displayed for 8000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(8000);
    expect(showToast(null, 'x').toast.durationMs).toBe(8000);
  });
});

describe('toast in detail', () => {
  it('TOAST-01 TOAST-07 a toast shown over nothing replaces nothing; a caller may give its own duration', () => {
    expect(showToast(null, 'one')).toEqual({ toast: { message: 'one', durationMs: 8000 }, replaced: null, rules: ['TOAST-07'] });
    expect(showToast({ message: 'one', durationMs: 8000 }, 'two', 3000)).toEqual({ toast: { message: 'two', durationMs: 3000 }, replaced: { message: 'one', durationMs: 8000 }, rules: ['TOAST-01', 'TOAST-07'] });
  });

  it('TOAST-02 the stored value: absent, empty, not JSON, no message or a blank one is no message; isDisplayed as a flag or its text', () => {
    for (const raw of [null, undefined, '', 'not json', '{}', '{"message":5}', '{"message":"  "}', '{"message":"x","isDisplayed":"yes"}', '"x"']) expect(parseStoredNotice(raw), String(raw)).toBeNull();
    expect(parseStoredNotice('{"message":"x"}')).toEqual({ message: 'x', isDisplayed: false });
    expect(parseStoredNotice('{"message":"x","isDisplayed":"true"}')).toEqual({ message: 'x', isDisplayed: true });
    expect(parseStoredNotice('{"message":"x","isDisplayed":"false"}')).toEqual({ message: 'x', isDisplayed: false });
    expect(parseStoredNotice('{"message":"x","isDisplayed":true}')).toEqual({ message: 'x', isDisplayed: true });
  });

  it('TOAST-02 nothing to show leaves storage as it is; a shown message names only TOAST-02', () => {
    expect(storedNotice({ ...base, stored: null })).toEqual({ show: null, write: null, rules: ['TOAST-02'] });
    expect(storedNotice({ ...base, stored: stored('x', true) })).toEqual({ show: null, write: null, rules: ['TOAST-02'] });
    expect(storedNotice({ ...base, stored: stored(created) })).toEqual({ show: created, write: { message: created, isDisplayed: true }, rules: ['TOAST-02'] });
  });

  it('TOAST-03 TOAST-04 TOAST-05 each skip, and the B2B exception, names its rule and still flags the message displayed', () => {
    expect(storedNotice({ ...base, referralProgramEnabled: true, stored: stored(created) })).toEqual({ show: null, write: { message: created, isDisplayed: true }, rules: ['TOAST-02', 'TOAST-03'] });
    expect(storedNotice({ ...base, onboardingEvent: 'socialReg', stored: stored(created) })).toEqual({ show: null, write: { message: created, isDisplayed: true }, rules: ['TOAST-02', 'TOAST-04', 'AMBIG-34'] });
    expect(storedNotice({ ...base, isB2B: true, stored: stored(created) })).toEqual({ show: created, write: { message: created, isDisplayed: true }, rules: ['TOAST-02', 'TOAST-05'] });
    expect(storedNotice({ ...base, referralProgramEnabled: true, stored: stored('Password successfully updated!') }).show).toBe('Password successfully updated!');
    expect(storedNotice({ isB2B: false, referralProgramEnabled: false, stored: stored(created) }).show).toBe(created);
  });

  it('TOAST-02 a stored value that is JSON but no object, or the text of nothing, is no message', () => {
    for (const raw of ['null', 'undefined', '0', 'true', '[]', '["x"]']) expect(parseStoredNotice(raw), raw).toBeNull();
    expect(storedNotice({ ...base, stored: undefined })).toEqual({ show: null, write: null, rules: ['TOAST-02'] });
  });

  it('TOAST-04 AMBIG-34 no onboarding event, or an empty one, skips nothing', () => {
    for (const onboardingEvent of [null, undefined, '']) expect(storedNotice({ ...base, onboardingEvent, stored: stored(created) }), String(onboardingEvent)).toEqual({ show: created, write: { message: created, isDisplayed: true }, rules: ['TOAST-02'] });
  });
});
