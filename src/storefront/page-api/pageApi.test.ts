import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../cookies';
import { BackendError } from '../session/backend';
import { crossBannerSsoUrl, validateCrossBannerUpdate } from '../../rules/crossBanner';
import { sessionCookieExpiry } from '../../rules/expiry';
import type { CommandCore } from '../storefront';
import { corePageApi, createPageApi, LOCATION_FAILURE, mergeSessionInfo, PageApiError, readStoreId, STORE_ADDRESS_UNAVAILABLE, storeLookups } from './pageApi';
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

  it('SESSION-UPDATE-01 a section the cookie holds as no object, or one the update gives as none, is replaced whole', () => {
    expect(mergeSessionInfo({ COMMON: 'broken', J4U: { storeId: '1502' } } as never, { COMMON: { storeId: '1605' }, J4U: null } as never)).toEqual({ COMMON: { storeId: '1605' }, J4U: null });
    expect(mergeSessionInfo({ COMMON: null } as never, { COMMON: { storeId: '1605' } })).toEqual({ COMMON: { storeId: '1605' } });
    expect(mergeSessionInfo({ COMMON: { storeId: '1502', zipcode: '94611' } }, { SHOP: { storeId: '1605' } })).toEqual({ COMMON: { storeId: '1502', zipcode: '94611' }, SHOP: { storeId: '1605' } });
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

describe('page API: registration finished (SESSION-EST-17)', () => {
  it('SESSION-EST-17 the target is a path on this site, the current page by default, handed to the core\'s registration finish', async () => {
    const finishRegistration = vi.fn(async () => true);
    const { api } = setupWith({ finishRegistration, currentUrl: () => 'https://www.freshway.test/account/register.html?step=2#done' });
    await expect(api.session.registrationFinished()).resolves.toEqual({ ok: true, rules: ['SESSION-EST-17'] });
    expect(finishRegistration).toHaveBeenLastCalledWith('/account/register.html?step=2#done');
    await expect(api.session.registrationFinished('/shop/welcome.html')).resolves.toEqual({ ok: true, rules: ['SESSION-EST-17'] });
    expect(finishRegistration).toHaveBeenLastCalledWith('/shop/welcome.html');
  });

  it('SESSION-EST-17 a target off this site, or no path at all, is refused with its reason and logged; nothing is finished', async () => {
    const finishRegistration = vi.fn(async () => true);
    const { api, deps } = setupWith({ finishRegistration });
    for (const target of ['https://evil.example/', '//evil.example/x', 'shop/welcome.html', '', null, 42, { path: '/' }]) {
      const refused = api.session.registrationFinished(target);
      await expect(refused).rejects.toThrow('target must be a path on this site');
      await expect(refused).rejects.toMatchObject({ name: 'PageApiError', rules: ['SESSION-EST-17'] });
    }
    expect(deps.log).toHaveBeenCalledWith('registration finish refused: target must be a path on this site');
    expect(finishRegistration).not.toHaveBeenCalled();
  });

  it('SESSION-EST-17 without a registration finish, or with no signed-in user registering, the call is refused with its reason', async () => {
    const { api, deps } = setupWith({});
    await expect(api.session.registrationFinished('/shop/welcome.html')).rejects.toThrow('Registration is not available');
    expect(deps.log).toHaveBeenCalledWith('registration finish refused: Registration is not available');
    const nobody = setupWith({ finishRegistration: async () => false });
    await expect(nobody.api.session.registrationFinished('/shop/welcome.html')).rejects.toMatchObject({ message: 'No signed-in user is registering', rules: ['SESSION-EST-17'] });
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
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(readStoreId(n)).toBe(String(n));
      }),
    );
    for (const n of [0, -0]) expect(readStoreId(n)).toBe('0');
    for (const n of [-1, 1.5, 1_000_000, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, 1e-7]) expect(readStoreId(n)).toBeNull();
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

describe('page API over the storefront core', () => {
  /** The parts of the core the page API reads, with what it did to them recorded. */
  function coreWith(userType: string | null) {
    const cookies = memoryCookieJar();
    cookies.set('abs_gsession', START, null);
    const done: string[] = [];
    const core = {
      cookies,
      snapshot: () => ({ session: userType === null ? null : { userType } }),
      reloadSession: async () => void done.push('reload'),
      trace: (event: string) => void done.push(`trace ${event}`),
      href: () => 'https://www.freshway.test/shop/aisles/produce.html',
      ports: {
        clock: { now: () => NOW },
        config: { bannerDomainMap: { valleymarket: 'www.valleymarket.test' } },
        location: { assign: (url: string) => void done.push(`assign ${url}`) },
        log: (line: string) => void done.push(`log ${line}`),
        backend: { storeAddressLine: async (id: string) => `line of ${id}` },
      },
    } as unknown as CommandCore;
    return { api: corePageApi(core, async () => true), cookies, done };
  }

  it('EXPIRY-01 EXPIRY-02 an update keeps the cookie the lifetime of the session\'s user type; no session, or one without a type, is a guest\'s', async () => {
    for (const [userType, as] of [['R', 'R'], ['C', 'C'], [null, 'G'], ['', 'G']] as const) {
      const { api, cookies, done } = coreWith(userType);
      await api.session.update({ info: { COMMON: { storeId: '1605', zipcode: '94739' } } });
      expect(cookies.expiries.get('abs_gsession')).toBe(sessionCookieExpiry({ userType: as, now: NOW }).expires);
      expect(done).toEqual(['reload']);
    }
  });

  it('CROSS-BANNER-06 the other banner\'s single sign-on is left for through the core\'s location, traced, with goto the core\'s address', async () => {
    const { api, done } = coreWith('R');
    await api.crossBanner.update({ preference: 'J4U', storeId: '2210', banner: 'valleymarket', zipcode: '85004' });
    const assigned = done.find((d) => d.startsWith('assign '))!.slice('assign '.length);
    expect(done).toEqual([`trace redirect:${assigned}`, `assign ${assigned}`]);
    const url = new URL(assigned);
    expect(url.host).toBe('www.valleymarket.test');
    expect(url.searchParams.get('goto')).toBe('https://www.freshway.test/shop/aisles/produce.html');
  });

  it('CALL-72 the backend\'s lookups serve the page; a refusal is logged as the storefront\'s', async () => {
    const { api, done } = coreWith('G');
    await expect(api.store.addressLine('1502')).resolves.toBe('line of 1502');
    await expect(api.store.location('1502')).rejects.toThrow('The store location is not available');
    expect(done).toEqual(['log [storefront] store location refused: The store location is not available']);
  });
});

describe('page API refusals: each with its reason, its rules and a log line naming the call', () => {
  it('ERR-06 ERR-43 CALL-31 CALL-72 SESSION-EST-17 CROSS-BANNER-06 every refusal rejects with its message and rules, logged as that call\'s', async () => {
    const failing = async (): Promise<string> => Promise.reject(new Error('network down'));
    const cases: [string, (api: ReturnType<typeof createPageApi>) => Promise<unknown>, Partial<PageApiDeps>, string, readonly string[]][] = [
      ['store location', (api) => api.store.location('x'), {}, 'storeId must be 1 to 6 digits', ['CALL-31']],
      ['store location', (api) => api.store.location('1502', { onError: 'alert(1)' }), {}, 'onError must be a function', ['CALL-31']],
      ['store location', (api) => api.store.location('1502'), {}, 'The store location is not available', ['CALL-31']],
      ['store address', (api) => api.store.addressLine('x'), {}, 'storeId must be 1 to 6 digits', ['CALL-72']],
      ['store address', (api) => api.store.addressLine('1502'), {}, STORE_ADDRESS_UNAVAILABLE, ['CALL-72']],
      // A failure that is no service answer has no status to tell.
      ['store address', (api) => api.store.addressLine('1502'), { storeAddressLine: failing }, STORE_ADDRESS_UNAVAILABLE, ['CALL-72']],
      ['registration finish', (api) => api.session.registrationFinished('/x'), { finishRegistration: async () => false }, 'No signed-in user is registering', ['SESSION-EST-17']],
      ['cross-banner update', (api) => api.crossBanner.update({ storeId: '2210', banner: 'valleymarket', zipcode: '85004' }), {}, 'Preference is empty', validateCrossBannerUpdate({ storeId: '2210', banner: 'valleymarket', zipcode: '85004' }).rules],
    ];
    for (const [what, call, extra, message, rules] of cases) {
      const { api, deps } = setupWith(extra, START);
      const refused = call(api);
      await expect(refused).rejects.toBeInstanceOf(PageApiError);
      await expect(refused).rejects.toMatchObject({ message, rules });
      expect(rules.length).toBeGreaterThan(0);
      expect(deps.log).toHaveBeenCalledWith(`${what} refused: ${message}`);
    }
    expect(STORE_ADDRESS_UNAVAILABLE).toMatch(/store address/i);
  });

  it('CROSS-BANNER-06 a complete update answers with the update\'s and the address\'s rules, the host from the storefront\'s own map', async () => {
    const value = { preference: 'J4U', storeId: '2210', banner: 'valleymarket', zipcode: '85004' };
    const goto = 'https://www.freshway.test/shop/aisles/produce.html';
    const known = setupWith({}, START);
    await expect(known.api.crossBanner.update(value)).resolves.toEqual({ ok: true, rules: [...validateCrossBannerUpdate(value).rules, ...crossBannerSsoUrl({ targetBanner: 'valleymarket', goto, bannerDomainMap: { valleymarket: 'www.valleymarket.test' } }).rules] });
    // A banner the banner list does not know has no single sign-on: refused, and the page stays.
    const elsewhere = { ...value, banner: 'nosuchbanner' };
    const unknown = setupWith({}, START);
    await expect(unknown.api.crossBanner.update(elsewhere)).rejects.toMatchObject({ message: 'Banner nosuchbanner is not known', rules: [...validateCrossBannerUpdate(elsewhere).rules, ...crossBannerSsoUrl({ targetBanner: 'nosuchbanner', goto }).rules] });
    expect(unknown.deps.log).toHaveBeenCalledWith('cross-banner update refused: Banner nosuchbanner is not known');
    expect(unknown.deps.go).not.toHaveBeenCalled();
    // The storefront's own map is the one asked.
    const own = setupWith({ bannerDomainMap: { valleymarket: 'shop.valleymarket.example' } }, START);
    await own.api.crossBanner.update(value);
    expect(new URL(own.deps.go.mock.calls[0]![0] as string).host).toBe('shop.valleymarket.example');
  });

  it('ERR-06 CALL-31 options given as null are no options; without an error callback no callback is said to have thrown', async () => {
    const log = vi.fn();
    const { api } = setupWith({ log, storeLocation: async () => Promise.reject(new Error('down')) });
    await expect(api.store.location('1502', null)).resolves.toBeNull();
    await expect(api.store.location('1502', {})).resolves.toBeNull();
    expect(log).not.toHaveBeenCalledWith('store location: the error callback threw');
    const ok = setupWith({ storeLocation: async (id: string) => ({ storeId: id }) });
    await expect(ok.api.store.location('1502', null)).resolves.toEqual({ storeId: '1502' });
  });

  it('CALL-31 a backend\'s store location is handed over and called on the backend', async () => {
    const backend = { zip: '94611', async storeLocation(this: { zip: string }, id: string) { return { storeId: id, zipcode: this.zip }; } };
    const { api } = setupWith(storeLookups(backend));
    await expect(api.store.location('1502')).resolves.toEqual({ storeId: '1502', zipcode: '94611' });
    await expect(api.store.addressLine('1502')).rejects.toThrow(STORE_ADDRESS_UNAVAILABLE);
  });

  it('CALL-31 CALL-72 a store id given as a list or an object that writes itself as digits is no store id', () => {
    for (const value of [['1502'], [1502], { toString: () => '1502' }, new String('1502')]) expect(readStoreId(value)).toBeNull();
  });
});
