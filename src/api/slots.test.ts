import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { createSlotsClient } from './slots';
import { expectCheckoutHeaders, fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const checkout = config.checkout!;
const shopper = { userType: 'R', token: 'shopper-token' };
const guest = { userType: 'G', token: 'stale-token' };
const slot = { slotId: '1502-20260602-10', storeId: '1502', start: '2026-06-02T10:00:00.000Z', end: '2026-06-02T12:00:00.000Z', capacity: 3, available: 2 };
const hold = { reservationId: 'rsv-1', storeId: '1502', slotId: slot.slotId, fulfillment: 'DUG', start: slot.start, end: slot.end, expiresAt: slot.end };
const serviceDown: Reply = () => jsonReply(503, { message: 'down' }, 'Service Unavailable');

function client(reply: Reply = serviceDown) {
  const { fetch, sent } = fakeFetch(reply);
  return { slots: createSlotsClient({ config, env: testEnv(fetch) }), sent };
}

describe('slots client (CALL-43, decision 0489)', () => {
  it('CALL-43 the slot list, the hold and the live hold go to their paths under the slots base, and a failure names the call', async () => {
    const cases: [(s: ReturnType<typeof createSlotsClient>) => Promise<unknown>, string, string, Record<string, string>, unknown][] = [
      [(s) => s.list(shopper, '1502', 'DELIVERY'), 'GET', 'slots', { storeId: '1502', fulfillment: 'DELIVERY' }, undefined],
      [(s) => s.reserve(shopper, { storeId: '1502', slotId: slot.slotId, fulfillment: 'DUG' }), 'POST', 'reservationDetails', {}, { storeId: '1502', slotId: slot.slotId, fulfillment: 'DUG' }],
      [(s) => s.current(shopper), 'GET', 'reservationDetails', {}, undefined],
    ];
    for (const [make, method, path, query, body] of cases) {
      const { slots, sent } = client();
      expect(await rejectionOf(make(slots)), path).toMatchObject({ kind: 'status', call: 'CALL-43', status: 503 });
      expect(sent.map(readRequest), path).toEqual([{ method, address: `${checkout.slotsBase}/${path}`, query, body }]);
    }
  });

  it('CALLS-02 USER-TYPES-13 the calls carry the checkout subscription key, the banner and the traced headers, and the bearer only for an authorised caller', async () => {
    const { slots, sent } = client(() => jsonReply(200, { reservation: null }));
    expect(await slots.current(shopper)).toBeNull();
    expect(await slots.current(guest)).toBeNull();
    expectCheckoutHeaders(sent, { subscriptionKey: checkout.subscriptionKey, banner: config.banner });
  });

  it('CALL-43 the live hold and a new hold are read with the schema', async () => {
    expect(await client(() => jsonReply(200, { reservation: hold })).slots.current(shopper)).toEqual(hold);
    expect(await client(() => jsonReply(201, hold)).slots.reserve(shopper, { storeId: '1502', slotId: slot.slotId, fulfillment: 'DUG' })).toEqual(hold);
    expect(await rejectionOf(client(() => jsonReply(200, { reservation: { reservationId: 1 } })).slots.current(shopper))).toMatchObject({ kind: 'unexpected-body', call: 'CALL-43' });
  });

  it('CALL-43 a store id or a slot id that is not the schema\'s is refused before any request, naming the call and the field', async () => {
    const { slots, sent } = client();
    expect(await rejectionOf(slots.list(shopper, '15x', 'DUG'))).toMatchObject({ kind: 'missing-input', call: 'CALL-43', field: 'storeId' });
    expect(await rejectionOf(slots.reserve(shopper, { storeId: '1502', slotId: 'tomorrow' }))).toMatchObject({ kind: 'missing-input', call: 'CALL-43', field: 'slotId' });
    expect(sent).toHaveLength(0);
  });

  it('decision 0489 a configuration without a checkout section makes no request and says what is missing', async () => {
    const { checkout: _omitted, ...rest } = testConfig();
    const { fetch, sent } = fakeFetch(() => jsonReply(200, { reservation: null }));
    const slots = createSlotsClient({ config: parseConfigObject(rest), env: testEnv(fetch) });
    const error = await rejectionOf(slots.current(shopper));
    expect(error).toMatchObject({ kind: 'missing-input', call: 'CALL-43' });
    expect((error as Error).message).toMatch(/no checkout section/);
    expect(sent).toHaveLength(0);
  });
});
