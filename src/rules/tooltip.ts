import { z } from '../../spec/schemas/zod';
import { flowTexts } from '../../spec/errors';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { tooltipVariant } from './environment';

export const TOOLTIP_AUTO_HIDE_MS = 10_000; // TOOLTIP-02
export const TOOLTIP_SMALL_MAX_WIDTH = 1024; // small variant at 1024 px or less

export interface SelectedAddress {
  readonly addressId?: string | null;
  readonly resetToDefault?: boolean | string | null;
}

export interface TooltipInput {
  readonly selectedAddresses: readonly SelectedAddress[];
  /** An acknowledgment is already stored for this user. */
  readonly acknowledged: boolean;
  readonly giftingTooltip: boolean;
  /** Current fulfilment mode (AMBIG-26: compared case-insensitively). */
  readonly mode?: string | null | undefined;
  readonly viewportWidth: number;
  /** Delivery address string shown in the text. */
  readonly address: string;
}

export type TooltipDecision =
  | ({ readonly show: false } & Explained)
  | ({ readonly show: true; readonly variant: 'large' | 'small'; readonly text: string; readonly autoHideMs: number; readonly addressId: string | null } & Explained);

/** AMBIG-51: the profile flags resetToDefault when any selected address has resetToDefault true. */
export const flaggedAddress = (addresses: readonly SelectedAddress[]): SelectedAddress | undefined => addresses.find((a) => a.resetToDefault === true || a.resetToDefault === 'true');

/**
 * TOOLTIP-01, -05: shown exactly when the profile flags resetToDefault, no acknowledgment is stored, the gifting
 * tooltip flag is on and the mode is delivery; small variant at 1024 px or less.
 */
export function tooltipDecision(input: TooltipInput): TooltipDecision {
  const flagged = flaggedAddress(input.selectedAddresses);
  const delivery = input.mode?.trim().toLowerCase() === 'delivery';
  if (flagged === undefined || input.acknowledged || !input.giftingTooltip || !delivery) return { show: false, rules: ['TOOLTIP-01', 'AMBIG-51'] };
  return {
    show: true,
    // ENV-LAYOUT-06: the layout rule's variant.
    variant: tooltipVariant(input.viewportWidth),
    text: flowTexts.resetToDefaultTooltip.replace('{address}', () => input.address),
    autoHideMs: TOOLTIP_AUTO_HIDE_MS,
    addressId: flagged.addressId ?? null,
    rules: ['TOOLTIP-01', 'AMBIG-51', 'TOOLTIP-05', 'TOOLTIP-02'],
  };
}

export type HideReason = 'got-it' | 'escape' | 'outside-click' | 'timeout';

export type TooltipEffect =
  | { readonly type: 'hide' }
  | { readonly type: 'call'; readonly call: 'CALL-51'; readonly method: 'PATCH'; readonly query: { readonly type: 'userAck' }; readonly contentType: 'application/merge-patch+json'; readonly body: AckBody }
  | { readonly type: 'clearStoredFlag' };

export interface AckBody {
  readonly postalCode: { readonly postalCode: string; readonly resetToDefault: false };
  readonly selectedAddress: { readonly addressId: string; readonly resetToDefault: false };
}

/** TOOLTIP-03: the acknowledgment body (CALL-51), both flags false. */
export const ackBody = (postalCode: string, addressId: string): AckBody => ({ postalCode: { postalCode, resetToDefault: false }, selectedAddress: { addressId, resetToDefault: false } });

/** TOOLTIP-02, -03: every reason hides; Got it also sends the acknowledgment and clears the stored flag. */
export function hideTooltip(reason: HideReason, ack: { readonly postalCode: string; readonly addressId: string }): { readonly effects: readonly TooltipEffect[] } & Explained {
  if (reason !== 'got-it') return { effects: [{ type: 'hide' }], rules: ['TOOLTIP-02'] };
  return {
    effects: [{ type: 'hide' }, { type: 'call', call: 'CALL-51', method: 'PATCH', query: { type: 'userAck' }, contentType: 'application/merge-patch+json', body: ackBody(ack.postalCode, ack.addressId) }, { type: 'clearStoredFlag' }],
    rules: ['TOOLTIP-02', 'TOOLTIP-03'],
  };
}

/** TOOLTIP-04: an acknowledgment failure only logs a console warning. */
export function ackFailure(error: unknown): { readonly warn: string } & Explained {
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  return { warn: `Address acknowledgment failed: ${detail}`, rules: ['TOOLTIP-04'] };
}

export const tooltipModule = defineRuleModule({
  name: 'tooltip',
  summary: 'Reset-to-default delivery address tooltip: when shown, which variant, what text.',
  areas: ['TOOLTIP'],
  input: z.object({
    selectedAddresses: z.array(z.object({ addressId: z.nullish(z.string()), resetToDefault: z.nullish(z.union([z.boolean(), z.string()])) })),
    acknowledged: z._default(z.boolean(), false),
    giftingTooltip: z.boolean(),
    mode: z.nullish(z.string()),
    viewportWidth: z.number().check(z.nonnegative()),
    address: z.string(),
  }),
  example: { selectedAddresses: [{ addressId: 'a1', resetToDefault: true }], giftingTooltip: true, mode: 'delivery', viewportWidth: 1024, address: '5 Main St, Oakland, CA, 94611' },
  run: (input) => tooltipDecision(input),
});
