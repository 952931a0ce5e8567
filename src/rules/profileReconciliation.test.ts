import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Profile, finishReconciliation, sessionStoreFrom, profileFetchFailure, readProfile, reconcileProfile, validationOutcome } from './profileReconciliation';
import type { ReconcileInput } from './profileReconciliation';

const banner = { id: 'freshway', defaultStoreId: '1502', defaultZip: '94611' };
const pref = (value: string, bannerId = 'freshway') => ({ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId, value });
const store = (storeId: string, storePreference: string, extra: Record<string, unknown> = {}) => ({
  storeId,
  banner: 'freshway',
  storePreference,
  address: { address1: '1 Elm St', city: 'Oakland', state: 'CA', zipCode: '94610' },
  services: [{ type: storePreference === 'DriveUp' ? 'DRIVEUP' : 'DELIVERY' }],
  ...extra,
});
const profile = (p: Record<string, unknown>) => Profile.parse(p);
const input = (p: Record<string, unknown>, session = { storeId: '2201', zipcode: '94610', preference: 'DUG' }, extra: Partial<ReconcileInput> = {}): ReconcileInput => ({
  userType: 'R',
  firstLogin: false,
  orderNumberCookie: null,
  banner,
  profile: profile(p),
  session,
  ...extra,
});
const dugProfile = { preferences: [pref('DUG')], stores: [store('9999', 'Preferred'), store('2201', 'DriveUp')] };

describe('profile reconciliation', () => {
  it('PROFILE-RECON-01 runs only for C/R users, not on first login and not while an order-number cookie exists', () => {
    expect(reconcileProfile(input(dugProfile, undefined, { userType: 'G' }))).toMatchObject({ kind: 'skip', reason: 'not-signed-in' });
    expect(reconcileProfile(input(dugProfile, undefined, { userType: '' }))).toMatchObject({ kind: 'skip' });
    expect(reconcileProfile(input(dugProfile, undefined, { firstLogin: true }))).toMatchObject({ kind: 'skip', reason: 'first-login' });
    expect(reconcileProfile(input(dugProfile, undefined, { orderNumberCookie: '12345' }))).toMatchObject({ kind: 'skip', reason: 'order-in-progress' });
    expect(reconcileProfile(input(dugProfile, undefined, { userType: 'C' })).kind).not.toBe('skip');
  });

  it('PROFILE-RECON-02 the preference used is the FULFILLMENT/METHOD entry of the current banner', () => {
    expect(reconcileProfile(input({ preferences: [pref('DUG', 'valleymarket')], stores: dugProfile.stores }))).toMatchObject({ kind: 'no-op', reason: 'no-banner-preference' });
    const r = reconcileProfile(input({ preferences: [pref('J4U', 'valleymarket'), pref('DUG')], stores: dugProfile.stores }));
    expect(r.rules).toContain('PROFILE-RECON-04');
  });

  it('PROFILE-RECON-03 for j4u the matched store is the Preferred store', () => {
    const r = reconcileProfile(input({ preferences: [pref('J4U')], stores: dugProfile.stores }, { storeId: '2201', zipcode: '94610', preference: 'DUG' }));
    expect(r).toMatchObject({ kind: 'update-session', update: { storeId: '9999', zipcode: '94610', preference: 'j4u' } });
  });

  it('PROFILE-RECON-04 for dug the matched store is the DriveUp store', () => {
    const r = reconcileProfile(input(dugProfile, { storeId: '1502', zipcode: '94611', preference: 'DUG' }));
    expect(r).toMatchObject({ kind: 'update-session', update: { storeId: '2201', preference: 'dug' } });
  });

  it('PROFILE-RECON-05 AMBIG-37 for delivery the matched store is the first postal-code store of the banner', () => {
    const p = {
      preferences: [pref('DELIVERY')],
      postalCodes: [
        { postalCode: '10001', bannerId: 'valleymarket', stores: ['700'] },
        { postalCode: '94609', stores: [{ storeId: '800', banner: 'harborfoods' }, { storeId: '801', banner: 'freshway' }] },
        { postalCode: '94608', bannerId: 'freshway', stores: ['900'] },
      ],
    };
    expect(reconcileProfile(input(p, { storeId: '1', zipcode: '1', preference: 'delivery' }))).toMatchObject({ kind: 'update-session', update: { storeId: '801', zipcode: '94609', preference: 'delivery' } });
    expect(reconcileProfile(input({ preferences: [pref('DELIVERY')], postalCodes: [{ postalCode: '94608', bannerId: 'freshway', stores: ['900'] }] }, { storeId: '1', zipcode: '1', preference: 'delivery' }))).toMatchObject({ update: { storeId: '900', zipcode: '94608' } });
    expect(reconcileProfile(input({ preferences: [pref('DELIVERY')], postalCodes: [] }))).toMatchObject({ kind: 'no-op', reason: 'no-matched-store' });
  });

  it('PROFILE-RECON-06 AMBIG-26 a different session store or preference updates the session and reloads', () => {
    expect(reconcileProfile(input(dugProfile, { storeId: '2201', zipcode: '94610', preference: 'J4U' }))).toMatchObject({ kind: 'update-session', reload: true, fallback: false });
    expect(reconcileProfile(input(dugProfile, { storeId: '2201', zipcode: '94610', preference: 'dug' })).kind).toBe('profile-check-complete');
  });

  it('PROFILE-RECON-07 the same store and preference change nothing and do not reload', () => {
    const r = reconcileProfile(input(dugProfile));
    expect(r).toEqual({ kind: 'profile-check-complete', rules: ['PROFILE-RECON-01', 'PROFILE-RECON-02', 'PROFILE-RECON-04', 'PROFILE-RECON-07', 'PROFILE-RECON-11'] });
  });

  it('PROFILE-RECON-08 AMBIG-37 a non-ecommerce store is mapped by the validate call and the ecommerce store is used', () => {
    const p = { preferences: [pref('J4U')], stores: [store('3300', 'Preferred', { services: [] })] };
    const first = reconcileProfile(input(p, { storeId: '3301', zipcode: '94612', preference: 'J4U' }));
    expect(first).toMatchObject({ kind: 'validate-store', request: { storeid: '3300', banner: 'freshway', preference: 'instore' } });
    if (first.kind !== 'validate-store') return;
    const ok = validationOutcome({ validRequest: { isValid: true, ecomStore: { storeId: '3301', zipcode: '94612' } } });
    expect(finishReconciliation(input(p, { storeId: '3301', zipcode: '94612', preference: 'J4U' }), first.pending, ok).kind).toBe('profile-check-complete');
    expect(finishReconciliation(input(p, { storeId: '1502', zipcode: '94611', preference: 'J4U' }), first.pending, ok)).toMatchObject({ kind: 'update-session', update: { storeId: '3301', zipcode: '94612' } });
  });

  it('PROFILE-RECON-09 ERR-33 ERR-50 an invalid or failed validation falls back to the banner default store and zip', () => {
    const p = { preferences: [pref('J4U')], stores: [store('3300', 'Preferred', { isEcomStore: false })] };
    const first = reconcileProfile(input(p, { storeId: '3300', zipcode: '94610', preference: 'J4U' }));
    if (first.kind !== 'validate-store') throw new Error('expected validate-store');
    for (const outcome of [validationOutcome({ validRequest: { isValid: false } }), validationOutcome('garbage'), { kind: 'failed' as const }]) {
      expect(finishReconciliation(input(p, { storeId: '3300', zipcode: '94610', preference: 'J4U' }), first.pending, outcome)).toMatchObject({
        kind: 'update-session',
        update: { storeId: '1502', zipcode: '94611', preference: 'j4u' },
        fallback: true,
      });
    }
    // Already on the default: no second reload while the resolver keeps failing.
    expect(finishReconciliation(input(p, { storeId: '1502', zipcode: '94611', preference: 'j4u' }), first.pending, { kind: 'failed' }).kind).toBe('profile-check-complete');
  });

  it('PROFILE-RECON-10 PROFILE-RECON-13 AMBIG-37 in the j4u case a Preferred store of another banner opens the conflict modal', () => {
    const p = { preferences: [pref('J4U')], stores: [store('4400', 'Preferred', { banner: 'valleymarket' })] };
    expect(reconcileProfile(input(p, { storeId: '1502', zipcode: '94611', preference: 'J4U' }))).toMatchObject({
      kind: 'conflict-modal',
      current: { banner: 'freshway', storeId: '1502' },
      previous: { banner: 'valleymarket', storeId: '4400', address: '1 Elm St, Oakland, CA, 94610' },
    });
    const dug = { preferences: [pref('DUG')], stores: [store('4400', 'DriveUp', { banner: 'valleymarket' })] };
    expect(reconcileProfile(input(dug)).kind).not.toBe('conflict-modal');
  });

  it('PROFILE-RECON-11 a closed matched store opens the closed-store fulfilment modal, otherwise profile check complete', () => {
    const p = { preferences: [pref('DUG')], stores: [store('2201', 'DriveUp', { isClosed: true })] };
    expect(reconcileProfile(input(p))).toMatchObject({ kind: 'closed-store-modal', store: { storeId: '2201', isClosed: true } });
    expect(reconcileProfile(input(dugProfile)).kind).toBe('profile-check-complete');
  });

  it('PROFILE-RECON-06 the session store is read from the shared cookie (COMMON, then the J4U or SHOP section) and user info', () => {
    expect(sessionStoreFrom({ preferenceMode: 'dug', branchId: '1', zipcode: '11111' }, { COMMON: { preference: 'J4U' }, J4U: { storeId: '9999', zipcode: '94610' }, SHOP: { storeId: '2201' } })).toEqual({
      preference: 'J4U',
      storeId: '9999',
      zipcode: '94610',
    });
    expect(sessionStoreFrom({ preferenceMode: 'dug' }, { COMMON: { storeId: '3', zipcode: '33333' }, SHOP: { storeId: '2201' } })).toEqual({ preference: 'dug', storeId: '3', zipcode: '33333' });
    expect(sessionStoreFrom({ preferenceMode: 'delivery', branchId: '1502', zipcode: '94611' }, null)).toEqual({ preference: 'delivery', storeId: '1502', zipcode: '94611' });
    expect(sessionStoreFrom(null, null)).toEqual({ preference: null, storeId: null, zipcode: null });
  });

  it('PROFILE-RECON-12 ERR-32 profile fetch failures are ignored except 401 without userId', () => {
    expect(profileFetchFailure(401, null).action).toBe('expired-token-reconciliation');
    expect(profileFetchFailure(401, '').action).toBe('expired-token-reconciliation');
    expect(profileFetchFailure(401, 'u1').action).toBe('ignore');
    expect(profileFetchFailure(500, null).action).toBe('ignore');
    expect(profileFetchFailure(null, null).action).toBe('ignore');
  });

  it('PROFILE-RECON-01 CALL-49 reading the profile and deciding never throw on any body', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.string()), fc.option(fc.string()), (body, storeId, preference) => {
        const p = readProfile(body) ?? Profile.parse({});
        const d = reconcileProfile({ userType: 'R', firstLogin: false, orderNumberCookie: null, banner, profile: p, session: { storeId, zipcode: null, preference } });
        expect(d.rules.length).toBeGreaterThan(0);
        expect(d.rules[0]).toBe('PROFILE-RECON-01');
      }),
    );
    expect(readProfile({ preferences: 'x', stores: [{ storeId: 5, isClosed: 'true' }] })).toMatchObject({ preferences: [], stores: [{ storeId: '5', isClosed: true }] });
  });
});
