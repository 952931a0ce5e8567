import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { memoryCookieJar } from '../cookies';
import { BackendError, unavailableBackend } from './backend';
import type { Backend } from './backend';
import type { SessionView } from './establish';
import { reconcileOnLoad } from './reconcile';
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
