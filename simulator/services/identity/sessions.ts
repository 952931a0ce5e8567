import type { SimContext } from '../../core/context';

/** A provider session lives 2 hours of simulator time and is extended by each refresh. */
export const IDP_SESSION_TTL_MS = 2 * 60 * 60_000;
/** The cookie that names the provider session (set at authorize, read by the refresh call). */
export const SESSION_COOKIE = 'sid';

/** What a session refresh answers for a session: its status, or an HTTP failure (ERR-13..16). */
export const SESSION_ANSWERS = ['ACTIVE', 'MFA_ENROLL', '403', '404', '429', '500'] as const;
export type SessionAnswer = (typeof SESSION_ANSWERS)[number];

export type IdpSession = NonNullable<ReturnType<SimContext['db']['idpSession']['findFirst']>>;

export function createIdpSession(ctx: SimContext, customerUuid: string, login: string, answer: SessionAnswer = 'ACTIVE'): IdpSession {
  const now = ctx.clock.now();
  return ctx.db.idpSession.create({ id: ctx.random.id('sim-sid-'), customerUuid, login, createdAt: now, expiresAt: now + IDP_SESSION_TTL_MS, answer, closed: false });
}

/** The open, unexpired session of a sid, or null. */
export function liveSession(ctx: SimContext, sid: string | undefined): IdpSession | null {
  if (!sid) return null;
  const session = ctx.db.idpSession.findFirst({ where: { id: { equals: sid } } });
  if (!session || session.closed || session.expiresAt <= ctx.clock.now()) return null;
  return session;
}

/**
 * Puts sessions into an answer (e.g. '429' or 'MFA_ENROLL'): the session `sid`, or every session of a customer.
 * Returns how many sessions changed.
 */
export function setSessionAnswer(ctx: SimContext, target: { sid: string } | { customerUuid: string }, answer: SessionAnswer): number {
  const where = 'sid' in target ? { id: { equals: target.sid } } : { customerUuid: { equals: target.customerUuid } };
  return ctx.db.idpSession.updateMany({ where, data: { answer } })?.length ?? 0;
}

export function closeSession(ctx: SimContext, sid: string): boolean {
  return ctx.db.idpSession.update({ where: { id: { equals: sid } }, data: { closed: true } }) !== null;
}

export function extendSession(ctx: SimContext, sid: string): IdpSession | null {
  return ctx.db.idpSession.update({ where: { id: { equals: sid } }, data: { expiresAt: ctx.clock.now() + IDP_SESSION_TTL_MS } });
}
