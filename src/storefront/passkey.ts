import { flowTexts } from '../../spec/errors/messages';
import { passkeyPrompt, readCreateFactorResponse } from '../rules/passkey';
import type { MfaFactor } from '../rules/passkey';
import type { CookieJar } from './cookies';
import type { Backend, CallerInfo } from './session/backend';

/** The passkey prompt's title (PASSKEY-01), as the shopper sees it. */
export const PASSKEY_PROMPT_TITLE = 'Sign in faster with a passkey';

export interface PasskeyCheckInput {
  readonly enablePasskeyFactorApi: boolean;
  readonly userType: string;
  readonly uuid: string | null;
  readonly caller: CallerInfo;
  readonly cookies: CookieJar;
  readonly backend: Backend;
  readonly now: number;
}

/** The factors of a CALL-53 answer; null when it has no list. Object() reads null and other values as having none. */
function factorsOf(body: unknown): MfaFactor[] | null {
  const list = (Object(body) as { factors?: unknown }).factors;
  return Array.isArray(list) ? list.map((f) => Object(f) as MfaFactor) : null;
}

/**
 * PASSKEY-01..04 on page load: whether the passkey prompt shows. The factors (CALL-53) are fetched only when the
 * rule asks; an active webauthn factor sets the 90-day passkey cookie instead; a failed fetch shows the prompt (ERR-36).
 */
export async function checkPasskeyPrompt(input: PasskeyCheckInput): Promise<{ show: boolean; rules: readonly string[] }> {
  const base = { enablePasskeyFactorApi: input.enablePasskeyFactorApi, userType: input.userType, passkeyCookie: input.cookies.get('ACI_F_Passkey') ?? null, now: input.now };
  const first = passkeyPrompt({ ...base, factors: { state: 'not-fetched' } });
  // The rule's first step either skips the prompt or asks for the factors: only the factors can show it.
  if (first.action !== 'fetch-factors') return { show: false, rules: first.rules };
  let body: unknown = null;
  try {
    if (input.uuid && input.backend.passkeyFactors) body = await input.backend.passkeyFactors(input.caller, input.uuid);
  } catch {
    // ERR-36: a failed fetch reads as no factors.
  }
  const factors = factorsOf(body);
  const decision = passkeyPrompt({ ...base, factors: factors === null ? { state: 'failed' } : { state: 'ok', factors } });
  if (decision.action === 'suppress') input.cookies.set(decision.setCookie.name, decision.setCookie.value, decision.setCookie.expiresAt);
  return { show: decision.action === 'show', rules: factors === null ? [...decision.rules, 'ERR-36'] : decision.rules };
}

/** What the browser offers for creating a credential; absent where there is no WebAuthn. */
export interface WebAuthn {
  create(options: CredentialCreationOptions): Promise<Credential | null>;
}

function fromBase64Url(value: string): ArrayBuffer {
  // atob reads base64 without its padding.
  const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0)).buffer;
}

function toBase64Url(buffer: ArrayBuffer): string {
  let bin = '';
  for (const b of new Uint8Array(buffer)) bin += String.fromCharCode(b);
  // Base64 pads only at the end.
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

export type EnrolResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * PASSKEY-05 enrolment: CALL-68, the browser's credential, CALL-69. Each failure stops with the catalogue's text
 * (ERR-37): no factor created, an answer without id and activation, no credential (including a browser without
 * WebAuthn), no activation.
 */
export async function enrolPasskey(input: { backend: Backend; caller: CallerInfo; uuid: string | null; webAuthn: WebAuthn | null }): Promise<EnrolResult> {
  const texts = flowTexts.passkey;
  if (!input.uuid || !input.backend.createPasskey || !input.backend.activatePasskey) return { ok: false, message: texts.createFactors };
  let body: unknown;
  try {
    body = await input.backend.createPasskey(input.caller, input.uuid);
  } catch {
    return { ok: false, message: texts.createFactors };
  }
  const created = readCreateFactorResponse(body);
  if (!created.ok) return { ok: false, message: created.error.message };
  // Stryker disable next-line ConditionalExpression: without WebAuthn the credential step below fails with the same message
  if (!input.webAuthn) return { ok: false, message: texts.createCredential };
  let attestation: string;
  let clientData: string;
  try {
    const a = created.activation;
    const user = a.user as { id?: unknown; name?: unknown; displayName?: unknown };
    const credential = await input.webAuthn.create({
      publicKey: {
        challenge: fromBase64Url(a.challenge),
        rp: a.rp as unknown as PublicKeyCredentialRpEntity,
        user: { id: fromBase64Url(typeof user.id === 'string' ? user.id : ''), name: typeof user.name === 'string' ? user.name : '', displayName: typeof user.displayName === 'string' ? user.displayName : '' },
        pubKeyCredParams: a.pubKeyCredParams as PublicKeyCredentialParameters[],
        ...(a.authenticatorSelection ? { authenticatorSelection: a.authenticatorSelection as unknown as AuthenticatorSelectionCriteria } : {}),
      },
    });
    const response = (credential as PublicKeyCredential | null)?.response as AuthenticatorAttestationResponse | undefined;
    // Stryker disable next-line OptionalChaining: without a credential the step fails with the same message either way
    if (!response?.attestationObject || !response.clientDataJSON) return { ok: false, message: texts.createCredential };
    attestation = toBase64Url(response.attestationObject);
    clientData = toBase64Url(response.clientDataJSON);
  } catch {
    return { ok: false, message: texts.createCredential };
  }
  try {
    await input.backend.activatePasskey(input.caller, input.uuid, created.id, { attestation, clientData });
  } catch {
    return { ok: false, message: texts.activateFactor };
  }
  return { ok: true };
}
