import { afterEach, describe, expect, it } from 'vitest';
import { verifyPacts } from '../verify';
import { json, startFakeProvider, type Handler } from './fakeProvider';

/**
 * The contracts can fail: the same pact interaction verified against a provider that keeps it, and against
 * providers that break it in the ways upstreams drift (a renamed field, a moved path, a dropped check).
 */
const VALIDATE = 'CALL-24 validate a known e-commerce store';
const validBody = { validRequest: { isValid: true, store: { zipcode: '94611', storeId: '1502' }, ecomStore: { zipcode: '94611', storeId: '1502', defaultStore: true } } };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function verifyAgainst(handler: Handler, filter: string, provider: string) {
  const server = await startFakeProvider(handler);
  close = () => server.close();
  return verifyPacts({ baseUrl: server.url, providers: [provider], filter });
}

describe('CALL-24 verification of the store-resolver pact against hand-made providers', () => {
  it('CALL-24 passes against a provider that keeps the contract', async () => {
    const summary = await verifyAgainst((_req, url, res) => (url.pathname === '/apim/storeresolver/v2/validate' ? json(res, 200, validBody) : json(res, 404, {})), VALIDATE, 'store-resolver');
    expect(summary.results).toHaveLength(1);
    expect(summary.failed).toBe(0);
  });

  it('CALL-24 fails against a provider that renamed validRequest.isValid', async () => {
    const renamed = { validRequest: { ...validBody.validRequest, isValid: undefined, valid: true } };
    const summary = await verifyAgainst((_req, url, res) => (url.pathname === '/apim/storeresolver/v2/validate' ? json(res, 200, renamed) : json(res, 404, {})), VALIDATE, 'store-resolver');
    expect(summary.results).toHaveLength(1);
    expect(summary.failed).toBe(1);
    expect(summary.results[0]?.error).toContain('isValid');
  });

  it('CALL-24 fails against a provider that moved the validate path', async () => {
    const summary = await verifyAgainst((_req, url, res) => (url.pathname === '/apim/storeresolver/v3/validate' ? json(res, 200, validBody) : json(res, 404, {})), VALIDATE, 'store-resolver');
    expect(summary.failed).toBe(1);
    expect(summary.results[0]?.error).toContain('expected 200 but was 404');
  });

  it('CALL-24 ERR-42 fails against a provider that answers a failure with 200', async () => {
    const summary = await verifyAgainst((_req, _url, res) => json(res, 200, validBody), 'CALL-24 ERR-42', 'store-resolver');
    expect(summary.results).toHaveLength(1);
    expect(summary.failed).toBe(1);
  });
});

describe('CALL-49 verification of the profile pact against a provider that dropped its bearer check', () => {
  const NO_BEARER = 'CALL-49 fetch the profile without a bearer token';
  const profile = { preferences: [], stores: [], postalCodes: [], selectedAddresses: [] };

  it('CALL-49 USER-TYPES-13 passes against a provider that refuses a request without a bearer', async () => {
    const summary = await verifyAgainst((req, _url, res) => (req.headers.authorization ? json(res, 200, profile) : json(res, 401, { errors: [{ code: 'UNAUTHORIZED', message: 'bearer required' }] })), NO_BEARER, 'profile');
    expect(summary.results).toHaveLength(1);
    expect(summary.failed).toBe(0);
  });

  it('CALL-49 USER-TYPES-13 fails against a provider that serves the profile without a bearer', async () => {
    const summary = await verifyAgainst((_req, _url, res) => json(res, 200, profile), NO_BEARER, 'profile');
    expect(summary.results).toHaveLength(1);
    expect(summary.failed).toBe(1);
    expect(summary.results[0]?.error).toContain('expected 401 but was 200');
  });
});
