import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { validateSessionUpdate, sessionUpdateForIntent, intentOfPreference, EMPTY_OR_NOT_OBJECT, WRONG_FORMAT } from './sessionUpdate';

describe('SESSION-UPDATE', () => {
  it('SESSION-UPDATE-01 an object with info holding one of COMMON, J4U, SHOP, offbanner is accepted', () => {
    for (const s of ['COMMON', 'J4U', 'SHOP', 'offbanner']) expect(validateSessionUpdate({ info: { [s]: { storeId: '1' } } }).ok).toBe(true);
  });
  it('SESSION-UPDATE-02 empty or non-objects are rejected as empty or not an object (AMBIG-23)', () => {
    for (const v of [null, undefined, {}, [], [1], 'x', 3, true]) expect(validateSessionUpdate(v)).toMatchObject({ ok: false, message: 'Parameter passed is either empty or not an object' });
    expect(EMPTY_OR_NOT_OBJECT).toBe('Parameter passed is either empty or not an object');
  });
  it('SESSION-UPDATE-03 a non-empty object without that shape does not match the format (AMBIG-23)', () => {
    for (const v of [{ a: 1 }, { info: {} }, { info: { OTHER: {} } }, { info: { COMMON: 'x' } }, { info: [] }])
      expect(validateSessionUpdate(v)).toMatchObject({ ok: false, message: "Parameter passed doesn't match appropriate format" });
    expect(WRONG_FORMAT).toBe("Parameter passed doesn't match appropriate format");
  });
  it('SESSION-UPDATE-01 the validator never throws and always decides', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof validateSessionUpdate(v).ok === 'boolean'));
  });
  const base = { storeId: '2210', zipcode: '85004', banner: 'freshway', siteBanner: 'freshway', userType: 'G' };
  it('SESSION-UPDATE-04 the update is chosen by intent INSTORE, DELIVERY or PICKUP; others are empty', () => {
    expect(sessionUpdateForIntent({ ...base, intent: 'INSTORE' }).update.info).toMatchObject({ COMMON: { preference: 'J4U' }, J4U: { storeId: '2210' }, SHOP: { storeId: '2210' } });
    expect(sessionUpdateForIntent({ ...base, intent: 'DELIVERY' }).update.info).toMatchObject({ COMMON: { preference: 'DELIVERY' }, SHOP: { zipcode: '85004' } });
    expect(sessionUpdateForIntent({ ...base, intent: 'PICKUP' }).update.info?.COMMON?.preference).toBe('DUG');
    expect(sessionUpdateForIntent({ ...base, intent: 'SHIP' }).update).toEqual({});
    expect(sessionUpdateForIntent({ ...base, intent: undefined }).update).toEqual({});
    expect(intentOfPreference('pickup')).toBe('PICKUP');
  });
  it('SESSION-UPDATE-05 a signed-in user on another banner gets an offbanner block; in-store omits SHOP (AMBIG-45)', () => {
    const other = { ...base, banner: 'valleymarket', userType: 'R' };
    const instore = sessionUpdateForIntent({ ...other, intent: 'INSTORE' }).update.info!;
    expect(instore.offbanner).toEqual({ banner: 'valleymarket', storeId: '2210', preference: 'J4U', zipcode: '85004' });
    expect(instore.SHOP).toBeUndefined();
    const delivery = sessionUpdateForIntent({ ...other, intent: 'DELIVERY' }).update.info!;
    expect(delivery.offbanner?.preference).toBe('DELIVERY');
    expect(delivery.SHOP).toBeDefined();
    expect(sessionUpdateForIntent({ ...other, userType: 'G', intent: 'INSTORE' }).update.info?.offbanner).toBeUndefined();
    // AMBIG-10: user types are compared case-insensitively.
    expect(sessionUpdateForIntent({ ...other, userType: 'c', intent: 'INSTORE' }).update.info?.offbanner?.banner).toBe('valleymarket');
    expect(validateSessionUpdate(sessionUpdateForIntent({ ...other, intent: 'PICKUP' }).update).ok).toBe(true);
  });
  it('SESSION-UPDATE-01..03 AMBIG-23 an accepted update is the value as given; each answer names its rule', () => {
    const value = { info: { SHOP: { storeId: '1' } }, other: true };
    expect(validateSessionUpdate(value)).toEqual({ ok: true, update: { info: value.info }, rules: ['SESSION-UPDATE-01'] });
    expect(validateSessionUpdate({})).toEqual({ ok: false, message: EMPTY_OR_NOT_OBJECT, rules: ['SESSION-UPDATE-02'] });
    expect(validateSessionUpdate({ info: {} })).toEqual({ ok: false, message: WRONG_FORMAT, rules: ['SESSION-UPDATE-03'] });
  });
  it('SESSION-UPDATE-04 intents are read in any case; the update holds COMMON with the preference, store and banner', () => {
    expect(sessionUpdateForIntent({ ...base, intent: 'delivery' })).toEqual({
      update: { info: { COMMON: { preference: 'DELIVERY', storeId: '2210', zipcode: '85004', banner: 'freshway' }, SHOP: { storeId: '2210', zipcode: '85004', banner: 'freshway' } } },
      rules: ['SESSION-UPDATE-04'],
    });
    for (const intent of ['SHIP', 3, null, {}]) expect(sessionUpdateForIntent({ ...base, intent })).toEqual({ update: {}, rules: ['SESSION-UPDATE-04'] });
  });
  it('SESSION-UPDATE-05 COOKIE-04 the banner the user is on is no other banner, in any case, and no banner is none', () => {
    const signedIn = { ...base, userType: 'R', intent: 'INSTORE' };
    for (const banner of ['freshway', 'FreshWay', '']) {
      const { update, rules } = sessionUpdateForIntent({ ...signedIn, banner });
      expect(update.info?.offbanner).toBeUndefined();
      expect(update.info?.SHOP).toBeDefined();
      expect(rules).toEqual(['SESSION-UPDATE-04']);
    }
    expect(sessionUpdateForIntent({ ...signedIn, siteBanner: 'FRESHWAY' }).update.info?.offbanner).toBeUndefined();
    const other = sessionUpdateForIntent({ ...signedIn, banner: 'valleymarket', wfcStoreId: '77' });
    expect(other.update.info?.offbanner).toEqual({ banner: 'valleymarket', storeId: '2210', preference: 'J4U', zipcode: '85004', wfcStoreId: '77' });
    expect(other.rules).toEqual(['SESSION-UPDATE-04', 'SESSION-UPDATE-05', 'COOKIE-04']);
  });
  it('DEEPLINK-07 a deep-link preference names its intent: instore (J4U), delivery, pickup (DUG), in any case; anything else none', () => {
    const table: [unknown, string][] = [['instore', 'INSTORE'], ['J4U', 'INSTORE'], ['Delivery', 'DELIVERY'], ['pickup', 'PICKUP'], ['Dug', 'PICKUP'], ['ship', ''], ['', ''], [undefined, ''], [7, '']];
    for (const [preference, intent] of table) expect(intentOfPreference(preference)).toBe(intent);
  });
});
