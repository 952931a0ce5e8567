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

describe('profile reconciliation in detail', () => {
  const base = ['PROFILE-RECON-01', 'PROFILE-RECON-02'];

  it('CALL-49 the profile is read leniently: numbers as text, true/false text as flags, anything unreadable as null or empty', () => {
    expect(readProfile({})).toEqual({ preferences: [], stores: [], postalCodes: [], selectedAddresses: [] });
    for (const body of ['x', null, 5, []]) expect(readProfile(body), JSON.stringify(body)).toBeNull();
    const p = readProfile({
      stores: [{ storeId: {}, banner: 7, isClosed: 'false', isEcomStore: 'maybe', address: 'x', services: 'x' }],
      postalCodes: [{ postalCode: 94611, stores: ['12', { storeId: '13', isEcomStore: 'true' }] }],
      selectedAddresses: [{ addressId: 'a1', resetToDefault: 'true' }],
      preferences: [{ categoryCode: 'FULFILLMENT', value: 3 }],
    });
    expect(p?.stores[0]).toMatchObject({ storeId: null, banner: '7', isClosed: false, isEcomStore: null, address: null, services: null });
    expect(p?.postalCodes[0]).toMatchObject({ postalCode: '94611', stores: [{ storeId: '12', banner: null, storePreference: null, address: null, services: null, isClosed: null, isEcomStore: null }, { storeId: '13', isEcomStore: true }] });
    expect(p?.selectedAddresses).toEqual([{ addressId: 'a1', resetToDefault: true }]);
    expect(p?.preferences[0]).toMatchObject({ categoryCode: 'FULFILLMENT', value: '3' });
    expect(readProfile({ postalCodes: [{ postalCode: '1', stores: 'x' }], selectedAddresses: 'x', stores: 'x' })).toMatchObject({ postalCodes: [{ stores: [] }], selectedAddresses: [], stores: [] });
  });

  it('PROFILE-RECON-06 AMBIG-26 the session values are trimmed, blank ones skipped, numbers read as text; the J4U section for j4u in any case', () => {
    expect(sessionStoreFrom({ preferenceMode: ' J4u ', branchId: 1502, zipcode: 94611 }, { COMMON: { preference: '  ', storeId: ' ', zipcode: '' }, J4U: { storeId: ' 9999 ' }, SHOP: { storeId: '2201', zipcode: '94612' } })).toEqual({
      preference: 'J4u',
      storeId: '9999',
      zipcode: '94611',
    });
    expect(sessionStoreFrom({ branchId: '1' }, { COMMON: { preference: 'DUG' }, J4U: { storeId: '9999', zipcode: '1' }, SHOP: { storeId: 2201, zipcode: '94612' } })).toEqual({ preference: 'DUG', storeId: '2201', zipcode: '94612' });
    expect(sessionStoreFrom({ preferenceMode: true as never, branchId: false as never }, {})).toEqual({ preference: null, storeId: null, zipcode: null });
  });

  it('PROFILE-RECON-02 AMBIG-26 the FULFILLMENT/METHOD entry of the banner is matched in any case; another category or an unknown value is no preference', () => {
    const stores = [store('2201', 'DriveUp')];
    expect(reconcileProfile(input({ preferences: [{ categoryCode: 'fulfillment', subCategoryCode: 'Method', bannerId: 'FreshWay', value: ' dug ' }], stores })).rules).toContain('PROFILE-RECON-04');
    for (const preferences of [
      [{ categoryCode: 'OTHER', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'DUG' }],
      [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'OTHER', bannerId: 'freshway', value: 'DUG' }],
      [pref('pickup')],
      [pref('')],
    ])
      expect(reconcileProfile(input({ preferences, stores }))).toEqual({ kind: 'no-op', reason: 'no-banner-preference', rules: base });
  });

  it('PROFILE-RECON-01 a blank order-number cookie does not hold reconciliation back; each skip names the rule', () => {
    expect(reconcileProfile(input(dugProfile, undefined, { orderNumberCookie: '  ' })).kind).toBe('profile-check-complete');
    expect(reconcileProfile(input(dugProfile, undefined, { userType: 'G' })).rules).toEqual(['PROFILE-RECON-01']);
    expect(reconcileProfile(input(dugProfile, undefined, { firstLogin: true })).rules).toEqual(['PROFILE-RECON-01']);
    expect(reconcileProfile(input(dugProfile, undefined, { orderNumberCookie: '1' })).rules).toEqual(['PROFILE-RECON-01']);
  });

  it('PROFILE-RECON-03 PROFILE-RECON-04 the store preference is matched in any case, a store without an id never matches, the banner\'s own store first, else the first', () => {
    const first = reconcileProfile(input({ preferences: [pref('DUG')], stores: [store('', 'DriveUp'), store('5000', 'driveup', { banner: 'valleymarket' }), store('5001', 'DRIVEUP', { banner: 'FRESHWAY' })] }, { storeId: '1', zipcode: '1', preference: 'dug' }));
    expect(first).toMatchObject({ kind: 'update-session', update: { storeId: '5001', zipcode: '94610', preference: 'dug' } });
    const other = reconcileProfile(input({ preferences: [pref('DUG')], stores: [{ ...store('5000', 'DriveUp', { banner: 'valleymarket' }) }, store('5002', 'DriveUp', { banner: 'harborfoods' })] }, { storeId: '1', zipcode: '1', preference: 'dug' }));
    expect(other).toMatchObject({ kind: 'update-session', update: { storeId: '5000' } });
    expect(reconcileProfile(input({ preferences: [pref('J4U')], stores: [store('5000', 'DriveUp'), { storeId: null, storePreference: 'Preferred' }] }))).toEqual({ kind: 'no-op', reason: 'no-matched-store', rules: [...base, 'PROFILE-RECON-03'] });
    expect(reconcileProfile(input({ preferences: [pref('DUG')], stores: [{ storeId: '5003', banner: 'freshway', storePreference: 'DriveUp', services: [{ type: 'DRIVEUP' }] }] }, { storeId: '1', zipcode: '1', preference: 'dug' }))).toMatchObject({ update: { storeId: '5003', zipcode: '' } });
  });

  it('PROFILE-RECON-05 AMBIG-37 a postal-code store without an id is passed over; a postal code without a code gives an empty zip', () => {
    const p = { preferences: [pref('DELIVERY')], postalCodes: [{ bannerId: 'valleymarket', stores: [{ storeId: '', banner: 'freshway' }, { storeId: '701', banner: 'FreshWay' }] }] };
    expect(reconcileProfile(input(p, { storeId: '1', zipcode: '1', preference: 'delivery' }))).toEqual({
      kind: 'update-session',
      update: { storeId: '701', zipcode: '', preference: 'delivery' },
      reload: true,
      fallback: false,
      rules: [...base, 'PROFILE-RECON-05', 'AMBIG-37', 'PROFILE-RECON-06'],
    });
    const byEntry = { preferences: [pref('DELIVERY')], postalCodes: [{ postalCode: '94608', bannerId: 'FRESHWAY', stores: ['', '902'] }] };
    expect(reconcileProfile(input(byEntry, { storeId: '1', zipcode: '1', preference: 'delivery' }))).toMatchObject({ update: { storeId: '902', zipcode: '94608' } });
    expect(reconcileProfile(input({ preferences: [pref('DELIVERY')], postalCodes: [{ postalCode: '94608', bannerId: 'freshway', stores: [''] }] }))).toMatchObject({ kind: 'no-op', reason: 'no-matched-store' });
  });

  it('PROFILE-RECON-05 AMBIG-37 a delivery store is mapped only when the profile flags it non-ecommerce', () => {
    const plain = { preferences: [pref('DELIVERY')], postalCodes: [{ postalCode: '94608', bannerId: 'freshway', stores: ['900'] }] };
    expect(reconcileProfile(input(plain, { storeId: '900', zipcode: '94608', preference: 'DELIVERY' })).kind).toBe('profile-check-complete');
    const flagged = { preferences: [pref('DELIVERY')], postalCodes: [{ postalCode: '94608', bannerId: 'freshway', stores: [{ storeId: '900', isEcomStore: false, services: [{ type: 'DELIVERY' }] }] }] };
    expect(reconcileProfile(input(flagged, { storeId: '900', zipcode: '94608', preference: 'delivery' }))).toMatchObject({ kind: 'validate-store', request: { storeid: '900', banner: 'freshway', preference: 'instore' }, rules: [...base, 'PROFILE-RECON-05', 'AMBIG-37', 'PROFILE-RECON-08', 'AMBIG-37'] });
  });

  it('PROFILE-RECON-08 AMBIG-37 non-ecommerce: flagged so, or listing no services unless flagged ecommerce', () => {
    const kind = (extra: Record<string, unknown>) => reconcileProfile(input({ preferences: [pref('DUG')], stores: [store('2201', 'DriveUp', extra)] })).kind;
    expect(kind({ isEcomStore: false })).toBe('validate-store');
    expect(kind({ services: null })).toBe('validate-store');
    expect(kind({ services: [], isEcomStore: true })).toBe('profile-check-complete');
    expect(kind({})).toBe('profile-check-complete');
  });

  it('PROFILE-RECON-08 the pending store carries the matched store as the profile gives it', () => {
    const p = { preferences: [pref('DUG')], stores: [store('2201', 'DriveUp', { services: [], isClosed: true, address: { address1: '1 Elm St', city: ' ', zipCode: '94610' } })] };
    expect(reconcileProfile(input(p))).toMatchObject({ kind: 'validate-store', pending: { mode: 'dug', storeId: '2201', zipcode: '94610', banner: 'freshway', isClosed: true, address: '1 Elm St, 94610' } });
    const bare = { preferences: [pref('DUG')], stores: [{ storeId: '2201', storePreference: 'DriveUp' }] };
    expect(reconcileProfile(input(bare))).toMatchObject({ kind: 'validate-store', pending: { banner: null, isClosed: false, address: null, zipcode: '' } });
    const empty = { preferences: [pref('DUG')], stores: [store('2201', 'DriveUp', { services: [], address: { address1: '' } })] };
    expect(reconcileProfile(input(empty))).toMatchObject({ pending: { address: null } });
  });

  it('PROFILE-RECON-08 CALL-24 the validation: valid with an ecommerce store is that store; valid without one, with an empty id, or not valid is invalid; unreadable failed', () => {
    expect(validationOutcome({ validRequest: { isValid: true, ecomStore: { storeId: '3301', zipcode: '94612' } } })).toEqual({ kind: 'ok', storeId: '3301', zipcode: '94612' });
    expect(validationOutcome({ validRequest: { isValid: true } })).toEqual({ kind: 'invalid' });
    expect(validationOutcome({ validRequest: { isValid: true, ecomStore: { storeId: '', zipcode: '94612' } } })).toEqual({ kind: 'invalid' });
    expect(validationOutcome({ validRequest: { isValid: false, ecomStore: { storeId: '3301', zipcode: '94612' } } })).toEqual({ kind: 'invalid' });
    expect(validationOutcome({})).toEqual({ kind: 'failed' });
  });

  it('PROFILE-RECON-08 PROFILE-RECON-09 the finished mapping names its rules; the fallback is never the closed variant', () => {
    const p = { preferences: [pref('DUG')], stores: [store('2201', 'DriveUp', { services: [], isClosed: true })] };
    const first = reconcileProfile(input(p));
    if (first.kind !== 'validate-store') throw new Error('expected validate-store');
    const at = (session: { storeId: string; zipcode: string; preference: string }) => input(p, session);
    expect(finishReconciliation(at({ storeId: '1', zipcode: '1', preference: 'dug' }), first.pending, { kind: 'ok', storeId: '3301', zipcode: '94612' })).toEqual({
      kind: 'update-session',
      update: { storeId: '3301', zipcode: '94612', preference: 'dug' },
      reload: true,
      fallback: false,
      rules: ['PROFILE-RECON-08', 'PROFILE-RECON-06'],
    });
    expect(finishReconciliation(at({ storeId: '3301', zipcode: '94612', preference: 'dug' }), first.pending, { kind: 'ok', storeId: '3301', zipcode: '94612' })).toMatchObject({ kind: 'closed-store-modal', store: { storeId: '3301', zipcode: '94612', isClosed: true }, rules: ['PROFILE-RECON-08', 'PROFILE-RECON-07', 'PROFILE-RECON-11'] });
    expect(finishReconciliation(at({ storeId: '1502', zipcode: '94611', preference: 'dug' }), first.pending, { kind: 'invalid' })).toEqual({ kind: 'profile-check-complete', rules: ['PROFILE-RECON-08', 'PROFILE-RECON-09', 'ERR-33', 'ERR-50', 'PROFILE-RECON-07', 'PROFILE-RECON-11'] });
    expect(finishReconciliation(at({ storeId: '1', zipcode: '1', preference: 'dug' }), first.pending, { kind: 'failed' })).toMatchObject({ update: { storeId: '1502', zipcode: '94611' }, fallback: true, rules: ['PROFILE-RECON-08', 'PROFILE-RECON-09', 'ERR-33', 'ERR-50', 'PROFILE-RECON-06'] });
  });

  it('PROFILE-RECON-06 a session with no store or no preference differs from the matched store', () => {
    expect(reconcileProfile(input(dugProfile, { storeId: undefined, zipcode: '94610', preference: 'DUG' } as never)).kind).toBe('update-session');
    expect(reconcileProfile(input(dugProfile, { storeId: '2201', zipcode: '94610', preference: undefined } as never)).kind).toBe('update-session');
  });

  it('PROFILE-RECON-10 no conflict for a Preferred store of the same banner in another case, or with no banner; the current store may be unknown', () => {
    expect(reconcileProfile(input({ preferences: [pref('J4U')], stores: [store('9999', 'Preferred', { banner: 'FreshWay' })] }, { storeId: '9999', zipcode: '94610', preference: 'j4u' })).kind).toBe('profile-check-complete');
    expect(reconcileProfile(input({ preferences: [pref('J4U')], stores: [store('9999', 'Preferred', { banner: null })] }, { storeId: '9999', zipcode: '94610', preference: 'j4u' })).kind).toBe('profile-check-complete');
    const c = reconcileProfile(input({ preferences: [pref('J4U')], stores: [store('4400', 'Preferred', { banner: 'valleymarket', address: null })] }, { storeId: undefined, zipcode: '1', preference: 'j4u' } as never));
    expect(c).toEqual({
      kind: 'conflict-modal',
      current: { banner: 'freshway', storeId: null },
      previous: { banner: 'valleymarket', storeId: '4400', address: null },
      rules: [...base, 'PROFILE-RECON-03', 'PROFILE-RECON-10', 'AMBIG-37', 'PROFILE-RECON-13'],
    });
  });

  it('PROFILE-RECON-11 the closed variant names its rules', () => {
    const p = { preferences: [pref('DUG')], stores: [store('2201', 'DriveUp', { isClosed: true })] };
    expect(reconcileProfile(input(p))).toEqual({
      kind: 'closed-store-modal',
      store: { mode: 'dug', storeId: '2201', zipcode: '94610', banner: 'freshway', isClosed: true, address: '1 Elm St, Oakland, CA, 94610' },
      rules: [...base, 'PROFILE-RECON-04', 'PROFILE-RECON-07', 'PROFILE-RECON-11'],
    });
  });

  it('PROFILE-RECON-12 ERR-32 a blank userId counts as none; both outcomes name the rules', () => {
    expect(profileFetchFailure(401, '  ')).toEqual({ action: 'expired-token-reconciliation', rules: ['PROFILE-RECON-12', 'ERR-32'] });
    expect(profileFetchFailure(403, null)).toEqual({ action: 'ignore', rules: ['PROFILE-RECON-12', 'ERR-32'] });
  });

  it('CALL-49 a store\'s address and services are read like the rest: numbers as text; a postal code without stores, or postal codes that are no list, are empty', () => {
    const p = readProfile({ stores: [{ storeId: '2201', address: { address1: 12, city: 'Oakland', zipCode: 94610 }, services: [{ type: 7 }] }], postalCodes: [{ postalCode: '94608' }] });
    expect(p?.stores[0]).toMatchObject({ address: { address1: '12', city: 'Oakland', zipCode: '94610' }, services: [{ type: '7' }] });
    expect(p?.postalCodes).toEqual([{ postalCode: '94608', stores: [] }]);
    expect(readProfile({ postalCodes: 'x' })?.postalCodes).toEqual([]);
  });

  it('PROFILE-RECON-06 a j4u session without the shared cookie takes its store and zip from user info', () => {
    expect(sessionStoreFrom({ preferenceMode: 'J4U', branchId: '1502', zipcode: '94611' }, null)).toEqual({ preference: 'J4U', storeId: '1502', zipcode: '94611' });
    expect(sessionStoreFrom({ preferenceMode: 'J4U', branchId: '1502' }, { COMMON: null })).toEqual({ preference: 'J4U', storeId: '1502', zipcode: null });
  });

  it('PROFILE-RECON-05 AMBIG-37 a postal-code store with no id at all is passed over, by its banner or by the entry\'s', () => {
    const session = { storeId: '1', zipcode: '1', preference: 'delivery' };
    const byStore = { preferences: [pref('DELIVERY')], postalCodes: [{ postalCode: '94609', stores: [{ banner: 'freshway' }, { storeId: '801', banner: 'freshway' }] }] };
    expect(reconcileProfile(input(byStore, session))).toMatchObject({ kind: 'update-session', update: { storeId: '801', zipcode: '94609' } });
    const byEntry = { preferences: [pref('DELIVERY')], postalCodes: [{ postalCode: '94608', bannerId: 'freshway', stores: [{ storeId: null }, '902'] }] };
    expect(reconcileProfile(input(byEntry, session))).toMatchObject({ kind: 'update-session', update: { storeId: '902', zipcode: '94608' } });
  });

  it('PROFILE-RECON-10 a Preferred store whose banner is empty is no other banner\'s: no conflict', () => {
    const p = { preferences: [pref('J4U')], stores: [store('9999', 'Preferred', { banner: '' })] };
    expect(reconcileProfile(input(p, { storeId: '9999', zipcode: '94610', preference: 'j4u' })).kind).toBe('profile-check-complete');
  });
});
