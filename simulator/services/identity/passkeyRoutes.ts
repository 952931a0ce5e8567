import { servicePaths } from '../../../spec/config/endpoints';
import { ActivateFactorRequest, CreateFactorRequest, UnsubscribeQuery } from '../../../spec/schemas/upstream/passkey';
import type { AccountMergeSkipResponse, CreateFactorResponse, FactorsResponse, UcaError, UnsubscribeResponse } from '../../../spec/schemas/upstream/passkey';
import type { SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import { customerByUuid, factorsOf } from './authn';
import type { Customer, Factor } from './authn';
import { guarded } from './errors';
import { verifyAccessToken } from './tokens';
import { bearerOf, isoAt, parseRequest, queryOf } from './validation';

const base = `${servicePaths.customerAccount}/api/uca`;

/** The customer-account error body: `{ errors: [{ code, message, field? }], status }` (the simulator's own shape, as the other customer-account routes answer). */
export function ucaError(status: number, code: string, message: string, field?: string): SimResponse {
  const body: UcaError = { errors: [{ code, message, ...(field ? { field } : {}) }], status };
  return { status, headers: { 'content-type': 'application/json' }, body };
}

const json = (status: number, body: unknown): SimResponse => ({ status, headers: { 'content-type': 'application/json' }, body });

/**
 * The account a factors path names. The spec shows no headers for these calls, so a request without a bearer is
 * served; a bearer that is expired or unknown is refused (401), and one of another account too (403).
 */
function account(request: SimRequest, ctx: SimContext): { customer: Customer } | { error: SimResponse } {
  const bearer = bearerOf(request.headers);
  const pathId = request.params.uuid ?? request.params.customerId ?? '';
  // The merge-skip path names the customerId; the factors paths the UUID.
  const uuid = ctx.db.customer.findFirst({ where: { customerId: { equals: pathId } } })?.id ?? pathId;
  if (bearer !== null || request.headers.has('authorization')) {
    const verified = verifyAccessToken(ctx, bearer);
    if (!verified) return { error: ucaError(401, 'UCA0401', 'The access token is invalid or has expired') };
    if (verified.customerUuid !== uuid) return { error: ucaError(403, 'UCA0403', 'The access token belongs to another customer') };
  }
  const customer = customerByUuid(ctx, uuid);
  if (!customer) return { error: ucaError(404, 'UCA0404', `No customer ${uuid}`, 'uuid') };
  return { customer };
}

const view = (f: Factor) => ({ id: f.id, factorType: f.factorType, provider: f.provider, status: f.status });

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeBase64Text(text: string): string | null {
  try {
    const normal = text.replace(/-/g, '+').replace(/_/g, '/');
    const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
    const binary = atob(padded);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** CALL-53: the account's factors (every status), for the passkey prompt. */
function listFactors(request: SimRequest, ctx: SimContext): SimResponse {
  const found = account(request, ctx);
  if ('error' in found) return found.error;
  const body: FactorsResponse = { factors: factorsOf(ctx, found.customer.id, null).map(view) };
  return json(200, body);
}

/** CALL-68: starts a passkey enrolment; the factor stays PENDING_ACTIVATION until activated with the challenge. */
function createFactor(request: SimRequest, ctx: SimContext): SimResponse {
  const found = account(request, ctx);
  if ('error' in found) return found.error;
  const parsed = parseRequest(CreateFactorRequest, request.body);
  if (!parsed.ok) return ucaError(400, 'UCA0400', parsed.message, parsed.field);
  const { customer } = found;
  for (const pending of factorsOf(ctx, customer.id, 'PENDING_ACTIVATION')) ctx.db.identityFactor.delete({ where: { id: { equals: pending.id } } });
  const challenge = base64url(Uint8Array.from({ length: 32 }, () => ctx.random.int(0, 255)));
  const factor = ctx.db.identityFactor.create({
    id: ctx.random.id('fwf'),
    customerUuid: customer.id,
    factorType: 'webauthn',
    provider: 'FIDO',
    status: 'PENDING_ACTIVATION',
    target: '',
    challenge,
    createdAt: ctx.clock.now(),
  });
  const banner = ctx.banners.find((b) => b.id === customer.banner);
  const body: CreateFactorResponse = {
    ...view(factor),
    activation: {
      challenge,
      rp: { name: banner?.displayName ?? customer.banner },
      user: { id: base64url(new TextEncoder().encode(customer.id)), name: customer.email, displayName: `${customer.firstName} ${customer.lastName}`.trim() },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      excludeCredentials: factorsOf(ctx, customer.id)
        .filter((f) => f.factorType === 'webauthn')
        .map((f) => ({ type: 'public-key' as const, id: base64url(new TextEncoder().encode(f.id)) })),
      authenticatorSelection: { userVerification: 'preferred', residentKey: 'preferred', requireResidentKey: false },
      attestation: 'direct',
      timeout: 60_000,
    },
  };
  return json(200, body);
}

/** CALL-69: activates a pending passkey when the client data carries its challenge. */
function activateFactor(request: SimRequest, ctx: SimContext): SimResponse {
  const found = account(request, ctx);
  if ('error' in found) return found.error;
  const parsed = parseRequest(ActivateFactorRequest, request.body);
  if (!parsed.ok) return ucaError(400, 'UCA0400', parsed.message, parsed.field);
  const factorId = request.params.factorId ?? '';
  const factor = factorsOf(ctx, found.customer.id, null).find((f) => f.id === factorId);
  if (!factor) return ucaError(404, 'UCA0404', `No factor ${factorId}`, 'factorId');
  if (factor.status !== 'PENDING_ACTIVATION') return ucaError(409, 'UCA0409', `Factor ${factorId} is not pending activation`, 'factorId');
  const text = decodeBase64Text(parsed.data.clientData);
  const clientData = parseJson(text);
  if (typeof clientData !== 'object' || clientData === null) return ucaError(400, 'UCA0400', 'clientData must be base64 client data JSON', 'clientData');
  const { challenge, type } = clientData as { challenge?: unknown; type?: unknown };
  if (type !== 'webauthn.create') return ucaError(400, 'UCA0400', 'clientData.type must be webauthn.create', 'clientData');
  if (challenge !== factor.challenge) return ucaError(400, 'UCA0400', 'clientData.challenge does not match the enrolment', 'clientData');
  const active = ctx.db.identityFactor.update({ where: { id: { equals: factor.id } }, data: { status: 'ACTIVE', challenge: '' } });
  return json(200, view(active ?? factor));
}

/** CALL-42: records that the customer skipped the account-merge offer (idempotent: the first skip time stays). */
function skipMerge(request: SimRequest, ctx: SimContext): SimResponse {
  const found = account(request, ctx);
  if ('error' in found) return found.error;
  const { customer } = found;
  const existing = ctx.db.accountMergeSkip.findFirst({ where: { customerUuid: { equals: customer.id } } });
  const skip = existing ?? ctx.db.accountMergeSkip.create({ customerUuid: customer.id, skippedAt: ctx.clock.now() });
  const body: AccountMergeSkipResponse = { customerId: customer.customerId, skipped: true, skippedAt: isoAt(skip.skippedAt) };
  return json(200, body);
}

/** CALL-64: the email address an unsubscribe link names; the link unsubscribes it. */
function unsubscribe(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(UnsubscribeQuery, queryOf(request.url), 'query');
  if (!parsed.ok) return ucaError(400, 'UCA0400', parsed.message, parsed.field);
  const token = ctx.db.unsubscribeToken.findFirst({ where: { token: { equals: parsed.data.token } } });
  if (!token) return ucaError(404, 'UCA0404', 'The unsubscribe link is invalid', 'token');
  ctx.db.unsubscribeToken.update({ where: { token: { equals: token.token } }, data: { unsubscribed: true } });
  const body: UnsubscribeResponse = { emailAddress: token.emailAddress, unsubscribed: true };
  return json(200, body);
}

const internal = (message: string) => ucaError(500, 'UCA0500', message);
const guard = (run: (r: SimRequest, c: SimContext) => SimResponse) => (request: SimRequest, ctx: SimContext) => guarded(() => run(request, ctx), internal);

export const passkeyRoutes: SimRoute<SimContext>[] = [
  { calls: ['CALL-53'], service: 'customer-account', method: 'GET', path: `${base}/customers/:uuid/factors`, summary: 'The account MFA factors (factorType, status)', resolve: guard(listFactors) },
  { calls: ['CALL-68'], service: 'customer-account', method: 'POST', path: `${base}/customers/:uuid/factors`, summary: 'Start a passkey (webauthn, FIDO) enrolment', resolve: guard(createFactor) },
  { calls: ['CALL-69'], service: 'customer-account', method: 'POST', path: `${base}/customers/:uuid/factors/:factorId/lifecycle/activate`, summary: 'Activate a pending passkey with its attestation and client data', resolve: guard(activateFactor) },
  { calls: ['CALL-42'], service: 'customer-account', method: 'POST', path: `${servicePaths.customerAccount}/api/cpsa/customers/:customerId/accounts/skip`, summary: 'Skip the account-merge offer', resolve: guard(skipMerge) },
  { calls: ['CALL-64', 'CALL-39'], service: 'customer-account', method: 'GET', path: `${base}/unsubscribe`, summary: 'Anonymous unsubscribe: the email address a link token names', resolve: guard(unsubscribe) },
];
