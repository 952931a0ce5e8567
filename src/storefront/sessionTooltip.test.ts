import { describe, expect, it, vi } from 'vitest';
import type { SessionView } from './session/establish';
import { unavailableBackend } from './session/backend';
import { memoryStorage } from './ports';
import { acknowledgeDefaultAddress, applyTooltipHide, hideShownTooltip, sessionTooltip, TOOLTIP_ACK_KEY } from './sessionTooltip';

const view = (overrides: Partial<SessionView> = {}): SessionView => ({
  userType: 'C',
  storeId: '1502',
  zipcode: '94611',
  preference: 'DELIVERY',
  banner: 'freshway',
  siteType: 'C',
  storeAddress: { line1: '100 Main St', city: 'Oakland', state: 'CA', zipcode: '94611' },
  firstName: 'Sam',
  customerId: null,
  userInfo: { UUID: 'u-1', SWY_SHOP_TOKEN: 'tok', deliveryAddress: '200 Main St, Oakland, CA, 94611' },
  how: 'test',
  rules: [],
  ...overrides,
});
const flagged = [{ addressId: 'a1', resetToDefault: true }];

describe('the default-address tooltip of a signed-in page', () => {
  it('TOOLTIP-01 TOOLTIP-05 ERR-40 shows the welcome-back text with the delivery address for a flagged delivery profile', () => {
    const t = sessionTooltip({ view: view(), selectedAddresses: flagged, acknowledged: false, giftingTooltip: true, viewportWidth: 1280 });
    expect(t?.text).toBe("Welcome back! You're currently shopping with your default address 200 Main St, Oakland, CA, 94611.");
    expect(t).toMatchObject({ variant: 'large', postalCode: '94611', addressId: 'a1' });
  });

  it('TOOLTIP-01 stays hidden when acknowledged, without the toggle, or outside delivery; falls back to the store line', () => {
    expect(sessionTooltip({ view: view(), selectedAddresses: flagged, acknowledged: true, giftingTooltip: true, viewportWidth: 1280 })).toBeNull();
    expect(sessionTooltip({ view: view(), selectedAddresses: flagged, acknowledged: false, giftingTooltip: false, viewportWidth: 1280 })).toBeNull();
    expect(sessionTooltip({ view: view({ preference: 'J4U' }), selectedAddresses: flagged, acknowledged: false, giftingTooltip: true, viewportWidth: 1280 })).toBeNull();
    expect(sessionTooltip({ view: view({ userInfo: { UUID: 'u-1' } }), selectedAddresses: flagged, acknowledged: false, giftingTooltip: true, viewportWidth: 800 })).toMatchObject({ variant: 'small', text: expect.stringContaining('address 100 Main St.') });
  });

  it('TOOLTIP-03 Got it acknowledges (CALL-51) for the session user with the postal code and flagged address', async () => {
    const acknowledgeDefault = vi.fn(async () => undefined);
    const t = sessionTooltip({ view: view(), selectedAddresses: flagged, acknowledged: false, giftingTooltip: true, viewportWidth: 1280 })!;
    await acknowledgeDefaultAddress({ ...unavailableBackend, acknowledgeDefault }, view(), t);
    expect(acknowledgeDefault).toHaveBeenCalledWith({ userType: 'C', token: 'tok' }, 'u-1', { postalCode: '94611', addressId: 'a1' });
  });

  it('TOOLTIP-04 ERR-34 a failed acknowledgment is a warning only; other reasons neither send nor store', async () => {
    const warn = vi.fn();
    const storeFlag = vi.fn();
    await expect(applyTooltipHide('got-it', { postalCode: '94611', addressId: 'a1' }, { acknowledge: async () => Promise.reject(new Error('status 500')), storeFlag, warn })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Address acknowledgment failed: status 500');
    expect(storeFlag).toHaveBeenCalledTimes(1);
    const acknowledge = vi.fn(async () => undefined);
    for (const reason of ['escape', 'outside-click', 'timeout'] as const) await applyTooltipHide(reason, { postalCode: '94611', addressId: null }, { acknowledge, storeFlag, warn });
    expect(acknowledge).not.toHaveBeenCalled();
    expect(storeFlag).toHaveBeenCalledTimes(1);
  });

  it('TOOLTIP-01 without a delivery address or a store the tooltip names the zip code', () => {
    expect(sessionTooltip({ view: view({ userInfo: null, storeAddress: null }), selectedAddresses: flagged, acknowledged: false, giftingTooltip: true, viewportWidth: 1280 })?.text).toBe("Welcome back! You're currently shopping with your default address 94611.");
  });

  it('TOOLTIP-03 the acknowledgment leaves out an address id the profile did not flag; without a user id or the call nothing is sent', async () => {
    const acknowledgeDefault = vi.fn(async () => undefined);
    const shown = { ...sessionTooltip({ view: view(), selectedAddresses: flagged, acknowledged: false, giftingTooltip: true, viewportWidth: 1280 })!, addressId: null };
    await acknowledgeDefaultAddress({ ...unavailableBackend, acknowledgeDefault }, view(), shown);
    expect(acknowledgeDefault).toHaveBeenCalledWith({ userType: 'C', token: 'tok' }, 'u-1', { postalCode: '94611' });
    await acknowledgeDefaultAddress({ ...unavailableBackend, acknowledgeDefault }, view({ userInfo: { SWY_SHOP_TOKEN: 'tok' } }), shown);
    expect(acknowledgeDefault).toHaveBeenCalledTimes(1);
    await expect(acknowledgeDefaultAddress(unavailableBackend, view(), shown)).resolves.toBeUndefined();
    await acknowledgeDefaultAddress({ ...unavailableBackend, acknowledgeDefault }, view({ userInfo: null }), shown);
    expect(acknowledgeDefault).toHaveBeenCalledTimes(1);
  });

  it('TOOLTIP-02 TOOLTIP-03 TOOLTIP-04 from the core: Got it acknowledges for the session and stores the flag; a failure is logged with the storefront prefix only', async () => {
    const t = sessionTooltip({ view: view(), selectedAddresses: flagged, acknowledged: false, giftingTooltip: true, viewportWidth: 1280 })!;
    const acknowledgeDefault = vi.fn(async () => undefined);
    const local = memoryStorage();
    const log: string[] = [];
    await hideShownTooltip('got-it', t, view(), { backend: { ...unavailableBackend, acknowledgeDefault }, local, log: (line) => void log.push(line) });
    expect(acknowledgeDefault).toHaveBeenCalledWith({ userType: 'C', token: 'tok' }, 'u-1', { postalCode: '94611', addressId: 'a1' });
    expect(local.getItem(TOOLTIP_ACK_KEY)).toBe('true');
    expect(log).toEqual([]);

    const failing = vi.fn(async () => Promise.reject(new Error('status 500')));
    await hideShownTooltip('got-it', t, view(), { backend: { ...unavailableBackend, acknowledgeDefault: failing }, local: memoryStorage(), log: (line) => void log.push(line) });
    expect(log).toEqual(['[storefront] Address acknowledgment failed: status 500']);

    const quiet = memoryStorage();
    await hideShownTooltip('escape', t, view(), { backend: { ...unavailableBackend, acknowledgeDefault }, local: quiet, log: (line) => void log.push(line) });
    expect(acknowledgeDefault).toHaveBeenCalledTimes(1);
    expect(quiet.getItem(TOOLTIP_ACK_KEY)).toBeNull();
  });

  it('TOOLTIP-03 Got it without a session stores the flag and sends nothing', async () => {
    const t = sessionTooltip({ view: view(), selectedAddresses: flagged, acknowledged: false, giftingTooltip: true, viewportWidth: 1280 })!;
    const acknowledgeDefault = vi.fn(async () => undefined);
    const local = memoryStorage();
    await hideShownTooltip('got-it', t, null, { backend: { ...unavailableBackend, acknowledgeDefault }, local, log: () => undefined });
    expect(acknowledgeDefault).not.toHaveBeenCalled();
    expect(local.getItem(TOOLTIP_ACK_KEY)).toBe('true');
  });
});
