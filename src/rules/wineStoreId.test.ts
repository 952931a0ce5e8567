import { describe, it, expect } from 'vitest';
import { applyWineStoreId } from './wineStoreId';

const flags = { ecomStore: { storeFeatures: { isWineD2CEnabled: true } }, wineStoreId: '5799' };

describe('STORE-CHANGE wine store id', () => {
  it('STORE-CHANGE-02 STORE-FLAGS-05 the wine store id is added with wine D2C and an id, removed otherwise', () => {
    expect(applyWineStoreId({ COMMON: { storeId: '1' } }, flags, undefined).info.COMMON?.wfcStoreId).toBe('5799');
    expect(applyWineStoreId({ COMMON: { wfcStoreId: '5799' } }, { ecomStore: { storeFeatures: { isWineD2CEnabled: false } }, wineStoreId: '5799' }, undefined).info.COMMON).not.toHaveProperty('wfcStoreId');
    expect(applyWineStoreId({ COMMON: { wfcStoreId: '5799' } }, { ecomStore: { storeFeatures: { isWineD2CEnabled: true } } }, '').info.COMMON).not.toHaveProperty('wfcStoreId');
  });

  it('STORE-CHANGE-02 the wine store id given with the change wins over the store flags; an empty one falls back to them', () => {
    expect(applyWineStoreId({}, flags, '6000').info.COMMON?.wfcStoreId).toBe('6000');
    expect(applyWineStoreId({}, flags, '').info.COMMON?.wfcStoreId).toBe('5799');
    expect(applyWineStoreId({}, flags, 42).info.COMMON?.wfcStoreId).toBe('5799');
    const enabledOnly = { ecomStore: { storeFeatures: { isWineD2CEnabled: true } } };
    expect(applyWineStoreId({}, enabledOnly, '6000').info.COMMON?.wfcStoreId).toBe('6000');
  });

  it('STORE-CHANGE-02 STORE-FLAGS-05 without any wine store id nothing is added, and the rest of the session is kept', () => {
    const enabledOnly = { ecomStore: { storeFeatures: { isWineD2CEnabled: true } } };
    for (const [f, given] of [[enabledOnly, undefined], [{ ...enabledOnly, wineStoreId: '' }, ''], [{ ...enabledOnly, wineStoreId: 7 }, null]] as const) {
      const out = applyWineStoreId({ COMMON: { storeId: '1', wfcStoreId: 'old' }, offbanner: { banner: 'x' } }, f, given);
      expect(out).toStrictEqual({ info: { COMMON: { storeId: '1' }, offbanner: { banner: 'x' } }, rules: ['STORE-CHANGE-02', 'STORE-FLAGS-05'] });
    }
    expect('wfcStoreId' in (applyWineStoreId({}, null, '6000').info.COMMON ?? {})).toBe(false);
  });
});
