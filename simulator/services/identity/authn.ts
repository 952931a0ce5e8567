import type { SimContext } from '../../core/context';
import { changeTransaction, findTransaction, openTransaction } from './transactions';
import type { Transaction } from './transactions';

/**
 * The sign-in state machine shared by the identity provider's authn routes and the messaging service's
 * sign-in and resend paths: account lookup, factors, transactions, passcodes, failures and lockout.
 * All time comes from the simulator clock.
 */

/** A passcode is accepted for 5 minutes after it is sent. */
export const PASSCODE_TTL_MS = 5 * 60_000;
/** Another passcode may be sent 30 seconds after the last one (001 §9 "Resend wait: 30 seconds"). */
export const RESEND_WAIT_MS = 30_000;
/** 001 §9 "lock duration: 1 hour". */
export const LOCK_MS = 60 * 60_000;
/** Failed verifications (wrong passcode or password) in a row that lock the account. */
export const MAX_FAILURES = 5;
/** A sign-in transaction (stateToken) lives 15 minutes. */
export const TRANSACTION_TTL_MS = 15 * 60_000;
/** The one-time session token is exchangeable at authorize for 5 minutes. */
export const SESSION_TOKEN_TTL_MS = 5 * 60_000;

export type Customer = NonNullable<ReturnType<SimContext['db']['customer']['findFirst']>>;
export type Factor = NonNullable<ReturnType<SimContext['db']['identityFactor']['findFirst']>>;
export type { Transaction } from './transactions';

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** An email (contains @) or a 10-digit phone after formatting is stripped; null otherwise. */
export function parseIdentifier(raw: string): Identifier | null {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) return /^[^\s@]+@[^\s@]+$/.test(trimmed) ? { kind: 'email', value: trimmed.toLowerCase() } : null;
  const digits = trimmed.replace(/[\s().+-]/g, '');
  if (/^1?\d{10}$/.test(digits)) return { kind: 'phone', value: digits.slice(-10) };
  return null;
}

/** Every account the identifier names (a phone may name several). */
export function accountsFor(ctx: SimContext, id: Identifier): Customer[] {
  if (id.kind === 'email') return ctx.db.customer.getAll().filter((c) => c.email.toLowerCase() === id.value);
  return ctx.db.customer.findMany({ where: { phone: { equals: id.value } } });
}

export function customerByUuid(ctx: SimContext, uuid: string): Customer | null {
  return ctx.db.customer.findFirst({ where: { id: { equals: uuid } } });
}

export function factorsOf(ctx: SimContext, customerUuid: string, status: string | null = 'ACTIVE'): Factor[] {
  return ctx.db.identityFactor
    .findMany({ where: { customerUuid: { equals: customerUuid } } })
    .filter((f) => status === null || f.status === status)
    .sort((a, b) => factorOrder(a.factorType) - factorOrder(b.factorType));
}

const factorOrder = (t: string) => ['email', 'sms', 'password', 'webauthn'].indexOf(t);

/** The factor a path names: its id, or `password` for the account's password factor (CALL-62). */
export function factorFor(ctx: SimContext, customerUuid: string, factorId: string): Factor | null {
  const factors = factorsOf(ctx, customerUuid);
  if (factorId === 'password') return factors.find((f) => f.factorType === 'password') ?? null;
  return factors.find((f) => f.id === factorId) ?? null;
}

/** `j***r@freshway.test`: first and last letter of the local part. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0] ?? ''}***${local[local.length - 1] ?? ''}`;
  return `${masked}${email.slice(at)}`;
}

// ---- lockout ----

export function lockedUntil(ctx: SimContext, customerUuid: string): number | null {
  const lock = ctx.db.identityLock.findFirst({ where: { customerUuid: { equals: customerUuid } } });
  return lock && lock.lockedUntil > ctx.clock.now() ? lock.lockedUntil : null;
}

export const isLocked = (ctx: SimContext, customerUuid: string): boolean => lockedUntil(ctx, customerUuid) !== null;

/** Counts a failed verification; the MAX_FAILURES-th in a row locks the account for LOCK_MS. Returns whether it is now locked. */
export function recordFailure(ctx: SimContext, customerUuid: string): boolean {
  const now = ctx.clock.now();
  const lock = ctx.db.identityLock.findFirst({ where: { customerUuid: { equals: customerUuid } } });
  // A lock that has run out starts a fresh count.
  const previous = lock && lock.lockedUntil !== 0 && lock.lockedUntil <= now ? 0 : (lock?.failures ?? 0);
  const failures = previous + 1;
  const locked = failures >= MAX_FAILURES;
  const data = { failures: locked ? 0 : failures, lockedUntil: locked ? now + LOCK_MS : 0 };
  if (lock) ctx.db.identityLock.update({ where: { customerUuid: { equals: customerUuid } }, data });
  else ctx.db.identityLock.create({ customerUuid, ...data });
  return locked;
}

export function clearFailures(ctx: SimContext, customerUuid: string): void {
  ctx.db.identityLock.delete({ where: { customerUuid: { equals: customerUuid } } });
}

/** Locks an account now (provider state "account locked"). */
export function lockAccount(ctx: SimContext, customerUuid: string): void {
  clearFailures(ctx, customerUuid);
  ctx.db.identityLock.create({ customerUuid, failures: 0, lockedUntil: ctx.clock.now() + LOCK_MS });
}

// ---- transactions ----

export function startTransaction(ctx: SimContext, customerUuid: string): Transaction {
  const now = ctx.clock.now();
  return openTransaction(ctx, {
    stateToken: ctx.random.id('sim-st-'),
    customerUuid,
    status: 'MFA_REQUIRED',
    createdAt: now,
    expiresAt: now + TRANSACTION_TTL_MS,
    passcodeFactorId: '',
    passcode: '',
    passcodeSentAt: 0,
    passcodeExpiresAt: 0,
  });
}

/** The live transaction of a stateToken: unknown, expired or finished ones are null. */
export function liveTransaction(ctx: SimContext, stateToken: string): Transaction | null {
  const tx = findTransaction(ctx, stateToken);
  if (!tx) return null;
  if (tx.status === 'SUCCESS' || tx.status === 'PASSWORD_EXPIRED') return null;
  return tx;
}

export function updateTransaction(ctx: SimContext, stateToken: string, data: Partial<Omit<Transaction, 'stateToken'>>): Transaction {
  const updated = changeTransaction(ctx, stateToken, data);
  if (!updated) throw new Error(`transaction ${stateToken} vanished`);
  return updated;
}

export type SendResult = { kind: 'sent'; tx: Transaction; factor: Factor } | { kind: 'throttled'; retryAt: number } | { kind: 'locked' } | { kind: 'not-a-code-factor' };

/** Sends a fresh 6-digit passcode through an email or sms factor, at most once per RESEND_WAIT_MS. */
export function sendPasscode(ctx: SimContext, tx: Transaction, factor: Factor, purpose = 'sign-in'): SendResult {
  if (isLocked(ctx, tx.customerUuid)) return { kind: 'locked' };
  if (factor.factorType !== 'email' && factor.factorType !== 'sms') return { kind: 'not-a-code-factor' };
  const now = ctx.clock.now();
  if (tx.passcodeSentAt > 0 && now - tx.passcodeSentAt < RESEND_WAIT_MS) return { kind: 'throttled', retryAt: tx.passcodeSentAt + RESEND_WAIT_MS };
  const passcode = ctx.random.digits(6);
  ctx.outbox.deliver({ to: factor.target, channel: factor.factorType, passcode, purpose });
  const updated = updateTransaction(ctx, tx.stateToken, {
    status: 'MFA_CHALLENGE',
    passcodeFactorId: factor.id,
    passcode,
    passcodeSentAt: now,
    passcodeExpiresAt: now + PASSCODE_TTL_MS,
  });
  return { kind: 'sent', tx: updated, factor };
}

export type VerifyResult =
  | { kind: 'success'; sessionToken: string; expiresAt: number }
  | { kind: 'password-expired' }
  | { kind: 'locked' }
  | { kind: 'wrong'; locked: boolean }
  | { kind: 'expired' }
  | { kind: 'unsupported' };

/**
 * Verifies a passcode (email/sms factor) or a password (password factor). Order: a locked account answers
 * locked; a code past its 5 minutes answers expired whatever was typed (and is not counted as a failure);
 * a wrong code or password counts a failure, and the MAX_FAILURES-th locks the account.
 */
export function verifyFactor(ctx: SimContext, tx: Transaction, factor: Factor, answer: string): VerifyResult {
  if (isLocked(ctx, tx.customerUuid)) return { kind: 'locked' };
  const customer = customerByUuid(ctx, tx.customerUuid);
  if (!customer) return { kind: 'unsupported' };
  const now = ctx.clock.now();
  if (factor.factorType === 'password') {
    if (customer.password === '' || answer !== customer.password) return { kind: 'wrong', locked: recordFailure(ctx, tx.customerUuid) };
    clearFailures(ctx, tx.customerUuid);
    if (customer.passwordExpired) {
      updateTransaction(ctx, tx.stateToken, { status: 'PASSWORD_EXPIRED' });
      return { kind: 'password-expired' };
    }
  } else if (factor.factorType === 'email' || factor.factorType === 'sms') {
    if (tx.passcodeFactorId === factor.id && tx.passcodeExpiresAt <= now) return { kind: 'expired' };
    if (tx.passcodeFactorId !== factor.id || tx.passcode === '' || answer !== tx.passcode) {
      return { kind: 'wrong', locked: recordFailure(ctx, tx.customerUuid) };
    }
    clearFailures(ctx, tx.customerUuid);
  } else {
    return { kind: 'unsupported' };
  }
  updateTransaction(ctx, tx.stateToken, { status: 'SUCCESS', passcode: '' });
  const token = ctx.db.sessionToken.create({ token: ctx.random.id('sim-sess-'), customerUuid: tx.customerUuid, expiresAt: now + SESSION_TOKEN_TTL_MS, used: false });
  return { kind: 'success', sessionToken: token.token, expiresAt: token.expiresAt };
}

/** Issues a session token directly (registration signs the new account in). */
export function issueSessionToken(ctx: SimContext, customerUuid: string): { sessionToken: string; expiresAt: number } {
  const expiresAt = ctx.clock.now() + SESSION_TOKEN_TTL_MS;
  const token = ctx.db.sessionToken.create({ token: ctx.random.id('sim-sess-'), customerUuid, expiresAt, used: false });
  return { sessionToken: token.token, expiresAt };
}

/** Takes a session token once: unknown, used or expired tokens give null. */
export function redeemSessionToken(ctx: SimContext, token: string): string | null {
  const found = ctx.db.sessionToken.findFirst({ where: { token: { equals: token } } });
  if (!found || found.used || found.expiresAt <= ctx.clock.now()) return null;
  ctx.db.sessionToken.update({ where: { token: { equals: token } }, data: { used: true } });
  return found.customerUuid;
}
