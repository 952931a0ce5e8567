import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../shell/cookies';
import { createPageApi, mergeSessionInfo, PageApiError } from './pageApi';

const NOW = Date.UTC(2026, 5, 1, 15);

function setup(cookie?: string) {
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
  return { api: createPageApi(deps), deps, cookies };
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
