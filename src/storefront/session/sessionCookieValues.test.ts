import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { memoryCookieJar } from '../cookies';
import { unavailableBackend } from './backend';
import { establishSession } from './establish';
import { SHARED_SESSION_COOKIE } from './sessionCookie';

const freshway = banners[0];
const NOW = 1_700_000_000_000;

const cookieWith = (storeId: string, extra: { zipcode?: string; preference?: string } = {}) =>
  JSON.stringify({ info: { COMMON: { userType: 'G', Selection: 'user', storeId, zipcode: extra.zipcode ?? '94611', preference: extra.preference ?? 'J4U', banner: 'freshway' }, J4U: { storeId, zipcode: extra.zipcode ?? '94611' }, SHOP: { storeId, zipcode: extra.zipcode ?? '94611' } } });

/** The store resolver's 404 for a store it does not have (CALL-25). */
const notFound = Object.assign(new Error('Store not found'), { status: 404 });
const KNOWN = new Set(['1502', '1605']);

async function pageLoad(raw: string, failure: Error = notFound) {
  const cookies = memoryCookieJar({ [SHARED_SESSION_COOKIE]: raw });
  const storeAddress = vi.fn(async (storeId: string) => {
    if (!KNOWN.has(storeId)) throw failure;
    return { line1: `${storeId} Main St`, city: 'Oakland', state: 'CA', zipcode: '94611' };
  });
  const view = await establishSession({ search: '', pathname: '/', banner: freshway, b2b: false, cookies, backend: { ...unavailableBackend, storeAddress }, now: NOW, replaceSearch: () => undefined });
  return { view, cookies, storeAddress, written: JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!) as { info: Record<string, Record<string, unknown>> } };
}

describe('the session cookie\'s store values on page load (decision 0025)', () => {
  it('COOKIE-06 DEEPLINK-02 GUEST-STORE-02 a store id that is not 1-4 digits (abc, ../../__sim/reset) is dropped: the session is chosen again and the fixed cookie written', async () => {
    for (const bad of ['abc', '../../__sim/reset', '1502; x', '', '12345']) {
      const { view, written, storeAddress } = await pageLoad(cookieWith(bad));
      expect(view, bad).toMatchObject({ userType: 'G', storeId: '1502', zipcode: '94611' });
      // The store id never reaches a call path.
      for (const [id] of storeAddress.mock.calls) expect(id, bad).toMatch(/^\d{1,4}$/);
      for (const section of ['COMMON', 'J4U', 'SHOP']) expect(written.info[section]?.storeId, `${bad} ${section}`).toBe('1502');
    }
  });

  it('COOKIE-06 DEEPLINK-03 DEEPLINK-05 an unusable zip or preference is dropped the same way', async () => {
    for (const extra of [{ zipcode: '9461' }, { zipcode: '<b>94611</b>' }, { preference: 'teleport' }]) {
      const { view, written } = await pageLoad(cookieWith('1605', extra));
      expect(view, JSON.stringify(extra)).toMatchObject({ userType: 'G', storeId: '1502', zipcode: '94611', preference: 'J4U' });
      expect(written.info.COMMON).toMatchObject({ storeId: '1502', zipcode: '94611', preference: 'J4U' });
    }
  });

  it('COOKIE-01 a cookie whose values are all usable is kept as the session', async () => {
    const { view, storeAddress } = await pageLoad(cookieWith('1605', { zipcode: '94739', preference: 'dug' }));
    expect(view).toMatchObject({ userType: 'G', storeId: '1605', zipcode: '94739', preference: 'DUG' });
    expect(storeAddress).toHaveBeenCalledTimes(1);
  });

  it('CALL-25 GUEST-STORE-02 a guest\'s cookie store of the right shape that the store resolver does not know (9999, 404) is chosen again', async () => {
    const { view, written } = await pageLoad(cookieWith('9999'));
    expect(view).toMatchObject({ userType: 'G', storeId: '1502', zipcode: '94611' });
    expect(written.info.COMMON?.storeId).toBe('1502');
    // A resolver that fails for another reason (network, 500) says nothing about the store: the session keeps it.
    const kept = await pageLoad(cookieWith('9999'), Object.assign(new Error('Server error'), { status: 500 }));
    expect(kept.view).toMatchObject({ userType: 'G', storeId: '9999' });
  });
});
