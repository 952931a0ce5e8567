import { HealthLogoutRequest } from '../../../spec/schemas/upstream/health';
import type { HealthLogoutResponse, HealthSessionResponse } from '../../../spec/schemas/upstream/health';
import type { SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import { guarded } from '../identity/errors';
import { liveSession, SESSION_COOKIE } from '../identity/sessions';
import { isoAt, parseRequest } from '../identity/validation';
import { registerErrorBody } from '../../core/faults';

// Faults aimed at the health app answer in its own error shape.
registerErrorBody('health', (code, _status, message) => ({ errors: [{ code, message }] }));

/** The health app's own session cookie. Paths are same-origin (the spec names them without a service base). */
export const HEALTH_COOKIE = 'HEALTH_SID';

const json = (status: number, body: unknown, headers: Record<string, string> = {}): SimResponse => ({ status, headers: { 'content-type': 'application/json', ...headers }, body });
const healthError = (status: number, code: string, message: string, field?: string): SimResponse => json(status, { errors: [{ code, message, ...(field ? { field } : {}) }] });

function liveHealthSession(ctx: SimContext, id: string | undefined) {
  if (!id) return null;
  const found = ctx.db.healthSession.findFirst({ where: { id: { equals: id } } });
  return found && !found.loggedOut ? found : null;
}

/** CALL-71: the hand-off handshake: the open health session of this browser, or a new one linked to the provider session. */
function handshake(request: SimRequest, ctx: SimContext): SimResponse {
  const provider = liveSession(ctx, request.cookies[SESSION_COOKIE]);
  const existing = liveHealthSession(ctx, request.cookies[HEALTH_COOKIE]);
  const session =
    existing ??
    ctx.db.healthSession.create({ id: ctx.random.id('health-'), customerUuid: provider?.customerUuid ?? '', createdAt: ctx.clock.now(), loggedOut: false, loggedOutAt: 0 });
  const body: HealthSessionResponse = { sessionId: session.id, status: 'ACTIVE', signedIn: provider !== null, createdAt: isoAt(session.createdAt) };
  return json(200, body, existing ? {} : { 'set-cookie': `${HEALTH_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax` });
}

/** CALL-63: ends this browser's health session (idempotent: no open session still answers logged out). */
function logout(request: SimRequest, ctx: SimContext): SimResponse {
  const parsed = parseRequest(HealthLogoutRequest, request.body);
  if (!parsed.ok) return healthError(400, 'HEALTH0400', `Invalid body field ${parsed.field}: ${parsed.message}`, parsed.field);
  const session = liveHealthSession(ctx, request.cookies[HEALTH_COOKIE]);
  if (session) ctx.db.healthSession.update({ where: { id: { equals: session.id } }, data: { loggedOut: true, loggedOutAt: ctx.clock.now() } });
  const body: HealthLogoutResponse = { isLoggedOut: true, sessionId: session?.id ?? null };
  return json(200, body, { 'set-cookie': `${HEALTH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` });
}

const internal = (message: string) => healthError(500, 'HEALTH0500', message);
const guard = (run: (r: SimRequest, c: SimContext) => SimResponse) => (request: SimRequest, ctx: SimContext) => guarded(() => run(request, ctx), internal);

export const healthRoutes: SimRoute<SimContext>[] = [
  { calls: ['CALL-71'], service: 'health', method: 'GET', path: '/health/users/session', summary: 'Health-app hand-off handshake: open or reuse the health session', resolve: guard(handshake) },
  { calls: ['CALL-63'], service: 'health', method: 'DELETE', path: '/health/users/healthSession', summary: 'End the health-app session on sign-out', resolve: guard(logout) },
];
