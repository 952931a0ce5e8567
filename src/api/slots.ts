import { CurrentReservationResponse, ReservationView, ReserveRequest, SlotsQuery, SlotsResponse } from '../../spec/schemas/upstream/slots';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { checkedInput, missingInput } from './context';
import { buildHeaders, buildUrl, send, type Caller, type HttpMethod, type QueryValue } from './http';

export type { ReservationView, SlotView } from '../../spec/schemas/upstream/slots';
export type Fulfillment = z.output<typeof SlotsQuery>['fulfillment'];

/** A request as data: method, path under the slot service's base, query and body (decision 0489). */
export interface SlotsRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: z.output<typeof ReserveRequest>;
}

/** The store's open slots for a fulfilment (pickup `DUG` or `DELIVERY`). */
export const slotsRequest = (storeId: string, fulfillment: Fulfillment): SlotsRequest => ({ method: 'GET', path: 'slots', query: { storeId, fulfillment } });
/** CALL-43 holds a slot for the signed-in customer (a new hold releases the old one). */
export const reserveRequest = (body: z.output<typeof ReserveRequest>): SlotsRequest => ({ method: 'POST', path: 'reservationDetails', body });

/**
 * The slot service (CALL-43 /reservationDetails/ and the slot list it chooses from). Every call is the signed-in
 * customer's: the bearer goes only with an authorised caller (USER-TYPES-13), and the service refuses the rest.
 */
export function createSlotsClient({ config, env }: ApiContext) {
  const settings = config.checkout;
  async function call<T>(request: SlotsRequest, schema: z.core.$ZodType<T>, caller: Caller, signal?: AbortSignal): Promise<T> {
    if (!settings) throw missingInput('CALL-43', 'the configuration has no checkout section (slots base)');
    const headers = buildHeaders(env, { subscriptionKey: settings.subscriptionKey, banner: config.banner, traced: true, caller });
    const query: Record<string, QueryValue> = { ...request.query };
    return (await send(env, { call: 'CALL-43', method: request.method, url: buildUrl(settings.slotsBase, request.path, query), headers, body: request.body, schema, signal })).data;
  }
  return {
    /** The store's open slots, soonest first, with the places left in each. */
    list: async (caller: Caller, storeId: string, fulfillment: Fulfillment, signal?: AbortSignal) => {
      const q = await checkedInput('CALL-43', SlotsQuery, { storeId, fulfillment });
      return (await call(slotsRequest(q.storeId, q.fulfillment), SlotsResponse, caller, signal)).slots;
    },
    /** CALL-43 holds one slot for two hours. */
    reserve: async (caller: Caller, hold: z.input<typeof ReserveRequest>, signal?: AbortSignal) => call(reserveRequest(await checkedInput('CALL-43', ReserveRequest, hold)), ReservationView, caller, signal),
    /** CALL-43 the customer's live hold, or null. */
    current: async (caller: Caller, signal?: AbortSignal) => (await call({ method: 'GET', path: 'reservationDetails' }, CurrentReservationResponse, caller, signal)).reservation,
  };
}
export type SlotsClient = ReturnType<typeof createSlotsClient>;
