import { describe, it, expect } from 'vitest';
import { planStoreChange, profileStoresBody, fulfilmentServletBody, profileUpdateOutcome, PROFILE_UPDATED_MESSAGE } from './storeChange';
import type { StoreChangeInput } from './storeChange';

const flags = { ecomStore: { storeFeatures: { isWineD2CEnabled: true } }, wineStoreId: '5799' };
const input: StoreChangeInput = {
  userId: 'u-1',
  userType: 'C',
  siteBanner: 'freshway',
  target: { banner: 'freshway', storeId: '1502', zipcode: '94611', preference: 'J4U' },
  currentInfo: { COMMON: { userType: 'C', preference: 'DELIVERY' } },
  storeFlags: flags,
  currentUrl: '/shop/aisles.html',
};

describe('STORE-CHANGE', () => {
  it('STORE-CHANGE-01 profile update, clear cart and out-of-stock storage, slot re-init, cart store, then cookie update and success', () => {
    const plan = planStoreChange(input);
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.effects.map((e) => e.kind)).toEqual(['profile-update', 'clear-storage', 'mark-slot-reinit', 'update-cart-store', 'update-session-cookie', 'report-success']);
    expect(plan.effects[1]).toEqual({ kind: 'clear-storage', keys: ['abCart', 'cartId', 'oosBPNs'] });
  });
  it('STORE-CHANGE-02 the session cookie gets the wine store id when wine D2C is enabled, none otherwise', () => {
    const plan = planStoreChange(input);
    const cookie = plan.ok ? plan.effects.find((e) => e.kind === 'update-session-cookie') : undefined;
    expect(cookie && cookie.kind === 'update-session-cookie' ? cookie.info.COMMON : null).toMatchObject({ wfcStoreId: '5799', preference: 'J4U', storeId: '1502' });
    const off = planStoreChange({ ...input, storeFlags: {}, currentInfo: { COMMON: { wfcStoreId: '5799' } } });
    const c2 = off.ok ? off.effects.find((e) => e.kind === 'update-session-cookie') : undefined;
    expect(c2 && c2.kind === 'update-session-cookie' ? c2.info.COMMON : {}).not.toHaveProperty('wfcStoreId');
  });
  it('STORE-CHANGE-03 the profile body carries stores and FULFILLMENT/METHOD preferences, plus postalCodes for delivery', () => {
    expect(profileStoresBody({ preference: 'J4U', storeId: '1502', zipcode: '94611', banner: 'freshway' })).toEqual({
      stores: [{ storeId: '1502', storePreference: 'Preferred', address: { zipCode: '94611' }, banner: 'freshway' }],
      preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', value: 'J4U', bannerId: 'freshway' }],
    });
    expect(profileStoresBody({ preference: 'DELIVERY', storeId: '1502', zipcode: '94611-1234', banner: 'freshway' }).postalCodes).toEqual([{ purposes: ['DELIVERY'], postalCode: '94611', bannerId: 'freshway' }]);
  });
  it('STORE-CHANGE-04 storePreference is Preferred for J4U and DriveUp for DUG', () => {
    expect(profileStoresBody({ preference: 'DUG', storeId: '7', zipcode: '94611', banner: 'freshway' }).stores[0]?.storePreference).toBe('DriveUp');
    expect(profileStoresBody({ preference: 'J4U', storeId: '7', zipcode: '94611', banner: 'freshway' }).stores[0]?.storePreference).toBe('Preferred');
  });
  it('STORE-CHANGE-05 with an address the fulfilment servlet gets preferences plus selectedAddress or a full address', () => {
    const sel = fulfilmentServletBody({ preference: 'DUG', storeId: '1502', banner: 'freshway', address: { addressId: 'a-1' } });
    expect(sel.preferences.map((p) => p.preferenceDefId)).toEqual(['FULFILLMENT_METHOD', 'DRIVE_UP_STORE']);
    expect(sel).toMatchObject({ selectedAddress: { addressId: 'a-1', banner: 'freshway', purposes: ['PICKUP'] } });
    const full = fulfilmentServletBody({ preference: 'DELIVERY', storeId: '1502', banner: 'freshway', address: { address1: '1 Main', city: 'Oakland', stateCode: 'CA', postalCode: '94611-1234' } });
    expect(full.preferences).toHaveLength(1);
    expect(full).toMatchObject({ address: { address1: '1 Main', postalCode: '94611', postalCodeExtn: '1234', isSelectedAddress: true, selectedAddressBanner: 'freshway', purposes: ['DELIVERY'] } });
    expect(fulfilmentServletBody({ preference: 'J4U', storeId: '1502', banner: 'freshway', address: { addressId: 'a' } }).preferences[1]).toEqual({ preferenceDefId: 'INSTORE_STORE', value: '1502', banner: 'freshway' });
    const plan = planStoreChange({ ...input, address: { addressId: 'a-1' } });
    expect(plan.ok && plan.effects[1]?.kind).toBe('fulfilment-update');
  });
  it('STORE-CHANGE-06 a 401 or 403 goes to single sign-on with goto when KMSI is true, else reloads', () => {
    expect(profileUpdateOutcome({ status: 401, kmsiCookie: 'true', currentUrl: '/shop/a.html', ssoPath: '/bin/wcax/sso' })).toEqual({ action: 'sso', url: '/bin/wcax/sso?goto=%2Fshop%2Fa.html', rules: ['STORE-CHANGE-06'] });
    expect(profileUpdateOutcome({ status: 403, kmsiCookie: 'logout', currentUrl: '/', ssoPath: '/sso' }).action).toBe('reload');
  });
  it('STORE-CHANGE-07 any other failure calls back with success false and the status text', () => {
    expect(profileUpdateOutcome({ status: 500, statusText: 'Internal Server Error', currentUrl: '/', ssoPath: '/sso' })).toEqual({ action: 'callback', success: false, message: 'Internal Server Error', rules: ['STORE-CHANGE-07'] });
    expect(profileUpdateOutcome({ status: 200, currentUrl: '/', ssoPath: '/sso' }).action).toBe('continue');
  });
  it('STORE-CHANGE-08 without a user id the error is CustomerId / CustomerId is not Available to Update Profile', () => {
    for (const userId of ['', undefined, null, 42]) expect(planStoreChange({ ...input, userId })).toEqual({ ok: false, error: { name: 'CustomerId', message: 'CustomerId is not Available to Update Profile' }, rules: ['STORE-CHANGE-08'] });
  });
  it('STORE-CHANGE-09 success reports We have Successfully updated your profile', () => {
    const plan = planStoreChange(input);
    expect(plan.ok && plan.effects.at(-1)).toEqual({ kind: 'report-success', message: 'We have Successfully updated your profile' });
    expect(PROFILE_UPDATED_MESSAGE).toBe('We have Successfully updated your profile');
  });
  it('CROSS-BANNER-06 STORE-CHANGE-01 a change to another banner ends with a redirect to its single-sign-on path, no cookie update', () => {
    const plan = planStoreChange({ ...input, target: { ...input.target, banner: 'valleymarket', storeId: '2210' } });
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.effects.at(-1)).toEqual({ kind: 'redirect', url: 'https://www.valleymarket.test/bin/wcax/sso?banner=valleymarket&goto=%2Fshop%2Faisles.html&setReInit=true' });
    expect(plan.effects.some((e) => e.kind === 'update-session-cookie')).toBe(false);
  });
});
