import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createProfileClient, CUSTOMER_ID_MISSING } from './profile';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const services = config.cartAndStoreServices;
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const shopper = { userType: 'C', token: 'tok-c' };
const guest = { userType: 'G', token: 'tok-g' };
const storeChange = {
  stores: [{ storeId: '1502', storePreference: 'Preferred' as const, address: { zipCode: '94611' }, banner: 'freshway' }],
  preferences: [{ categoryCode: 'FULFILLMENT' as const, subCategoryCode: 'METHOD' as const, value: 'DELIVERY', bannerId: 'freshway' }],
};

function client(reply: Reply = () => jsonReply(503, { errors: [{ code: 'X', message: 'x' }], status: 503 }, 'Service Unavailable')) {
  const { fetch, sent } = fakeFetch(reply);
  return { profile: createProfileClient({ config, env: testEnv(fetch) }), sent };
}

describe('profile client (CALL-26, CALL-27, CALL-49)', () => {
  it('CALL-26 CALL-49 CALL-27 each goes to its customer\'s stores path with its method and body, and its failure names the call', async () => {
    const cases: [string, (p: ReturnType<typeof createProfileClient>) => Promise<unknown>, string, string, unknown][] = [
      ['CALL-26', (p) => p.updateStores(shopper, 'u-1', storeChange), 'POST', `${services.profileService}/ucaservice/api/uca/customers/u-1/stores`, storeChange],
      ['CALL-49', (p) => p.profile(shopper, 'u-1'), 'GET', `${services.profileService}/ucaservice/api/uca/customers/u-1/stores`, undefined],
      ['CALL-27', (p) => p.customerStores(shopper, 'c-1'), 'GET', `${services.datapowerBase}/api/uca/customers/c-1/stores`, undefined],
    ];
    for (const [call, make, method, address, body] of cases) {
      const { profile, sent } = client();
      const error = await rejectionOf(make(profile));
      expect(error, call).toBeInstanceOf(ApiError);
      expect(error, call).toMatchObject({ kind: 'status', call, status: 503, statusText: 'Service Unavailable' });
      expect(readRequest(sent[0]!), call).toEqual({ method, address, query: {}, body });
    }
  });

  it('CALLS-02 USER-TYPES-13 CALL-49 the profile calls carry the subscription key, banner and traced headers, and the bearer only for an authorised caller', async () => {
    const { profile, sent } = client(() => jsonReply(200, { preferences: [], stores: [], postalCodes: [], selectedAddresses: [] }));
    await profile.profile(shopper, 'u-1');
    await profile.profile(guest, 'u-1');
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-c', null]);
    for (const r of sent) {
      expect(r.headers.get('ocp-apim-subscription-key')).toBe(services.subscriptionKey);
      expect(r.headers.get('x-banner')).toBe(config.banner);
      expect(r.headers.get('x-correlation-id')).toMatch(V4);
      expect(r.headers.get('x-client-name')).toBe('web-portal');
      expect(r.headers.get('x-client-id')).toBe(config.identity.clientId);
    }
  });

  it('ERR-10 CALL-26 a store change needs the user id; a malformed body is refused before any request, naming the field', async () => {
    const { profile, sent } = client();
    expect(CUSTOMER_ID_MISSING).toBe('CustomerId is not Available to Update Profile');
    const missing = await rejectionOf(profile.updateStores(shopper, null, storeChange));
    expect(missing).toMatchObject({ kind: 'missing-input', call: 'CALL-26', name: 'CustomerId', field: 'userId' });
    const bad = await rejectionOf(profile.updateStores(shopper, 'u-1', { ...storeChange, stores: [] }));
    expect(bad).toMatchObject({ kind: 'missing-input', call: 'CALL-26', field: 'stores' });
    expect((bad as ApiError).message).toMatch(/^CALL-26 body is invalid at stores: /);
    expect(await rejectionOf(profile.profile(shopper, ' '))).toMatchObject({ kind: 'missing-input', call: 'CALL-49', field: 'UUID', message: 'UUID is required' });
    expect(sent).toHaveLength(0);
  });

  it('CALL-26 CALL-49 a customer id is one path segment', async () => {
    const { profile, sent } = client();
    await rejectionOf(profile.profile(shopper, '../x'));
    await rejectionOf(profile.updateStores(shopper, 'a/b', storeChange));
    expect(sent.map((r) => readRequest(r).address)).toEqual([`${services.profileService}/ucaservice/api/uca/customers/..%2Fx/stores`, `${services.profileService}/ucaservice/api/uca/customers/a%2Fb/stores`]);
  });
});
