import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { memoryCookieJar } from './cookies';
import { memoryStorage } from './ports';
import { unavailableBackend } from './session/backend';
import { createStorefront } from './storefront';

// The code a returning visit's page load fetches on demand does not arrive (a dropped connection, a file gone with a
// new release): what the browser's failed dynamic import does, here for the page load's effects.
vi.mock('./session/pageLoadEffects', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/pageLoadEffects.js');
});

function core() {
  const logs: string[] = [];
  const events: string[] = [];
  const cookies = memoryCookieJar();
  const storefront = createStorefront({
    config: parseConfigObject(simulatorConfig('freshway', '')),
    banner: banners[0],
    b2b: false,
    cookies,
    // A guest's user info, as the servlet answers a first visit (the simulator's guestInfo).
    backend: { ...unavailableBackend, userInfo: async () => ({ userType: 'G', banner: 'freshway', zipcode: '94611', branchId: '1502', preferenceMode: 'j4u', selectionType: 'default' }), storeAddress: async (id) => ({ line1: `${id} Market St`, city: 'Oakland', state: 'CA', zipcode: '94611' }) },
    clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
    local: memoryStorage(),
    session: memoryStorage(),
    location: {
      current: () => ({ pathname: '/', search: '', hash: '', host: 'www.freshway.test', href: 'http://www.freshway.test/' }),
      replace: () => undefined,
      assign: () => undefined,
    },
    freshId: () => 'grs-test',
    log: (line) => void logs.push(line),
    trace: (e) => void events.push(e),
  });
  return { storefront, cookies, logs, events };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a page load whose on-demand code does not arrive', () => {
  it('SESSION-EST-07 a first visit, which needs none of it, still establishes the guest session', async () => {
    const { storefront } = core();
    expect((await storefront.pageLoad())?.userType).toBe('G');
    expect(storefront.getSnapshot().loadFailed).toBe(false);
  });

  it('a returning visit says the page could not load, stops being busy and logs why, instead of waiting for ever', async () => {
    const first = core();
    await first.storefront.pageLoad();
    const back = core();
    for (const [name, value] of Object.entries(first.cookies.all())) back.cookies.set(name, value, null);
    await expect(back.storefront.pageLoad()).resolves.toBeNull();
    const snapshot = back.storefront.getSnapshot();
    expect(snapshot.loadFailed).toBe(true);
    expect(snapshot.session).toBeNull();
    expect(snapshot.establishing).toBe(0);
    expect(back.events).toContain('pageLoad:failed');
    expect(back.logs.some((l) => l.includes('the page load could not finish'))).toBe(true);
  });
});
