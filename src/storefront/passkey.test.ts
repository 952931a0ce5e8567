import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from './cookies';
import { checkPasskeyPrompt, enrolPasskey, PASSKEY_PROMPT_TITLE } from './passkey';
import type { WebAuthn } from './passkey';
import { unavailableBackend } from './session/backend';
import type { Backend, CallerInfo } from './session/backend';

const NOW = 1_800_000_000_000;
const DAY_MS = 86_400_000;
const PASSKEY_COOKIE = 'ACI_F_Passkey';
const caller: CallerInfo = { userType: 'R', token: 'tok' };

function check(options: { toggle?: boolean; userType?: string; uuid?: string | null; cookie?: string; factors?: Backend['passkeyFactors'] | null } = {}) {
  const cookies = memoryCookieJar(options.cookie === undefined ? {} : { [PASSKEY_COOKIE]: options.cookie });
  const passkeyFactors = options.factors === null ? undefined : vi.fn(options.factors ?? (async () => ({ factors: [] })));
  const backend: Backend = { ...unavailableBackend, ...(passkeyFactors ? { passkeyFactors } : {}) };
  const result = checkPasskeyPrompt({ enablePasskeyFactorApi: options.toggle ?? true, userType: options.userType ?? 'R', uuid: options.uuid === undefined ? 'uuid-1' : options.uuid, caller, cookies, backend, now: NOW });
  return { result, cookies, passkeyFactors };
}

describe('the passkey prompt on page load', () => {
  it('PASSKEY-01 an authorised user without the passkey cookie has the factors fetched with the caller and uuid; without a webauthn factor the prompt shows', async () => {
    const r = check({ factors: async () => ({ factors: [{ factorType: 'email', status: 'ACTIVE' }, { factorType: 'webauthn', status: 'PENDING_ACTIVATION' }] }) });
    expect(await r.result).toMatchObject({ show: true });
    expect(r.passkeyFactors).toHaveBeenCalledWith(caller, 'uuid-1');
    expect(r.cookies.get(PASSKEY_COOKIE)).toBeUndefined();
    expect((await r.result).rules).not.toContain('ERR-36');
  });

  it('PASSKEY-01 AMBIG-50 with the toggle off, for a guest, or with the passkey cookie, nothing is fetched and no prompt shows', async () => {
    for (const options of [{ toggle: false }, { userType: 'G' }, { cookie: 'true' }]) {
      const r = check(options);
      expect((await r.result).show, JSON.stringify(options)).toBe(false);
      expect(r.passkeyFactors).not.toHaveBeenCalled();
    }
  });

  it('PASSKEY-02 PASSKEY-04 an active webauthn factor suppresses the prompt and sets the passkey cookie for 90 days', async () => {
    const r = check({ factors: async () => ({ factors: [{ factorType: 'webauthn', status: 'ACTIVE' }] }) });
    expect((await r.result).show).toBe(false);
    expect(r.cookies.get(PASSKEY_COOKIE)).toBe('true');
    expect(r.cookies.expiries.get(PASSKEY_COOKIE)).toBe(NOW + 90 * DAY_MS);
  });

  it('PASSKEY-03 ERR-36 a failed fetch, an unreadable answer, no uuid or no factors call shows the prompt', async () => {
    for (const [name, options] of [
      ['failed', { factors: async () => Promise.reject(new Error('HTTP 500')) }],
      ['no list', { factors: async () => ({ factors: 'none' }) }],
      ['null body', { factors: async () => null }],
      ['text body', { factors: async () => 'factors' }],
      ['no uuid', { uuid: null }],
      ['no call', { factors: null }],
    ] as const) {
      const r = check(options);
      const outcome = await r.result;
      expect(outcome.show, name).toBe(true);
      expect(outcome.rules, name).toContain('ERR-36');
      expect(r.cookies.get(PASSKEY_COOKIE), name).toBeUndefined();
    }
  });

  it('PASSKEY-02 entries of the list that are no factor objects are passed over', async () => {
    const r = check({ factors: async () => ({ factors: [null, 'webauthn', { factorType: 'webauthn', status: 'ACTIVE' }] }) });
    expect((await r.result).show).toBe(false);
    expect(r.cookies.get(PASSKEY_COOKIE)).toBe('true');
  });

  it('PASSKEY-01 the prompt has a title for the shopper', () => {
    expect(PASSKEY_PROMPT_TITLE.trim()).not.toBe('');
  });
});

const seenOptions: CredentialCreationOptions[] = [];
const b64url = (bytes: number[]) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const activation = { challenge: b64url([251, 255, 190, 1]), rp: { name: 'Freshway', id: 'www.freshway.test' }, user: { id: b64url([1, 2, 3]), name: 'ana@example.com', displayName: 'Ana' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] };

function enrol(options: { create?: Backend['createPasskey'] | null; activate?: Backend['activatePasskey'] | null; webAuthn?: WebAuthn | null; uuid?: string | null } = {}) {
  const createPasskey = vi.fn(options.create ?? (async () => ({ id: 'fac-1', activation })));
  const activatePasskey = vi.fn(options.activate ?? (async () => undefined));
  const backend: Backend = { ...unavailableBackend, ...(options.create === null ? {} : { createPasskey }), ...(options.activate === null ? {} : { activatePasskey }) };
  const seen: CredentialCreationOptions[] = [];
  const webAuthn: WebAuthn | null =
    options.webAuthn === undefined
      ? {
          create: async (o) => {
            seen.push(o);
            return { response: { attestationObject: new Uint8Array([0xfb, 0xff, 0xfe]).buffer, clientDataJSON: new Uint8Array([104, 105]).buffer } } as unknown as Credential;
          },
        }
      : options.webAuthn;
  const result = enrolPasskey({ backend, caller, uuid: options.uuid === undefined ? 'uuid-1' : options.uuid, webAuthn });
  return { result, createPasskey, activatePasskey, seen };
}

describe('the passkey enrolment', () => {
  it('PASSKEY-05 creates the factor, asks the browser for a credential from the activation, and activates it with the attestation and client data, base64url', async () => {
    const r = enrol();
    expect(await r.result).toEqual({ ok: true });
    expect(r.createPasskey).toHaveBeenCalledWith(caller, 'uuid-1');
    const publicKey = r.seen[0]!.publicKey!;
    expect([...new Uint8Array(publicKey.challenge as ArrayBuffer)]).toEqual([251, 255, 190, 1]);
    expect([...new Uint8Array(publicKey.user.id as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect(publicKey).toMatchObject({ rp: activation.rp, user: { name: 'ana@example.com', displayName: 'Ana' }, pubKeyCredParams: activation.pubKeyCredParams });
    expect(publicKey).not.toHaveProperty('authenticatorSelection');
    expect(r.activatePasskey).toHaveBeenCalledWith(caller, 'uuid-1', 'fac-1', { attestation: '-__-', clientData: 'aGk' });
  });

  it('PASSKEY-05 the activation\'s authenticator selection goes to the browser; a user without text fields gets empty ones', async () => {
    const selection = { userVerification: 'preferred' };
    const r = enrol({ create: async () => ({ id: 'fac-2', activation: { ...activation, user: { id: 5, name: null }, authenticatorSelection: selection } }) });
    expect(await r.result).toEqual({ ok: true });
    const publicKey = r.seen[0]!.publicKey!;
    expect(publicKey.authenticatorSelection).toEqual(selection);
    expect(publicKey.user).toMatchObject({ name: '', displayName: '' });
    expect((publicKey.user.id as ArrayBuffer).byteLength).toBe(0);
  });

  it('PASSKEY-05 base64url both ways, with or without padding', async () => {
    const r = enrol({
      create: async () => ({ id: 'fac-4', activation: { ...activation, challenge: b64url([255]), user: { id: b64url([62, 63]), name: 'n', displayName: 'd' } } }),
      webAuthn: { create: async (o) => { seenOptions.push(o); return { response: { attestationObject: new Uint8Array([0xfb]).buffer, clientDataJSON: new Uint8Array([0xfb, 0xef]).buffer } } as unknown as Credential; } },
    });
    expect(await r.result).toEqual({ ok: true });
    const publicKey = seenOptions.at(-1)!.publicKey!;
    expect([...new Uint8Array(publicKey.challenge as ArrayBuffer)]).toEqual([255]);
    expect([...new Uint8Array(publicKey.user.id as ArrayBuffer)]).toEqual([62, 63]);
    expect(r.activatePasskey).toHaveBeenCalledWith(caller, 'uuid-1', 'fac-4', { attestation: '-w', clientData: '--8' });
  });

  it('ERR-37 no uuid, or no enrolment calls, or a failed create: Failed to create factors, and nothing else is asked', async () => {
    for (const options of [{ uuid: null }, { create: null }, { activate: null }, { create: async () => Promise.reject(new Error('HTTP 500')) }]) {
      const r = enrol(options);
      expect(await r.result).toEqual({ ok: false, message: 'Failed to create factors' });
      expect(r.seen).toEqual([]);
      expect(r.activatePasskey).not.toHaveBeenCalled();
    }
  });

  it('ERR-37 ERRORS-12 an answer without id and activation: Invalid data received from createFactors', async () => {
    const r = enrol({ create: async () => ({ id: 'fac-3' }) });
    expect(await r.result).toEqual({ ok: false, message: 'Invalid data received from createFactors' });
    expect(r.seen).toEqual([]);
  });

  it('ERR-37 no WebAuthn, no credential, a credential without its parts, or a refusal: Failed to create credential, nothing activated', async () => {
    const parts = (response: object | undefined): WebAuthn => ({ create: async () => ({ response }) as unknown as Credential });
    for (const webAuthn of [null, { create: async () => null }, parts(undefined), parts({ clientDataJSON: new ArrayBuffer(1) }), parts({ attestationObject: new ArrayBuffer(1) }), { create: async () => Promise.reject(new Error('NotAllowedError')) }]) {
      const r = enrol({ webAuthn });
      expect(await r.result).toEqual({ ok: false, message: 'Failed to create credential' });
      expect(r.activatePasskey).not.toHaveBeenCalled();
    }
  });

  it('ERR-37 a failed activation: Failed to activate factor', async () => {
    const r = enrol({ activate: async () => Promise.reject(new Error('HTTP 500')) });
    expect(await r.result).toEqual({ ok: false, message: 'Failed to activate factor' });
  });
});
