import type { SimContext } from '../core/context';
import { knownCustomers } from '../core/fixtures';
import { startServletSession } from '../services/customers/session';
import type { ProviderState } from './providerState';

/** The guest cart id the contracts name (abCart's `abs` entry of a guest). */
export const PACT_GUEST_CART = 'gcart-pact';
/** A grocery product of the catalogue (Farm Fresh Gala Apples) and a marketplace one (Pantry Partners' olive oil). */
export const PACT_GROCERY_UPC = '0000960012345';
export const PACT_MARKETPLACE_UPC = '0000980000201';

export const cartStates: ProviderState<SimContext>[] = [
  {
    name: 'a guest cart holds an item',
    description: `guest cart params.cartId (default ${PACT_GUEST_CART}) of seller abs at store 1502 holds 1 of ${PACT_GROCERY_UPC}; with params.sessionId the shopper has also just signed in to the servlets with that session id (the merge on sign-in).`,
    apply(ctx, params) {
      const id = typeof params.cartId === 'string' ? params.cartId : PACT_GUEST_CART;
      ctx.db.cart.delete({ where: { id: { equals: id } } });
      ctx.db.cart.create({ id, customerUuid: '', sellerId: 'abs', storeId: '1502', items: JSON.stringify([{ upc: PACT_GROCERY_UPC, qty: 1 }]), updatedAt: ctx.clock.now() });
      if (typeof params.sessionId === 'string') startServletSession(ctx, knownCustomers.shopper.uuid, knownCustomers.shopper.banner, params.sessionId);
    },
  },
];
