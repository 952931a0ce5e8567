import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SPLASH_TTL_MS } from '../rules/splash';
import { memoryStorage } from './ports';
import type { WebStorage } from './ports';
import type { Backend } from './session/backend';
import type { SessionView } from './session/establish';
import { runSplash, SPLASH_SHOWN_KEY } from './splash';
import { readDeals } from './splashDeals';
import { testCore } from '../../tests/support/core';

const NOW = 1_800_000_000_000;
const berries = { dealsInfo: [{ id: 'd1', title: '2 for $5 berries', imageUrl: '/d1.png' }], p13nAdobeMetrics: {} };

/** The core over test ports at `path`, with the events it traces. */
function core(options: { path?: string; backend?: Partial<Backend>; local?: WebStorage } = {}) {
  const events: string[] = [];
  const storefront = testCore({ href: new URL(options.path ?? '/', 'http://www.freshway.test').href, ...(options.backend ? { backend: options.backend } : {}), ...(options.local ? { local: options.local } : {}), trace: (e) => void events.push(e) });
  return { storefront, events };
}

async function loaded(options: Parameters<typeof core>[0] = {}) {
  const made = core(options);
  await made.storefront.pageLoad();
  await made.storefront.idle();
  return made;
}

const guest: SessionView = { userType: 'G', storeId: '1502', zipcode: '94611', preference: 'DELIVERY', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: null, customerId: null, userInfo: { houseId: 'h-9' }, how: 'test', rules: [] };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the page load\'s splash, in the core', () => {
  it('SPLASH-06 SPLASH-07 SESSION-EST-07 after the profile check the deals go into the snapshot and the showing is stored; closing lets the page-load modals go on', async () => {
    const splash = vi.fn(async () => berries);
    const local = memoryStorage();
    const { storefront, events } = await loaded({ backend: { splash }, local });
    expect(splash).toHaveBeenCalledTimes(1);
    expect(storefront.getSnapshot()).toMatchObject({ profileChecked: true, splash: [{ id: 'd1', title: '2 for $5 berries', bpn: null, price: null, saving: null }], splashDone: false });
    expect(local.getItem(SPLASH_SHOWN_KEY)).toBe(String(NOW));
    expect(events).toContain('splash:shown');
    storefront.closeSplash();
    expect(storefront.getSnapshot()).toMatchObject({ splash: null, splashDone: true });
    expect(events).toContain('splash:closed');
  });

  it('SPLASH-07 within the TTL the next page load makes no splash call and lets the page-load modals go at once; after it, the splash shows again', async () => {
    const local = memoryStorage([[SPLASH_SHOWN_KEY, String(NOW)]]);
    vi.setSystemTime(NOW + DEFAULT_SPLASH_TTL_MS - 1);
    const again = vi.fn(async () => berries);
    const within = await loaded({ backend: { splash: again }, local });
    expect(again).not.toHaveBeenCalled();
    expect(within.storefront.getSnapshot()).toMatchObject({ splash: null, splashDone: true });
    expect(within.events).toContain('splash:skipped:ttl');
    vi.setSystemTime(NOW + DEFAULT_SPLASH_TTL_MS);
    const after = await loaded({ backend: { splash: again }, local });
    expect(again).toHaveBeenCalledTimes(1);
    expect(after.storefront.getSnapshot().splash).toHaveLength(1);
  });

  it('SPLASH-02 SPLASH-03 no splash call on the sign-in or the deals page; the page-load modals are let go', async () => {
    for (const [path, reason] of [['/account/sign-in.html', 'sign-in'], ['/foru/coupons-deals.html', 'deals']] as const) {
      const splash = vi.fn(async () => berries);
      const { storefront, events } = await loaded({ path, backend: { splash } });
      expect(splash).not.toHaveBeenCalled();
      expect(storefront.getSnapshot()).toMatchObject({ splash: null, splashDone: true });
      expect(events).toContain(`splash:skipped:${reason}`);
    }
  });

  it('SPLASH-06 decision 0401 the splash waits while another modal is open and runs once it closes, once per page load', async () => {
    const splash = vi.fn(async () => berries);
    const { storefront } = core({ backend: { splash } });
    storefront.openModal({ kind: 'signIn' });
    await storefront.pageLoad();
    await storefront.idle();
    expect(splash).not.toHaveBeenCalled();
    expect(storefront.getSnapshot().splashDone).toBe(false);
    storefront.closeModal();
    await storefront.idle();
    expect(splash).toHaveBeenCalledTimes(1);
    expect(storefront.getSnapshot().splash).toHaveLength(1);
    storefront.openModal({ kind: 'createAccount' });
    storefront.closeModal();
    await storefront.idle();
    expect(splash).toHaveBeenCalledTimes(1);
  });

  it('SPLASH-06 the conflict flow keeps the splash waiting; keeping the current store ends it and the splash runs', async () => {
    const expireTime = NOW + 3_600_000;
    const userInfo = async () => ({ userType: 'R', firstName: 'Ana', customerId: 'c-1', UUID: 'uuid-1', SWY_SHOP_TOKEN: 'tok', branchId: '1502', zipcode: '94611', expireTime });
    const profile = async () => ({
      preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'j4u' }],
      stores: [{ storeId: '2210', banner: 'valleymarket', storePreference: 'Preferred', address: { address1: '1 Desert Rd', city: 'Phoenix', state: 'AZ', zipCode: '85004' }, services: [{ type: 'DELIVERY' }], isClosed: false }],
      postalCodes: [],
      selectedAddresses: [],
    });
    const splash = vi.fn(async () => berries);
    const { storefront } = await loaded({ backend: { userInfo, profile, splash } });
    expect(storefront.getSnapshot().modal?.kind).toBe('conflict');
    expect(storefront.getSnapshot().profileChecked).toBe(false);
    expect(splash).not.toHaveBeenCalled();
    storefront.closeModal();
    await storefront.idle();
    expect(storefront.getSnapshot().profileChecked).toBe(true);
    expect(splash).toHaveBeenCalledTimes(1);
  });

  it('SPLASH-08 a failed call or an answer without deals shows nothing and stores nothing, so the next page tries again', async () => {
    for (const splash of [async () => Promise.reject(new Error('down')), async () => ({ dealsInfo: [] }), async () => 'not json']) {
      const local = memoryStorage();
      const { storefront } = await loaded({ backend: { splash }, local });
      expect(storefront.getSnapshot()).toMatchObject({ splash: null, splashDone: true });
      expect(local.getItem(SPLASH_SHOWN_KEY)).toBeNull();
    }
  });

  it('a page disposed before the splash call answers shows no splash', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const splash = vi.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const { storefront } = core({ backend: { splash } });
    await storefront.pageLoad();
    expect(splash).toHaveBeenCalledTimes(1);
    storefront.dispose();
    answer(berries);
    await storefront.idle();
    expect(storefront.getSnapshot().splash).toBeNull();
  });
});

describe('runSplash', () => {
  it('SPLASH-08 the request carries placement, storeId, uiPageSize, householdId, assortmentChannel and platform', async () => {
    const splash = vi.fn(async (..._args: unknown[]) => berries);
    await runSplash({ pathname: '/', view: guest, backend: { splash }, local: memoryStorage(), now: () => NOW });
    expect(splash).toHaveBeenCalledWith({ userType: 'G', token: null }, { placement: 'splash', storeId: '1502', uiPageSize: 3, householdId: 'h-9', assortmentChannel: 'delivery', platform: 'web' });
  });

  it('SPLASH-04 SPLASH-01 no splash in edit-order mode, nor on a page the rule does not allow', async () => {
    const splash = vi.fn(async () => berries);
    expect(await runSplash({ pathname: '/', view: { ...guest, editOrder: true }, backend: { splash }, local: memoryStorage(), now: () => NOW })).toEqual({ kind: 'skipped', reason: 'edit-order' });
    expect(await runSplash({ pathname: '/account/orders.html', view: guest, backend: { splash }, local: memoryStorage(), now: () => NOW })).toEqual({ kind: 'skipped', reason: 'page' });
    expect(splash).not.toHaveBeenCalled();
  });

  it('SPLASH-07 an unreadable stored showing counts as never shown', async () => {
    const outcome = await runSplash({ pathname: '/', view: guest, backend: { splash: async () => berries }, local: memoryStorage([[SPLASH_SHOWN_KEY, 'garbage']]), now: () => NOW });
    expect(outcome.kind).toBe('shown');
  });

  it('SPLASH-08 decision 0434 the deals name their product, price and saving; a bpn that is not a product number names none', () => {
    const list = [
      { id: 'deal-1502-960012421', title: 'Open Nature Atlantic Salmon Fillet', bpn: '960012421', price: 9.59, wasPrice: 11.99, saving: 2.4 },
      { id: 'x', title: 'Plain deal' },
      { id: 'y', title: 'Bad bpn', bpn: 'javascript:alert(1)', price: -1 },
      { title: 'no id' },
      null,
    ];
    expect(readDeals(list)).toEqual([
      { id: 'deal-1502-960012421', title: 'Open Nature Atlantic Salmon Fillet', bpn: '960012421', price: 9.59, saving: 2.4 },
      { id: 'x', title: 'Plain deal', bpn: null, price: null, saving: null },
      { id: 'y', title: 'Bad bpn', bpn: null, price: null, saving: null },
    ]);
  });

  it('SPLASH-08 a session without a household id asks with an empty one; a preference with no channel asks for in-store', async () => {
    const splash = vi.fn(async (..._args: unknown[]) => berries);
    await runSplash({ pathname: '/', view: { ...guest, userInfo: null, preference: 'unknown' as SessionView['preference'] }, backend: { splash }, local: memoryStorage(), now: () => NOW });
    expect(splash).toHaveBeenCalledWith({ userType: 'G', token: null }, expect.objectContaining({ householdId: '', assortmentChannel: 'instore' }));
  });

  it('SPLASH-08 without a store there is no request; without the call there is no splash', async () => {
    const splash = vi.fn(async () => berries);
    expect(await runSplash({ pathname: '/', view: { ...guest, storeId: '' }, backend: { splash }, local: memoryStorage(), now: () => NOW })).toEqual({ kind: 'skipped', reason: 'request' });
    expect(splash).not.toHaveBeenCalled();
    expect(await runSplash({ pathname: '/', view: guest, backend: {}, local: memoryStorage(), now: () => NOW })).toEqual({ kind: 'skipped', reason: 'unavailable' });
  });

  it('SPLASH-08 a failed call, an answer without deals and an answer whose deals are unreadable each say why and store nothing', async () => {
    for (const [splash, reason] of [
      [async () => Promise.reject(new Error('HTTP 503')), 'failed'],
      [async () => ({ dealsInfo: [] }), 'no-deals'],
      [async () => ({ dealsInfo: [{ title: 'no id' }, null] }), 'no-deals'],
    ] as const) {
      const local = memoryStorage();
      expect(await runSplash({ pathname: '/', view: guest, backend: { splash }, local, now: () => NOW })).toEqual({ kind: 'skipped', reason });
      expect(local.getItem(SPLASH_SHOWN_KEY)).toBeNull();
    }
  });

  it('SPLASH-07 a splash never shown shows whatever the clock says, and its showing is stored at that time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: NOW }), async (now) => {
        const local = memoryStorage();
        const outcome = await runSplash({ pathname: '/', view: guest, backend: { splash: async () => berries }, local, now: () => now });
        expect(outcome).toEqual({ kind: 'shown', deals: [{ id: 'd1', title: '2 for $5 berries', bpn: null, price: null, saving: null }] });
        expect(local.getItem(SPLASH_SHOWN_KEY)).toBe(String(now));
      }),
      { numRuns: 20 },
    );
  });

  it('SPLASH-07 a stored showing that is no time (zero, infinite, negative) counts as never shown', async () => {
    for (const stored of ['0', 'Infinity', '-5']) {
      const outcome = await runSplash({ pathname: '/', view: guest, backend: { splash: async () => berries }, local: memoryStorage([[SPLASH_SHOWN_KEY, stored]]), now: () => 1000 });
      expect(outcome.kind, stored).toBe('shown');
    }
  });

  it('SPLASH-07 decision 0222 a TTL the storefront passes in replaces the default day', async () => {
    const local = () => memoryStorage([[SPLASH_SHOWN_KEY, String(NOW - 60_000)]]);
    const run = (ttlMs?: number) => runSplash({ pathname: '/', view: guest, backend: { splash: async () => berries }, local: local(), now: () => NOW, ...(ttlMs === undefined ? {} : { ttlMs }) });
    expect((await run(60_000)).kind).toBe('shown');
    expect(await run(60_001)).toEqual({ kind: 'skipped', reason: 'ttl' });
    expect(await run()).toEqual({ kind: 'skipped', reason: 'ttl' });
  });
});
