import { describe, expect, it } from 'vitest';
import { AccountMergeSkipResponse, ActivateFactorResponse, CreateFactorResponse, FactorsResponse, UcaError, UnsubscribeResponse } from '../../../spec/schemas/upstream/passkey';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { passkeyRoutes } from './passkeyRoutes';
import { unsubscribeTokenOf } from './seed';
import { bodyOf, invoke } from './testing';
import { issueAccessToken } from './tokens';

const uca = '/apim/customer/api/uca';
const shopper = knownCustomers.shopper;
const call = (ctx: SimContext, method: 'GET' | 'POST', path: string, init: Parameters<typeof invoke>[4] = {}) => invoke(passkeyRoutes, ctx, method, `${uca}${path}`, init);

const clientDataFor = (challenge: string, type = 'webauthn.create') => btoa(JSON.stringify({ type, challenge, origin: 'http://127.0.0.1' }));

describe('CALL-53 factors', () => {
  it('CALL-53 lists factors[] {factorType, status}: the passkey account has an active webauthn factor, the shopper none', async () => {
    const ctx = createSimContext();
    const passkey = FactorsResponse.parse((await call(ctx, 'GET', `/customers/${knownCustomers.passkey.uuid}/factors`)).body);
    expect(passkey.factors).toContainEqual(expect.objectContaining({ factorType: 'webauthn', status: 'ACTIVE' }));
    const plain = FactorsResponse.parse((await call(ctx, 'GET', `/customers/${shopper.uuid}/factors`)).body);
    expect(plain.factors.map((f) => f.factorType)).toEqual(['email', 'sms', 'password']);
  });

  it('CALL-53 ERR-36 an unknown customer answers 404, an expired bearer 401 and another customer bearer 403', async () => {
    const ctx = createSimContext();
    expect((await call(ctx, 'GET', '/customers/nobody/factors')).status).toBe(404);
    const other = issueAccessToken(ctx, knownCustomers.registered.uuid);
    expect((await call(ctx, 'GET', `/customers/${shopper.uuid}/factors`, { headers: { authorization: `Bearer ${other.accessToken}` } })).status).toBe(403);
    const own = issueAccessToken(ctx, shopper.uuid, { lifetimeMs: 1000 });
    expect((await call(ctx, 'GET', `/customers/${shopper.uuid}/factors`, { headers: { authorization: `Bearer ${own.accessToken}` } })).status).toBe(200);
    ctx.clock.advance(1000);
    const expired = await call(ctx, 'GET', `/customers/${shopper.uuid}/factors`, { headers: { authorization: `Bearer ${own.accessToken}` } });
    expect(expired.status).toBe(401);
    expect(UcaError.parse(expired.body).errors[0]?.code).toBe('UCA0401');
  });
});

describe('CALL-68 CALL-69 passkey enrolment', () => {
  it('CALL-68 CALL-69 create answers id and activation; activating with the challenge makes the webauthn factor ACTIVE', async () => {
    const ctx = createSimContext();
    const created = await call(ctx, 'POST', `/customers/${shopper.uuid}/factors`, { body: { factorType: 'webauthn', provider: 'FIDO' } });
    expect(created.status).toBe(200);
    const factor = CreateFactorResponse.parse(created.body);
    expect(factor.status).toBe('PENDING_ACTIVATION');
    expect(factor.activation.user.name).toBe(shopper.email);
    expect(factor.activation.pubKeyCredParams.length).toBeGreaterThan(0);
    const activated = await call(ctx, 'POST', `/customers/${shopper.uuid}/factors/${factor.id}/lifecycle/activate`, {
      body: { attestation: 'o2NmbXRkbm9uZQ', clientData: clientDataFor(factor.activation.challenge) },
    });
    expect(activated.status).toBe(200);
    expect(ActivateFactorResponse.parse(activated.body).status).toBe('ACTIVE');
    const list = FactorsResponse.parse((await call(ctx, 'GET', `/customers/${shopper.uuid}/factors`)).body);
    expect(list.factors).toContainEqual(expect.objectContaining({ id: factor.id, factorType: 'webauthn', status: 'ACTIVE' }));
    // A second enrolment excludes the credential just made.
    const again = CreateFactorResponse.parse((await call(ctx, 'POST', `/customers/${shopper.uuid}/factors`, { body: { factorType: 'webauthn', provider: 'FIDO' } })).body);
    expect(again.activation.excludeCredentials).toHaveLength(1);
  });

  it('CALL-68 ERR-18 a request that is not {webauthn, FIDO} gets 400 naming the field', async () => {
    const ctx = createSimContext();
    for (const [body, field] of [[{ factorType: 'sms', provider: 'FIDO' }, 'factorType'], [{ factorType: 'webauthn' }, 'provider']] as const) {
      const res = await call(ctx, 'POST', `/customers/${shopper.uuid}/factors`, { body });
      expect(res.status).toBe(400);
      expect(UcaError.parse(res.body).errors[0]?.field).toBe(field);
    }
  });

  it('CALL-69 ERR-18 activation refuses a wrong challenge, a non-create type, undecodable client data, missing attestation and an active factor', async () => {
    const ctx = createSimContext();
    const factor = CreateFactorResponse.parse((await call(ctx, 'POST', `/customers/${shopper.uuid}/factors`, { body: { factorType: 'webauthn', provider: 'FIDO' } })).body);
    const path = `/customers/${shopper.uuid}/factors/${factor.id}/lifecycle/activate`;
    const cases: Array<[unknown, string]> = [
      [{ attestation: 'x', clientData: clientDataFor('other') }, 'clientData'],
      [{ attestation: 'x', clientData: clientDataFor(factor.activation.challenge, 'webauthn.get') }, 'clientData'],
      [{ attestation: 'x', clientData: '%%%' }, 'clientData'],
      [{ clientData: clientDataFor(factor.activation.challenge) }, 'attestation'],
    ];
    for (const [body, field] of cases) {
      const res = await call(ctx, 'POST', path, { body });
      expect(res.status).toBe(400);
      expect(bodyOf(res).errors[0].field).toBe(field);
    }
    expect((await call(ctx, 'POST', path, { body: { attestation: 'x', clientData: clientDataFor(factor.activation.challenge) } })).status).toBe(200);
    expect((await call(ctx, 'POST', path, { body: { attestation: 'x', clientData: clientDataFor(factor.activation.challenge) } })).status).toBe(409);
    expect((await call(ctx, 'POST', `/customers/${shopper.uuid}/factors/nope/lifecycle/activate`, { body: { attestation: 'x', clientData: 'e30' } })).status).toBe(404);
  });
});

describe('CALL-64 anonymous unsubscribe', () => {
  it('CALL-64 ?token= answers the emailAddress it names', async () => {
    const ctx = createSimContext();
    const res = await call(ctx, 'GET', `/unsubscribe?token=${unsubscribeTokenOf(shopper.uuid)}`);
    expect(res.status).toBe(200);
    expect(UnsubscribeResponse.parse(res.body)).toEqual({ emailAddress: shopper.email, unsubscribed: true });
    expect(ctx.db.unsubscribeToken.findFirst({ where: { token: { equals: unsubscribeTokenOf(shopper.uuid) } } })?.unsubscribed).toBe(true);
  });

  it('CALL-64 a missing token gets 400 naming token, an unknown one 404', async () => {
    const ctx = createSimContext();
    const missing = await call(ctx, 'GET', '/unsubscribe');
    expect(missing.status).toBe(400);
    expect(UcaError.parse(missing.body).errors[0]?.field).toBe('token');
    expect((await call(ctx, 'GET', '/unsubscribe?token=nope')).status).toBe(404);
  });
});

describe('CALL-42 account-merge skip', () => {
  it('CALL-42 a skip is recorded once by customerId (the first time stays); an unknown customer answers 404', async () => {
    const ctx = createSimContext();
    const path = `/apim/customer/api/cpsa/customers/${shopper.customerId}/accounts/skip`;
    const first = AccountMergeSkipResponse.parse((await invoke(passkeyRoutes, ctx, 'POST', path)).body);
    expect(first).toMatchObject({ customerId: shopper.customerId, skipped: true });
    ctx.clock.advance(60_000);
    expect(AccountMergeSkipResponse.parse((await invoke(passkeyRoutes, ctx, 'POST', path)).body).skippedAt).toBe(first.skippedAt);
    expect((await invoke(passkeyRoutes, ctx, 'POST', '/apim/customer/api/cpsa/customers/000/accounts/skip')).status).toBe(404);
  });
});
