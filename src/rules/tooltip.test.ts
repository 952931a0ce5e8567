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

describe('tooltip in detail', () => {
  it('TOOLTIP-01 AMBIG-51 the flag may be the text true; any other value does not flag; the first flagged address is the one acknowledged', () => {
    expect(tooltipDecision({ ...on, selectedAddresses: [{ addressId: 'a1', resetToDefault: 'true' }, { addressId: 'a2', resetToDefault: true }] })).toMatchObject({ show: true, addressId: 'a1' });
    for (const resetToDefault of ['false', false, null, 'yes']) expect(tooltipDecision({ ...on, selectedAddresses: [{ addressId: 'a1', resetToDefault }] }).show, String(resetToDefault)).toBe(false);
    expect(tooltipDecision({ ...on, selectedAddresses: [{ resetToDefault: true }] })).toMatchObject({ show: true, addressId: null });
  });

  it('TOOLTIP-01 AMBIG-26 the mode is compared trimmed and in any case; no mode is not delivery', () => {
    expect(tooltipDecision({ ...on, mode: ' Delivery ' }).show).toBe(true);
    expect(tooltipDecision({ ...on, mode: undefined })).toEqual({ show: false, rules: ['TOOLTIP-01', 'AMBIG-51'] });
  });

  it('TOOLTIP-01 TOOLTIP-02 TOOLTIP-05 a shown tooltip is the whole decision, its text taking the address as written', () => {
    expect(tooltipDecision({ ...on, viewportWidth: 1025, address: "$& 5 Main St, O'Hare" })).toEqual({
      show: true,
      variant: 'large',
      text: "Welcome back! You're currently shopping with your default address $& 5 Main St, O'Hare.",
      autoHideMs: 10_000,
      addressId: 'a1',
      rules: ['TOOLTIP-01', 'AMBIG-51', 'TOOLTIP-05', 'TOOLTIP-02'],
    });
    expect(tooltipDecision({ ...on, viewportWidth: 320 })).toMatchObject({ variant: 'small' });
  });

  it('TOOLTIP-02 TOOLTIP-03 hiding names its rules: Got it also TOOLTIP-03', () => {
    expect(hideTooltip('timeout', { postalCode: '94611', addressId: 'a1' })).toEqual({ effects: [{ type: 'hide' }], rules: ['TOOLTIP-02'] });
    const gotIt = hideTooltip('got-it', { postalCode: '94611', addressId: 'a1' });
    expect(gotIt.rules).toEqual(['TOOLTIP-02', 'TOOLTIP-03']);
    expect(gotIt.effects).toHaveLength(3);
    expect(gotIt.effects[0]).toEqual({ type: 'hide' });
  });

  it('TOOLTIP-04 the warning names what failed, whatever was thrown', () => {
    expect(ackFailure(new Error('500'))).toEqual({ warn: 'Address acknowledgment failed: 500', rules: ['TOOLTIP-04'] });
    expect(ackFailure('timeout').warn).toBe('Address acknowledgment failed: timeout');
    expect(ackFailure({ status: 500 }).warn).toBe('Address acknowledgment failed: unknown error');
  });
});
