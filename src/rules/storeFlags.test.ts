import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { storeFlagsRequest, completeStoreFlags, cartAndSlotCarrier, storeRewardsFromCustomFields, isWineD2CEnabled, STORE_PAGE_RELOAD_WAIT_MS } from './storeFlags';

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
  it('STORE-FLAGS-01 the branch id is digits, trimmed; the zipcode 5 digits or ZIP+4; the path loses its trailing slashes', () => {
    const req = (branchId: unknown, zipcode?: unknown, path = '/flags') => storeFlagsRequest({ branchId, zipcode, path, subscriptionKey: 'k' });
    expect(req(' 1502 ')?.url).toBe('/flags/1502');
    for (const branchId of ['x1502', '1502x', 1502]) expect(req(branchId)).toBeNull();
    expect(req('1502', undefined, '/flags//')?.url).toBe('/flags/1502');
    expect(req('1502', '94611-1234')?.query).toEqual({ zipcode: '94611-1234' });
    for (const zipcode of [94611, 'x94611', '94611x', '94611-12', '94611-abcd', '94611-12345']) expect(req('1502', zipcode)?.query).toEqual({});
  });
  it('STORE-FLAGS-02..06 a usable answer: flags and timezone kept, no log, every rule but the failure one', () => {
    expect(completeStoreFlags({ branchId: '1502', outcome: { status: 'ok', body: okBody }, storageWorks: true })).toEqual({
      state: { storeId: '1502', flags: okBody.flags, loaded: true }, fireCompletion: true, wine: 'check-wine-flags', timezone: { remove: true, store: 'America/Los_Angeles' }, rules: ['STORE-FLAGS-02', 'STORE-FLAGS-04', 'STORE-FLAGS-05', 'STORE-FLAGS-06'],
    });
  });
  it('STORE-FLAGS-03 an empty answer or a failure leaves no flags, names STORE-FLAGS-03 and logs which it was', () => {
    const done = (outcome: Parameters<typeof completeStoreFlags>[0]['outcome']) => completeStoreFlags({ branchId: '1502', outcome, storageWorks: true });
    const empty = { state: { storeId: '1502', flags: {}, loaded: true }, fireCompletion: true, wine: 'remove-wine-store-id', timezone: { remove: true, store: null }, rules: ['STORE-FLAGS-02', 'STORE-FLAGS-03', 'STORE-FLAGS-04', 'STORE-FLAGS-05', 'STORE-FLAGS-06'] };
    expect(done({ status: 'ok', body: { timezone: 'America/Denver', flags: {} } })).toEqual({ ...empty, log: 'store flags response empty' });
    expect(done({ status: 'failed' })).toEqual({ ...empty, log: 'store flags failed' });
    expect(done({ status: 'failed', httpStatus: 503, body: okBody } as Parameters<typeof completeStoreFlags>[0]['outcome'])).toEqual({ ...empty, log: 'store flags failed with status 503' });
  });
  it('STORE-FLAGS-05 STORE-FLAGS-06 flags without store features remove the wine store id; a blank or missing timezone is not stored', () => {
    expect(isWineD2CEnabled({ ecomStore: {} })).toBe(false);
    for (const body of [{ flags: { wineStoreId: '5799' }, timezone: '' }, { flags: { wineStoreId: '5799' } }, { flags: { wineStoreId: '5799' }, timezone: null }]) {
      const r = completeStoreFlags({ branchId: '1502', outcome: { status: 'ok', body }, storageWorks: true });
      expect([r.wine, r.timezone]).toEqual(['remove-wine-store-id', { remove: true, store: null }]);
    }
  });
  it('STORE-FLAGS-07 the carrier names its rule', () => {
    expect(cartAndSlotCarrier(true, () => false)).toEqual({ carrier: 'localStorage', probed: false, rules: ['STORE-FLAGS-07'] });
  });
  it('STORE-FLAGS-09 only {id, value} entries with a numeric id count; yes-like texts are true; a value field holds text or a number', () => {
    const r = storeRewardsFromCustomFields([null, 'x', 5, { id: [24995], value: true }, { id: '23763', value: 'yes' }, { id: 23762, value: '1' }, { id: 24424, value: 'no' }, { id: 18784, value: true }, { id: 18786, value: 7 }, { id: 24491, value: { u: 1 } }]);
    expect(r).toEqual({ hasGroceryDelivery: false, hasDUG: true, hasRushDelivery: true, hasGroceryRewards: false, gasRewardsId: null, rewardsProgramId: '7', partnerFuelLogo: null, partnerMaxRedemption: null, ownMaxRedemption: null });
  });
});
