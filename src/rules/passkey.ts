import { z } from '../../spec/schemas/zod';
import { flowTexts } from '../../spec/errors';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { isAuthorised } from './userTypes';
import { LONG_LIVED_COOKIE_DAYS, longLivedCookieExpiry } from './cookieDays';

export const PASSKEY_COOKIE = 'ACI_F_Passkey';
export const PASSKEY_COOKIE_DAYS = LONG_LIVED_COOKIE_DAYS; // PASSKEY-04, EXPIRY-06

export interface MfaFactor {
  readonly factorType?: string | null;
  readonly status?: string | null;
}

/** The factors fetch (CALL-53): not yet made, answered with factors, or failed. */
export type FactorsResult = { readonly state: 'not-fetched' } | { readonly state: 'ok'; readonly factors: readonly MfaFactor[] } | { readonly state: 'failed' };

export interface PasskeyPromptInput {
  /** AMBIG-50: the enablePasskeyFactorApi toggle. */
  readonly enablePasskeyFactorApi: boolean;
  readonly userType?: unknown;
  /** Value of the ACI_F_Passkey cookie, null when absent. */
  readonly passkeyCookie?: string | null | undefined;
  readonly factors: FactorsResult;
  readonly now: number;
}

export type PasskeyPromptDecision = (
  | { readonly action: 'skip' }
  | { readonly action: 'fetch-factors'; readonly call: 'CALL-53' }
  | { readonly action: 'show' }
  | { readonly action: 'suppress'; readonly setCookie: { readonly name: typeof PASSKEY_COOKIE; readonly value: 'true'; readonly expiresAt: number } }
) &
  Explained;

export const hasActiveWebauthn = (factors: readonly MfaFactor[]): boolean =>
  factors.some((f) => f.factorType?.trim().toLowerCase() === 'webauthn' && f.status?.trim().toUpperCase() === 'ACTIVE');

/**
 * PASSKEY-01..04 (AMBIG-50), two steps: with the toggle on, an authorised user and no passkey cookie, the factors are
 * fetched; an active webauthn factor suppresses the prompt and sets the 90-day cookie; otherwise, or when the fetch
 * failed, the prompt is shown.
 */
export function passkeyPrompt(input: PasskeyPromptInput): PasskeyPromptDecision {
  const present = input.passkeyCookie != null && input.passkeyCookie !== '';
  if (!input.enablePasskeyFactorApi || !isAuthorised(input.userType) || present) return { action: 'skip', rules: ['PASSKEY-01', 'AMBIG-50'] };
  switch (input.factors.state) {
    case 'not-fetched':
      return { action: 'fetch-factors', call: 'CALL-53', rules: ['PASSKEY-01', 'AMBIG-50'] };
    case 'failed':
      return { action: 'show', rules: ['PASSKEY-01', 'PASSKEY-03'] };
    case 'ok':
      if (hasActiveWebauthn(input.factors.factors)) {
        return { action: 'suppress', setCookie: { name: PASSKEY_COOKIE, value: 'true', expiresAt: longLivedCookieExpiry(input.now) }, rules: ['PASSKEY-01', 'PASSKEY-02', 'PASSKEY-04'] };
      }
      return { action: 'show', rules: ['PASSKEY-01', 'PASSKEY-02'] };
  }
}

/** ERRORS-12: passkey failures are returned as error true with details, wrapped as type UCA. */
export interface PasskeyError {
  readonly error: true;
  readonly type: 'UCA';
  readonly message: string;
  readonly details: unknown;
}
export type PasskeyFailure = 'invalidCreateFactors' | 'createCredential' | 'createFactors' | 'activateFactor';
export const passkeyError = (failure: PasskeyFailure, details: unknown = null): PasskeyError => ({ error: true, type: 'UCA', message: flowTexts.passkey[failure], details });

/** PASSKEY-05: enrolment request (CALL-68). */
export function createFactorRequest(uuid: string): { readonly method: 'POST'; readonly path: string; readonly body: { readonly factorType: 'webauthn'; readonly provider: 'FIDO' } } & Explained {
  return { method: 'POST', path: `/customers/${encodeURIComponent(uuid)}/factors`, body: { factorType: 'webauthn', provider: 'FIDO' }, rules: ['PASSKEY-05'] };
}

export const Activation = z.looseObject({
  challenge: z.string().check(z.minLength(1)),
  rp: z.looseObject({}),
  user: z.looseObject({}),
  pubKeyCredParams: z.array(z.unknown()),
  excludeCredentials: z.nullish(z.array(z.unknown())),
  authenticatorSelection: z.nullish(z.looseObject({})),
  attestation: z.nullish(z.string()),
});
export type Activation = z.infer<typeof Activation>;

/** PASSKEY-05, ERRORS-12: the createFactors answer needs an id and an activation, else `Invalid data received from createFactors`. */
export function readCreateFactorResponse(body: unknown): ({ readonly ok: true; readonly id: string; readonly activation: Activation } | { readonly ok: false; readonly error: PasskeyError }) & Explained {
  const r = z.looseObject({ id: z.string().check(z.minLength(1)), activation: Activation }).safeParse(body);
  if (!r.success) return { ok: false, error: passkeyError('invalidCreateFactors', r.error.issues.map((i) => i.path.join('.') || i.message)), rules: ['PASSKEY-05', 'ERRORS-12'] };
  return { ok: true, id: r.data.id, activation: r.data.activation, rules: ['PASSKEY-05'] };
}

/** PASSKEY-05: activation request (CALL-69) with the credential's attestation and clientData. */
export function activateFactorRequest(uuid: string, factorId: string, credential: { readonly attestation: string; readonly clientData: string }): { readonly method: 'POST'; readonly path: string; readonly body: { readonly attestation: string; readonly clientData: string } } & Explained {
  return { method: 'POST', path: `/customers/${encodeURIComponent(uuid)}/factors/${encodeURIComponent(factorId)}/lifecycle/activate`, body: { attestation: credential.attestation, clientData: credential.clientData }, rules: ['PASSKEY-05'] };
}

export const passkeyModule = defineRuleModule({
  name: 'passkey',
  summary: 'Passkey prompt decision (toggle, authorised user, cookie, active webauthn factor, fetch failure).',
  areas: ['PASSKEY'],
  input: z.object({
    enablePasskeyFactorApi: z.boolean(),
    userType: z.nullish(z.string()),
    passkeyCookie: z.nullish(z.string()),
    factors: z.discriminatedUnion('state', [
      z.object({ state: z.literal('not-fetched') }),
      z.object({ state: z.literal('ok'), factors: z.array(z.object({ factorType: z.nullish(z.string()), status: z.nullish(z.string()) })) }),
      z.object({ state: z.literal('failed') }),
    ]),
    now: z.number(),
  }),
  example: { enablePasskeyFactorApi: true, userType: 'R', passkeyCookie: null, factors: { state: 'ok', factors: [{ factorType: 'webauthn', status: 'ACTIVE' }] }, now: 1_700_000_000_000 },
  run: (input) => passkeyPrompt(input),
});
