import { describe, expect, it } from 'vitest';
import { HealthError, HealthLogoutResponse, HealthSessionResponse } from '../../../spec/schemas/upstream/health';
import { createSimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { createIdpSession } from '../identity/sessions';
import { invoke } from '../identity/testing';
import { HEALTH_COOKIE, healthRoutes } from './routes';

const cookieValue = (setCookie: string | undefined) => /^[^=]+=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';

describe('CALL-71 CALL-63 health session', () => {
  it('CALL-71 the handshake opens a health session linked to the provider session, and reuses it while open', async () => {
    const ctx = createSimContext();
    const sid = createIdpSession(ctx, knownCustomers.shopper.uuid, knownCustomers.shopper.email).id;
    const first = await invoke(healthRoutes, ctx, 'GET', '/health/users/session', { cookies: { sid } });
    const body = HealthSessionResponse.parse(first.body);
    expect(body.signedIn).toBe(true);
    const healthSid = cookieValue(first.headers?.['set-cookie']);
    expect(healthSid).toBe(body.sessionId);
    const again = await invoke(healthRoutes, ctx, 'GET', '/health/users/session', { cookies: { sid, [HEALTH_COOKIE]: healthSid } });
    expect(HealthSessionResponse.parse(again.body).sessionId).toBe(body.sessionId);
    expect(HealthSessionResponse.parse((await invoke(healthRoutes, ctx, 'GET', '/health/users/session')).body).signedIn).toBe(false);
  });

  it('CALL-63 DELETE {isLoggedOut: true} ends the session; the next handshake opens a new one', async () => {
    const ctx = createSimContext();
    const first = HealthSessionResponse.parse((await invoke(healthRoutes, ctx, 'GET', '/health/users/session')).body);
    const cookies = { [HEALTH_COOKIE]: first.sessionId };
    const out = await invoke(healthRoutes, ctx, 'DELETE', '/health/users/healthSession', { body: { isLoggedOut: true }, cookies });
    expect(HealthLogoutResponse.parse(out.body)).toEqual({ isLoggedOut: true, sessionId: first.sessionId });
    const next = HealthSessionResponse.parse((await invoke(healthRoutes, ctx, 'GET', '/health/users/session', { cookies })).body);
    expect(next.sessionId).not.toBe(first.sessionId);
    // Idempotent: ending an already ended session still answers logged out.
    expect(HealthLogoutResponse.parse((await invoke(healthRoutes, ctx, 'DELETE', '/health/users/healthSession', { body: { isLoggedOut: true }, cookies })).body).sessionId).toBeNull();
  });

  it('CALL-63 a body without isLoggedOut true gets 400 naming isLoggedOut', async () => {
    const ctx = createSimContext();
    for (const body of [{}, { isLoggedOut: 'yes' }, undefined]) {
      const res = await invoke(healthRoutes, ctx, 'DELETE', '/health/users/healthSession', { body });
      expect(res.status).toBe(400);
      const field = HealthError.parse(res.body).errors[0]?.field;
      expect(['isLoggedOut', 'body']).toContain(field);
    }
  });
});
