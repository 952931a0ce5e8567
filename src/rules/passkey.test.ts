import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { activateFactorRequest, createFactorRequest, passkeyError, passkeyPrompt, readCreateFactorResponse } from './passkey';
import type { PasskeyPromptInput } from './passkey';

const base: PasskeyPromptInput = { enablePasskeyFactorApi: true, userType: 'R', passkeyCookie: null, factors: { state: 'not-fetched' }, now: 1000 };

describe('passkey', () => {
  it('PASSKEY-01 AMBIG-50 the prompt needs the toggle, an authorised user and no passkey cookie', () => {
    expect(passkeyPrompt(base)).toMatchObject({ action: 'fetch-factors', call: 'CALL-53' });
    expect(passkeyPrompt({ ...base, enablePasskeyFactorApi: false }).action).toBe('skip');
    expect(passkeyPrompt({ ...base, passkeyCookie: 'true' }).action).toBe('skip');
    for (const userType of ['G', 'A', '', null]) expect(passkeyPrompt({ ...base, userType }).action).toBe('skip');
    expect(passkeyPrompt({ ...base, userType: 'C', factors: { state: 'ok', factors: [] } }).action).toBe('show');
  });

  it('PASSKEY-02 PASSKEY-04 an active webauthn factor suppresses the prompt and sets the cookie for 90 days', () => {
    const d = passkeyPrompt({ ...base, factors: { state: 'ok', factors: [{ factorType: 'sms', status: 'ACTIVE' }, { factorType: 'webauthn', status: 'ACTIVE' }] } });
    expect(d).toEqual({ action: 'suppress', setCookie: { name: 'ACI_F_Passkey', value: 'true', expiresAt: 1000 + 90 * 86_400_000 }, rules: ['PASSKEY-01', 'PASSKEY-02', 'PASSKEY-04'] });
    expect(passkeyPrompt({ ...base, factors: { state: 'ok', factors: [{ factorType: 'webauthn', status: 'PENDING_ACTIVATION' }] } }).action).toBe('show');
  });

  it('PASSKEY-03 ERR-36 a failed factors fetch shows the prompt', () => {
    expect(passkeyPrompt({ ...base, factors: { state: 'failed' } }).action).toBe('show');
  });

  it('PASSKEY-05 CALL-68 CALL-69 enrolment creates a webauthn/FIDO factor and activates it with attestation and clientData', () => {
    expect(createFactorRequest('u-1')).toMatchObject({ method: 'POST', path: '/customers/u-1/factors', body: { factorType: 'webauthn', provider: 'FIDO' } });
    expect(activateFactorRequest('u-1', 'f/2', { attestation: 'att', clientData: 'cd' })).toMatchObject({ path: '/customers/u-1/factors/f%2F2/lifecycle/activate', body: { attestation: 'att', clientData: 'cd' } });
    const ok = readCreateFactorResponse({ id: 'f1', activation: { challenge: 'c', rp: { name: 'x' }, user: { id: 'u' }, pubKeyCredParams: [] } });
    expect(ok).toMatchObject({ ok: true, id: 'f1' });
  });

  it('ERRORS-12 ERR-18 ERR-37 passkey failures use the exact texts, error true, wrapped as type UCA', () => {
    expect(readCreateFactorResponse({ id: 'f1' })).toMatchObject({ ok: false, error: { error: true, type: 'UCA', message: 'Invalid data received from createFactors' } });
    expect(passkeyError('createCredential').message).toBe('Failed to create credential');
    expect(passkeyError('createFactors').message).toBe('Failed to create factors');
    expect(passkeyError('activateFactor', { status: 500 })).toEqual({ error: true, type: 'UCA', message: 'Failed to activate factor', details: { status: 500 } });
    fc.assert(fc.property(fc.anything(), (b) => {
      expect(() => readCreateFactorResponse(b)).not.toThrow();
    }));
  });
});
