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

  it('CALL-47 the callback servlet redeems the code once and returns the browser to the page it left (decision 0303)', async () => {
    sim.ctx.reset();
    const signin = await postJson('/apim/csms/csmsservice/api/csms/signin', { userName: shopper.phone });
    const { stateToken, factorId } = (await signin.json()) as { stateToken: string; factorId: string };
    const passCode = sim.ctx.outbox.list({ to: shopper.phone }).at(-1)?.passcode;
    const { sessionToken } = (await (await postJson(`/idp/api/v1/authn/factors/${factorId}/verify`, { stateToken, passCode })).json()) as { sessionToken: string };
    const query = new URLSearchParams({ client_id: 'web-portal-sim', redirect_uri: '/bin/wcax/authorize/callback', response_type: 'code', response_mode: 'query', state: 'calm-heron', nonce: 'n1', scope: 'openid profile email offline_access used_credentials', sessionToken });
    const authorize = await fetch(`${sim.url}/idp/oauth2/default/v1/authorize?${query.toString()}`, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location') ?? '', sim.url);
    const page = 'http://127.0.0.1:4174/shop/aisles/produce.html?x=1';
    const first = await fetch(callback, { redirect: 'manual', headers: { referer: `${page}#top` } });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(page);
    // A code is redeemed once: the same callback again is refused.
    expect((await fetch(callback, { redirect: 'manual', headers: { referer: page } })).status).toBe(400);
    expect((await fetch(`${sim.url}/bin/wcax/authorize/callback?state=calm-heron`, { redirect: 'manual' })).status).toBe(400);
  });

  it('CALL-47 without a usable Referer the callback servlet returns the browser to the home page, never to another scheme or host', async () => {
    for (const referer of [undefined, 'javascript:alert(1)', 'not a url', 'data:text/html,x', 'https://evil.test/page', 'http://127.0.0.1.evil.test/']) {
      sim.ctx.reset();
      const code = sim.ctx.db.authorizationCode.create({ code: 'sim-code-t', customerUuid: shopper.uuid, clientId: 'web-portal-sim', redirectUri: '/bin/wcax/authorize/callback', nonce: 'n', scope: 'openid', sid: 's', expiresAt: sim.ctx.clock.now() + 60_000, used: false });
      const res = await fetch(`${sim.url}/bin/wcax/authorize/callback?code=${code.code}&state=s`, { redirect: 'manual', headers: referer === undefined ? {} : { referer } });
      expect(res.status, String(referer)).toBe(302);
      expect(res.headers.get('location'), String(referer)).toBe('/');
    }
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
