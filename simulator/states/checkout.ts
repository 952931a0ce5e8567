import type { SimContext } from '../core/context';
import { knownCustomers, type KnownCustomerKey } from '../core/fixtures';
import { HOLD_MS } from '../services/slots/routes';
import { accountStates } from './account';
import type { ProviderState } from './providerState';

/** The moment the checkout contracts are recorded at (a slot the day after is open then). */
export const PACT_CHECKOUT_AT = '2026-06-01T15:00:00.000Z';
export const PACT_RESERVATION = 'rsv-pact';
export const PACT_SLOT = '1502-20260602-10';

/** The control API applies one state after a reset: each checkout state signs the customer in itself (params.token). */
const signIn = (ctx: SimContext, params: Record<string, unknown>) => accountStates.find((s) => s.name === 'the customer is signed in with an access token')!.apply(ctx, params);

const str = (params: Record<string, unknown>, name: string, fallback: string): string => (typeof params[name] === 'string' ? params[name] : fallback);

export const checkoutStates: ProviderState<SimContext>[] = [
  {
    name: 'the customer is signed in and the clock reads a given time',
    description: `the simulator's clock is set to params.at (an ISO time, default ${PACT_CHECKOUT_AT}), so the open slots are those after it; then params.customer (default shopper) holds the live access token params.token.`,
    async apply(ctx, params) {
      const at = Date.parse(str(params, 'at', PACT_CHECKOUT_AT));
      if (!Number.isFinite(at)) throw new Error(`params.at must be an ISO time, got '${String(params.at)}'`);
      ctx.clock.set(at);
      await signIn(ctx, params);
    },
  },
  {
    name: 'the customer holds a slot reservation',
    description: `params.customer (default shopper), signed in with the access token params.token, holds reservation params.reservationId (default ${PACT_RESERVATION}) of slot params.slotId (default ${PACT_SLOT}, pickup) for the next two hours.`,
    async apply(ctx, params) {
      await signIn(ctx, params);
      const key = str(params, 'customer', 'shopper');
      const customer = (knownCustomers as Record<string, (typeof knownCustomers)[KnownCustomerKey]>)[key];
      if (!customer) throw new Error(`unknown customer '${key}'`);
      const id = str(params, 'reservationId', PACT_RESERVATION);
      const slotId = str(params, 'slotId', PACT_SLOT);
      ctx.db.slotReservation.delete({ where: { id: { equals: id } } });
      ctx.db.slotReservation.create({ id, customerUuid: customer.uuid, storeId: slotId.split('-')[0] ?? '', slotId, fulfillment: 'DUG', createdAt: ctx.clock.now(), expiresAt: ctx.clock.now() + HOLD_MS, cancelled: false });
    },
  },
];
