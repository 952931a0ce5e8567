import { DeliveryResponse, ValidateResponse } from '../../spec/schemas/storeResolver';
import { z } from '../../spec/schemas/zod';
import { text } from './emptyValue';
import { bannerOrDefault, defaultSelection, planGuestStore, previousSelection, unansweredGuestStore } from './guestStore';
import type { GuestSelection, GuestStoreInput, PreviousLogin, ResolverOutcome } from './guestStore';

/**
 * The guest-store rule's reading of a resolver answer. Read only when a previous login or the path's store-id
 * selector asks the resolver (GUEST-STORE-04, -09); apart so a first visit's page load does not carry it.
 */

/** The answer of a call that answered, read against its schema; a failed or refused call, or an unreadable answer, is none. */
function answerOf<T>(schema: z.core.$ZodType<T>, outcome: ResolverOutcome): T | null {
  if (outcome.status !== 'ok') return null;
  const parsed = z.safeParse(schema, outcome.body);
  return parsed.success ? parsed.data : null;
}

/** GUEST-STORE-05/06/07/09/10, phase two: finishes a plan that asked for a resolver call. */
export function resolveGuestStore(input: GuestStoreInput, outcome: ResolverOutcome): { selection: GuestSelection; rules: string[] } {
  const plan = planGuestStore(input);
  if (plan.kind === 'final') return { selection: plan.selection, rules: [...plan.rules] };
  const banner = bannerOrDefault(input.banner);
  const rules = [...plan.rules];
  if (plan.request.call === 'CALL-23') {
    // ERR-02: a delivery check that did not answer, was refused, or answered unreadably reuses the previous login.
    const answer = answerOf(DeliveryResponse, outcome);
    if (!answer) return unansweredGuestStore(input, plan.request.call, rules);
    const previousStore = text((input.previousLogin as PreviousLogin).shopStoreId);
    if (answer.delivery.stores.some((s) => String(s.locationId) === previousStore)) return { selection: previousSelection(input.previousLogin as PreviousLogin, banner), rules: [...rules, 'GUEST-STORE-05'] };
    return { selection: defaultSelection(banner), rules: [...rules, 'GUEST-STORE-06', 'GUEST-STORE-11'] };
  }
  const v = answerOf(ValidateResponse, outcome)?.validRequest;
  if (v?.isValid) {
    const zipcode = v.store?.zipcode || v.ecomStore?.zipcode || v.mappedZip || banner.defaultZip;
    return { selection: { storeId: plan.request.query.storeid, zipcode, preference: 'J4U', selectionType: 'user', source: 'selector' }, rules: [...rules, 'GUEST-STORE-09'] };
  }
  return unansweredGuestStore(input, plan.request.call, rules);
}
