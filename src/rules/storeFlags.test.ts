import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { storeFlagsRequest, completeStoreFlags, cartAndSlotCarrier, storeRewardsFromCustomFields, STORE_PAGE_RELOAD_WAIT_MS } from './storeFlags';

const okBody = { timezone: 'America/Los_Angeles', flags: { ecomStore: { storeFeatures: { isWineD2CEnabled: true } }, wineStoreId: '5799' } };

describe('STORE-FLAGS', () => {
  it('STORE-FLAGS-01 flags are requested only with a branch id: GET {path}/{branchId}, optional zipcode, subscription key', () => {
    expect(storeFlagsRequest({ branchId: '', path: '/flags', subscriptionKey: 'k' })).toBeNull();
    expect(storeFlagsRequest({ branchId: null, path: '/flags', subscriptionKey: 'k' })).toBeNull();
    expect(storeFlagsRequest({ branchId: '1502', zipcode: '94611', path: '/flags/', subscriptionKey: 'k' })).toEqual({ url: '/flags/1502', query: { zipcode: '94611' }, headers: { 'Ocp-Apim-Subscription-Key': 'k' }, rules: ['STORE-FLAGS-01'] });
    expect(storeFlagsRequest({ branchId: '1502', zipcode: 'x', path: '/flags', subscriptionKey: 'k' })?.query).toEqual({});
  });
  it('STORE-FLAGS-02 completion fires on success and on failure', () => {
    expect(completeStoreFlags({ branchId: '1502', outcome: { status: 'ok', body: okBody }, storageWorks: true }).fireCompletion).toBe(true);
    expect(completeStoreFlags({ branchId: '1502', outcome: { status: 'failed', httpStatus: 500 }, storageWorks: true }).fireCompletion).toBe(true);
    fc.assert(fc.property(fc.anything(), (body) => completeStoreFlags({ branchId: '1', outcome: { status: 'ok', body }, storageWorks: true }).fireCompletion));
  });
  it('STORE-FLAGS-03 failure or an empty response logs, leaves flags empty and marks them loaded', () => {
    for (const outcome of [{ status: 'failed', httpStatus: 503 }, { status: 'ok', body: {} }, { status: 'ok', body: 'x' }] as const) {
      const c = completeStoreFlags({ branchId: '1502', outcome, storageWorks: true });
      expect(c.state).toEqual({ storeId: '1502', flags: {}, loaded: true });
      expect(c.log).toBeTruthy();
    }
    expect(completeStoreFlags({ branchId: '1', outcome: { status: 'failed', httpStatus: 503 }, storageWorks: true }).log).toContain('503');
  });
  it('STORE-FLAGS-04 flags are held as store id plus flags', () => {
    expect(completeStoreFlags({ branchId: '1502', outcome: { status: 'ok', body: okBody }, storageWorks: true }).state).toEqual({ storeId: '1502', flags: okBody.flags, loaded: true });
  });
  it('STORE-FLAGS-05 wine D2C enabled checks the wine flags, otherwise the wine store id is removed', () => {
    expect(completeStoreFlags({ branchId: '1', outcome: { status: 'ok', body: okBody }, storageWorks: true }).wine).toBe('check-wine-flags');
    expect(completeStoreFlags({ branchId: '1', outcome: { status: 'failed' }, storageWorks: true }).wine).toBe('remove-wine-store-id');
  });
  it('STORE-FLAGS-06 the timezone is removed, then stored again only if storage works', () => {
    expect(completeStoreFlags({ branchId: '1', outcome: { status: 'ok', body: okBody }, storageWorks: true }).timezone).toEqual({ remove: true, store: 'America/Los_Angeles' });
    expect(completeStoreFlags({ branchId: '1', outcome: { status: 'ok', body: okBody }, storageWorks: false }).timezone).toEqual({ remove: true, store: null });
  });
  it('STORE-FLAGS-07 local storage is probed once; without it cookies hold cart id and slot', () => {
    let calls = 0;
    const probe = () => (calls++, false);
    const first = cartAndSlotCarrier(null, probe);
    expect(first).toMatchObject({ carrier: 'cookie', probed: true });
    expect(cartAndSlotCarrier(true, probe)).toMatchObject({ carrier: 'localStorage', probed: false });
    expect(calls).toBe(1);
  });
  it('STORE-FLAGS-08 the store page reload wait is 1000 ms', () => {
    expect(STORE_PAGE_RELOAD_WAIT_MS).toBe(1000);
  });
  it('STORE-FLAGS-09 store rewards come from the numbered custom fields', () => {
    const r = storeRewardsFromCustomFields([
      { id: 24995, value: 'true' }, { id: 23763, value: true }, { id: 23762, value: 'false' }, { id: '24424', value: 'Y' },
      { id: 18784, value: 'GAS1' }, { id: 18786, value: 'RP' }, { id: 24491, value: 'logo.png' }, { id: 31023, value: 2 }, { id: 31022, value: '1' },
    ]);
    expect(r).toEqual({ hasGroceryDelivery: true, hasDUG: true, hasRushDelivery: false, hasGroceryRewards: true, gasRewardsId: 'GAS1', rewardsProgramId: 'RP', partnerFuelLogo: 'logo.png', partnerMaxRedemption: '2', ownMaxRedemption: '1' });
    expect(storeRewardsFromCustomFields('junk').hasDUG).toBe(false);
  });
});
