import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { memoryCookieJar } from './cookies';
import { memoryStorage } from './ports';
import { unavailableBackend } from './session/backend';
import type { Backend } from './session/backend';
import type { SessionView } from './session/establish';
import { BUSINESS_PROFILE_DONE_KEY, BUSINESS_PROFILE_SAVED, saveBusinessProfile } from './signedIn';
import type { StorefrontPorts } from './storefront';

const view: SessionView = { userType: 'C', storeId: '1502', zipcode: '94611', preference: 'DELIVERY', banner: 'freshway', siteType: 'B', storeAddress: null, firstName: 'Ana', customerId: null, userInfo: { UUID: 'uuid-1', SWY_SHOP_TOKEN: 'tok' }, how: 'test', rules: [] };

function ports(backend: Partial<Backend>) {
  const local = memoryStorage();
  const p: StorefrontPorts = {
    config: parseConfigObject(simulatorConfig('freshway')),
    banner: banners[0],
    b2b: true,
    cookies: memoryCookieJar(),
    backend: { ...unavailableBackend, ...backend },
    clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
    local,
    session: memoryStorage(),
    location: { current: () => ({ pathname: '/', search: '', hash: '', host: 'business.freshway.test', href: 'https://business.freshway.test/' }), replace: () => undefined, assign: () => undefined },
    freshId: () => 'id',
    log: () => undefined,
  };
  return { ports: p, local };
}

describe('the complete-business-profile form (MISC-02)', () => {
  it('MISC-02 saving updates the profile for the session user, marks it completed and says so', async () => {
    const updateBusinessProfile = vi.fn(async () => undefined);
    const { ports: p, local } = ports({ updateBusinessProfile });
    const toasts: string[] = [];
    await saveBusinessProfile(view, { name: 'Ana Foods', type: 'Restaurant' }, { ports: p, showToast: (t) => void toasts.push(t) });
    expect(updateBusinessProfile).toHaveBeenCalledWith({ userType: 'C', token: 'tok' }, 'uuid-1', { name: 'Ana Foods', type: 'Restaurant' });
    expect(local.getItem(BUSINESS_PROFILE_DONE_KEY)).toBe('true');
    expect(toasts).toEqual([BUSINESS_PROFILE_SAVED]);
    expect(BUSINESS_PROFILE_SAVED.trim()).not.toBe('');
  });

  it('MISC-02 without a session, a user id or the update call the save is refused and nothing is marked', async () => {
    const updateBusinessProfile = vi.fn(async () => undefined);
    for (const [name, v, backend] of [
      ['no session', null, { updateBusinessProfile }],
      ['no user id', { ...view, userInfo: { SWY_SHOP_TOKEN: 'tok' } }, { updateBusinessProfile }],
      ['no call', view, {}],
    ] as const) {
      const { ports: p, local } = ports(backend);
      const toasts: string[] = [];
      await expect(saveBusinessProfile(v, { name: 'n', type: 't' }, { ports: p, showToast: (t) => void toasts.push(t) }), name).rejects.toThrow();
      expect(local.getItem(BUSINESS_PROFILE_DONE_KEY), name).toBeNull();
      expect(toasts, name).toEqual([]);
    }
    expect(updateBusinessProfile).not.toHaveBeenCalled();
  });

  it('MISC-02 a failed update is not marked completed', async () => {
    const { ports: p, local } = ports({ updateBusinessProfile: async () => Promise.reject(new Error('HTTP 500')) });
    const toasts: string[] = [];
    await expect(saveBusinessProfile(view, { name: 'n', type: 't' }, { ports: p, showToast: (t) => void toasts.push(t) })).rejects.toThrow('HTTP 500');
    expect(local.getItem(BUSINESS_PROFILE_DONE_KEY)).toBeNull();
    expect(toasts).toEqual([]);
  });
});
