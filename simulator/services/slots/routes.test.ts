import { describe, expect, it } from 'vitest';
import { CurrentReservationResponse, ReservationView, SlotsResponse } from '../../../spec/schemas/upstream/slots';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { invoke } from '../identity/testing';
import { issueAccessToken } from '../identity/tokens';
import { HOLD_MS, SLOT_CAPACITY, slotsRoutes } from './routes';

const auth = (ctx: SimContext, uuid: string) => ({ authorization: `Bearer ${issueAccessToken(ctx, uuid, { lifetimeMs: 10 * HOLD_MS }).accessToken}` });
const customers = [knownCustomers.shopper, knownCustomers.registered, knownCustomers.b2b, knownCustomers.passkey];
const slotsOf = async (ctx: SimContext, h: Record<string, string>) => SlotsResponse.parse((await invoke(slotsRoutes, ctx, 'GET', '/apim/slots/slots?storeId=1502', { headers: h })).body).slots;

describe('CALL-43 slot reservation', () => {
  it('CALL-43 slots are future 2-hour windows; a hold takes one place and the customer sees it as current', async () => {
    const ctx = createSimContext();
    const h = auth(ctx, knownCustomers.shopper.uuid);
    const slots = await slotsOf(ctx, h);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => Date.parse(s.start) > ctx.clock.now() && s.available === SLOT_CAPACITY)).toBe(true);
    const slot = slots[0];
    if (!slot) throw new Error('there is an open slot');
    const held = ReservationView.parse((await invoke(slotsRoutes, ctx, 'POST', '/apim/slots/reservationDetails', { body: { storeId: '1502', slotId: slot.slotId }, headers: h })).body);
    expect((await slotsOf(ctx, h)).find((s) => s.slotId === slot.slotId)?.available).toBe(SLOT_CAPACITY - 1);
    expect(CurrentReservationResponse.parse((await invoke(slotsRoutes, ctx, 'GET', '/apim/slots/reservationDetails', { headers: h })).body).reservation?.reservationId).toBe(held.reservationId);
  });

  it('CALL-43 a full slot answers 409; a hold lapses after 2 hours (410)', async () => {
    const ctx = createSimContext();
    const heads = customers.map((c) => auth(ctx, c.uuid));
    const slotId = (await slotsOf(ctx, heads[0]!))[0]?.slotId ?? '';
    const ids: string[] = [];
    for (const h of heads.slice(0, SLOT_CAPACITY)) {
      const res = await invoke(slotsRoutes, ctx, 'POST', '/apim/slots/reservationDetails', { body: { storeId: '1502', slotId }, headers: h });
      expect(res.status).toBe(201);
      ids.push(ReservationView.parse(res.body).reservationId);
    }
    expect((await invoke(slotsRoutes, ctx, 'POST', '/apim/slots/reservationDetails', { body: { storeId: '1502', slotId }, headers: heads[SLOT_CAPACITY]! })).status).toBe(409);
    ctx.clock.advance(HOLD_MS);
    expect((await invoke(slotsRoutes, ctx, 'GET', `/apim/slots/reservationDetails/${ids[0]}`, { headers: heads[0]! })).status).toBe(410);
  });

  it('CALL-43 a new hold releases the old one; DELETE releases; unknown or malformed requests are refused', async () => {
    const ctx = createSimContext();
    const h = auth(ctx, knownCustomers.shopper.uuid);
    const [a, b] = await slotsOf(ctx, h);
    const first = ReservationView.parse((await invoke(slotsRoutes, ctx, 'POST', '/apim/slots/reservationDetails', { body: { storeId: '1502', slotId: a?.slotId }, headers: h })).body);
    const second = ReservationView.parse((await invoke(slotsRoutes, ctx, 'POST', '/apim/slots/reservationDetails', { body: { storeId: '1502', slotId: b?.slotId, fulfillment: 'DUG' }, headers: h })).body);
    expect((await invoke(slotsRoutes, ctx, 'GET', `/apim/slots/reservationDetails/${first.reservationId}`, { headers: h })).status).toBe(404);
    expect((await invoke(slotsRoutes, ctx, 'DELETE', `/apim/slots/reservationDetails/${second.reservationId}`, { headers: h })).status).toBe(204);
    expect(CurrentReservationResponse.parse((await invoke(slotsRoutes, ctx, 'GET', '/apim/slots/reservationDetails', { headers: h })).body).reservation).toBeNull();
    expect((await invoke(slotsRoutes, ctx, 'POST', '/apim/slots/reservationDetails', { body: { storeId: '1502', slotId: '1502-20000101-08' }, headers: h })).status).toBe(404);
    const bad = await invoke(slotsRoutes, ctx, 'POST', '/apim/slots/reservationDetails', { body: { storeId: '1502', slotId: 'tomorrow' }, headers: h });
    expect(bad.headers?.['x-sim-invalid-field']).toBe('slotId');
    expect((await invoke(slotsRoutes, ctx, 'GET', '/apim/slots/slots', { headers: h })).headers?.['x-sim-invalid-field']).toBe('storeId');
  });
});
