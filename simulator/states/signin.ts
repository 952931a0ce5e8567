import type { SimContext } from '../core/context';
import { KNOWN_PASSWORD, knownCustomers, type KnownCustomerKey } from '../core/fixtures';
import { lockAccount, PASSCODE_TTL_MS, TRANSACTION_TTL_MS } from '../services/identity/authn';
import { factorIdOf } from '../services/identity/seed';
import { IDP_SESSION_TTL_MS, SESSION_ANSWERS } from '../services/identity/sessions';
import type { ProviderState } from './providerState';

type State = ProviderState<SimContext>;

/** Fixed values the contracts send, so a state can prepare the records they name. */
export const PACT_STATE_TOKEN = 'pact-state-token';
export const PACT_PASSCODE = '123456';
export const PACT_SID = 'pact-sid';
export const PACT_SESSION_TOKEN = 'pact-session-token';
export const PACT_RESET_TOKEN = 'pact-reset-token';

function str(params: Record<string, unknown>, name: string, fallback: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : fallback;
}

function customerOf(params: Record<string, unknown>): (typeof knownCustomers)[KnownCustomerKey] {
  const key = str(params, 'customer', 'shopper');
  const found = (knownCustomers as Record<string, (typeof knownCustomers)[KnownCustomerKey]>)[key];
  if (!found) throw new Error(`unknown customer '${key}'; known: ${Object.keys(knownCustomers).join(', ')}`);
  return found;
}

/** A live sign-in transaction with a known stateToken; with `passcodeSentMsAgo` a passcode went through the email factor. */
function openTransaction(ctx: SimContext, params: Record<string, unknown>, passcode?: { sentMsAgo: number; ttlMs: number }): void {
  const customer = customerOf(params);
  const now = ctx.clock.now();
  const stateToken = str(params, 'stateToken', PACT_STATE_TOKEN);
  ctx.db.authnTransaction.delete({ where: { stateToken: { equals: stateToken } } });
  const sentAt = passcode ? now - passcode.sentMsAgo : 0;
  ctx.db.authnTransaction.create({
    stateToken,
    customerUuid: customer.uuid,
    status: passcode ? 'MFA_CHALLENGE' : 'MFA_REQUIRED',
    createdAt: now,
    expiresAt: now + TRANSACTION_TTL_MS,
    passcodeFactorId: passcode ? factorIdOf('email', customer.uuid) : '',
    passcode: passcode ? str(params, 'passcode', PACT_PASSCODE) : '',
    passcodeSentAt: sentAt,
    passcodeExpiresAt: passcode ? sentAt + passcode.ttlMs : 0,
  });
}

/** A pending sign-up of new.customer@freshway.test: its transaction, its email factor and the passcode sent. */
function pendingSignup(ctx: SimContext, params: Record<string, unknown>, verified: boolean): void {
  const now = ctx.clock.now();
  const stateToken = str(params, 'stateToken', PACT_STATE_TOKEN);
  const emailAddress = str(params, 'emailAddress', 'new.customer@freshway.test');
  const pendingKey = `signup:${stateToken}`;
  const factorId = `signup-email-${stateToken}`;
  ctx.db.authnTransaction.delete({ where: { stateToken: { equals: stateToken } } });
  ctx.db.signup.delete({ where: { stateToken: { equals: stateToken } } });
  ctx.db.identityFactor.delete({ where: { id: { equals: factorId } } });
  ctx.db.authnTransaction.create({
    stateToken,
    customerUuid: pendingKey,
    status: verified ? 'SUCCESS' : 'MFA_CHALLENGE',
    createdAt: now,
    expiresAt: now + TRANSACTION_TTL_MS,
    passcodeFactorId: factorId,
    passcode: verified ? '' : str(params, 'passcode', PACT_PASSCODE),
    passcodeSentAt: now - 60_000,
    passcodeExpiresAt: now - 60_000 + PASSCODE_TTL_MS,
  });
  ctx.db.identityFactor.create({ id: factorId, customerUuid: pendingKey, factorType: 'email', provider: 'OKTA', status: 'ACTIVE', target: emailAddress, challenge: '', createdAt: now });
  ctx.db.signup.create({
    stateToken,
    emailAddress,
    phoneNumber: '',
    firstName: 'Nia',
    lastName: 'New',
    password: KNOWN_PASSWORD,
    banner: 'freshway',
    factorId,
    verified,
    registeredUuid: '',
    createdAt: now,
    expiresAt: now + TRANSACTION_TTL_MS,
  });
}

export const signinStates: State[] = [
  {
    name: 'a sign-up is waiting for its passcode',
    description: 'A sign-up of params.emailAddress (default new.customer@freshway.test) with stateToken params.stateToken; passcode params.passcode (default 123456) was sent a minute ago.',
    apply: (ctx, params) => pendingSignup(ctx, params, false),
  },
  {
    name: 'a sign-up is verified',
    description: 'A sign-up whose passcode was verified, ready to register (stateToken params.stateToken).',
    apply: (ctx, params) => pendingSignup(ctx, params, true),
  },
  {
    name: 'a known customer can sign in',
    description: 'A seeded customer (params.customer, default shopper) with active email, sms and password factors.',
    apply: (_ctx, params) => void customerOf(params),
  },
  {
    name: 'no account matches the identifier',
    description: 'nobody@freshway.test and 4155550000 name no account (CSMS0157, CSMS0158, E0000004).',
    apply: () => undefined,
  },
  {
    name: 'two accounts share a phone number',
    description: 'Phone 4155550199 names two accounts (CSMS0156).',
    apply: () => undefined,
  },
  {
    name: 'the customer is locked out',
    description: 'Repeated failures locked the account (params.customer) for an hour (CSMS0149, LOCKED_OUT).',
    apply(ctx, params) {
      lockAccount(ctx, customerOf(params).uuid);
    },
  },
  {
    name: 'a sign-in transaction is open',
    description: 'A live transaction with stateToken params.stateToken (default pact-state-token); no passcode sent yet.',
    apply: (ctx, params) => openTransaction(ctx, params),
  },
  {
    name: 'a passcode was sent a minute ago',
    description: 'A transaction whose email factor was sent passcode params.passcode (default 123456) 60 s ago.',
    apply: (ctx, params) => openTransaction(ctx, params, { sentMsAgo: 60_000, ttlMs: PASSCODE_TTL_MS }),
  },
  {
    name: 'a passcode was sent just now',
    description: 'A transaction whose passcode was sent 5 s ago: a resend is refused (CSMS0139).',
    apply: (ctx, params) => openTransaction(ctx, params, { sentMsAgo: 5_000, ttlMs: PASSCODE_TTL_MS }),
  },
  {
    name: 'the passcode has expired',
    description: 'A transaction whose passcode was sent 6 minutes ago and lived 5 (E0000011).',
    apply: (ctx, params) => openTransaction(ctx, params, { sentMsAgo: 6 * 60_000, ttlMs: PASSCODE_TTL_MS }),
  },
  {
    name: 'the customer has a provider session',
    description: 'A provider session sid params.sid (default pact-sid) whose refresh answers params.answer (ACTIVE, MFA_ENROLL, 403, 404, 429, 500).',
    apply(ctx, params) {
      const customer = customerOf(params);
      const answer = str(params, 'answer', 'ACTIVE');
      if (!(SESSION_ANSWERS as readonly string[]).includes(answer)) throw new Error(`answer must be one of ${SESSION_ANSWERS.join(', ')}`);
      const id = str(params, 'sid', PACT_SID);
      const now = ctx.clock.now();
      ctx.db.idpSession.delete({ where: { id: { equals: id } } });
      ctx.db.idpSession.create({ id, customerUuid: customer.uuid, login: customer.email, createdAt: now, expiresAt: now + IDP_SESSION_TTL_MS, answer, closed: false });
    },
  },
  {
    name: 'the customer holds a session token',
    description: 'A one-time session token params.sessionToken (default pact-session-token) from a successful verification.',
    apply(ctx, params) {
      const token = str(params, 'sessionToken', PACT_SESSION_TOKEN);
      ctx.db.sessionToken.delete({ where: { token: { equals: token } } });
      ctx.db.sessionToken.create({ token, customerUuid: customerOf(params).uuid, expiresAt: ctx.clock.now() + 5 * 60_000, used: false });
    },
  },
  {
    name: 'the customer has a keep-me-signed-in record',
    description: 'A keep-me-signed-in record params.id (default pact-kmsi) for the customer.',
    apply(ctx, params) {
      const id = str(params, 'id', 'pact-kmsi');
      ctx.db.kmsiRecord.delete({ where: { id: { equals: id } } });
      ctx.db.kmsiRecord.create({ id, oktaId: customerOf(params).uuid, createdAt: ctx.clock.now(), deleted: false });
    },
  },
  {
    name: 'a password-reset token was sent',
    description: 'A password-reset token params.token (default pact-reset-token) for the customer, alive for 30 minutes (CALL-40 /pwd/token).',
    apply(ctx, params) {
      const token = str(params, 'token', PACT_RESET_TOKEN);
      ctx.db.passwordToken.delete({ where: { token: { equals: token } } });
      ctx.db.passwordToken.create({ token, customerUuid: customerOf(params).uuid, expiresAt: ctx.clock.now() + 30 * 60_000 });
    },
  },
];
