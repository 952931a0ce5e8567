import { describe, expect, it } from 'vitest';
import { acknowledgeDefaultRequest, factorVerifyRequest } from './requests';

describe('requests built as data', () => {
  it('CALL-62 OTP-08 sending a code POSTs {stateToken} to the factor\'s verify path; verifying adds passCode; a password verifies at factor id password', () => {
    expect(factorVerifyRequest('email-1', { stateToken: 'st' })).toEqual({ method: 'POST', path: 'api/v1/authn/factors/email-1/verify', body: { stateToken: 'st' } });
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
});
