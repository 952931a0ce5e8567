import { ackFailure, hideTooltip, tooltipDecision } from '../rules/tooltip';
import type { HideReason, TooltipDecision } from '../rules/tooltip';
import type { Backend } from './session/backend';
import { writeKey } from './ports';
import type { WebStorage } from './ports';
import type { SessionView } from './session/establish';
import { callerOf } from './session/establish';

/** Local-storage flag the Got it of the default-address tooltip stores (TOOLTIP-03 "clears the stored flag"). */
export const TOOLTIP_ACK_KEY = 'defaultAddressAck';

export type ShownTooltip = Extract<TooltipDecision, { show: true }> & { readonly postalCode: string };

/**
 * The default-address tooltip for a signed-in page after its profile reconciliation (TOOLTIP-01, -05): the profile's
 * selected addresses, the stored acknowledgment, the gifting-tooltip toggle and the session's mode; the address is the
 * user info's delivery address, else the store's first line, else the zip code.
 */
export function sessionTooltip(input: {
  readonly view: SessionView;
  readonly selectedAddresses: readonly { addressId?: string | null; resetToDefault?: boolean | null }[];
  readonly acknowledged: boolean;
  readonly giftingTooltip: boolean;
  readonly viewportWidth: number;
}): ShownTooltip | null {
  const { view } = input;
  const decision = tooltipDecision({
    selectedAddresses: input.selectedAddresses,
    acknowledged: input.acknowledged,
    giftingTooltip: input.giftingTooltip,
    mode: view.preference,
    viewportWidth: input.viewportWidth,
    address: view.userInfo?.deliveryAddress ?? view.storeAddress?.line1 ?? view.zipcode,
  });
  return decision.show ? { ...decision, postalCode: view.zipcode } : null;
}

/** CALL-51 for the tooltip's Got it: the session's user acknowledges its postal code and flagged address. */
export async function acknowledgeDefaultAddress(backend: Backend, view: SessionView, tooltip: ShownTooltip): Promise<void> {
  const uuid = view.userInfo?.UUID;
  if (!uuid || !backend.acknowledgeDefault) return;
  await backend.acknowledgeDefault(callerOf(view), uuid, { postalCode: tooltip.postalCode, ...(tooltip.addressId ? { addressId: tooltip.addressId } : {}) });
}

/**
 * Hiding the tooltip (TOOLTIP-02..04): every reason hides it; Got it also sends the acknowledgment and stores the
 * flag. A failed acknowledgment is only a console warning: it never reaches the shopper.
 */
export function applyTooltipHide(reason: HideReason, tooltip: { readonly postalCode: string; readonly addressId: string | null }, deps: { acknowledge: () => Promise<void>; storeFlag: () => void; warn: (line: string) => void }): Promise<void> {
  let sent: Promise<void> = Promise.resolve();
  // Stryker disable next-line ObjectLiteral,LogicalOperator,StringLiteral: only the effects' kinds are read here; the acknowledgment builds its own body
  for (const effect of hideTooltip(reason, { postalCode: tooltip.postalCode, addressId: tooltip.addressId ?? '' }).effects) {
    if (effect.type === 'call') sent = deps.acknowledge().catch((e: unknown) => deps.warn(ackFailure(e).warn));
    else if (effect.type === 'clearStoredFlag') deps.storeFlag();
  }
  return sent;
}

/**
 * Hiding the shown tooltip from the core (TOOLTIP-02..04): acknowledges the default address, records the hide, and logs
 * the storefront's upstream failures with its prefix, never shown (ERR-34).
 */
export function hideShownTooltip(reason: HideReason, tooltip: ShownTooltip, view: SessionView | null, ports: { readonly backend: Backend; readonly local: WebStorage; readonly log: (line: string) => void }): Promise<void> {
  return applyTooltipHide(reason, tooltip, {
    acknowledge: () => (view ? acknowledgeDefaultAddress(ports.backend, view, tooltip) : Promise.resolve()),
    storeFlag: () => writeKey(ports.local, TOOLTIP_ACK_KEY, 'true'),
    warn: (line) => ports.log(`[storefront] ${line}`),
  });
}
