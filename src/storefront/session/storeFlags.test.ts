import { describe, expect, it, vi } from 'vitest';
import { BackendError, unavailableBackend } from './backend';
import { loadStoreFlags, STORE_TIMEZONE_KEY } from './storeFlags';

function memoryStorage(fail = false) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (fail) throw new Error('quota');
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('store flags on page load', () => {
  it('STORE-FLAGS-01 asks for the flags only when a branch id is known, with the zip code', async () => {
    const storeFlags = vi.fn(async () => ({ storeId: '1502', flags: { a: true } }));
    expect(await loadStoreFlags({ backend: { ...unavailableBackend, storeFlags }, storeId: ' ', zipcode: '94611', storage: null, log: vi.fn() })).toBeNull();
    expect(storeFlags).not.toHaveBeenCalled();
    await loadStoreFlags({ backend: { ...unavailableBackend, storeFlags }, storeId: '1502', zipcode: '94611', storage: null, log: vi.fn() });
    expect(storeFlags).toHaveBeenCalledWith('1502', '94611');
  });

  it('STORE-FLAGS-02 STORE-FLAGS-03 a failed call logs its status, leaves empty flags marked loaded, and still completes', async () => {
    const log = vi.fn();
    const done = await loadStoreFlags({
      backend: { ...unavailableBackend, storeFlags: async () => { throw new BackendError('failed', 500); } },
      storeId: '1502',
      zipcode: '94611',
      storage: memoryStorage(),
      log,
    });
    expect(done?.fireCompletion).toBe(true);
    expect(done?.state).toEqual({ storeId: '1502', flags: {}, loaded: true });
    expect(log).toHaveBeenCalledWith('store flags failed with status 500');
  });

  it('STORE-FLAGS-06 STORE-FLAGS-07 the timezone is removed, then stored again only where storage works', async () => {
    const storeFlags = async () => ({ flags: { x: 1 }, timezone: 'America/Los_Angeles' });
    const works = memoryStorage();
    works.data.set(STORE_TIMEZONE_KEY, 'Europe/Paris');
    await loadStoreFlags({ backend: { ...unavailableBackend, storeFlags }, storeId: '1502', zipcode: '', storage: works, log: vi.fn() });
    expect(works.data.get(STORE_TIMEZONE_KEY)).toBe('America/Los_Angeles');
    const broken = memoryStorage(true);
    broken.data.set(STORE_TIMEZONE_KEY, 'Europe/Paris');
    const done = await loadStoreFlags({ backend: { ...unavailableBackend, storeFlags }, storeId: '1502', zipcode: '', storage: broken, log: vi.fn() });
    expect(done?.timezone.store).toBeNull();
    expect(broken.data.has(STORE_TIMEZONE_KEY)).toBe(false);
  });
});
