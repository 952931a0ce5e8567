import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../spec/schemas/userInfo';
import { userInfoModel } from './userInfoModel';

const OFF = { isAccount180DaysEnabled: false };
const answer = (over: Record<string, unknown> = {}): UserInfo => ({ userType: 'C', UUID: 'u-1', branchId: '1605', zipcode: '94739', ...over });

describe('the user info model (000 §3 User info)', () => {
  it('ADDRESS-01 ADDRESS-03 the delivery address string is split into deliveryAddr; the string itself stays', () => {
    const model = userInfoModel(answer({ deliveryAddress: '12 Oak St, Oakland, CA, 94611' }), OFF);
    expect(model.deliveryAddr).toEqual({ line1: '12 Oak St', city: 'Oakland', state: 'CA', zip: '94611' });
    expect(model.deliveryAddress).toBe('12 Oak St, Oakland, CA, 94611');
  });

  it('ADDRESS-01 no address (none, blank, not text) gives no deliveryAddr', () => {
    for (const deliveryAddress of [undefined, null, '', '   ', 42]) {
      expect(userInfoModel(answer(deliveryAddress === undefined ? {} : { deliveryAddress }), OFF)).not.toHaveProperty('deliveryAddr');
    }
  });

  it('USER-TYPES-11 isARenrolled is kept when true, false or null; anything else leaves it unset', () => {
    for (const value of [true, false, null]) expect(userInfoModel(answer({ isARenrolled: value }), OFF)).toHaveProperty('isARenrolled', value);
    for (const value of ['yes', 1]) expect(userInfoModel(answer({ isARenrolled: value }), OFF)).not.toHaveProperty('isARenrolled');
    expect(userInfoModel(answer(), OFF)).not.toHaveProperty('isARenrolled');
  });

  it('USER-TYPES-14 preferenceMode is delivery, dug or j4u whatever its case; anything else is dropped', () => {
    expect(userInfoModel(answer({ preferenceMode: 'DELIVERY' }), OFF).preferenceMode).toBe('delivery');
    expect(userInfoModel(answer({ preferenceMode: 'j4u' }), OFF).preferenceMode).toBe('j4u');
    expect(userInfoModel(answer({ preferenceMode: 'curbside' }), OFF)).not.toHaveProperty('preferenceMode');
    expect(userInfoModel(answer(), OFF)).not.toHaveProperty('preferenceMode');
  });

  it('USER-TYPES-10 unattended delivery is on only when the answer says exactly true', () => {
    expect(userInfoModel(answer({ unattendedDeliveryIsEnabled: true }), OFF).unattendedDeliveryIsEnabled).toBe(true);
    expect(userInfoModel(answer({ unattendedDeliveryIsEnabled: 'true' }), OFF).unattendedDeliveryIsEnabled).toBe(false);
    expect(userInfoModel(answer(), OFF).unattendedDeliveryIsEnabled).toBe(false);
  });

  it('STORAGE-04 without offers data the geolocation holder keeps the shop side only; no j4u appears', () => {
    const model = userInfoModel(answer(), OFF);
    expect(model).not.toHaveProperty('j4u');
    expect(model.geolocation).toEqual({ zipcodeJ4U: '', storeIDJ4U: '', zipcodeSHOP: '94739', storeIDSHOP: '1605', storeData: null });
  });

  it('STORAGE-04 STORE-FLAGS-09 offers data without custom fields is kept as it came, its store data in the geolocation holder', () => {
    const storeData = { storeLocation: { storeId: '1502' } };
    const model = userInfoModel(answer({ j4u: { storeId: '1502', zipcode: '94611', storeData } }), OFF);
    expect(model.j4u).toEqual({ storeId: '1502', zipcode: '94611', storeData });
    expect(model.geolocation).toEqual({ zipcodeJ4U: '94611', storeIDJ4U: '1502', zipcodeSHOP: '94739', storeIDSHOP: '1605', storeData });
    const bare = userInfoModel(answer({ j4u: { storeId: '1502' } }), OFF);
    expect(bare.j4u).toEqual({ storeId: '1502' });
    expect(bare.geolocation).toMatchObject({ storeIDJ4U: '1502', zipcodeJ4U: '', storeData: null });
  });

  it('STORE-FLAGS-09 the offers store rewards are read from the numbered custom fields, with the offers store id', () => {
    const model = userInfoModel(answer({ j4u: { storeId: '1502', storeData: { customFields: [{ id: 24995, value: true }, { id: 18784, value: 'G-7' }] } } }), OFF);
    expect(model.j4u?.storeData?.storeRewards).toMatchObject({ storeId: '1502', hasGroceryDelivery: true, hasDUG: false, gasRewardsId: 'G-7' });
    const noStore = userInfoModel(answer({ j4u: { storeData: { customFields: [] } } }), OFF);
    expect(noStore.j4u?.storeData?.storeRewards).toMatchObject({ storeId: null, hasGroceryDelivery: false });
  });
});
