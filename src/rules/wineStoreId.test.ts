import { describe, it, expect } from 'vitest';
import { applyWineStoreId } from './wineStoreId';

const flags = { ecomStore: { storeFeatures: { isWineD2CEnabled: true } }, wineStoreId: '5799' };

describe('STORE-CHANGE wine store id', () => {
  it('STORE-CHANGE-02 STORE-FLAGS-05 the wine store id is added with wine D2C and an id, removed otherwise', () => {
    expect(applyWineStoreId({ COMMON: { storeId: '1' } }, flags, undefined).info.COMMON?.wfcStoreId).toBe('5799');
    expect(applyWineStoreId({ COMMON: { wfcStoreId: '5799' } }, { ecomStore: { storeFeatures: { isWineD2CEnabled: false } }, wineStoreId: '5799' }, undefined).info.COMMON).not.toHaveProperty('wfcStoreId');
    expect(applyWineStoreId({ COMMON: { wfcStoreId: '5799' } }, { ecomStore: { storeFeatures: { isWineD2CEnabled: true } } }, '').info.COMMON).not.toHaveProperty('wfcStoreId');
  });
});
