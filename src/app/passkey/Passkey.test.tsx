import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { unavailableBackend } from '../../storefront/session/backend';
import type { Backend } from '../../storefront/session/backend';
import { memoryCookieJar } from '../../storefront/cookies';
import { checkPasskeyPrompt, enrolPasskey } from '../../storefront/passkey';
import type { WebAuthn } from '../../storefront/passkey';
import { PasskeyPrompt } from './PasskeyPrompt';

const NOW = 1_700_000_000_000;
const caller = { userType: 'R', token: 'tok' };
const activation = { challenge: 'AQID', rp: { name: 'Freshway' }, user: { id: 'dXNlcg', name: 'a@b.c', displayName: 'A' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] };

function check(over: { toggle?: boolean; userType?: string; cookie?: string; backend?: Partial<Backend> } = {}) {
  const cookies = memoryCookieJar(over.cookie ? { ACI_F_Passkey: over.cookie } : {});
  const promise = checkPasskeyPrompt({ enablePasskeyFactorApi: over.toggle ?? true, userType: over.userType ?? 'R', uuid: 'u-1', caller, cookies, backend: { ...unavailableBackend, ...over.backend }, now: NOW });
  return { promise, cookies };
}

describe('passkey prompt', () => {
  it('PASSKEY-01 authorised users with the toggle on and no passkey cookie get their factors fetched (CALL-53), and the prompt without a webauthn factor', async () => {
    const passkeyFactors = vi.fn(async () => ({ factors: [{ factorType: 'email', status: 'ACTIVE' }, { factorType: 'webauthn', status: 'PENDING_ACTIVATION' }] }));
    const { promise } = check({ backend: { passkeyFactors } });
    expect((await promise).show).toBe(true);
    expect(passkeyFactors).toHaveBeenCalledWith(caller, 'u-1');
  });

  it('PASSKEY-01 no fetch and no prompt for guests, with the toggle off, or with the passkey cookie present', async () => {
    const passkeyFactors = vi.fn(async () => ({ factors: [] }));
    for (const over of [{ userType: 'G' }, { userType: 'A' }, { toggle: false }, { cookie: 'true' }]) expect((await check({ ...over, backend: { passkeyFactors } }).promise).show).toBe(false);
    expect(passkeyFactors).not.toHaveBeenCalled();
  });

  it('PASSKEY-02 PASSKEY-04 an active webauthn factor suppresses the prompt and sets the passkey cookie for 90 days', async () => {
    const { promise, cookies } = check({ backend: { passkeyFactors: async () => ({ factors: [{ factorType: 'webauthn', status: 'ACTIVE' }] }) } });
    expect((await promise).show).toBe(false);
    expect(cookies.get('ACI_F_Passkey')).toBe('true');
    expect(cookies.expiries.get('ACI_F_Passkey')).toBe(NOW + 90 * 86_400_000);
  });

  it('PASSKEY-03 ERR-36 when the factors fetch fails (or answers nonsense) the prompt is shown', async () => {
    const failed = await check({ backend: { passkeyFactors: async () => Promise.reject(new Error('500')) } }).promise;
    expect(failed).toMatchObject({ show: true });
    expect(failed.rules).toEqual(expect.arrayContaining(['PASSKEY-03', 'ERR-36']));
    expect((await check({ backend: { passkeyFactors: async () => 'garbage' } }).promise).show).toBe(true);
  });
});

describe('passkey enrolment', () => {
  const credential = { response: { attestationObject: new Uint8Array([1, 2]).buffer, clientDataJSON: new Uint8Array([3]).buffer } } as unknown as Credential;

  it('PASSKEY-05 creates the factor (CALL-68), the credential, then activates it (CALL-69) with attestation and clientData', async () => {
    const createPasskey = vi.fn(async () => ({ id: 'f-9', activation }));
    const activatePasskey = vi.fn(async () => undefined);
    const create = vi.fn(async () => credential);
    const r = await enrolPasskey({ backend: { ...unavailableBackend, createPasskey, activatePasskey }, caller, uuid: 'u-1', webAuthn: { create } });
    expect(r).toEqual({ ok: true });
    expect(create).toHaveBeenCalledTimes(1);
    expect(activatePasskey).toHaveBeenCalledWith(caller, 'u-1', 'f-9', { attestation: 'AQI', clientData: 'Aw' });
  });

  it('ERR-37 each failure stops with its text: factors, invalid data, credential (also without WebAuthn), activation', async () => {
    const ok = async () => ({ id: 'f-9', activation });
    const webAuthn: WebAuthn = { create: async () => credential };
    const base = { ...unavailableBackend, activatePasskey: async () => undefined };
    expect(await enrolPasskey({ backend: { ...base, createPasskey: async () => Promise.reject(new Error('x')) }, caller, uuid: 'u', webAuthn })).toEqual({ ok: false, message: 'Failed to create factors' });
    expect(await enrolPasskey({ backend: { ...base, createPasskey: async () => ({ id: 'f' }) }, caller, uuid: 'u', webAuthn })).toEqual({ ok: false, message: 'Invalid data received from createFactors' });
    expect(await enrolPasskey({ backend: { ...base, createPasskey: ok }, caller, uuid: 'u', webAuthn: null })).toEqual({ ok: false, message: 'Failed to create credential' });
    expect(await enrolPasskey({ backend: { ...base, createPasskey: ok }, caller, uuid: 'u', webAuthn: { create: async () => Promise.reject(new Error('NotAllowedError')) } })).toEqual({ ok: false, message: 'Failed to create credential' });
    expect(await enrolPasskey({ backend: { ...base, createPasskey: ok, activatePasskey: async () => Promise.reject(new Error('x')) }, caller, uuid: 'u', webAuthn })).toEqual({ ok: false, message: 'Failed to activate factor' });
  });

  it('PASSKEY-01 ERR-37 the prompt is an accessible dialog; without WebAuthn it stops at a clear message; Escape closes it', async () => {
    const onClose = vi.fn();
    render(<PasskeyPrompt onClose={onClose} backend={{ ...unavailableBackend, createPasskey: async () => ({ id: 'f', activation }), activatePasskey: async () => undefined }} caller={caller} uuid="u-1" webAuthn={null} cookies={memoryCookieJar()} now={() => NOW} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in faster with a passkey' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Create a passkey' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Create a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create credential. This browser does not support passkeys.');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('PASSKEY-04 PASSKEY-05 EXPIRY-05 a successful enrolment confirms and sets the 90-day passkey cookie', async () => {
    const cookies = memoryCookieJar();
    render(<PasskeyPrompt onClose={() => undefined} backend={{ ...unavailableBackend, createPasskey: async () => ({ id: 'f', activation }), activatePasskey: async () => undefined }} caller={caller} uuid="u-1" webAuthn={{ create: async () => credential }} cookies={cookies} now={() => NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create a passkey' }));
    expect(await screen.findByRole('dialog', { name: 'Passkey created' })).toBeInTheDocument();
    expect(cookies.expiries.get('ACI_F_Passkey')).toBe(NOW + 90 * 86_400_000);
  });
});
