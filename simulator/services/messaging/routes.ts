import { servicePaths } from '../../../spec/config/endpoints';
import {
  CsmsKmsiRequest,
  CsmsLookupRequest,
  CsmsNonKmsiRequest,
  CsmsPwdTokenRequest,
  CsmsRegisterRequest,
  CsmsResendRequest,
  CsmsSigninRequest,
  CsmsSignupRequest,
  CsmsSignupVerifyRequest,
} from '../../../spec/schemas/upstream/messaging';
import type { CsmsLookupResponse, CsmsRegisterResponse, CsmsResendResponse, CsmsSigninResponse, CsmsSignupResponse } from '../../../spec/schemas/upstream/messaging';
import type { SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import {
  accountsFor,
  clearFailures,
  factorFor,
  factorsOf,
  isLocked,
  issueSessionToken,
  liveTransaction,
  maskEmail,
  parseIdentifier,
  recordFailure,
  sendPasscode,
  startTransaction,
  updateTransaction,
} from '../identity/authn';
import type { Customer, Identifier } from '../identity/authn';
import { guarded } from '../identity/errors';
import { seedFactorsFor, unsubscribeTokenOf } from '../identity/seed';
import { isoAt, parseRequest } from '../identity/validation';
import { csmsError, csmsInternalError, csmsValidationError } from './errors';

export const csmsBase = `${servicePaths.messaging}/csmsservice/api/csms`;
/** A password-reset token lives 30 minutes. */
export const PASSWORD_TOKEN_TTL_MS = 30 * 60_000;

const json = (status: number, body: unknown): SimResponse => ({ status, headers: { 'content-type': 'application/json' }, body });

/** One account for an identifier, or the CSMS code saying why not (ERR-22, 23, 25). */
function resolveAccount(ctx: SimContext, id: Identifier): { customer: Customer } | { error: SimResponse } {
  const accounts = accountsFor(ctx, id);
  if (id.kind === 'phone') {
    if (accounts.length > 1) return { error: csmsError('CSMS0156') };
    if (accounts.length === 0) return { error: csmsError('CSMS0157') };
  } else if (accounts.length === 0) {
    return { error: csmsError('CSMS0158') };
  }
  const customer = accounts[0];
  if (!customer) return { error: csmsError('CSMS0500') };
  if (customer.deactivated) return { error: csmsError('CSMS0160') };
  return { customer };
}

function identifierOf(raw: string, field: string): { id: Identifier } | { error: SimResponse } {
  const id = parseIdentifier(raw);
  return id ? { id } : { error: csmsValidationError(field, `${field} must be an email address or a 10-digit phone number`) };
}

/**
 * CALL-56: the sign-in alternate path. Finds the one account of the email or phone, refuses locked (CSMS0149)
 * and password-expired (CSMS0148) accounts, starts a transaction and sends a passcode through the matching
 * factor when it is enrolled (otherwise the answer lists the factors, so the password panel can be shown).
 */
function signin(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsSigninRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const idOrError = identifierOf(parsed.data.userName, 'userName');
  if ('error' in idOrError) return idOrError.error;
  const found = resolveAccount(ctx, idOrError.id);
  if ('error' in found) return found.error;
  const { customer } = found;
  if (isLocked(ctx, customer.id)) return csmsError('CSMS0149');
  if (customer.passwordExpired) return csmsError('CSMS0148');
  const tx = startTransaction(ctx, customer.id);
  const factors = factorsOf(ctx, customer.id);
  const wanted = idOrError.id.kind === 'email' ? 'email' : 'sms';
  const factor = factors.find((f) => f.factorType === wanted);
  const sent = factor ? sendPasscode(ctx, tx, factor) : null;
  if (sent && sent.kind !== 'sent') return csmsError('CSMS0500');
  const body: CsmsSigninResponse = {
    stateToken: tx.stateToken,
    expiresAt: isoAt(tx.expiresAt),
    maskedEmail: maskEmail(customer.email),
    oktaId: customer.userId,
    ...(factor ? { factorId: factor.id } : {}),
    _embedded: {
      user: { id: customer.userId, profile: { login: customer.email } },
      ...(factor ? { factor: { id: factor.id, factorType: factor.factorType } } : {}),
      factors: factors.map((f) => ({ id: f.id, factorType: f.factorType })),
    },
  };
  return json(200, body);
}

/** CALL-57: sends another passcode; inside 30 s of the last one it is refused with CSMS0139 (ERR-21). */
function resend(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsResendRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const tx = liveTransaction(ctx, parsed.data.stateToken);
  if (!tx) return csmsError('CSMS0401', undefined, 'stateToken');
  if (isLocked(ctx, tx.customerUuid)) return csmsError('CSMS0149');
  const factorId = request.params.factorId ?? parsed.data.factorId ?? tx.passcodeFactorId;
  if (!factorId) return csmsValidationError('factorId', 'factorId is required before a first passcode was sent');
  const factor = factorFor(ctx, tx.customerUuid, factorId);
  if (!factor) return csmsError('CSMS0404', `No factor ${factorId} for this sign-in`, 'factorId');
  const sent = sendPasscode(ctx, tx, factor, tx.customerUuid.startsWith('signup:') ? 'sign-up' : 'sign-in');
  switch (sent.kind) {
    case 'throttled':
      return csmsError('CSMS0139');
    case 'locked':
      return csmsError('CSMS0149');
    case 'not-a-code-factor':
      return csmsValidationError('factorId', `factor type ${factor.factorType} does not send passcodes`);
    case 'sent': {
      const body: CsmsResendResponse = { stateToken: sent.tx.stateToken, expiresAt: isoAt(sent.tx.expiresAt), factorResult: 'CHALLENGE', factorId: factor.id };
      return json(200, body);
    }
  }
}

/** Sign-up: a pending account keyed `signup:{id}` with a temporary email factor, verified by a passcode. */
function signup(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsSignupRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const data = parsed.data;
  const emailAddress = data.emailAddress.toLowerCase();
  if (accountsFor(ctx, { kind: 'email', value: emailAddress }).length > 0) return csmsError('CSMS0409', undefined, 'emailAddress');
  const pendingKey = `signup:${ctx.random.id()}`;
  const tx = startTransaction(ctx, pendingKey);
  const factor = ctx.db.identityFactor.create({
    id: `signup-email-${tx.stateToken}`,
    customerUuid: pendingKey,
    factorType: 'email',
    provider: 'OKTA',
    status: 'ACTIVE',
    target: emailAddress,
    challenge: '',
    createdAt: ctx.clock.now(),
  });
  ctx.db.signup.create({
    stateToken: tx.stateToken,
    emailAddress,
    phoneNumber: data.phoneNumber ?? '',
    firstName: data.firstName,
    lastName: data.lastName,
    password: data.password ?? '',
    banner: data.banner ?? ctx.banners[0]?.id ?? 'freshway',
    zipCode: data.zipCode ?? '',
    factorId: factor.id,
    verified: false,
    registeredUuid: '',
    createdAt: tx.createdAt,
    expiresAt: tx.expiresAt,
  });
  const sent = sendPasscode(ctx, tx, factor, 'sign-up');
  if (sent.kind !== 'sent') return csmsError('CSMS0500');
  const body: CsmsSignupResponse = { stateToken: tx.stateToken, expiresAt: isoAt(tx.expiresAt), factorId: factor.id, maskedEmail: maskEmail(emailAddress) };
  return json(200, body);
}

/** Verifies the sign-up passcode. The messaging service relays the provider's codes (E0000068, E0000011) in its own body. */
function signupVerify(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsSignupVerifyRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const tx = liveTransaction(ctx, parsed.data.stateToken);
  const pending = ctx.db.signup.findFirst({ where: { stateToken: { equals: parsed.data.stateToken } } });
  if (!tx || !pending) return csmsError('CSMS0401', undefined, 'stateToken');
  if (request.params.factorId !== pending.factorId) return csmsError('CSMS0404', `No factor ${request.params.factorId ?? ''} for this sign-up`, 'factorId');
  if (isLocked(ctx, tx.customerUuid)) return csmsError('CSMS0149');
  if (tx.passcodeExpiresAt <= ctx.clock.now()) return csmsError('E0000011', 'The verification code you entered has expired.', 'passCode', 401);
  if (parsed.data.passCode !== tx.passcode) {
    const locked = recordFailure(ctx, tx.customerUuid);
    return locked ? csmsError('CSMS0149') : csmsError('E0000068', 'The verification code you entered is incorrect. Please try again.', 'passCode', 403);
  }
  clearFailures(ctx, tx.customerUuid);
  updateTransaction(ctx, tx.stateToken, { status: 'SUCCESS', passcode: '' });
  ctx.db.signup.update({ where: { stateToken: { equals: tx.stateToken } }, data: { verified: true } });
  return json(200, { stateToken: tx.stateToken, status: 'SUCCESS' });
}

/** Registers a verified sign-up as a customer (email, sms when a phone was given, password when one was set) and signs it in. */
function register(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsRegisterRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const pending = ctx.db.signup.findFirst({ where: { stateToken: { equals: parsed.data.stateToken } } });
  if (!pending || !pending.verified || pending.registeredUuid !== '' || pending.expiresAt <= ctx.clock.now()) return csmsError('CSMS0401', 'The sign-up is not verified, already registered or expired', 'stateToken');
  if (accountsFor(ctx, { kind: 'email', value: pending.emailAddress }).length > 0) return csmsError('CSMS0409', undefined, 'emailAddress');
  const uuid = ctx.random.uuid();
  const kinds = ['email', ...(pending.phoneNumber ? ['sms'] : []), ...(pending.password ? ['password'] : [])];
  const customer = ctx.db.customer.create({
    id: uuid,
    customerId: `9${ctx.random.digits(11)}`,
    userId: uuid,
    houseId: ctx.random.digits(11),
    clubCard: `4${ctx.random.digits(11)}`,
    email: pending.emailAddress,
    phone: pending.phoneNumber,
    firstName: pending.firstName,
    lastName: pending.lastName,
    banner: pending.banner,
    siteType: 'C',
    userType: 'C',
    orderCount: 0,
    isClosed: false,
    deactivated: false,
    passwordExpired: false,
    isCrossBannerMFCUser: false,
    kind: 'signed-up',
    factorKinds: kinds.join(','),
    password: pending.password,
    businessInfo: '',
  });
  seedFactorsFor(ctx, customer);
  // An empty profile, as the customer-account registration makes, so the profile services know the account.
  ctx.db.profile.create({ id: uuid, preferences: '[]', stores: '[]', postalCodes: '[]', selectedAddresses: '[]' });
  ctx.db.unsubscribeToken.create({ token: unsubscribeTokenOf(uuid), emailAddress: customer.email, unsubscribed: false });
  ctx.db.signup.update({ where: { stateToken: { equals: pending.stateToken } }, data: { registeredUuid: uuid } });
  const session = issueSessionToken(ctx, uuid);
  const body: CsmsRegisterResponse = { id: uuid, customerId: customer.customerId, userId: customer.userId, oktaId: customer.userId, sessionToken: session.sessionToken, expiresAt: isoAt(session.expiresAt) };
  return json(200, body);
}

function identifierFromBody(body: { emailAddress: string } | { phoneNumber: string }): Identifier {
  return 'emailAddress' in body ? { kind: 'email', value: body.emailAddress.toLowerCase() } : { kind: 'phone', value: body.phoneNumber };
}

/** Which account an email or phone names, with the same codes as sign-in. */
function lookup(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsLookupRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const found = resolveAccount(ctx, identifierFromBody(parsed.data));
  if ('error' in found) return found.error;
  const body: CsmsLookupResponse = {
    oktaId: found.customer.userId,
    maskedEmail: maskEmail(found.customer.email),
    factors: factorsOf(ctx, found.customer.id).map((f) => ({ id: f.id, factorType: f.factorType })),
  };
  return json(200, body);
}

/** CALL-59 POST: records keep-me-signed-in for a provider user. */
function kmsiAdd(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsKmsiRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const customer = ctx.db.customer.findFirst({ where: { userId: { equals: parsed.data.oktaId } } });
  if (!customer) return csmsError('CSMS0404', `No user ${parsed.data.oktaId}`, 'oktaId');
  const record = ctx.db.kmsiRecord.create({ id: ctx.random.id('kmsi-'), oktaId: customer.userId, createdAt: ctx.clock.now(), deleted: false });
  return json(200, { id: record.id });
}

/** CALL-59 DELETE: ends a keep-me-signed-in record. */
function kmsiDelete(request: SimRequest, ctx: SimContext): SimResponse {
  const id = request.params.id ?? '';
  const record = ctx.db.kmsiRecord.findFirst({ where: { id: { equals: id } } });
  if (!record || record.deleted) return csmsError('CSMS0404', `No keep-me-signed-in record ${id}`, 'id');
  ctx.db.kmsiRecord.update({ where: { id: { equals: id } }, data: { deleted: true } });
  return { status: 204 };
}

/** CALL-58: records a non-remember-me sign-in; the id is kept as nonKmsiId. */
function nonKmsi(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsNonKmsiRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const record = ctx.db.nonKmsiRecord.create({
    id: ctx.random.id('nonkmsi-'),
    emailAddress: 'emailAddress' in parsed.data ? parsed.data.emailAddress : '',
    phoneNumber: 'phoneNumber' in parsed.data ? parsed.data.phoneNumber : '',
    createdAt: ctx.clock.now(),
  });
  return json(200, { id: record.id });
}

/** A password-reset token, delivered to the outbox like a passcode (purpose `password-reset`). */
function pwdToken(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(CsmsPwdTokenRequest, request.body);
  if (!parsed.ok) return csmsValidationError(parsed.field, parsed.message);
  const found = resolveAccount(ctx, { kind: 'email', value: parsed.data.emailAddress.toLowerCase() });
  if ('error' in found) return found.error;
  const expiresAt = ctx.clock.now() + PASSWORD_TOKEN_TTL_MS;
  const token = ctx.db.passwordToken.create({ token: ctx.random.id('pwd-'), customerUuid: found.customer.id, expiresAt });
  ctx.outbox.deliver({ to: found.customer.email, channel: 'email', passcode: token.token, purpose: 'password-reset' });
  return json(200, { maskedEmail: maskEmail(found.customer.email), expiresAt: isoAt(expiresAt) });
}

const guard = (run: (r: SimRequest, c: SimContext) => SimResponse) => (request: SimRequest, ctx: SimContext) => guarded(() => run(request, ctx), csmsInternalError);

const r = (method: SimRoute['method'], path: string, calls: string[], summary: string, run: (req: SimRequest, c: SimContext) => SimResponse): SimRoute<SimContext> => ({
  calls,
  service: 'messaging',
  method,
  path: `${csmsBase}${path}`,
  summary,
  resolve: guard(run),
});

export const messagingRoutes: SimRoute<SimContext>[] = [
  r('POST', '/signin', ['CALL-40', 'CALL-56'], 'Sign-in alternate path: find the account, send a passcode', signin),
  r('POST', '/verify/resend', ['CALL-40', 'CALL-57'], 'Resend a passcode (factorId in the body); refused inside 30 s (CSMS0139)', resend),
  r('POST', '/factors/:factorId/verify/resend', ['CALL-57'], 'Resend a passcode through the factor in the path', resend),
  r('POST', '/signup/factors/:factorId/verify/resend', ['CALL-40', 'CALL-57'], 'Resend a sign-up passcode', resend),
  r('POST', '/signup', ['CALL-40'], 'Start a sign-up: a passcode to the email address', signup),
  r('POST', '/signup/factors/:factorId/verify', ['CALL-40'], 'Verify the sign-up passcode', signupVerify),
  r('POST', '/customers/register', ['CALL-40'], 'Register a verified sign-up as a customer and sign it in', register),
  r('POST', '/customers/lookup', ['CALL-40'], 'Which account an email or phone names', lookup),
  r('POST', '/kmsi', ['CALL-40', 'CALL-59'], 'Record keep-me-signed-in for a provider user', kmsiAdd),
  r('DELETE', '/kmsi/:id', ['CALL-59'], 'End a keep-me-signed-in record', kmsiDelete),
  r('POST', '/nonkmsi', ['CALL-40', 'CALL-58'], 'Record a non-remember-me sign-in', nonKmsi),
  r('POST', '/pwd/token', ['CALL-40'], 'Send a password-reset token', pwdToken),
];
