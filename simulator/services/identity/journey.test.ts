import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownCustomers } from '../../core/fixtures';
import { startSimulatorServer } from '../../runtimes/http';
import type { SimulatorServer } from '../../runtimes/http';
import { verifyAccessToken } from './tokens';

/** The whole passcode sign-in over the node:http runtime, as the storefront makes it. */
let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
});
afterAll(async () => sim.close());

const shopper = knownCustomers.shopper;
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('sign-in over HTTP', () => {
  it('CALL-56 CALL-62 CALL-47 CALL-48 messaging sign-in, passcode verify, authorize with a sid cookie, code exchange and session refresh', async () => {
    sim.ctx.reset();
    const signin = await postJson('/apim/csms/csmsservice/api/csms/signin', { userName: shopper.phone });
    expect(signin.status).toBe(200);
    const { stateToken, factorId } = (await signin.json()) as { stateToken: string; factorId: string };
    const passCode = sim.ctx.outbox.list({ to: shopper.phone }).at(-1)?.passcode;
    const verified = await postJson(`/idp/api/v1/authn/factors/${factorId}/verify`, { stateToken, passCode });
    const { status, sessionToken } = (await verified.json()) as { status: string; sessionToken: string };
    expect(status).toBe('SUCCESS');

    const query = new URLSearchParams({ client_id: 'web-portal-sim', redirect_uri: '/bin/wcax/authorize/callback', response_type: 'code', response_mode: 'query', state: 'calm-heron', nonce: 'n1', scope: 'openid profile email offline_access used_credentials', sessionToken });
    const authorize = await fetch(`${sim.url}/idp/oauth2/default/v1/authorize?${query.toString()}`, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const location = new URL(authorize.headers.get('location') ?? '', sim.url);
    expect(location.pathname).toBe('/bin/wcax/authorize/callback');
    const sid = /sid=([^;]+)/.exec(authorize.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(sid).not.toBe('');

    const form = new URLSearchParams({ grant_type: 'authorization_code', code: location.searchParams.get('code') ?? '', redirect_uri: '/bin/wcax/authorize/callback', client_id: 'web-portal-sim' });
    const token = await fetch(`${sim.url}/idp/oauth2/default/v1/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    expect(verifyAccessToken(sim.ctx, access_token)?.customerUuid).toBe(shopper.uuid);

    const refresh = await fetch(`${sim.url}/idp/api/v1/sessions/me/lifecycle/refresh`, { method: 'POST', headers: { cookie: `sid=${sid}` } });
    expect(refresh.status).toBe(200);
    expect(((await refresh.json()) as { status: string; login: string }).login).toBe(shopper.email);
  });

  it('CALL-48 ERR-14 a generic fault on the refresh answers 429 in the provider error shape', async () => {
    sim.ctx.reset();
    sim.ctx.faults.add({ target: { service: 'identity', path: '/idp/api/v1/sessions/me/lifecycle/refresh' }, fault: { kind: 'error-code', code: 'E0000047' }, times: 1 });
    const res = await fetch(`${sim.url}/idp/api/v1/sessions/me/lifecycle/refresh`, { method: 'POST' });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('E0000047');
    // The fault was used once; the session-less refresh is the provider's own 404 again.
    expect((await fetch(`${sim.url}/idp/api/v1/sessions/me/lifecycle/refresh`, { method: 'POST' })).status).toBe(404);
  });

  it('CALL-40 ERR-27 a body that is not JSON gets the messaging 400 naming the body', async () => {
    sim.ctx.reset();
    const res = await fetch(`${sim.url}/apim/csms/csmsservice/api/csms/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"userName": ' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ code: string; field: string }> }).errors[0]).toMatchObject({ code: 'CSMS0400', field: 'body' });
  });
});
