import type { SimContext } from '../../core/context';
import type { SimRequest } from '../../core/contract';
import { bearerOf } from '../../core/validate';
import { issueAccessToken, verifyAccessToken } from '../identity/tokens';

/** The servlets' own session cookie: its value is a simSession id. */
export const SESSION_COOKIE = 'SIM_SESSION';
/** The guest session cookie CALL-02 sets: `zipcode|storeId`. */
export const GUEST_COOKIE = 'SIM_GUEST';

export type Customer = NonNullable<ReturnType<SimContext['db']['customer']['findFirst']>>;
export type Session = NonNullable<ReturnType<SimContext['db']['simSession']['findFirst']>>;

export function customerByUuid(ctx: SimContext, uuid: string): Customer | null {
  return ctx.db.customer.findFirst({ where: { id: { equals: uuid } } });
}

/** Customer by the UUID or the customerId a path names. */
export function customerByAnyId(ctx: SimContext, id: string): Customer | null {
  return customerByUuid(ctx, id) ?? ctx.db.customer.findFirst({ where: { customerId: { equals: id } } });
}

/** Starts a signed-in servlet session for a customer; the cookie value goes in SIM_SESSION. */
export function startServletSession(ctx: SimContext, customerUuid: string, banner: string, id = ctx.random.id('sess-')): Session {
  const customer = customerByUuid(ctx, customerUuid);
  if (!customer) throw new Error(`No customer ${customerUuid}`);
  const issued = issueAccessToken(ctx, customerUuid);
  const profileStore = ctx.db.cart.findFirst({ where: { customerUuid: { equals: customerUuid }, sellerId: { equals: 'abs' } } });
  const store = ctx.db.store.findFirst({ where: { id: { equals: profileStore?.storeId ?? '' } } });
  ctx.db.simSession.delete({ where: { id: { equals: id } } });
  return ctx.db.simSession.create({ id, customerUuid, banner, storeId: store?.id ?? '', zipcode: store?.zipcode ?? '', preference: 'delivery', token: issued.accessToken, expireTime: issued.expiresAt });
}

/** The live session of a request: the SIM_SESSION cookie, or the identity provider's `sid` cookie. */
export function sessionOf(ctx: SimContext, request: SimRequest, banner?: string): Session | null {
  const own = request.cookies[SESSION_COOKIE];
  if (own) {
    const session = ctx.db.simSession.findFirst({ where: { id: { equals: own } } });
    if (session) return refresh(ctx, session);
  }
  const sid = request.cookies.sid;
  if (sid) {
    const idp = ctx.db.idpSession.findFirst({ where: { id: { equals: sid } } });
    if (idp && idp.expiresAt > ctx.clock.now()) {
      const existing = ctx.db.simSession.findFirst({ where: { id: { equals: `sid-${sid}` } } });
      return existing ? refresh(ctx, existing) : startServletSession(ctx, idp.customerUuid, banner ?? 'freshway', `sid-${sid}`);
    }
  }
  return null;
}

/** A session whose token expired gets a new one (the servlet re-mints the shop token while the session lives). */
function refresh(ctx: SimContext, session: Session): Session {
  if (verifyAccessToken(ctx, session.token)) return session;
  const issued = issueAccessToken(ctx, session.customerUuid);
  return ctx.db.simSession.update({ where: { id: { equals: session.id } }, data: { token: issued.accessToken, expireTime: issued.expiresAt } }) ?? session;
}

/** The customer a bearer token belongs to (null without a valid token). */
export function bearerCustomer(ctx: SimContext, request: SimRequest): Customer | null {
  const token = bearerOf(request);
  const verified = token ? verifyAccessToken(ctx, token) : null;
  return verified ? customerByUuid(ctx, verified.customerUuid) : null;
}

/**
 * A store change never loses a cart: every cart of the customer (one per seller) survives and moves to the
 * new store.
 */
export function moveCarts(ctx: SimContext, customerUuid: string, storeId: string): void {
  ctx.db.cart.updateMany({ where: { customerUuid: { equals: customerUuid } }, data: { storeId, updatedAt: ctx.clock.now() } });
}

export function parseJsonArray<T = Record<string, unknown>>(text: string): T[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
