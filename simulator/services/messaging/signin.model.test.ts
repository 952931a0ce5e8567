import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { clearFailures, isLocked, LOCK_MS, MAX_FAILURES, PASSCODE_TTL_MS, RESEND_WAIT_MS, TRANSACTION_TTL_MS } from '../identity/authn';
import { identityRoutes } from '../identity/routes';
import { bodyOf, invoke } from '../identity/testing';
import { ACCESS_TOKEN_TTL_MS, verifyAccessToken } from '../identity/tokens';
import { messagingRoutes } from './routes';

/**
 * Model-based test of sign-in: random sequences of sign-in, send, resend, wrong and right codes, and clock
 * moves (including exactly onto and just before each boundary) are run against the simulator and a small
 * model of what the spec says must happen.
 */

const who = knownCustomers.shopper;
const csms = '/apim/csms/csmsservice/api/csms';
const routes = [...identityRoutes, ...messagingRoutes];

interface Model {
  now: number;
  tx: { stateToken: string; factorId: string; createdAt: number; alive: boolean; lastSent: number; codeExpiresAt: number } | null;
  failures: number;
  lockedUntil: number;
  tokens: Array<{ token: string; expiresAt: number }>;
}

interface Real {
  ctx: SimContext;
}

const locked = (m: Model) => m.now < m.lockedUntil;
const txAlive = (m: Model) => m.tx !== null && m.tx.alive && m.now < m.tx.createdAt + TRANSACTION_TTL_MS;
const currentCode = (r: Real) => r.ctx.outbox.list({ to: who.email }).at(-1)?.passcode ?? '';

/** The invariants checked after every command. */
function checkInvariants(m: Model, r: Real): void {
  expect(r.ctx.clock.now()).toBe(m.now);
  expect(isLocked(r.ctx, who.uuid)).toBe(locked(m));
  for (const t of m.tokens) {
    // ACCESS rule for the simulator: a token is accepted exactly while unexpired.
    expect(verifyAccessToken(r.ctx, t.token) !== null).toBe(m.now < t.expiresAt);
  }
}

function lockOn(m: Model): void {
  m.failures = 0;
  m.lockedUntil = m.now + LOCK_MS;
}

class SignIn implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await invoke(routes, r.ctx, 'POST', `${csms}/signin`, { body: { userName: who.email } });
    if (locked(m)) {
      expect(res.status).toBe(423);
      expect(bodyOf(res).errors[0].code).toBe('CSMS0149');
    } else {
      expect(res.status).toBe(200);
      const body = bodyOf(res);
      m.tx = { stateToken: body.stateToken, factorId: body.factorId, createdAt: m.now, alive: true, lastSent: m.now, codeExpiresAt: m.now + PASSCODE_TTL_MS };
    }
    checkInvariants(m, r);
  }
  toString = () => 'signIn';
}

class Send implements fc.AsyncCommand<Model, Real> {
  constructor(readonly via: 'provider' | 'resend') {}
  check = (m: Readonly<Model>) => m.tx !== null;
  async run(m: Model, r: Real) {
    const tx = m.tx!;
    const res =
      this.via === 'provider'
        ? await invoke(routes, r.ctx, 'POST', `/idp/api/v1/authn/factors/${tx.factorId}/verify`, { body: { stateToken: tx.stateToken } })
        : await invoke(routes, r.ctx, 'POST', `${csms}/verify/resend`, { body: { stateToken: tx.stateToken, factorId: tx.factorId } });
    const body = bodyOf(res);
    if (!txAlive(m)) {
      expect(this.via === 'provider' ? body.errorCode : body.errors[0].code).toBe(this.via === 'provider' ? 'E0000011' : 'CSMS0401');
    } else if (locked(m)) {
      if (this.via === 'provider') expect(body.status).toBe('LOCKED_OUT');
      else expect(body.errors[0].code).toBe('CSMS0149');
    } else if (m.now - tx.lastSent < RESEND_WAIT_MS) {
      // The rule under test: a resend inside 30 s is always refused.
      expect(res.status).toBe(429);
      expect(this.via === 'provider' ? body.errorCode : body.errors[0].code).toBe(this.via === 'provider' ? 'E0000047' : 'CSMS0139');
    } else {
      expect(res.status).toBe(200);
      tx.lastSent = m.now;
      tx.codeExpiresAt = m.now + PASSCODE_TTL_MS;
    }
    checkInvariants(m, r);
  }
  toString = () => `send(${this.via})`;
}

class Verify implements fc.AsyncCommand<Model, Real> {
  constructor(readonly right: boolean) {}
  check = (m: Readonly<Model>) => m.tx !== null;
  async run(m: Model, r: Real) {
    const tx = m.tx!;
    const code = currentCode(r);
    const passCode = this.right ? code : String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await invoke(routes, r.ctx, 'POST', `/idp/api/v1/authn/factors/${tx.factorId}/verify`, { body: { stateToken: tx.stateToken, passCode } });
    const body = bodyOf(res);
    if (!txAlive(m)) {
      expect(body.errorCode).toBe('E0000011');
    } else if (locked(m)) {
      expect(body.status).toBe('LOCKED_OUT');
    } else if (m.now >= tx.codeExpiresAt) {
      expect(body.errorCode).toBe('E0000011');
    } else if (!this.right) {
      m.failures += 1;
      if (m.failures >= MAX_FAILURES) {
        expect(body.status).toBe('LOCKED_OUT');
        lockOn(m);
      } else {
        expect(body.errorCode).toBe('E0000068');
      }
    } else {
      expect(body.status).toBe('SUCCESS');
      m.failures = 0;
      tx.alive = false;
      const auth = await invoke(routes, r.ctx, 'GET', `/idp/oauth2/default/v1/authorize?client_id=web-portal-sim&redirect_uri=%2Fcb&response_type=code&response_mode=query&state=s&nonce=n&scope=openid&sessionToken=${body.sessionToken}`);
      const code2 = new URL(auth.headers?.location ?? '', 'http://127.0.0.1').searchParams.get('code');
      const token = await invoke(routes, r.ctx, 'POST', '/idp/oauth2/default/v1/token', { body: { grant_type: 'authorization_code', code: code2, redirect_uri: '/cb', client_id: 'web-portal-sim' } });
      expect(token.status).toBe(200);
      m.tokens.push({ token: bodyOf(token).access_token, expiresAt: m.now + ACCESS_TOKEN_TTL_MS });
    }
    checkInvariants(m, r);
  }
  toString = () => (this.right ? 'rightCode' : 'wrongCode');
}

class ProbeLock implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await invoke(routes, r.ctx, 'POST', '/idp/api/v1/authn', { body: { username: who.email } });
    // Lockout holds exactly while the hour runs.
    expect(bodyOf(res).status === 'LOCKED_OUT').toBe(locked(m));
    checkInvariants(m, r);
  }
  toString = () => 'probeLock';
}

type Boundary = 'lock' | 'resend' | 'code' | 'token';

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly to: { kind: 'by'; ms: number } | { kind: 'boundary'; boundary: Boundary; offset: -1 | 0 },
  ) {}
  private target(m: Readonly<Model>): number | null {
    if (this.to.kind === 'by') return m.now + this.to.ms;
    const at =
      this.to.boundary === 'lock'
        ? m.lockedUntil
        : this.to.boundary === 'resend'
          ? m.tx && m.tx.lastSent + RESEND_WAIT_MS
          : this.to.boundary === 'code'
            ? m.tx && m.tx.codeExpiresAt
            : m.tokens.at(-1)?.expiresAt;
    if (at === null || at === undefined) return null;
    const t = at + this.to.offset;
    return t > m.now ? t : null;
  }
  check = (m: Readonly<Model>) => this.target(m) !== null;
  async run(m: Model, r: Real) {
    const t = this.target(m)!;
    r.ctx.clock.advance(t - m.now);
    m.now = t;
    checkInvariants(m, r);
  }
  toString = () => (this.to.kind === 'by' ? `advance(${this.to.ms})` : `advanceTo(${this.to.boundary}${this.to.offset})`);
}

const send = fc.constantFrom(new Send('provider'), new Send('resend'));
const wrong = fc.constant(new Verify(false));
const boundary = fc
  .record({ boundary: fc.constantFrom<Boundary>('lock', 'resend', 'code', 'token'), offset: fc.constantFrom<-1 | 0>(-1, 0) })
  .map(({ boundary, offset }) => new Advance({ kind: 'boundary', boundary, offset }));
/** Weighted by repetition: sends, wrong codes and boundary moves are what the invariants are about. */
const commands = [
  fc.constant(new SignIn()),
  send,
  send,
  wrong,
  wrong,
  wrong,
  fc.constant(new Verify(true)),
  fc.constant(new ProbeLock()),
  fc.constantFrom(1_000, RESEND_WAIT_MS - 1, RESEND_WAIT_MS).map((ms) => new Advance({ kind: 'by', ms })),
  fc.integer({ min: 0, max: 2 * LOCK_MS }).map((ms) => new Advance({ kind: 'by', ms })),
  boundary,
  boundary,
  boundary,
];

describe('sign-in model', () => {
  const ctx = createSimContext();
  it('CALL-56 CALL-57 CALL-62 ERR-21 ERR-24 ERR-28 ERR-29 sign-in sequences keep the invariants: tokens accepted exactly while unexpired, lockout exactly one hour, resend inside 30 s always refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 60, size: 'large' }), async (cmds) => {
        // One seeded context for every run (building one costs far more than a run); each run starts the
        // account afresh: no failures or lock, an empty outbox. Its old tokens and transactions are not in the model.
        clearFailures(ctx, who.uuid);
        ctx.outbox.clear();
        const all = { customerUuid: { notEquals: '' } };
        ctx.db.authnTransaction.deleteMany({ where: all });
        ctx.db.sessionToken.deleteMany({ where: all });
        ctx.db.accessToken.deleteMany({ where: all });
        ctx.db.authorizationCode.deleteMany({ where: all });
        ctx.db.idpSession.deleteMany({ where: all });
        const model: Model = { now: ctx.clock.now(), tx: null, failures: 0, lockedUntil: 0, tokens: [] };
        await fc.asyncModelRun(() => ({ model, real: { ctx } }), cmds);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
