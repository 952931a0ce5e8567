import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ackFailure, hideTooltip, tooltipDecision } from './tooltip';
import type { TooltipInput } from './tooltip';

const on: TooltipInput = { selectedAddresses: [{ addressId: 'a0' }, { addressId: 'a1', resetToDefault: true }], acknowledged: false, giftingTooltip: true, mode: 'delivery', viewportWidth: 1280, address: '5 Main St, Oakland, CA, 94611' };

describe('tooltip', () => {
  it('TOOLTIP-01 AMBIG-51 shown exactly when an address flags resetToDefault, no ack is stored, the flag is on and mode is delivery', () => {
    expect(tooltipDecision(on)).toMatchObject({ show: true, addressId: 'a1' });
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.constantFrom('delivery', 'DELIVERY', 'dug', 'j4u', null), (flag, ack, gifting, mode) => {
        const d = tooltipDecision({ ...on, selectedAddresses: [{ addressId: 'a1', resetToDefault: flag }], acknowledged: ack, giftingTooltip: gifting, mode });
        expect(d.show).toBe(flag && !ack && gifting && mode?.toLowerCase() === 'delivery');
      }),
    );
  });

  it('TOOLTIP-02 the tooltip auto-hides after 10000 ms and every hide reason hides it; small variant at 1024 px or less', () => {
    expect(tooltipDecision(on)).toMatchObject({ autoHideMs: 10_000, variant: 'large' });
    expect(tooltipDecision({ ...on, viewportWidth: 1024 })).toMatchObject({ variant: 'small' });
    for (const reason of ['got-it', 'escape', 'outside-click', 'timeout'] as const) expect(hideTooltip(reason, { postalCode: '94611', addressId: 'a1' }).effects[0]).toEqual({ type: 'hide' });
    expect(hideTooltip('escape', { postalCode: '94611', addressId: 'a1' }).effects).toHaveLength(1);
  });

  it('TOOLTIP-03 CALL-51 Got it sends the acknowledgment with both resetToDefault false and clears the stored flag', () => {
    const effects = hideTooltip('got-it', { postalCode: '94611', addressId: 'a1' }).effects;
    expect(effects[1]).toEqual({
      type: 'call',
      call: 'CALL-51',
      method: 'PATCH',
      query: { type: 'userAck' },
      contentType: 'application/merge-patch+json',
      body: { postalCode: { postalCode: '94611', resetToDefault: false }, selectedAddress: { addressId: 'a1', resetToDefault: false } },
    });
    expect(effects[2]).toEqual({ type: 'clearStoredFlag' });
  });

  it('TOOLTIP-04 an acknowledgment failure only logs a warning', () => {
    expect(ackFailure(new Error('500')).warn).toContain('500');
  });

  it('TOOLTIP-05 the text names the default address', () => {
    expect(tooltipDecision(on)).toMatchObject({ text: "Welcome back! You're currently shopping with your default address 5 Main St, Oakland, CA, 94611." });
  });
});
