import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createCustomerAccountClient } from './customerAccount';
import { fakeFetch, firstRequestAndFailure, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const UCA = `${config.cartAndStoreServices.customerAccount}/api/uca`;
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const shopper = { userType: 'R', token: 'tok-r' };
const guest = { userType: 'G', token: 'tok-g' };

const serviceDown: Reply = () => jsonReply(503, { errors: [{ code: 'X', message: 'down' }] }, 'Service Unavailable');

function client(reply: Reply = serviceDown) {
  const { fetch, sent } = fakeFetch(reply);
  return { account: createCustomerAccountClient({ config, env: testEnv(fetch) }), sent };
}
type Account = ReturnType<typeof createCustomerAccountClient>;

describe('customer account client (CALL-38, CALL-39, CALL-50..53, CALL-64, CALL-65, CALL-68, CALL-69)', () => {
  it('each call goes to its path under /api/uca with its method, query and body, and its failure names the call', async () => {
    const address = { address1: '1 Main St', city: 'Oakland', state: 'CA', zipCode: '94611' };
    const registration = { email: 'a@b.test', firstName: 'Ann', lastName: 'Lee', banner: 'freshway' };
    const cases: [string, (a: Account) => Promise<unknown>, string, string, Record<string, string>, unknown][] = [
      ['CALL-50', (a) => a.addresses(shopper, 'u-1'), 'GET', 'customers/u-1/addresses', { resolveStoresWithGeoCodes: 'false', includeDivestitureStores: 'false' }, undefined],
      ['CALL-51', (a) => a.acknowledgeDefault(shopper, 'u-1', { addressId: 'a-1' }), 'PATCH', 'customers/u-1/addresses', { type: 'userAck' }, { selectedAddress: { addressId: 'a-1', resetToDefault: false } }],
      ['CALL-52', (a) => a.loyaltyPartners(shopper, 'u-1'), 'GET', 'customers/u-1/loyaltypartners', {}, undefined],
      ['CALL-53', (a) => a.factors(shopper, 'u-1'), 'GET', 'customers/u-1/factors', {}, undefined],
      ['CALL-68', (a) => a.createPasskey(shopper, 'u-1'), 'POST', 'customers/u-1/factors', {}, { factorType: 'webauthn', provider: 'FIDO' }],
      ['CALL-69', (a) => a.activatePasskey(shopper, 'u-1', 'f-1', { attestation: 'att', clientData: 'cd' }), 'POST', 'customers/u-1/factors/f-1/lifecycle/activate', {}, { attestation: 'att', clientData: 'cd' }],
      ['CALL-64', (a) => a.anonymousUnsubscribe('t-1'), 'GET', 'unsubscribe', { token: 't-1' }, undefined],
      ['CALL-65', (a) => a.updateBusinessProfile(shopper, 'u-1', { name: 'Acme', type: 'LLC' }), 'PATCH', 'customers/u-1/businessprofile', {}, { businessInfo: { name: 'Acme', type: 'LLC' } }],
      ['CALL-38', (a) => a.rewards(shopper, 'u-1'), 'GET', 'customers/u-1/rewards', {}, undefined],
      ['CALL-38', (a) => a.stores(shopper, 'u-1'), 'GET', 'customers/u-1/stores', {}, undefined],
      ['CALL-38', (a) => a.customerProfile(shopper, 'u-1'), 'GET', 'customers/u-1/profile', {}, undefined],
      ['CALL-38', (a) => a.customerProfile(shopper, 'u-1', true), 'GET', 'customers/u-1/profile', { full: 'y' }, undefined],
      ['CALL-38', (a) => a.subscriptions(shopper, 'u-1'), 'GET', 'customers/u-1/subscriptions', {}, undefined],
      ['CALL-38', (a) => a.fulfilmentPreferences(shopper, 'u-1'), 'GET', 'customers/u-1/preferences/fulfillment', {}, undefined],
      ['CALL-38', (a) => a.fulfilment(shopper, 'u-1'), 'GET', 'customers/u-1/fulfillment', {}, undefined],
      ['CALL-39', (a) => a.register(registration), 'POST', 'customers/register', {}, registration],
      ['CALL-39', (a) => a.changePassword(shopper, 'u-1', 'N3w-pass!'), 'PUT', 'customers/u-1/credentials/password', {}, { password: 'N3w-pass!' }],
      ['CALL-39', (a) => a.resetPassword(' rt-1 ', 'N3w-pass!'), 'POST', 'pwd', {}, { token: 'rt-1', password: 'N3w-pass!' }],
      ['CALL-39', (a) => a.addAddress(shopper, 'u-1', address), 'POST', 'customers/u-1/addresses', {}, address],
      ['CALL-39', (a) => a.unsubscribe('a@b.test'), 'POST', 'unsubscribe', {}, { email: 'a@b.test' }],
      ['CALL-39', (a) => a.cities('94611'), 'GET', 'cities/94611', {}, undefined],
    ];
    for (const [call, make, method, path, query, body] of cases) {
      const { request, failure } = await firstRequestAndFailure((fetch) => createCustomerAccountClient({ config, env: testEnv(fetch) }), make, serviceDown);
      expect(failure, path).toBeInstanceOf(ApiError);
      expect(failure, path).toMatchObject({ kind: 'status', call, status: 503, statusText: 'Service Unavailable' });
      expect(request, `${call} ${path}`).toEqual({ method, address: `${UCA}/${path}`, query, body });
    }
  });

  it('CALLS-02 CALL-50 USER-TYPES-13 the calls carry the subscription key, banner and traced headers, and the bearer only for an authorised caller', async () => {
    const { account, sent } = client(() => jsonReply(200, { addresses: [] }));
    await account.addresses(shopper, 'u-1');
    await account.addresses(guest, 'u-1');
    await rejectionOf(account.unsubscribe('a@b.test'));
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-r', null, null]);
    for (const r of sent) {
      expect(r.headers.get('ocp-apim-subscription-key')).toBe(config.cartAndStoreServices.subscriptionKey);
      expect(r.headers.get('x-banner')).toBe(config.banner);
      expect(r.headers.get('x-correlation-id')).toMatch(V4);
      expect(r.headers.get('x-client-name')).toBe('web-portal');
    }
  });

  it('CALL-51 CALL-39 a call without a schema is not read: an empty or non-JSON success is done', async () => {
    const { account } = client(() => new Response('ok', { status: 200 }));
    await expect(account.acknowledgeDefault(shopper, 'u-1', { postalCode: '94611' })).resolves.toBeUndefined();
    await expect(account.changePassword(shopper, 'u-1', 'N3w-pass!')).resolves.toBeUndefined();
    const read = client(() => new Response('ok', { status: 200 }));
    expect(await rejectionOf(read.account.rewards(shopper, 'u-1'))).toMatchObject({ kind: 'malformed-json', call: 'CALL-38' });
  });

  it('CALL-51 the acknowledgement is sent as a merge-patch', async () => {
    const { account, sent } = client(() => new Response(null, { status: 204 }));
    await account.acknowledgeDefault(shopper, 'u-1', { postalCode: '94611' });
    expect(sent[0]!.headers.get('content-type')).toBe('application/merge-patch+json');
  });

  it('a blank customer id, factor, token, nothing to acknowledge or a zip code of other than 5 digits is refused before any request, naming the field', async () => {
    const { account, sent } = client();
    const refusals: [Promise<unknown>, string, string, string][] = [
      [account.addresses(shopper, ' '), 'CALL-50', 'UUID', 'UUID is required'],
      [account.acknowledgeDefault(shopper, 'u-1', {}), 'CALL-51', 'selectedAddress', 'postalCode or addressId is required'],
      [account.acknowledgeDefault(shopper, 'u-1', { postalCode: '', addressId: '' }), 'CALL-51', 'selectedAddress', 'postalCode or addressId is required'],
      [account.acknowledgeDefault(shopper, '', { postalCode: '94611' }), 'CALL-51', 'UUID', 'UUID is required'],
      [account.loyaltyPartners(shopper, ''), 'CALL-52', 'UUID', 'UUID is required'],
      [account.factors(shopper, ' '), 'CALL-53', 'UUID', 'UUID is required'],
      [account.createPasskey(shopper, ''), 'CALL-68', 'UUID', 'UUID is required'],
      [account.activatePasskey(shopper, '', 'f-1', { attestation: 'a', clientData: 'c' }), 'CALL-69', 'UUID', 'UUID is required'],
      [account.activatePasskey(shopper, 'u-1', ' ', { attestation: 'a', clientData: 'c' }), 'CALL-69', 'factorId', 'factorId is required'],
      [account.anonymousUnsubscribe(' '), 'CALL-64', 'token', 'token is required'],
      [account.updateBusinessProfile(shopper, '', { name: 'A', type: 'B' }), 'CALL-65', 'UUID', 'UUID is required'],
      [account.rewards(shopper, ''), 'CALL-38', 'UUID', 'UUID is required'],
      [account.stores(shopper, ' '), 'CALL-38', 'UUID', 'UUID is required'],
      [account.customerProfile(shopper, ''), 'CALL-38', 'UUID', 'UUID is required'],
      [account.subscriptions(shopper, ''), 'CALL-38', 'UUID', 'UUID is required'],
      [account.fulfilmentPreferences(shopper, ''), 'CALL-38', 'UUID', 'UUID is required'],
      [account.fulfilment(shopper, ''), 'CALL-38', 'UUID', 'UUID is required'],
      [account.addAddress(shopper, '', { address1: '1 Main St', city: 'Oakland', state: 'CA', zipCode: '94611' }), 'CALL-39', 'UUID', 'UUID is required'],
      [account.changePassword(shopper, ' ', 'x'), 'CALL-39', 'UUID', 'UUID is required'],
      [account.resetPassword('  ', 'x'), 'CALL-39', 'token', 'token is required'],
      [account.cities('9461'), 'CALL-39', 'zipCode', "zipCode must be 5 digits, got '9461'"],
      [account.cities('94611-1234'), 'CALL-39', 'zipCode', "zipCode must be 5 digits, got '94611-1234'"],
      [account.cities('a94611'), 'CALL-39', 'zipCode', "zipCode must be 5 digits, got 'a94611'"],
    ];
    for (const [attempt, call, field, message] of refusals) expect(await rejectionOf(attempt), `${call} ${field}`).toMatchObject({ kind: 'missing-input', call, field, message });
    expect(sent).toHaveLength(0);
  });

  it('a customer id or factor id is one path segment', async () => {
    const { account, sent } = client();
    await rejectionOf(account.rewards(shopper, '../admin'));
    await rejectionOf(account.activatePasskey(shopper, 'u/1', 'f 1', { attestation: 'a', clientData: 'c' }));
    expect(sent.map((r) => readRequest(r).address)).toEqual([`${UCA}/customers/..%2Fadmin/rewards`, `${UCA}/customers/u%2F1/factors/f%201/lifecycle/activate`]);
  });
});
