import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { FeatureToggles } from '../../../spec/schemas/config';
import { memoryCookieJar } from '../cookies';
import { unavailableBackend } from './backend';
import { selectGuestStore } from './guestStore';

// The rule's reading of a resolver answer is fetched with the call; with the network down it cannot be fetched.
vi.mock('../../rules/guestStoreAnswer', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const NOW = Date.UTC(2025, 2, 10, 15, 30);
const previous = JSON.stringify({ www: { preference: 'delivery', j4uStoreId: '1605', j4uZipcode: '94739', shopStoreId: '1605', shopZipcode: '94739' } });

describe('guest store selection when the answer reading cannot be fetched', () => {
  it('GUEST-STORE-07 ERR-02 the delivery check counts as unanswered: the previous login stores stand', async () => {
    const cookies = memoryCookieJar({ abs_previouslogin: previous });
    const deliveryCheck = vi.fn(async () => ({ delivery: { stores: [] } }));
    const r = await selectGuestStore({ banner: 'freshway', pathname: '/', search: '', cookies, backend: { ...unavailableBackend, deliveryCheck }, toggles: FeatureToggles.parse({ useStoreResolverV2: true }), selectorPage: true, now: NOW, timeZone: 'America/Los_Angeles' });
    expect(r.selection).toMatchObject({ storeId: '1605', source: 'previous' });
    expect(r.rules).toEqual(expect.arrayContaining(['GUEST-STORE-07', 'ERR-02']));
  });

  it('GUEST-STORE-10 ERR-03 the selector counts as unanswered: the banner default', async () => {
    const selectorValidate = vi.fn(async () => ({ validRequest: { isValid: true, store: { storeId: '1510', zipcode: '94612' } } }));
    const r = await selectGuestStore({ banner: 'freshway', pathname: '/shop/aisles/fruits.1510.html', search: '', cookies: memoryCookieJar(), backend: { ...unavailableBackend, selectorValidate }, toggles: FeatureToggles.parse({ enableStoreIdSelector: true }), selectorPage: true, now: NOW });
    expect(r.selection).toMatchObject({ storeId: banners[0].defaultStoreId, source: 'default' });
    expect(r.rules).toEqual(expect.arrayContaining(['GUEST-STORE-10', 'GUEST-STORE-11', 'ERR-03']));
  });
});
