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

  it('STORE-FLAGS-01 a backend without the flags call asks nothing: no completion, no log, the stored timezone untouched', async () => {
    const log = vi.fn();
    const storage = memoryStorage();
    storage.data.set(STORE_TIMEZONE_KEY, 'Europe/Paris');
    expect(await loadStoreFlags({ backend: unavailableBackend, storeId: '1502', zipcode: '94611', storage, log })).toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(storage.data.get(STORE_TIMEZONE_KEY)).toBe('Europe/Paris');
  });

  it('STORE-FLAGS-03 a failure that is not the backend\'s own (no HTTP answer) is logged without a status', async () => {
    for (const error of [new Error('network down'), Object.assign(new Error('timeout'), { status: 503 }), new BackendError('no answer', null)]) {
      const log = vi.fn();
      const done = await loadStoreFlags({ backend: { ...unavailableBackend, storeFlags: async () => { throw error; } }, storeId: '1502', zipcode: '94611', storage: null, log });
      expect(done?.state).toEqual({ storeId: '1502', flags: {}, loaded: true });
      expect(log.mock.calls).toEqual([['store flags failed']]);
    }
  });

  it('STORE-FLAGS-02 STORE-FLAGS-04 a successful call with flags completes with them and logs nothing', async () => {
    const log = vi.fn();
    const done = await loadStoreFlags({ backend: { ...unavailableBackend, storeFlags: async () => ({ flags: { wineStoreId: '3132' } }) }, storeId: '1502', zipcode: '94611', storage: null, log });
    expect(done?.state).toEqual({ storeId: '1502', flags: { wineStoreId: '3132' }, loaded: true });
    expect(done?.fireCompletion).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it('STORE-FLAGS-06 an answer without a timezone removes the stored one and stores none', async () => {
    const storage = memoryStorage();
    storage.data.set(STORE_TIMEZONE_KEY, 'Europe/Paris');
    const done = await loadStoreFlags({ backend: { ...unavailableBackend, storeFlags: async () => ({ flags: { x: 1 } }) }, storeId: '1502', zipcode: '', storage, log: vi.fn() });
    expect(done?.timezone).toEqual({ remove: true, store: null });
    expect(storage.data.has(STORE_TIMEZONE_KEY)).toBe(false);
  });

  it('STORE-FLAGS-06 storage that fails after the probe only loses the timezone: the flags still complete', async () => {
    const storage = memoryStorage();
    const failing = { ...storage, setItem: (k: string, v: string) => { if (k === STORE_TIMEZONE_KEY) throw new Error('quota'); storage.setItem(k, v); } };
    storage.data.set(STORE_TIMEZONE_KEY, 'Europe/Paris');
    const done = await loadStoreFlags({ backend: { ...unavailableBackend, storeFlags: async () => ({ flags: { x: 1 }, timezone: 'America/Denver' }) }, storeId: '1502', zipcode: '', storage: failing, log: vi.fn() });
    expect(done?.state.flags).toEqual({ x: 1 });
    expect(storage.data.has(STORE_TIMEZONE_KEY)).toBe(false);
  });
});
