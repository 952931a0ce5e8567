import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../cookies';
import { BackendError } from '../session/backend';
import { createPageApi, LOCATION_FAILURE, mergeSessionInfo, PageApiError, readStoreId, STORE_ADDRESS_UNAVAILABLE, storeLookups } from './pageApi';
import type { PageApiDeps } from './pageApi';

const NOW = Date.UTC(2026, 5, 1, 15);

function setup(cookie?: string) {
  return setupWith({}, cookie);
}

function setupWith(extra: Partial<PageApiDeps>, cookie?: string) {
  const cookies = memoryCookieJar();
  if (cookie !== undefined) cookies.set('abs_gsession', cookie, null);
  const deps = {
    cookies,
    now: () => NOW,
    userType: () => 'G',
    bannerDomainMap: { valleymarket: 'www.valleymarket.test' },
    reloadSession: vi.fn(async () => undefined),
    go: vi.fn(),
    currentUrl: () => 'https://www.freshway.test/shop/aisles/produce.html',
    log: vi.fn(),
  };
  return { api: createPageApi({ ...deps, ...extra }), deps, cookies };
}

const START = JSON.stringify({ info: { COMMON: { storeId: '1502', zipcode: '94611', preference: 'J4U', banner: 'freshway' }, J4U: { storeId: '1502', zipcode: '94611' } } });

describe('page API: session update (CALL-54)', () => {
  it('ERR-44 SESSION-UPDATE-02 an empty update or one that is not an object is refused with its message, logged, and nothing is written', async () => {
    for (const value of [{}, null, 'x', 42, []]) {
      const { api, deps, cookies } = setup(START);
      await expect(api.session.update(value)).rejects.toThrow('Parameter passed is either empty or not an object');
      expect(cookies.get('abs_gsession')).toBe(START);
      expect(deps.log).toHaveBeenCalledWith('session update refused: Parameter passed is either empty or not an object');
      expect(deps.reloadSession).not.toHaveBeenCalled();
    }
  });

  it("ERR-45 SESSION-UPDATE-03 an object without an info member holding a known section is refused with 'doesn't match appropriate format'", async () => {
    const { api, cookies } = setup(START);
    await expect(api.session.update({ storeId: '1502' })).rejects.toThrow("Parameter passed doesn't match appropriate format");
    await expect(api.session.update({ info: { OTHER: {} } })).rejects.toBeInstanceOf(PageApiError);
    expect(cookies.get('abs_gsession')).toBe(START);
  });

  it('SESSION-UPDATE-01 a valid update is merged into the shared session cookie section by section, and the session is established again', async () => {
    const { api, deps, cookies } = setup(START);
    await expect(api.session.update({ info: { COMMON: { storeId: '1605', zipcode: '94739' }, SHOP: { storeId: '1605', zipcode: '94739', banner: 'freshway' } } })).resolves.toEqual({ ok: true, rules: ['SESSION-UPDATE-01'] });
    const info = (JSON.parse(cookies.get('abs_gsession')!) as { info: Record<string, Record<string, string>> }).info;
    expect(info.COMMON).toEqual({ storeId: '1605', zipcode: '94739', preference: 'J4U', banner: 'freshway' });
    expect(info.J4U).toEqual({ storeId: '1502', zipcode: '94611' });
    expect(info.SHOP?.storeId).toBe('1605');
    expect(deps.reloadSession).toHaveBeenCalledTimes(1);
  });

  it('never throws synchronously and settles with a PageApiError or success, whatever it is given', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (value) => {
        const { api } = setup(START);
        let outcome: unknown;
        try {
          outcome = await api.session.update(value);
        } catch (error) {
          outcome = error;
        }
        expect(outcome instanceof PageApiError || (outcome as { ok?: unknown }).ok === true).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('merging is idempotent: the same update twice gives what it gives once', () => {
    const section = fc.dictionary(fc.constantFrom('storeId', 'zipcode', 'banner', 'preference'), fc.string(), { maxKeys: 4 });
    const info = fc.record({ COMMON: section, J4U: section }, { requiredKeys: [] });
    fc.assert(
      fc.property(info, info, (current, update) => {
        expect(mergeSessionInfo(mergeSessionInfo(current, update), update)).toEqual(mergeSessionInfo(current, update));
      }),
    );
  });
});

describe('page API: cross-banner update', () => {
  it('ERR-46 CROSS-BANNER-02 CROSS-BANNER-05 a missing field is refused with its message, in order, and the page stays', async () => {
    const { api, deps } = setup(START);
    await expect(api.crossBanner.update({ storeId: '2210', banner: 'valleymarket', zipcode: '85004' })).rejects.toThrow('Preference is empty');
    await expect(api.crossBanner.update({ preference: 'J4U', storeId: '2210', banner: 'valleymarket', zipcode: '' })).rejects.toThrow('Zipcode is empty');
    expect(deps.go).not.toHaveBeenCalled();
  });

  it("CROSS-BANNER-06 a complete update leaves for the other banner's single sign-on with goto the current page", async () => {
    const { api, deps } = setup(START);
    await api.crossBanner.update({ preference: 'J4U', storeId: '2210', banner: 'valleymarket', zipcode: '85004' });
    const url = new URL(deps.go.mock.calls[0]![0] as string);
    expect(url.host).toBe('www.valleymarket.test');
    expect(url.searchParams.get('goto')).toBe('https://www.freshway.test/shop/aisles/produce.html');
  });
});

describe('page API: store lookups for page scripts (CALL-31, CALL-72)', () => {
  const LOCATION = { storeId: '1502', zipcode: '94611', address: '200 Main St', banner: 'freshway', city: 'Oakland', state: 'CA', countryCode: 'US' };

  function withStores(overrides: Partial<Pick<PageApiDeps, 'storeLocation' | 'storeAddressLine'>> = {}) {
    const log = vi.fn();
    const storeLocation = vi.fn(async (_id: string): Promise<unknown> => LOCATION);
    const storeAddressLine = vi.fn(async (id: string) => (id === '1502' ? '200 Main St' : 'Store not found'));
    const { api } = setupWith({ log, storeLocation, storeAddressLine, ...overrides });
    return { api, log, storeLocation, storeAddressLine };
  }

  it('CALL-31 the store location resolves to the location service answer, and no error callback runs', async () => {
    const { api, storeLocation } = withStores();
    const onError = vi.fn();
    await expect(api.store.location('1502', { onError })).resolves.toEqual(LOCATION);
    await expect(api.store.location(1502)).resolves.toEqual(LOCATION);
    expect(storeLocation).toHaveBeenCalledWith('1502');
    expect(onError).not.toHaveBeenCalled();
  });

  it('ERR-06 CALL-31 a location service failure goes to the optional error callback once, as plain data, and the call resolves to null', async () => {
    const failing = vi.fn(async () => {
      throw new BackendError('CALL-31 GET /location/1502 failed with 500 (Authorization: Bearer secret)', 500);
    });
    const { api, log } = withStores({ storeLocation: failing });
    const onError = vi.fn();
    await expect(api.store.location('1502', { onError })).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ call: 'CALL-31', storeId: '1502', status: 500, message: LOCATION_FAILURE });
    expect(JSON.stringify(onError.mock.calls)).not.toContain('secret');
    expect(log).toHaveBeenCalledWith('store location failed: Location service failure (status 500)');
  });

  it('ERR-06 without an error callback the failure is only logged; a callback that throws is logged and changes nothing', async () => {
    const failing = vi.fn(async () => {
      throw new Error('network down');
    });
    const { api, log } = withStores({ storeLocation: failing });
    await expect(api.store.location('1502')).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('store location failed: Location service failure');
    await expect(
      api.store.location('1502', {
        onError: () => {
          throw new Error('page script bug');
        },
      }),
    ).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('store location: the error callback threw');
  });

  it('CALL-31 a store id that is not 1 to 6 digits, or an error callback that is not a function, is refused before any call', async () => {
    const { api, storeLocation } = withStores();
    for (const bad of ['', 'abc', '1234567', '12/../3', -1, 1.5, null, undefined, {}]) {
      await expect(api.store.location(bad)).rejects.toThrow('storeId must be 1 to 6 digits');
    }
    await expect(api.store.location('1502', { onError: 'alert(1)' })).rejects.toBeInstanceOf(PageApiError);
    expect(storeLocation).not.toHaveBeenCalled();
  });

  it("ERR-43 ADDRESS-07 CALL-72 the store address line is line1, or 'Store not found' for a store the resolver does not know", async () => {
    const { api } = withStores();
    await expect(api.store.addressLine('1502')).resolves.toBe('200 Main St');
    await expect(api.store.addressLine('999999')).resolves.toBe('Store not found');
  });

  it('CALL-72 a failing resolver rejects with a plain message (status only), and a bad store id is refused before any call', async () => {
    const failing = vi.fn(async (): Promise<string> => {
      throw new BackendError('The Store Resolver API returned error: DOWN', 503);
    });
    const { api, log } = withStores({ storeAddressLine: failing });
    await expect(api.store.addressLine('1502')).rejects.toThrow(`${STORE_ADDRESS_UNAVAILABLE} (status 503)`);
    expect(log).toHaveBeenCalledWith(`store address refused: ${STORE_ADDRESS_UNAVAILABLE} (status 503)`);
    await expect(api.store.addressLine('x1')).rejects.toThrow('storeId must be 1 to 6 digits');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it("CALL-31 CALL-72 the backend's lookups are handed to the page API as they are, called on the backend", async () => {
    expect(storeLookups({})).toEqual({});
    const backend = {
      prefix: 'line of ',
      async storeAddressLine(this: { prefix: string }, id: string) {
        return `${this.prefix}${id}`;
      },
    };
    const { api } = setupWith(storeLookups(backend));
    await expect(api.store.addressLine('1502')).resolves.toBe('line of 1502');
    await expect(api.store.location('1502')).rejects.toThrow('The store location is not available');
  });

  it('a storefront without the lookups refuses them with a clear message instead of failing', async () => {
    const { api } = setupWith({});
    await expect(api.store.location('1502')).rejects.toThrow('The store location is not available');
    await expect(api.store.addressLine('1502')).rejects.toThrow(STORE_ADDRESS_UNAVAILABLE);
  });

  it('readStoreId accepts exactly 1 to 6 digits (or such a whole number) and never throws on any value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const id = readStoreId(value);
        expect(id === null || /^\d{1,6}$/.test(id)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}$/), (digits) => {
        expect(readStoreId(digits)).toBe(digits);
      }),
    );
  });

  it('the store lookups never throw synchronously and settle with a PageApiError or a value, whatever a page script passes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), async (storeId, options) => {
        const { api } = withStores();
        for (const run of [() => api.store.location(storeId, options), () => api.store.addressLine(storeId)]) {
          let outcome: unknown;
          try {
            outcome = await run();
          } catch (error) {
            outcome = error;
          }
          expect(outcome instanceof Error ? outcome instanceof PageApiError : true).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
