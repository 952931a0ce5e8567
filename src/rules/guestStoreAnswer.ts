import { DeliveryResponse, ValidateResponse } from '../../spec/schemas/storeResolver';
import { text } from './emptyValue';
import { bannerOrDefault, defaultSelection, planGuestStore, previousSelection, unansweredGuestStore } from './guestStore';
import type { GuestSelection, GuestStoreInput, PreviousLogin, ResolverOutcome } from './guestStore';

/**
 * The guest-store rule's reading of a resolver answer. Read only when a previous login or the path's store-id
 * selector asks the resolver (GUEST-STORE-04, -09); apart so a first visit's page load does not carry it.
 */

/** GUEST-STORE-05/06/07/09/10, phase two: finishes a plan that asked for a resolver call. */
export function resolveGuestStore(input: GuestStoreInput, outcome: ResolverOutcome): { selection: GuestSelection; rules: string[] } {
  const plan = planGuestStore(input);
  if (plan.kind === 'final') return { selection: plan.selection, rules: [...plan.rules] };
  const banner = bannerOrDefault(input.banner);
  const rules = [...plan.rules];
  if (plan.request.call === 'CALL-23') {
    const prev = input.previousLogin as PreviousLogin;
    const parsed = outcome.status === 'ok' ? DeliveryResponse.safeParse(outcome.body) : null;
    if (outcome.status === 'failed' || (parsed && !parsed.success)) return unansweredGuestStore(input, 'CALL-23', rules);
    const stores = parsed?.success ? parsed.data.delivery.stores : [];
    const previousStore = text(prev.shopStoreId);
    if (stores.some((s) => String(s.locationId) === previousStore)) return { selection: previousSelection(prev, banner), rules: [...rules, 'GUEST-STORE-05'] };
    return { selection: defaultSelection(banner), rules: [...rules, 'GUEST-STORE-06', 'GUEST-STORE-11'] };
  }
  const parsed = outcome.status === 'ok' ? ValidateResponse.safeParse(outcome.body) : null;
  if (parsed?.success && parsed.data.validRequest.isValid) {
    const v = parsed.data.validRequest;
    const zipcode = v.store?.zipcode || v.ecomStore?.zipcode || v.mappedZip || banner.defaultZip;
    return { selection: { storeId: plan.request.query.storeid, zipcode, preference: 'J4U', selectionType: 'user', source: 'selector' }, rules: [...rules, 'GUEST-STORE-09'] };
  }
  return unansweredGuestStore(input, 'CALL-24', rules);
}
