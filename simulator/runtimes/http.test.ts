import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startSimulatorServer } from './http';
import type { SimulatorServer } from './http';

let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
});
afterAll(async () => sim.close());

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

  it('a JSON body that does not parse is a 400 naming the body, not a crash', async () => {
    const res = await fetch(`${sim.url}/apim/content/v1/splash`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"placement": ' });
    expect(res.status).toBe(400);
  });

  it('CORS: reflects the origin with credentials and answers preflight', async () => {
    const pre = await fetch(`${sim.url}/apim/content/v1/splash`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    const res = await fetch(`${sim.url}/__sim/clock`, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
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
    expect((await fetch(`${sim.url}/__sim/clock`)).status).toBe(200);
  });

  it('control API: clock set and advance, reset, seed and snapshot', async () => {
    const post = (path: string, body: unknown) => fetch(`${sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await (await post('/__sim/clock', { set: '2026-07-01T00:00:00Z' })).json()).iso).toBe('2026-07-01T00:00:00.000Z');
    expect((await (await post('/__sim/clock', { advance: 1000 })).json()).iso).toBe('2026-07-01T00:00:01.000Z');
    expect((await post('/__sim/clock', { advance: 'x' })).status).toBe(400);
    expect((await post('/__sim/seed', { seed: 5 })).status).toBe(200);
    const state = await (await fetch(`${sim.url}/__sim/state`)).json();
    expect(state.seed).toBe(5);
    expect(state.counts.store).toBeGreaterThanOrEqual(200);
    expect(JSON.stringify(state.customers)).not.toContain('Passw0rd');
    expect((await post('/__sim/state', { name: 'no such state' })).status).toBe(404);
    expect((await post('/__sim/reset', {})).status).toBe(200);
    expect((await (await fetch(`${sim.url}/__sim/outbox?to=a@b.test`)).json()).messages).toEqual([]);
  });
});
