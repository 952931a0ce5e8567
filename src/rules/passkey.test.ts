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
  it('PASSKEY-01 AMBIG-50 an empty passkey cookie is no cookie; each decision names its rules', () => {
    expect(passkeyPrompt({ ...base, passkeyCookie: '' })).toEqual({ action: 'fetch-factors', call: 'CALL-53', rules: ['PASSKEY-01', 'AMBIG-50'] });
    expect(passkeyPrompt({ ...base, passkeyCookie: undefined }).action).toBe('fetch-factors');
    expect(passkeyPrompt({ ...base, passkeyCookie: 'false' })).toEqual({ action: 'skip', rules: ['PASSKEY-01', 'AMBIG-50'] });
    expect(passkeyPrompt({ ...base, userType: 'G', factors: { state: 'failed' } }).action).toBe('skip');
    expect(passkeyPrompt({ ...base, enablePasskeyFactorApi: false, factors: { state: 'ok', factors: [] } }).action).toBe('skip');
    expect(passkeyPrompt({ ...base, factors: { state: 'ok', factors: [] } })).toEqual({ action: 'show', rules: ['PASSKEY-01', 'PASSKEY-02'] });
    expect(passkeyPrompt({ ...base, factors: { state: 'failed' } })).toEqual({ action: 'show', rules: ['PASSKEY-01', 'PASSKEY-03'] });
  });

  it('PASSKEY-02 only a factor that is both webauthn and active counts, whatever its spelling or spacing', () => {
    const prompt = (factors: PasskeyPromptInput['factors']) => passkeyPrompt({ ...base, factors }).action;
    expect(prompt({ state: 'ok', factors: [{ factorType: ' WebAuthn ', status: ' active ' }] })).toBe('suppress');
    expect(prompt({ state: 'ok', factors: [{ factorType: 'webauthn', status: 'PENDING_ACTIVATION' }, { factorType: 'sms', status: 'ACTIVE' }] })).toBe('show');
    expect(prompt({ state: 'ok', factors: [{ factorType: null, status: 'ACTIVE' }, { factorType: 'webauthn' }, {}] })).toBe('show');
    fc.assert(fc.property(fc.array(fc.record({ factorType: fc.constantFrom('webauthn', 'sms', 'WEBAUTHN', null), status: fc.constantFrom('ACTIVE', 'active', 'INACTIVE', null) })), (factors) => {
      const active = factors.some((f) => f.factorType?.toLowerCase() === 'webauthn' && f.status?.toUpperCase() === 'ACTIVE');
      expect(prompt({ state: 'ok', factors })).toBe(active ? 'suppress' : 'show');
    }));
  });

  it('PASSKEY-05 the customer and factor ids are path segments of their own; each request names the rule', () => {
    expect(createFactorRequest('a/b c')).toEqual({ method: 'POST', path: '/customers/a%2Fb%20c/factors', body: { factorType: 'webauthn', provider: 'FIDO' }, rules: ['PASSKEY-05'] });
    expect(activateFactorRequest('u/1', 'f1', { attestation: 'att', clientData: 'cd' })).toEqual({ method: 'POST', path: '/customers/u%2F1/factors/f1/lifecycle/activate', body: { attestation: 'att', clientData: 'cd' }, rules: ['PASSKEY-05'] });
  });

  it('PASSKEY-05 ERRORS-12 the createFactors answer needs a non-empty id and an activation with a challenge; the details name what is missing', () => {
    const activation = { challenge: 'c', rp: { name: 'x' }, user: { id: 'u' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }], extra: 1 };
    expect(readCreateFactorResponse({ id: 'f1', activation })).toEqual({ ok: true, id: 'f1', activation, rules: ['PASSKEY-05'] });
    const refused = (body: unknown) => {
      const r = readCreateFactorResponse(body);
      if (r.ok) throw new Error('accepted');
      expect(r.rules).toEqual(['PASSKEY-05', 'ERRORS-12']);
      expect(r.error).toMatchObject({ error: true, type: 'UCA', message: 'Invalid data received from createFactors' });
      return r.error.details;
    };
    expect(refused({ id: '', activation })).toEqual(['id']);
    expect(refused({ id: 'f1', activation: { ...activation, challenge: '' } })).toEqual(['activation.challenge']);
    expect(refused({ id: 'f1' })).toEqual(['activation']);
    expect(refused(null)).toHaveLength(1);
  });
});
