import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { memoryCookieJar } from './cookies';
import type { CookieJar } from './cookies';
import { memoryStorage } from './ports';
import { BackendError, unavailableBackend } from './session/backend';
import type { Backend } from './session/backend';
import type { SessionView } from './session/establish';
import { afterSignedInLoad, BUSINESS_PROFILE_DONE_KEY, BUSINESS_PROFILE_SAVED, saveBusinessProfile, SHOW_BOXTOP_KEY } from './signedIn';
import { SHARED_SESSION_COOKIE } from './session/sessionCookie';
import { TOOLTIP_ACK_KEY } from './sessionTooltip';
import type { ShownTooltip } from './sessionTooltip';
import type { StorefrontAction } from './snapshot';
import type { WebStorage } from './ports';
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

const NOW = 1_800_000_000_000;
const pref = (value: string, bannerId = 'freshway') => ({ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId, value });
const address = { address1: '1 Elm St', city: 'Oakland', state: 'CA', zipCode: '94611' };
/** A profile store of this banner, with the service its store preference stands for. */
const store = (storeId: string, storePreference: string, extra: Record<string, unknown> = {}) => ({ storeId, banner: 'freshway', storePreference, address, services: [{ type: storePreference === 'DriveUp' ? 'DRIVEUP' : 'DELIVERY' }], ...extra });
/** A registered shopper in store, as the session cookie and the user info say. */
const shopper: SessionView = { userType: 'R', storeId: '1502', zipcode: '94611', preference: 'J4U', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: 'Ana', customerId: '5501', userInfo: { userType: 'R', UUID: 'uuid-1', userId: 'user-1', SWY_SHOP_TOKEN: 'tok', branchId: '1502', zipcode: '94611', preferenceMode: 'j4u' }, how: 'test', rules: [] };
const flagged = [{ addressId: 'a-1', resetToDefault: true }];
const deliveryProfile = { preferences: [pref('DELIVERY')], stores: [store('1502', 'Preferred')], postalCodes: [{ postalCode: '94611', bannerId: 'freshway', stores: [{ storeId: '1502', banner: 'freshway', services: [{ type: 'DELIVERY' }] }] }], selectedAddresses: flagged };

/** The signed-in page load over test ports: what it dispatched, traced, scheduled and showed, in order. */
async function load(v: SessionView, options: { backend?: Partial<Backend>; toggles?: Record<string, unknown>; local?: WebStorage; cookies?: CookieJar; viewportWidth?: number } = {}) {
  const local = options.local ?? memoryStorage();
  const cookies = options.cookies ?? memoryCookieJar({ [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { userType: v.userType, storeId: v.storeId, zipcode: v.zipcode, preference: v.preference } } }) });
  const p: StorefrontPorts = {
    config: parseConfigObject(simulatorConfig('freshway', '', { featureToggles: options.toggles ?? {} })),
    banner: banners[0],
    b2b: v.siteType === 'B',
    cookies,
    backend: { ...unavailableBackend, ...options.backend },
    clock: { now: () => NOW, setTimeout: () => 0, clearTimeout: () => undefined },
    local,
    session: memoryStorage(),
    location: { current: () => ({ pathname: '/', search: '', hash: '', host: 'www.freshway.test', href: 'https://www.freshway.test/' }), replace: () => undefined, assign: () => undefined },
    freshId: () => 'id',
    log: () => undefined,
    ...(options.viewportWidth === undefined ? {} : { viewportWidth: () => options.viewportWidth as number }),
  };
  const actions: StorefrontAction[] = [];
  const traces: string[] = [];
  const sessions: SessionView[] = [];
  const tooltips: ShownTooltip[] = [];
  const scheduled: { ms: number; run: () => void }[] = [];
  const outcome = await afterSignedInLoad(v, {
    ports: p,
    cookies,
    dispatch: (action) => void actions.push(action),
    setSession: (view) => void sessions.push(view),
    trace: (event) => void traces.push(event),
    showTooltip: (tooltip) => void tooltips.push(tooltip),
    schedule: (run, ms) => void scheduled.push({ run, ms }),
  });
  return { outcome, actions, traces, sessions, tooltips, scheduled, local, cookies };
}

const types = (actions: readonly StorefrontAction[]) => actions.map((a) => a.type);

describe('the signed-in page load (PROFILE-RECON, TOOLTIP, PASSKEY, MISC-02, MISC-03)', () => {
  it("PROFILE-RECON-02 the profile's preference replaces the session's, the profile check is done, and what follows reads the updated session", async () => {
    const { outcome, actions, traces, sessions, tooltips } = await load(shopper, { backend: { profile: async () => deliveryProfile }, toggles: { giftingTooltip: true } });
    expect(outcome.kind).toBe('updated');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ preference: 'DELIVERY', storeId: '1502' });
    expect(traces[0]).toBe(`reconcile:${outcome.decision?.kind}`);
    expect(types(actions)).toContain('profileChecked');
    expect(types(actions)).not.toContain('modalOpened');
    // TOOLTIP-01: only the delivery mode shows the tooltip, and only the updated session is in it.
    expect(tooltips).toHaveLength(1);
  });

  it('PROFILE-RECON-10 a profile store of another banner opens the conflict modal and keeps the profile check waiting', async () => {
    const profile = async () => ({ preferences: [pref('j4u')], stores: [store('2210', 'Preferred', { banner: 'valleymarket' })], postalCodes: [], selectedAddresses: [] });
    const { outcome, actions, traces, sessions } = await load(shopper, { backend: { profile } });
    expect(outcome.kind).toBe('conflict');
    expect(traces.slice(0, 2)).toEqual(['reconcile:conflict-modal', 'modal:conflict']);
    const opened = actions.find((a) => a.type === 'modalOpened');
    expect(opened).toMatchObject({ modal: { kind: 'conflict', previous: { banner: 'valleymarket' } } });
    if (outcome.kind === 'conflict') expect(opened).toEqual({ type: 'modalOpened', modal: { kind: 'conflict', current: outcome.decision.current, previous: outcome.decision.previous } });
    expect(types(actions)).not.toContain('profileChecked');
    expect(sessions).toEqual([]);
  });

  it("PROFILE-RECON-11 a closed matched store opens the store modal's closed variant on the session's tab", async () => {
    const v: SessionView = { ...shopper, storeId: '2201', zipcode: '94610', preference: 'DUG', userInfo: { ...shopper.userInfo, branchId: '2201', zipcode: '94610', preferenceMode: 'dug' } };
    const profile = async () => ({ preferences: [pref('DUG')], stores: [store('2201', 'DriveUp', { isClosed: true })], postalCodes: [], selectedAddresses: [] });
    const { outcome, actions, traces } = await load(v, { backend: { profile } });
    expect(outcome.kind).toBe('closed-store');
    expect(traces.slice(0, 2)).toEqual(['reconcile:closed-store-modal', 'modal:closed-store']);
    expect(actions.filter((a) => a.type === 'modalOpened')).toEqual([{ type: 'modalOpened', modal: { kind: 'store', tab: 'pickup', closedStore: true } }]);
    expect(types(actions)).toContain('profileChecked');
  });

  it('ERR-32 PROFILE-RECON-12 a failed profile fetch is traced with what the failure rule makes of it, and the profile check is done', async () => {
    const { actions, traces, sessions } = await load(shopper, { backend: { profile: async () => Promise.reject(new BackendError('down', 500)) } });
    expect(traces[0]).toBe('reconcile:fetch-failed:ignore');
    expect(types(actions)).toEqual(['profileChecked']);
    expect(sessions).toEqual([]);
  });

  it('PROFILE-RECON-01 an order in progress (its order-number cookie) skips the profile', async () => {
    const profile = vi.fn(async () => deliveryProfile);
    const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { userType: 'R', storeId: '1502', zipcode: '94611', preference: 'J4U' } } }), OrderNumber: '12345' });
    const { outcome, traces } = await load(shopper, { backend: { profile }, cookies });
    expect(outcome.decision).toMatchObject({ kind: 'skip', reason: 'order-in-progress' });
    expect(traces[0]).toBe('reconcile:skip');
    expect(profile).not.toHaveBeenCalled();
  });

  it('a profile answer that cannot be read is traced as such', async () => {
    const { traces, actions } = await load(shopper, { backend: { profile: async () => 'not a profile' } });
    expect(traces[0]).toBe('reconcile:unreadable-profile');
    expect(types(actions)).toContain('profileChecked');
  });

  it('TOOLTIP-01 a stored acknowledgment keeps the tooltip hidden; ENV-LAYOUT-06 its variant follows the viewport, large without one', async () => {
    const delivery: SessionView = { ...shopper, preference: 'DELIVERY', userInfo: { ...shopper.userInfo, preferenceMode: 'delivery' } };
    const profile = async () => ({ ...deliveryProfile });
    const acknowledged = await load(delivery, { backend: { profile }, toggles: { giftingTooltip: true }, local: memoryStorage([[TOOLTIP_ACK_KEY, 'true']]) });
    expect(acknowledged.tooltips).toEqual([]);
    const small = await load(delivery, { backend: { profile }, toggles: { giftingTooltip: true }, viewportWidth: 375 });
    expect(small.tooltips).toMatchObject([{ variant: 'small', addressId: 'a-1', postalCode: '94611' }]);
    const noViewport = await load(delivery, { backend: { profile }, toggles: { giftingTooltip: true } });
    expect(noViewport.tooltips).toMatchObject([{ variant: 'large' }]);
  });

  it('COOKIE-14 the delivery address cookie written from the user info is traced', async () => {
    const consented = memoryCookieJar({ OptanonConsent: 'groups=C0001%3A1%2CC0003%3A1' });
    const { traces } = await load({ ...shopper, userInfo: { ...shopper.userInfo, deliveryAddress: '12 Oak St, Oakland, CA, 94611' } }, { cookies: consented });
    expect(traces).toContain('cookie:delivery-address');
    const none = await load(shopper);
    expect(none.traces).not.toContain('cookie:delivery-address');
  });

  it('PASSKEY-01 PASSKEY-03 a failed factors fetch shows the passkey prompt; PASSKEY-02 an active webauthn factor of the user suppresses it', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('HTTP 500')));
    const shown = await load(shopper, { toggles: { enablePasskeyFactorApi: true }, backend: { passkeyFactors: failing } });
    expect(failing).toHaveBeenCalledWith({ userType: 'R', token: 'tok' }, 'uuid-1');
    expect(shown.traces).toContain('passkey:prompt');
    expect(types(shown.actions)).toContain('passkeyPrompted');
    const active = async () => ({ factors: [{ factorType: 'webauthn', status: 'ACTIVE' }] });
    const suppressed = await load(shopper, { toggles: { enablePasskeyFactorApi: true }, backend: { passkeyFactors: active } });
    expect(suppressed.traces).not.toContain('passkey:prompt');
    expect(types(suppressed.actions)).not.toContain('passkeyPrompted');
    expect(suppressed.cookies.get('ACI_F_Passkey')).toBeDefined();
  });

  it('a signed-in session without user info loads without a profile, a loyalty lookup or a factors fetch', async () => {
    const profile = vi.fn(async () => deliveryProfile);
    const loyaltyPartners = vi.fn(async () => ({ loyaltyPartners: [] }));
    const { traces } = await load({ ...shopper, userInfo: null }, { toggles: { enablePasskeyFactorApi: true }, backend: { profile, loyaltyPartners } });
    expect(traces[0]).toMatch(/^reconcile:/);
    expect(profile).not.toHaveBeenCalled();
    expect(loyaltyPartners).not.toHaveBeenCalled();
  });

  it('MISC-02 the complete-business-profile modal is due 2000 ms after the auto sign-in, unless it was completed', async () => {
    const b2b: SessionView = { ...shopper, siteType: 'B' };
    const { scheduled, actions } = await load(b2b);
    expect(scheduled.map((s) => s.ms)).toEqual([2000]);
    scheduled[0]?.run();
    expect(types(actions)).toContain('businessProfileDue');
    const done = await load(b2b, { local: memoryStorage([[BUSINESS_PROFILE_DONE_KEY, 'true']]) });
    expect(done.scheduled).toEqual([]);
    expect((await load(shopper)).scheduled).toEqual([]);
  });

  it('STORAGE-05 MISC-03 the box-top authorisation is stored under showBoxtop', async () => {
    expect(SHOW_BOXTOP_KEY).toBe('showBoxtop');
    const { local } = await load(shopper, { backend: { loyaltyPartners: async () => ({ loyaltyPartners: [{ name: 'GeneralMills', planNumber: '12' }] }) } });
    expect(local.getItem('showBoxtop')).toBe('true');
  });

  it('MISC-03 a lookup without partners is no authorisation; a failed one leaves what was stored; no user id, no lookup', async () => {
    for (const body of [null, {}, { loyaltyPartners: null }]) {
      const { local } = await load(shopper, { backend: { loyaltyPartners: async () => body } });
      expect(local.getItem(SHOW_BOXTOP_KEY), JSON.stringify(body)).toBe('false');
    }
    const stored = memoryStorage([[SHOW_BOXTOP_KEY, 'true']]);
    await load(shopper, { local: stored, backend: { loyaltyPartners: async () => Promise.reject(new Error('HTTP 503')) } });
    expect(stored.getItem(SHOW_BOXTOP_KEY)).toBe('true');
    const loyaltyPartners = vi.fn(async () => ({ loyaltyPartners: [] }));
    const noId = await load({ ...shopper, userInfo: { ...shopper.userInfo, UUID: undefined } }, { backend: { loyaltyPartners } });
    expect(loyaltyPartners).not.toHaveBeenCalled();
    expect(noId.local.getItem(SHOW_BOXTOP_KEY)).toBeNull();
  });
});
