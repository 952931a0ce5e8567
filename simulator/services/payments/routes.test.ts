import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhn, TendersResponse, VaultTenderResponse } from '../../../spec/schemas/upstream/payments';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { invoke } from '../identity/testing';
import { issueAccessToken } from '../identity/tokens';
import { paymentsRoutes } from './routes';

const shopper = knownCustomers.shopper;
const base = '/apim/payments/cwmsservice/api/cwms';
const auth = (ctx: SimContext, uuid: string = shopper.uuid) => ({ authorization: `Bearer ${issueAccessToken(ctx, uuid).accessToken}` });
const VISA = '4111111111111111';
const MC = '5555555555554444';

describe('CALL-41 tenders', () => {
  it('CALL-41 the vault tokenises a card; the first card is the default; listing shows last4 only', async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    const vaulted = await invoke(paymentsRoutes, ctx, 'POST', `${base}/tokenvault/customers/${shopper.customerId}/tenders`, { body: { cardNumber: VISA, expMonth: 12, expYear: 2030, cvv: '123' }, headers: h });
    expect(vaulted.status).toBe(201);
    const v = VaultTenderResponse.parse(vaulted.body);
    expect(v.tender).toMatchObject({ cardType: 'VISA', last4: '1111', isDefault: true, expired: false });
    await invoke(paymentsRoutes, ctx, 'POST', `${base}/tokenvault/customers/${shopper.uuid}/tenders`, { body: { cardNumber: MC, expMonth: 1, expYear: 2031, cvv: '123', makeDefault: true }, headers: h });
    const list = TendersResponse.parse((await invoke(paymentsRoutes, ctx, 'GET', `${base}/customers/${shopper.customerId}/tenders`, { headers: h })).body);
    expect(list.tenders.map((t) => [t.last4, t.isDefault])).toEqual([['1111', false], ['4444', true]]);
    expect(JSON.stringify(list)).not.toContain(VISA);
  });

  it('CALL-41 removing the default card makes the next one default; a second add of the same card is refused', async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    const first = VaultTenderResponse.parse((await invoke(paymentsRoutes, ctx, 'POST', `${base}/tokenvault/customers/${shopper.customerId}/tenders`, { body: { cardNumber: VISA, expMonth: 12, expYear: 2030, cvv: '123' }, headers: h })).body);
    expect((await invoke(paymentsRoutes, ctx, 'POST', `${base}/tokenvault/customers/${shopper.customerId}/tenders`, { body: { cardNumber: VISA, expMonth: 12, expYear: 2030, cvv: '123' }, headers: h })).status).toBe(409);
    await invoke(paymentsRoutes, ctx, 'POST', `${base}/tokenvault/customers/${shopper.customerId}/tenders`, { body: { cardNumber: MC, expMonth: 1, expYear: 2031, cvv: '123' }, headers: h });
    expect((await invoke(paymentsRoutes, ctx, 'DELETE', `${base}/customers/${shopper.customerId}/tenders/${first.tender.tenderId}`, { headers: h })).status).toBe(204);
    const list = TendersResponse.parse((await invoke(paymentsRoutes, ctx, 'GET', `${base}/customers/${shopper.customerId}/tenders`, { headers: h })).body);
    expect(list.tenders.map((t) => [t.last4, t.isDefault])).toEqual([['4444', true]]);
  });

  it('CALL-41 bad cards are named: Luhn, expired (422), missing cvv; bearer rules: none 401, other customer 403', async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    const path = `${base}/tokenvault/customers/${shopper.customerId}/tenders`;
    const luhnBad = await invoke(paymentsRoutes, ctx, 'POST', path, { body: { cardNumber: '4111111111111112', expMonth: 12, expYear: 2030, cvv: '123' }, headers: h });
    expect(luhnBad.headers?.['x-sim-invalid-field']).toBe('cardNumber');
    expect((await invoke(paymentsRoutes, ctx, 'POST', path, { body: { cardNumber: VISA, expMonth: 1, expYear: 2026, cvv: '123' }, headers: h })).status).toBe(422);
    expect((await invoke(paymentsRoutes, ctx, 'POST', path, { body: { cardNumber: VISA, expMonth: 12, expYear: 2030 }, headers: h })).headers?.['x-sim-invalid-field']).toBe('cvv');
    expect((await invoke(paymentsRoutes, ctx, 'GET', `${base}/customers/${shopper.customerId}/tenders`)).status).toBe(401);
    expect((await invoke(paymentsRoutes, ctx, 'GET', `${base}/customers/${shopper.customerId}/tenders`, { headers: auth(ctx, knownCustomers.registered.uuid) })).status).toBe(403);
  });

  it('CALL-41 the Luhn check accepts a number exactly when one changed digit is not accepted too', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 9 }), (digits, at, delta) => {
        // Complete to a valid number, then any single-digit change breaks it.
        const check = [...'0123456789'].find((d) => luhn(digits + d)) ?? '';
        expect(check).not.toBe('');
        const valid = digits + check;
        const changed = valid.slice(0, at) + String((Number(valid[at]) + delta) % 10) + valid.slice(at + 1);
        expect(luhn(changed)).toBe(false);
      }),
    );
  });
});
