import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { memoryCookieJar } from '../cookies';
import { BackendError, unavailableBackend } from './backend';
import type { Backend } from './backend';
import type { SessionView } from './establish';
import { journeys } from '../../../spec/scenarios/journeys';
import { CLOSED_STORE_TITLE, CONFLICT_TITLE, reconcileOnLoad } from './reconcile';
import { SHARED_SESSION_COOKIE } from './sessionCookie';
import { signedInView } from '../../../tests/support/sessionView';

const freshway = banners[0];
const NOW = 1_700_000_000_000;

const view = (over: Partial<SessionView> = {}): SessionView =>
  signedInView({ userInfo: { userType: 'C', UUID: 'u-1', userId: 'user-1', SWY_SHOP_TOKEN: 'tok', branchId: '1502', zipcode: '94611', preferenceMode: 'j4u' }, ...over });

const deliveryProfile = {
  preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'DELIVERY' }],
  stores: [{ storeId: '1502', banner: 'freshway', storePreference: 'Preferred', address: { address1: '1 Main St', city: 'Oakland', state: 'CA', zipCode: '94611' }, services: [{ type: 'DELIVERY' }] }],
  postalCodes: [{ postalCode: '94611', bannerId: 'freshway', stores: [{ storeId: '1502', banner: 'freshway', services: [{ type: 'DELIVERY' }] }] }],
  selectedAddresses: [],
};

function reconcile(v: SessionView, backend: Partial<Backend>, firstLogin?: boolean) {
  const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { userType: 'C', storeId: v.storeId, zipcode: v.zipcode, preference: v.preference } } }) });
  return { cookies, promise: reconcileOnLoad(v, { backend: { ...unavailableBackend, ...backend }, cookies, banner: freshway, now: NOW, ...(firstLogin === undefined ? {} : { firstLogin }) }) };
}

describe('profile reconciliation on page load', () => {
  it('PROFILE-RECON-01 SESSION-EST-10 on the first login (marker carried by the session) the profile is not even fetched', async () => {
    const profile = vi.fn(async () => deliveryProfile);
    const outcome = await reconcile(view({ firstLogin: true }), { profile }).promise;
    expect(outcome).toMatchObject({ kind: 'none', decision: { kind: 'skip', reason: 'first-login' } });
    expect(profile).not.toHaveBeenCalled();
  });

  it('PROFILE-RECON-01 a guest is skipped without a fetch', async () => {
    const profile = vi.fn(async () => deliveryProfile);
    const outcome = await reconcile(view({ userType: 'G' }), { profile }).promise;
    expect(outcome.decision).toMatchObject({ kind: 'skip', reason: 'not-signed-in' });
    expect(profile).not.toHaveBeenCalled();
  });

  it("PROFILE-RECON-02 PROFILE-RECON-06 the profile's delivery preference replaces the in-store session and is written to the cookie", async () => {
    const { promise, cookies } = reconcile(view(), { profile: async () => deliveryProfile });
    const outcome = await promise;
    expect(outcome.kind).toBe('updated');
    if (outcome.kind === 'updated') expect(outcome.view).toMatchObject({ preference: 'DELIVERY', storeId: '1502' });
    expect(JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!).info.COMMON.preference).toBe('DELIVERY');
  });

  it('ERR-32 PROFILE-RECON-12 a failed profile fetch is ignored, leaving the session as it was', async () => {
    const { promise, cookies } = reconcile(view(), { profile: async () => Promise.reject(new BackendError('down', 500)) });
    const before = cookies.get(SHARED_SESSION_COOKIE);
    expect(await promise).toMatchObject({ kind: 'fetch-failed', status: 500, failure: { action: 'ignore' } });
    expect(cookies.get(SHARED_SESSION_COOKIE)).toBe(before);
  });

  it('PROFILE-RECON-12 a 401 without a user id asks for the expired-token reconciliation', async () => {
    const v = view({ userInfo: { userType: 'C', UUID: 'u-1', SWY_SHOP_TOKEN: 'tok' } });
    const outcome = await reconcile(v, { profile: async () => Promise.reject(new BackendError('expired', 401)) }).promise;
    expect(outcome).toMatchObject({ kind: 'fetch-failed', failure: { action: 'expired-token-reconciliation' } });
  });
});

const j4uProfile = (store: Record<string, unknown>, selectedAddresses: unknown[] = []) => ({
  preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'J4U' }],
  stores: [{ storeId: '1502', banner: 'freshway', storePreference: 'Preferred', address: { address1: '1 Main St', city: 'Oakland', state: 'CA', zipCode: '94611' }, services: [{ type: 'DUG' }], ...store }],
  postalCodes: [],
  selectedAddresses,
});

describe('profile reconciliation on page load: what the decision leads to', () => {
  it('CALL-49 USER-TYPES-13 the profile is fetched for the user info\'s UUID with the signed-in caller\'s token', async () => {
    const profile = vi.fn(async () => j4uProfile({}));
    await reconcile(view(), { profile }).promise;
    expect(profile).toHaveBeenCalledWith({ userType: 'C', token: 'tok' }, 'u-1');
  });

  it('PROFILE-RECON-01 an order in progress, or the first login told by the caller, skips the fetch', async () => {
    const profile = vi.fn(async () => j4uProfile({}));
    const cookies = memoryCookieJar();
    const deps = { backend: { ...unavailableBackend, profile }, cookies, banner: freshway, now: NOW };
    expect((await reconcileOnLoad(view(), { ...deps, orderNumberCookie: '90012345' })).decision).toMatchObject({ kind: 'skip', reason: 'order-in-progress' });
    expect((await reconcileOnLoad(view(), { ...deps, firstLogin: true })).decision).toMatchObject({ kind: 'skip', reason: 'first-login' });
    expect(profile).not.toHaveBeenCalled();
  });

  it('PROFILE-RECON-01 the caller\'s word on the first login wins over the session\'s marker', async () => {
    const profile = vi.fn(async () => j4uProfile({}));
    await reconcile(view({ firstLogin: true }), { profile }, false).promise;
    expect(profile).toHaveBeenCalledOnce();
  });

  it('CALL-49 without the profile call, a UUID, or a readable profile, nothing is decided', async () => {
    expect(await reconcile(view(), {}).promise).toEqual({ kind: 'none', decision: null });
    const profile = vi.fn(async () => j4uProfile({}));
    expect(await reconcile(view({ userInfo: { userType: 'C', SWY_SHOP_TOKEN: 'tok' } }), { profile }).promise).toEqual({ kind: 'none', decision: null });
    expect(profile).not.toHaveBeenCalled();
    expect(await reconcile(view(), { profile: async () => 'not a profile' }).promise).toEqual({ kind: 'none', decision: null });
    expect(await reconcile(view({ userInfo: null }), { profile }).promise).toEqual({ kind: 'none', decision: null });
  });

  it('PROFILE-RECON-07 PROFILE-RECON-11 TOOLTIP-01 the session already on the profile\'s open store: profile check complete, with the selected addresses', async () => {
    const selected = [{ addressId: 'a1', resetToDefault: true }];
    const { promise, cookies } = reconcile(view(), { profile: async () => j4uProfile({}, selected) });
    const before = cookies.all();
    const outcome = await promise;
    expect(outcome).toMatchObject({ kind: 'complete', decision: { kind: 'profile-check-complete' }, selectedAddresses: selected });
    expect(cookies.all()).toEqual(before);
  });

  it('PROFILE-RECON-11 the profile\'s store is closed: the closed-store modal', async () => {
    expect(await reconcile(view(), { profile: async () => j4uProfile({ isClosed: true }) }).promise).toMatchObject({ kind: 'closed-store', decision: { kind: 'closed-store-modal', store: { storeId: '1502' } }, selectedAddresses: [] });
  });

  it('PROFILE-RECON-10 an in-store preference for another banner\'s store: the conflict modal', async () => {
    expect(await reconcile(view(), { profile: async () => j4uProfile({ banner: 'otherbanner', storeId: '3132' }) }).promise).toMatchObject({ kind: 'conflict', decision: { kind: 'conflict-modal', previous: { banner: 'otherbanner', storeId: '3132' } } });
  });

  it('PROFILE-RECON-02 no preference for this banner: nothing to do, the selected addresses still told', async () => {
    const outcome = await reconcile(view(), { profile: async () => ({ ...j4uProfile({}, [{ addressId: 'a2' }]), preferences: [] }) }).promise;
    expect(outcome).toMatchObject({ kind: 'none', decision: { kind: 'no-op', reason: 'no-banner-preference' }, selectedAddresses: [{ addressId: 'a2' }] });
  });

  it('PROFILE-RECON-06 EXPIRY-02 an update is written to the signed-in session cookie as the user\'s choice and shown in the view', async () => {
    const { promise, cookies } = reconcile(view({ storeId: '1605', zipcode: '94739' }), { profile: async () => j4uProfile({}) });
    const outcome = await promise;
    expect(outcome).toMatchObject({ kind: 'updated', view: { storeId: '1502', zipcode: '94611', preference: 'J4U', userType: 'C', how: 'profile reconciliation', rules: expect.arrayContaining(['PROFILE-RECON-06']) } });
    const written = JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!).info.COMMON;
    expect(written).toMatchObject({ storeId: '1502', zipcode: '94611', preference: 'J4U', Selection: 'user', userType: 'C' });
    expect(cookies.expiries.get(SHARED_SESSION_COOKIE)).toBe(NOW + 45 * 60_000);
  });

  it('PROFILE-RECON-08 a non-ecommerce profile store is validated in store; a valid mapping becomes the session', async () => {
    const validateStore = vi.fn(async () => ({ isValid: true, storeId: '1650', zipcode: '94612' }));
    const outcome = await reconcile(view(), { profile: async () => j4uProfile({ storeId: '1622', services: [] }), validateStore }).promise;
    expect(validateStore).toHaveBeenCalledWith({ banner: 'freshway', storeId: '1622', preference: 'instore' });
    expect(outcome).toMatchObject({ kind: 'updated', view: { storeId: '1650', zipcode: '94612', preference: 'J4U' } });
  });

  it('PROFILE-RECON-09 ERR-33 ERR-50 an invalid mapping, one without its store, or a failed call uses the banner default store', async () => {
    for (const validateStore of [async () => ({ isValid: false, storeId: null, zipcode: null }), async () => ({ isValid: true, storeId: '1650', zipcode: null }), async () => ({ isValid: true, storeId: null, zipcode: '94612' }), async () => Promise.reject(new BackendError('down', 500))]) {
      const outcome = await reconcile(view({ storeId: '1605', zipcode: '94739' }), { profile: async () => j4uProfile({ storeId: '1622', services: [] }), validateStore }).promise;
      expect(outcome).toMatchObject({ kind: 'updated', view: { storeId: freshway.defaultStoreId, zipcode: freshway.defaultZip }, decision: { fallback: true } });
    }
  });

  it('PROFILE-RECON-12 a failure without an HTTP status (not the backend\'s own) is ignored with no status; a user id that is not text counts as none', async () => {
    expect(await reconcile(view(), { profile: async () => Promise.reject(new Error('offline')) }).promise).toMatchObject({ kind: 'fetch-failed', status: null, failure: { action: 'ignore' } });
    const v = view({ userInfo: { userType: 'C', UUID: 'u-1', SWY_SHOP_TOKEN: 'tok', userId: 42 } as unknown as SessionView['userInfo'] });
    expect(await reconcile(v, { profile: async () => Promise.reject(new BackendError('expired', 401)) }).promise).toMatchObject({ kind: 'fetch-failed', status: 401, failure: { action: 'expired-token-reconciliation' } });
    expect(await reconcile(view(), { profile: async () => Promise.reject(new BackendError('expired', 401)) }).promise).toMatchObject({ failure: { action: 'ignore' } });
  });
});

describe('the modals reconciliation opens', () => {
  it('PROFILE-RECON-10 PROFILE-RECON-11 their titles are the texts the conflict and closed-store journeys show', () => {
    const textOf = (event: string) => journeys.find((j) => j.expect.events?.includes(event))?.expect.text;
    expect(textOf('reconcile:closed-store-modal')).toContain(CLOSED_STORE_TITLE);
    expect(textOf('reconcile:conflict-modal')).toContain(CONFLICT_TITLE);
  });
});
