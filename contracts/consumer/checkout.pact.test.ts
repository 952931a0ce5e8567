import { describe, expect, it } from 'vitest';
import type { Api } from '../../src/api';
import { PACT_CHECKOUT_AT, PACT_RESERVATION, PACT_SLOT } from '../../simulator/states/checkout';
import { apiAt, bearer, eachLike, like, pactFor, rejection, signedIn, tracedHeaders, BANNER, TOKEN } from './support';

/**
 * The checkout's calls (CALL-43, decision 0489): the slot service's list and hold, and the orders service's order,
 * summaries and one order. Both are the simulator's own shapes (the spec shows no payloads).
 */
const SIGNED_IN = 'the customer is signed in with an access token';
const CLOCK = 'the customer is signed in and the clock reads a given time';
const HOLD = 'the customer holds a slot reservation';
const headers = tracedHeaders('sim-checkout-key', { 'x-banner': BANNER, authorization: bearer() });
const ISO = '2026-06-02T10:00:00.000Z';
const UPC = '0000960012345';
const order = { orderId: like('900000000001-000001'), storeId: like('1502'), status: like('PENDING'), items: eachLike({ upc: like(UPC), qty: like(2), price: like(3.49) }), total: like(6.98), placedAt: like(ISO), reservationId: like(PACT_RESERVATION) };
const signedInState: [string, Record<string, string>] = [SIGNED_IN, { customer: 'shopper', token: TOKEN }];

interface Row {
  provider: 'slots' | 'orders';
  title: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  states: [string, Record<string, string>][];
  status: number;
  response: unknown;
  run: (api: Api) => Promise<unknown>;
}

const rows: Row[] = [
  {
    provider: 'slots',
    title: 'CALL-43 the open pickup slots of a store',
    method: 'GET',
    path: '/apim/slots/slots',
    query: { storeId: '1502', fulfillment: 'DUG' },
    states: [signedInState],
    status: 200,
    response: { slots: eachLike({ slotId: like(PACT_SLOT), storeId: like('1502'), start: like(ISO), end: like(ISO), capacity: like(3), available: like(3) }) },
    run: (api) => api.slots.list(signedIn, '1502', 'DUG'),
  },
  {
    provider: 'slots',
    title: 'CALL-43 hold a pickup slot',
    method: 'POST',
    path: '/apim/slots/reservationDetails',
    body: { storeId: '1502', slotId: PACT_SLOT, fulfillment: 'DUG' },
    states: [[CLOCK, { customer: 'shopper', token: TOKEN, at: PACT_CHECKOUT_AT }]],
    status: 201,
    response: { reservationId: like(PACT_RESERVATION), storeId: '1502', slotId: PACT_SLOT, fulfillment: 'DUG', start: like(ISO), end: like(ISO), expiresAt: like(ISO) },
    run: (api) => api.slots.reserve(signedIn, { storeId: '1502', slotId: PACT_SLOT, fulfillment: 'DUG' }),
  },
  {
    provider: 'slots',
    title: 'CALL-43 the customer holds no slot',
    method: 'GET',
    path: '/apim/slots/reservationDetails',
    states: [signedInState],
    status: 200,
    response: { reservation: null },
    run: async (api) => (await api.slots.current(signedIn)) === null,
  },
  {
    provider: 'orders',
    title: 'CALL-43 place an order for a held slot',
    method: 'POST',
    path: '/apim/orders/web/ecom/api/order',
    body: { storeId: '1502', items: [{ upc: UPC, qty: 2 }], reservationId: PACT_RESERVATION },
    states: [[HOLD, { customer: 'shopper', token: TOKEN, reservationId: PACT_RESERVATION, slotId: PACT_SLOT }]],
    status: 201,
    response: { order: { ...order, status: 'PENDING', reservationId: PACT_RESERVATION } },
    run: (api) => api.orders.place(signedIn, { storeId: '1502', items: [{ upc: UPC, qty: 2 }], reservationId: PACT_RESERVATION }),
  },
  {
    provider: 'orders',
    title: "CALL-43 the customer's order summaries",
    method: 'GET',
    path: '/apim/orders/orders/summary',
    states: [signedInState],
    status: 200,
    response: { orders: eachLike({ orderId: like('900000000001-0001'), status: like('DELIVERED'), total: like(12.5), placedAt: like(ISO) }), count: like(3) },
    run: (api) => api.orders.summaries(signedIn),
  },
  {
    provider: 'orders',
    title: 'CALL-43 one order of the customer',
    method: 'GET',
    path: '/apim/orders/orders/900000000001-0001',
    states: [signedInState],
    status: 200,
    response: { ...order, orderId: '900000000001-0001', status: like('DELIVERED'), storeId: like(''), reservationId: null },
    run: (api) => api.orders.order(signedIn, '900000000001-0001'),
  },
];

const pacts = { slots: pactFor('slots'), orders: pactFor('orders') };

describe('checkout contract', () => {
  for (const row of rows) {
    it(row.title, async () => {
      let interaction = pacts[row.provider].addInteraction();
      for (const [state, params] of row.states) interaction = interaction.given(state, params);
      await interaction
        .uponReceiving(row.title)
        .withRequest(row.method, row.path, (b) => {
          b.headers(headers);
          if (row.query) b.query(row.query);
          if (row.body !== undefined) b.jsonBody(row.body);
        })
        .willRespondWith(row.status, (b) => b.jsonBody(row.response))
        .executeTest(async (server) => {
          const { api, sent } = apiAt(server.url);
          await expect(row.run(api)).resolves.toBeTruthy();
          expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
        });
    });
  }

  it('CALL-43 an unknown order is refused with 404 and its code', async () => {
    await pacts.orders
      .addInteraction()
      .given(SIGNED_IN, { customer: 'shopper', token: TOKEN })
      .uponReceiving('CALL-43 an order the customer does not have')
      .withRequest('GET', '/apim/orders/orders/nope', (b) => b.headers(headers))
      .willRespondWith(404, (b) => b.jsonBody({ errorCode: like('ORDER_NOT_FOUND') }))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.orders.order(signedIn, 'nope'))).status).toBe(404);
      });
  });
});
