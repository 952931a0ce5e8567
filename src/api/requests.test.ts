import { describe, expect, it } from 'vitest';
import { validatedConfig } from '../../spec/schemas/config';
import { ApiError } from './http';
import { acknowledgeDefaultRequest, factorVerifyRequest, shipMethodsRejection, shipMethodsRequest } from './requests';
import { testConfig, testEnv } from '../../tests/support/api';

describe('requests built as data', () => {
  it('CALL-62 OTP-08 sending a code POSTs {stateToken} to the factor\'s verify path; verifying adds passCode; a password verifies at factor id password', () => {
    // Strictly: sending a code carries no passCode field at all, not even an undefined one.
    expect(factorVerifyRequest('email-1', { stateToken: 'st' })).toStrictEqual({ method: 'POST', path: 'api/v1/authn/factors/email-1/verify', body: { stateToken: 'st' } });
    expect(factorVerifyRequest('email-1', { stateToken: 'st', passCode: '123456' }).body).toEqual({ stateToken: 'st', passCode: '123456' });
    expect(factorVerifyRequest('password', { stateToken: 'st', passCode: 'Passw0rd!' }).path).toBe('api/v1/authn/factors/password/verify');
  });

  it('CALL-62 a factor id is one path segment: a slash in it cannot move the request elsewhere', () => {
    expect(factorVerifyRequest('../sessions', { stateToken: 'st' }).path).not.toContain('../');
    expect(factorVerifyRequest('a/b', { stateToken: 'st' }).path).toBe('api/v1/authn/factors/a%2Fb/verify');
  });

  it('CALL-51 TOOLTIP-03 the acknowledgement is a merge-patch of the customer\'s addresses with type=userAck, each acknowledged item resetToDefault false', () => {
    expect(acknowledgeDefaultRequest('uuid-1', { postalCode: '94611', addressId: 'addr-1' })).toEqual({
      method: 'PATCH',
      path: 'customers/uuid-1/addresses',
      query: { type: 'userAck' },
      contentType: 'application/merge-patch+json',
      body: { postalCode: { postalCode: '94611', resetToDefault: false }, selectedAddress: { addressId: 'addr-1', resetToDefault: false } },
    });
    expect(acknowledgeDefaultRequest('uuid-1', { postalCode: '94611' }).body).toEqual({ postalCode: { postalCode: '94611', resetToDefault: false } });
  });

  it('CALL-28 the ship methods are POSTed as the JSON body to the configured address, traced, with the subscription key and banner and no bearer token', () => {
    const config = validatedConfig(testConfig());
    const body = { zipcode: '94611', sellers: [{ sellerId: 'mkp-4417', items: [{ upc: '0001111040101', qty: 1 }] }] };
    const request = shipMethodsRequest(config, body, testEnv(async () => new Response()));
    expect(request.method).toBe('POST');
    expect(request.url).toBe(config.cartAndStoreServices.sellerShipMethods);
    expect(request.body).toEqual(body);
    expect(request.headers['ocp-apim-subscription-key']).toBe(config.cartAndStoreServices.subscriptionKey);
    expect(request.headers['x-banner']).toBe(config.banner);
    expect(request.headers['x-correlation-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(request.headers['x-request-date']).toBe(new Date(Date.UTC(2026, 5, 1, 15, 0, 0)).toUTCString());
    expect(Object.keys(request.headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it('ERR-12 a failed ship-methods call rejects with its status and statusText', () => {
    const rejection = shipMethodsRejection(422, 'Unprocessable Entity', { errors: [{ code: 'UNDELIVERABLE_ZIP' }] });
    expect(rejection).toBeInstanceOf(ApiError);
    expect(rejection).toMatchObject({ call: 'CALL-28', kind: 'status', status: 422, statusText: 'Unprocessable Entity', body: { errors: [{ code: 'UNDELIVERABLE_ZIP' }] } });
    expect(rejection.message).toContain('422 Unprocessable Entity');
    // HTTP/2 answers carry no reason phrase: the status alone still names the failure.
    expect(shipMethodsRejection(502, '')).toMatchObject({ status: 502, statusText: '' });
    expect(shipMethodsRejection(502, '').message).toMatch(/502$/);
  });
});
