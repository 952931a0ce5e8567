import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { knownCustomers } from '../core/fixtures';
import { MAX_CLOCK_MS } from '../../spec/schemas/simClock';
import { DEFAULT_ALLOWED_ORIGINS, KEEP_ALIVE_MS, startSimulatorServer } from './http';
import type { SimulatorServer } from './http';

let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
});
afterAll(async () => sim.close());

const control = (path: string, init: RequestInit = {}) => fetch(`${sim.url}${path}`, { ...init, headers: { 'x-sim-token': sim.token, ...(init.headers as Record<string, string> | undefined) } });

const rawRequest = (text: string) =>
  new Promise<string>((resolve) => {
    const socket = connect(sim.port, '127.0.0.1', () => socket.end(text));
    let data = '';
    socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
    socket.setTimeout(2000, () => socket.destroy());
  });

describe('HTTP runtime', () => {
  it('listens on 127.0.0.1 and a malformed request gets a 400 naming the field', async () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${sim.url}/apim/storeresolver/v2/delivery?zipcode=9461&radius=50&size=10`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-sim-invalid-field')).toBe('zipcode');
    expect((await res.json()).message).toContain('zipcode');
  });

  it('keeps an idle connection open a minute, so a client reusing it is not cut off as it sends (no ECONNRESET)', async () => {
    const res = await fetch(`${sim.url}/bin/wcax/unified/userinfo`);
    await res.arrayBuffer();
    expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('a JSON body that does not parse is a 400 naming the body, not a crash', async () => {
    const res = await fetch(`${sim.url}/apim/content/v1/splash`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"placement": ' });
    expect(res.status).toBe(400);
  });

  it('a request target starting with // stays a path: it never names a host, so no route answers it', async () => {
    const answer = await rawRequest(`GET //evil.test/bin/wcax/unified/userinfo HTTP/1.1\r\nHost: 127.0.0.1:${sim.port}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    const bad = await rawRequest(`GET /bin/wcax/unified/userinfo HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`);
    expect(bad).toMatch(/^HTTP\/1\.1 (200|400)/);
  });

  it('unknown paths are 404 and wrong methods 405', async () => {
    expect((await fetch(`${sim.url}/nope`)).status).toBe(404);
    expect((await fetch(`${sim.url}/apim/content/v1/splash`)).status).toBe(405);
  });

  it('garbage never crashes it: random paths, methods, bodies and raw bytes', async () => {
    const paths = ['/bin/wcax/unified/userinfo', '/apim/storeresolver/v2/validate', '/apim/profile/ucaservice/api/uca/customers/x/stores', '/__sim/faults', '/__sim/clock', '/apim/seller/v1/shipmethods', '/apim/customer/api/uca/customers/%E0%A4%A/addresses'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'), fc.string(), fc.string({ maxLength: 30 }), async (path, method, body, query) => {
        const res = await fetch(`${sim.url}${path}?q=${encodeURIComponent(query)}`, { method, headers: { 'content-type': 'application/json', cookie: `SIM_SESSION=${encodeURIComponent(query)}; sid=%` }, body: method === 'GET' ? undefined : body });
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      }),
      { numRuns: 60 },
    );
    await rawRequest('GARBAGE\r\n\r\n');
    await rawRequest('GET /%%%% HTTP/1.1\r\nHost: x\r\n\r\n');
    expect((await fetch(`${sim.url}/__sim/clock`, { headers: { 'x-sim-token': sim.token } })).status).toBe(200);
  });

  it('control API: clock set and advance, reset, seed and snapshot', async () => {
    const post = (path: string, body: unknown) => control(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await (await post('/__sim/clock', { set: '2026-07-01T00:00:00Z' })).json()).iso).toBe('2026-07-01T00:00:00.000Z');
    expect((await (await post('/__sim/clock', { advance: 1000 })).json()).iso).toBe('2026-07-01T00:00:01.000Z');
    expect((await post('/__sim/clock', { advance: 'x' })).status).toBe(400);
    expect((await post('/__sim/seed', { seed: 5 })).status).toBe(200);
    const state = await (await control('/__sim/state')).json();
    expect(state.seed).toBe(5);
    expect(state.counts.store).toBeGreaterThanOrEqual(200);
    expect(JSON.stringify(state.customers)).not.toContain('Passw0rd');
    expect((await post('/__sim/state', { name: 'no such state' })).status).toBe(404);
    expect((await post('/__sim/reset', {})).status).toBe(200);
    expect((await (await control('/__sim/outbox?to=a@b.test')).json()).messages).toEqual([]);
  });
});

const STOREFRONT = 'http://127.0.0.1:5173';
const HOSTILE = 'http://127.0.0.1:8123';
const faultCount = async () => ((await (await control('/__sim/faults')).json()) as { faults: unknown[] }).faults.length;

describe('HTTP runtime: only the storefront may drive it', () => {
  it('CORS by allow-list: the storefront origins get CORS and private-network preflights, any other origin none', async () => {
    expect(DEFAULT_ALLOWED_ORIGINS).toEqual(expect.arrayContaining(['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost:4173', 'http://127.0.0.1:4174', 'http://localhost:4174']));
    const preflight = (origin: string) =>
      fetch(`${sim.url}/apim/content/v1/splash`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type', 'access-control-request-private-network': 'true' } });
    const allowed = await preflight(STOREFRONT);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(allowed.headers.get('access-control-allow-private-network')).toBe('true');
    // The replay's B2B site is a storefront origin too; another .test host is not.
    expect((await preflight('http://business.freshway.test:4173')).headers.get('access-control-allow-origin')).toBe('http://business.freshway.test:4173');
    for (const origin of [HOSTILE, 'http://evil.example', 'null', 'http://127.0.0.1:5173.evil.example', 'https://127.0.0.1:5173', 'http://evil.test:4173', 'http://business.freshway.test:8123']) {
      const refused = await preflight(origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(refused.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(refused.headers.get('access-control-allow-private-network'), origin).toBeNull();
    }
    const page = await fetch(`${sim.url}/bin/wcax/unified/userinfo?rand=1&banner=freshway`, { headers: { origin: STOREFRONT } });
    expect(page.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const elsewhere = await fetch(`${sim.url}/bin/wcax/unified/userinfo?rand=1&banner=freshway`, { headers: { origin: HOSTILE } });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a page elsewhere can neither read the outbox nor add a fault with a text/plain POST (no preflight needed)', async () => {
    sim.ctx.reset();
    const outbox = await fetch(`${sim.url}/__sim/outbox`, { headers: { origin: HOSTILE, cookie: 'sid=x' } });
    expect(outbox.status).toBe(403);
    expect(outbox.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await fetch(`${sim.url}/__sim/faults`, { method: 'POST', headers: { origin: HOSTILE, 'content-type': 'text/plain' }, body: JSON.stringify({ target: {}, fault: { kind: 'network-error' } }) });
    expect(plain.status).toBe(403);
    expect(await faultCount()).toBe(0);
  });

  it('the control API needs the token printed at start, from any origin; the upstream routes need none', async () => {
    for (const headers of [{}, { 'x-sim-token': 'wrong-token-of-the-same-kind' }, { 'x-sim-token': `${sim.token}x` }, { origin: STOREFRONT }] as Record<string, string>[]) {
      const res = await fetch(`${sim.url}/__sim/outbox`, { headers });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe('SIM_TOKEN_REQUIRED');
    }
    expect((await fetch(`${sim.url}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT }, body: JSON.stringify({ target: {}, fault: { kind: 'network-error' } }) })).status).toBe(401);
    expect(await faultCount()).toBe(0);
    expect((await control('/__sim/outbox', { headers: { origin: STOREFRONT } })).status).toBe(200);
    expect((await fetch(`${sim.url}/bin/wcax/unified/userinfo?rand=1&banner=freshway`)).status).toBe(200);
  });

  it('a body is read only as JSON: text/plain or a form is 415 and changes nothing (the token endpoint alone takes a form)', async () => {
    const body = JSON.stringify({ target: {}, fault: { kind: 'network-error' } });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const res = await control('/__sim/faults', { method: 'POST', headers: type ? { 'content-type': type } : {}, body });
      expect(res.status, type).toBe(415);
    }
    expect(await faultCount()).toBe(0);
    expect((await fetch(`${sim.url}/idp/api/v1/authn`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ username: knownCustomers.shopper.email }) })).status).toBe(415);
    expect((await fetch(`${sim.url}/idp/api/v1/authn`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ username: knownCustomers.shopper.email }) })).status).toBe(200);
    const form = await fetch(`${sim.url}/idp/oauth2/default/v1/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code&code=x&redirect_uri=%2F&client_id=web-portal-sim' });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await control('/__sim/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(201);
    sim.ctx.faults.clear();
  });

  it('--allow-origin replaces the defaults; a token of the wrong form and an origin with a path are refused', async () => {
    const other = await startSimulatorServer({ port: 0, allowOrigins: ['http://127.0.0.1:9000/'], token: 'a-token-given-by-the-caller' });
    try {
      expect(other.allowOrigins).toEqual(['http://127.0.0.1:9000']);
      expect((await fetch(`${other.url}/bin/wcax/unified/userinfo?rand=1&banner=freshway`, { headers: { origin: 'http://127.0.0.1:9000' } })).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9000');
      expect((await fetch(`${other.url}/bin/wcax/unified/userinfo?rand=1&banner=freshway`, { headers: { origin: STOREFRONT } })).status).toBe(403);
      expect((await fetch(`${other.url}/__sim/clock`, { headers: { 'x-sim-token': 'a-token-given-by-the-caller' } })).status).toBe(200);
    } finally {
      await other.close();
    }
    await expect(startSimulatorServer({ port: 0, token: 'short' })).rejects.toThrow(/token/);
    await expect(startSimulatorServer({ port: 0, allowOrigins: ['http://127.0.0.1:9000/app'] })).rejects.toThrow(/not an origin/);
  });
});

describe('HTTP runtime: the clock takes only valid dates', () => {
  it('an out-of-range set or advance is a 400 and changes nothing; clock, state and authn still answer', async () => {
    sim.ctx.reset();
    const post = (body: unknown) => control('/__sim/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const before = sim.ctx.clock.now();
    for (const body of [{ set: 9007199254740991 }, { set: -9007199254740991 }, { set: 8.64e15 + 1 }, { advance: 9007199254740991 }, { advance: -8.64e15 * 2 }, { set: 8.64e15, advance: 1 }, { set: 0, advance: 8.64e15 + 1, mode: 'real' }]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('x-sim-invalid-field'), JSON.stringify(body)).toMatch(/^(set|advance)$/);
      expect(sim.ctx.clock.now()).toBe(before);
      expect(sim.ctx.clock.mode()).toBe('frozen');
    }
    const clock = await control('/__sim/clock');
    expect(clock.status).toBe(200);
    expect(((await clock.json()) as { now: number }).now).toBe(before);
    expect((await control('/__sim/state')).status).toBe(200);
    const authn = await fetch(`${sim.url}/idp/api/v1/authn`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: knownCustomers.shopper.email }) });
    expect(authn.status).toBe(200);
    // The edge of the settable range (a century inside the Date range, decision 0486) is still a date.
    expect(((await (await post({ set: MAX_CLOCK_MS })).json()) as { iso: string }).iso).toBe(new Date(MAX_CLOCK_MS).toISOString());
    sim.ctx.reset();
  });
});
