// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { closeStorefront, openStorefront, settled } from './storefrontPage';

/**
 * The passkey prompt on the React page over the Node simulator: a signed-in shopper without a passkey is offered one
 * (PASSKEY-01), enrols it through the simulator's factors service (PASSKEY-05), and the page keeps the prompt away for
 * 90 days with the passkey cookie (PASSKEY-04, EXPIRY-05, EXPIRY-06). jsdom has no authenticator: the browser's
 * WebAuthn is stood in by one that returns a credential, as a platform authenticator would.
 */

const DAY_MS = 86_400_000;

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const base64url = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A platform authenticator: its client data carries the enrolment's challenge, as the simulator's activation checks. */
async function authenticator(options: CredentialCreationOptions) {
  const challenge = base64url(options.publicKey!.challenge as ArrayBuffer);
  return { id: 'cred-1', type: 'public-key', response: { attestationObject: bytes('attestation'), clientDataJSON: bytes(JSON.stringify({ type: 'webauthn.create', challenge })) } };
}
const written: string[] = [];

beforeEach(() => {
  written.length = 0;
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    written.push(value);
    cookie.set!.call(this, value);
  });
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create: vi.fn(authenticator) } });
});

afterEach(() => {
  closeStorefront();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('the passkey prompt', () => {
  it('PASSKEY-01 PASSKEY-04 PASSKEY-05 EXPIRY-05 EXPIRY-06 a shopper without a passkey enrols one, and the passkey cookie then lasts 90 days', async () => {
    const ctx = createSimContext({ seed: 1 });
    ctx.db.customer.update({ where: { id: { equals: knownCustomers.shopper.uuid } }, data: { factorKinds: 'email,sms' } });
    const servlet = startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway');
    const before = Date.now();
    await openStorefront('/', { ctx, cookies: { [SESSION_COOKIE]: servlet.id }, toggles: { enablePasskeyFactorApi: true } });
    const dialog = await settled(() => screen.getByRole('dialog', { name: 'Sign in faster with a passkey' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create a passkey' }));
    await settled(() => expect(screen.getByRole('dialog', { name: 'Passkey created' })).toBeInTheDocument());
    const set = written.filter((w) => w.startsWith('ACI_F_Passkey=true'));
    expect(set).toHaveLength(1);
    const expires = Date.parse(/expires=([^;]+)/i.exec(set[0]!)?.[1] ?? '');
    // A lasting cookie, not a session cookie: 90 days from the enrolment (cookie dates have whole seconds).
    expect(expires).toBeGreaterThanOrEqual(before + 90 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
    expect(document.cookie).toContain('ACI_F_Passkey=true');
    // The simulator's factors service holds the activated passkey (CALL-68, CALL-69).
    const factors = ctx.db.identityFactor.findMany({ where: { customerUuid: { equals: knownCustomers.shopper.uuid } } });
    expect(factors.filter((f) => f.factorType === 'webauthn').map((f) => f.status)).toEqual(['ACTIVE']);
  });
});
