import type { SimContext } from '../../core/context';

/** Access tokens live 30 minutes of simulator time (so expireTime checks can be driven by the clock). */
export const ACCESS_TOKEN_TTL_MS = 30 * 60_000;
export const DEFAULT_SCOPE = 'openid profile email offline_access used_credentials';

export interface IssuedAccessToken {
  accessToken: string;
  tokenType: 'Bearer';
  scope: string;
  issuedAt: number;
  /** Epoch ms of the simulator clock. */
  expiresAt: number;
  /** Seconds. */
  expiresIn: number;
}

export interface IssueOptions {
  scope?: string;
  /** Lifetime in ms (default ACCESS_TOKEN_TTL_MS). */
  lifetimeMs?: number;
}

/** Issues an access token for a customer, valid from now for its lifetime. */
export function issueAccessToken(ctx: SimContext, customerUuid: string, opts: IssueOptions = {}): IssuedAccessToken {
  const issuedAt = ctx.clock.now();
  const lifetime = opts.lifetimeMs ?? ACCESS_TOKEN_TTL_MS;
  if (!Number.isFinite(lifetime) || lifetime <= 0) throw new RangeError('token lifetime must be a positive number of ms');
  const scope = opts.scope ?? DEFAULT_SCOPE;
  const token = ctx.db.accessToken.create({
    token: ctx.random.id('sim-at-'),
    customerUuid,
    scope,
    issuedAt,
    expiresAt: issuedAt + lifetime,
    revoked: false,
  });
  return { accessToken: token.token, tokenType: 'Bearer', scope, issuedAt, expiresAt: token.expiresAt, expiresIn: Math.round(lifetime / 1000) };
}

/**
 * The customer an access token belongs to, exactly while it is unexpired and not revoked (null otherwise).
 * Accepts the bare token or an `Authorization` header value (`Bearer …`).
 */
export function verifyAccessToken(ctx: SimContext, token: string | null | undefined): { customerUuid: string; expiresAt: number; scope: string } | null {
  if (typeof token !== 'string') return null;
  const bare = token.trim().replace(/^Bearer\s+/i, '');
  if (bare === '') return null;
  const found = ctx.db.accessToken.findFirst({ where: { token: { equals: bare } } });
  if (!found || found.revoked || ctx.clock.now() >= found.expiresAt) return null;
  return { customerUuid: found.customerUuid, expiresAt: found.expiresAt, scope: found.scope };
}

/** Revokes every token of a customer (sign-out). */
export function revokeAccessTokens(ctx: SimContext, customerUuid: string): number {
  const tokens = ctx.db.accessToken.updateMany({ where: { customerUuid: { equals: customerUuid } }, data: { revoked: true } });
  return tokens?.length ?? 0;
}
