import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPendingOrder, editOrderModule, editOrderSession, isEditOrderMode, ORDER_STORE_ID_COOKIE, PENDING_ORDER_COOKIE, SLOT_INFO_COOKIE } from './editOrder';

const both = { 'slot-info': '2026-11-22T10:00', 'order-store-id': '1502' };

describe('edit-order mode', () => {
  it('EDIT-ORDER-01 signed in with both slot-info and order-store-id cookies present and non-empty', () => {
    expect(isEditOrderMode('R', both)).toBe(true);
    expect(isEditOrderMode('C', both)).toBe(true);
    expect(isEditOrderMode('R', { 'slot-info': 'x' })).toBe(false);
    expect(isEditOrderMode('R', { ...both, 'order-store-id': ' ' })).toBe(false);
    expect(isEditOrderMode('R', { ...both, 'slot-info': '' })).toBe(false);
  });

  it('EDIT-ORDER-02 the session takes the pending order store with dug, or delivery when a delivery type is stored', () => {
    expect(editOrderSession('R', both, {})).toMatchObject({ storeId: '1502', preference: 'dug' });
    expect(editOrderSession('R', both, { pendingOrderDeliveryType: 'attended' })).toMatchObject({ storeId: '1502', preference: 'delivery' });
  });

  it('EDIT-ORDER-03 no profile update is made in edit-order mode', () => {
    expect(editOrderSession('C', both, {})?.updateProfile).toBe(false);
  });

  it('EDIT-ORDER-04 a pending order overrides branchId and the offers store id', () => {
    expect(applyPendingOrder({ branchId: '2210', j4u: { storeId: '2210', zipcode: '85004' } }, '1502')).toEqual({ branchId: '1502', j4u: { storeId: '1502', zipcode: '85004' } });
    expect(applyPendingOrder({ branchId: '2210' }, '1502')).toEqual({ branchId: '1502', j4u: { storeId: '1502' } });
    expect(applyPendingOrder({ branchId: '2210' }, null)).toEqual({ branchId: '2210' });
  });

  it('EDIT-ORDER-05 guests and anonymous users are never in edit-order mode, whatever cookies exist', () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, '', 'A', 'G', 'g', 'a'), fc.dictionary(fc.string(), fc.string()), (t, cookies) => {
        expect(isEditOrderMode(t, { ...cookies, ...both })).toBe(false);
        expect(editOrderSession(t, { ...cookies, ...both }, {})).toBeNull();
      }),
    );
  });

  it('EDIT-ORDER-02 the registered module runs its example', () => {
    expect(editOrderModule.run(editOrderModule.input.parse(editOrderModule.example))).toMatchObject({ editOrder: true, session: { preference: 'delivery', storeId: '1502' } });
  });
});

describe('edit-order mode in detail', () => {
  it('EDIT-ORDER-01 EDIT-ORDER-02 EDIT-ORDER-03 the whole session, its store trimmed, naming its rules', () => {
    expect(editOrderSession('R', { ...both, 'order-store-id': ' 1502 ' }, { pendingOrderDeliveryType: ' ' })).toEqual({ storeId: '1502', preference: 'dug', updateProfile: false, rules: ['EDIT-ORDER-01', 'EDIT-ORDER-02', 'EDIT-ORDER-03'] });
    expect(editOrderSession('R', { 'slot-info': 'x' }, {})).toBeNull();
    expect(isEditOrderMode('R', { 'order-store-id': '1502' })).toBe(false);
  });

  it('EDIT-ORDER-04 a blank pending store overrides nothing; the offers store keeps its other fields', () => {
    const info = { branchId: '2210', j4u: { storeId: '2210' } };
    expect(applyPendingOrder(info, ' ')).toBe(info);
    expect(applyPendingOrder({ branchId: '2210', j4u: null }, '1502')).toEqual({ branchId: '1502', j4u: { storeId: '1502' } });
  });

  it('EDIT-ORDER-01 EDIT-ORDER-05 the module says when there is no edit-order session and why', () => {
    expect(editOrderModule.run(editOrderModule.input.parse({ userType: 'G', cookies: both }))).toEqual({ editOrder: false, session: null, rules: ['EDIT-ORDER-01', 'EDIT-ORDER-05'] });
    expect(editOrderModule.run(editOrderModule.input.parse({ userType: 'R', cookies: both }))).toEqual({ editOrder: true, session: { storeId: '1502', preference: 'dug', updateProfile: false, rules: ['EDIT-ORDER-01', 'EDIT-ORDER-02', 'EDIT-ORDER-03'] }, rules: ['EDIT-ORDER-01', 'EDIT-ORDER-02', 'EDIT-ORDER-03'] });
  });

  it('COOKIE-13 the pending-order cookie has a name of its own: a cookie-name token (RFC 6265), none of the edit-order cookies', () => {
    expect(PENDING_ORDER_COOKIE).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
    expect([SLOT_INFO_COOKIE, ORDER_STORE_ID_COOKIE]).not.toContain(PENDING_ORDER_COOKIE);
  });
});
