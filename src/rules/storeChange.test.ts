import { describe, it, expect } from 'vitest';
import { planStoreChange, profileStoresBody, fulfilmentServletBody, profileUpdateOutcome, normalisePreference, PROFILE_UPDATED_MESSAGE } from './storeChange';
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
    expect(plan.effects.at(-1)).toEqual({ kind: 'redirect', url: 'https://www.valleymarket.test/bin/wcax/sso?banner=valleymarket&idp=false&goto=%2Fshop%2Faisles.html&setReInit=true' });
    expect(plan.effects.some((e) => e.kind === 'update-session-cookie')).toBe(false);
  });
  it('STORE-CHANGE-03 STORE-CHANGE-04 a preference is J4U (in store), DUG (pickup) or delivery, in any case; anything else is none', () => {
    for (const p of ['J4U', 'j4u', 'INSTORE', 'instore']) expect(normalisePreference(p)).toBe('J4U');
    for (const p of ['DUG', 'dug', 'PICKUP', 'pickup']) expect(normalisePreference(p)).toBe('DUG');
    for (const p of ['DELIVERY', 'Delivery']) expect(normalisePreference(p)).toBe('DELIVERY');
    for (const p of ['', 'SHIP', 42, null, undefined, ['J4U']]) expect(normalisePreference(p)).toBeNull();
  });
  it('CROSS-BANNER-02 an empty or unknown preference fails with Preference is empty, and plans nothing', () => {
    for (const preference of ['', undefined, 'x'])
      expect(planStoreChange({ ...input, target: { ...input.target, preference } })).toEqual({ ok: false, error: { name: 'Preference', message: 'Preference is empty' }, rules: ['CROSS-BANNER-02'] });
  });
  it('STORE-CHANGE-04 a delivery preference sends its postal code and no store', () => {
    expect(profileStoresBody({ preference: 'DELIVERY', storeId: '1502', zipcode: '94611-1234', banner: 'freshway' })).toEqual({
      stores: [],
      preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', value: 'DELIVERY', bannerId: 'freshway' }],
      postalCodes: [{ purposes: ['DELIVERY'], postalCode: '94611', bannerId: 'freshway' }],
    });
  });
  it('STORE-CHANGE-05 a full address keeps what it gives and leaves the rest empty, shipping by default', () => {
    const bare = { address1: '1 Main St', city: 'Oakland', stateCode: 'CA', postalCode: '94611' };
    expect(fulfilmentServletBody({ preference: 'DELIVERY', storeId: '1502', banner: 'freshway', address: bare }).address).toEqual({ addressName: '', address1: '1 Main St', address2: '', city: 'Oakland', stateCode: 'CA', postalCode: '94611', postalCodeExtn: '', isSelectedAddress: true, selectedAddressBanner: 'freshway', addressTypes: ['SHIPPING'], purposes: ['DELIVERY'] });
    const full = { ...bare, addressName: 'Home', address2: 'Apt 2', postalCode: '94611-1234', addressTypes: ['BILLING'] };
    expect(fulfilmentServletBody({ preference: 'DUG', storeId: '1502', banner: 'freshway', address: full }).address).toMatchObject({ addressName: 'Home', address2: 'Apt 2', postalCode: '94611', postalCodeExtn: '1234', addressTypes: ['BILLING'], purposes: ['PICKUP'] });
  });
  it('STORE-CHANGE-01 STORE-CHANGE-05 the plan names its calls and rules; an address adds the fulfilment update after the profile update', () => {
    const address = { addressId: 'a-1' };
    const plan = planStoreChange({ ...input, address });
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.rules).toEqual(['STORE-CHANGE-01', 'STORE-CHANGE-03', 'STORE-CHANGE-04', 'STORE-CHANGE-05', 'STORE-CHANGE-02', 'STORE-CHANGE-09']);
    expect(plan.effects[0]).toEqual({ kind: 'profile-update', call: 'CALL-26', userId: 'u-1', body: profileStoresBody({ preference: 'J4U', storeId: '1502', zipcode: '94611', banner: 'freshway' }) });
    expect(plan.effects[1]).toEqual({ kind: 'fulfilment-update', call: 'CALL-16', body: fulfilmentServletBody({ preference: 'J4U', storeId: '1502', banner: 'freshway', address }) });
    expect(planStoreChange(input)).toMatchObject({ rules: ['STORE-CHANGE-01', 'STORE-CHANGE-03', 'STORE-CHANGE-04', 'STORE-CHANGE-02', 'STORE-CHANGE-09'] });
  });
  it('STORE-CHANGE-01 the session cookie keeps what the change does not touch', () => {
    const plan = planStoreChange({ ...input, currentInfo: { COMMON: { userType: 'C', dprefVisited: 'true' }, offbanner: { banner: 'harborfoods', zipcode: '98101' } } });
    const cookie = plan.ok ? plan.effects.find((e) => e.kind === 'update-session-cookie') : undefined;
    expect(cookie && cookie.kind === 'update-session-cookie' ? cookie.info : null).toMatchObject({ COMMON: { dprefVisited: 'true', storeId: '1502' }, offbanner: { banner: 'harborfoods', zipcode: '98101' } });
  });
  it('CROSS-BANNER-06 the redirect goes to the banner domain the site maps, names CROSS-BANNER-06; an unknown banner gives no redirect', () => {
    const plan = planStoreChange({ ...input, target: { ...input.target, banner: 'harborfoods' }, bannerDomainMap: { harborfoods: 'https://harbor.example' } });
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.rules).toEqual(['STORE-CHANGE-01', 'STORE-CHANGE-03', 'STORE-CHANGE-04', 'CROSS-BANNER-06']);
    const redirect = plan.effects.at(-1);
    expect(redirect?.kind === 'redirect' ? redirect.url : '').toMatch(/^https:\/\/harbor\.example\//);
    const unknown = planStoreChange({ ...input, target: { ...input.target, banner: 'nobanner' } });
    expect(unknown.ok ? unknown.effects.map((e) => e.kind) : []).toEqual(['profile-update', 'clear-storage', 'mark-slot-reinit', 'update-cart-store', 'update-session-cookie', 'report-success']);
  });
  it('STORE-CHANGE-06 STORE-CHANGE-07 only a 2xx answer continues; 401/403 name STORE-CHANGE-06; a failure without status text calls back with an empty one', () => {
    const at = (status: number, extra: object = {}) => profileUpdateOutcome({ status, currentUrl: '/x', ssoPath: '/sso', ...extra });
    expect(at(200)).toEqual({ action: 'continue', rules: [] });
    expect(at(299)).toEqual({ action: 'continue', rules: [] });
    for (const status of [199, 300, 500]) expect(at(status)).toEqual({ action: 'callback', success: false, message: '', rules: ['STORE-CHANGE-07'] });
    expect(at(500, { statusText: 7 })).toEqual({ action: 'callback', success: false, message: '', rules: ['STORE-CHANGE-07'] });
    expect(at(403)).toEqual({ action: 'reload', rules: ['STORE-CHANGE-06'] });
  });
});
