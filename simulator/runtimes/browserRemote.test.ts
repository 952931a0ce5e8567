import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClockMirror, enterRemote, forwardBase, forwardToRemote } from './browserRemote';
import { readRemoteSettings } from './remoteSettings';
import type { RemoteSimSettings } from './browserRemote';
import { startSimulatorServer } from './http';
import type { SimulatorServer } from './http';

const TOKEN = 'remote-test-token-0123456789';

/** What the replay's Node side does with the token: the tenant made (reset) and its key asked for. */
async function keyOf(server: SimulatorServer, tenant: string): Promise<string> {
  const headers = { 'x-sim-token': TOKEN };
  expect((await fetch(`${server.url}/__sim/tenants/${tenant}/reset`, { method: 'POST', headers })).status).toBe(200);
  return ((await (await fetch(`${server.url}/__sim/tenants/${tenant}/key`, { method: 'POST', headers })).json()) as { key: string }).key;
}

describe('the simulator build forwarding to a shared sim serve tenant', () => {
  let sim: SimulatorServer;
  let remote: RemoteSimSettings;
  // Node's fetch stands for the page's: the same requests reach the same server.
  const fetchImpl = (input: string, init?: RequestInit) => fetch(input, init);

  beforeAll(async () => {
    sim = await startSimulatorServer({ token: TOKEN, now: Date.UTC(2026, 5, 1, 15, 0, 0) });
    remote = { url: sim.url, tenant: 'browser-a', key: await keyOf(sim, 'browser-a') };
  });
  afterAll(() => sim.close());

  it('sends a page request to the server in its tenant, with the tenant\'s key on every call and never the token (ERR-01)', async () => {
    const started = await enterRemote(remote, '?scenario=err-01-store-flags-fail', new ClockMirror(), fetchImpl);
    expect(started).toMatchObject({ scenario: { id: 'err-01-store-flags-fail' }, notice: null });
    const page = 'http://127.0.0.1:4173';
    const flags = await forwardToRemote(new Request(`${page}/apim/storeflags/v1/stores/1502?zipcode=94611`, { headers: { 'ocp-apim-subscription-key': 'sim-storeflags-key' } }), remote, fetchImpl);
    expect(flags.status).toBe(500);
    // The default tenant is untouched by the page's scenario.
    expect(sim.ctx.activeScenario).toBeNull();
    expect(sim.ctx.faults.list()).toEqual([]);
    const seen: Array<{ url: string; headers: Headers }> = [];
    const spy = (input: string, init?: RequestInit) => {
      seen.push({ url: input, headers: new Headers(init?.headers) });
      return fetchImpl(input, init);
    };
    await forwardToRemote(new Request(`${page}/apim/storeflags/v1/stores/1502?zipcode=94611`, { headers: { 'x-sim-token': 'from-the-page-000000' } }), remote, spy);
    const outbox = await forwardToRemote(new Request(`${page}/__sim/outbox`), remote, spy);
    expect(outbox.status).toBe(200);
    expect(seen.map((s) => [new URL(s.url).pathname, s.headers.get('x-sim-tenant'), s.headers.get('x-sim-token')])).toEqual([
      ['/apim/storeflags/v1/stores/1502', remote.key, null],
      ['/__sim/outbox', remote.key, null],
    ]);
    expect(remote.key).toMatch(/^browser-a~[A-Za-z0-9_-]{24}$/);
  });

  it('the key opens its own tenant alone: not another tenant, not the default\'s control API, not the tenants\' routes', async () => {
    const other = { ...remote, tenant: 'browser-b', key: await keyOf(sim, 'browser-b') };
    const secret = remote.key.slice(remote.key.indexOf('~') + 1);
    const call = (path: string, tenantHeader: string, init: RequestInit = {}) => fetch(`${sim.url}${path}`, { ...init, headers: { 'x-sim-tenant': tenantHeader, ...(init.body ? { 'content-type': 'application/json' } : {}) } });
    // Its secret under another tenant's name, or the default's, or the bare name opens nothing: the control API
    // answers 401 (no credential it takes), a service call 403 (a tenant this caller may not name).
    for (const header of [`browser-b~${secret}`, `default~${secret}`, 'browser-a', 'browser-a~']) expect((await call('/__sim/faults', header)).status, header).toBe(401);
    for (const header of [`browser-b~${secret}`, 'browser-a', 'browser-a~']) expect((await call('/apim/storeflags/v1/stores/1502?zipcode=94611', header)).status, header).toBe(403);
    // The tenants' own routes stay the token's: listing, resetting, removing, asking a key.
    for (const [method, path] of [['GET', '/__sim/tenants'], ['POST', '/__sim/tenants/browser-b/reset'], ['DELETE', '/__sim/tenants/browser-b'], ['POST', '/__sim/tenants/browser-b/key'], ['POST', '/__sim/tenants/browser-a/key']] as const) {
      expect((await call(path, remote.key, { method })).status, `${method} ${path}`).toBe(401);
    }
    // A fault added with one key is that tenant's only.
    expect((await call('/__sim/faults', remote.key, { method: 'POST', body: JSON.stringify({ target: { service: 'store-flags' }, fault: { kind: 'status', status: 503 } }) })).status).toBe(201);
    expect((await call('/__sim/faults', other.key)).status).toBe(200);
    expect(((await (await call('/__sim/faults', other.key)).json()) as { faults: unknown[] }).faults).toEqual([]);
    expect(sim.ctx.faults.list()).toEqual([]);
    // The key survives a reset of its tenant (two replays of one tenant share it), and a removed tenant's key is dead.
    expect(await keyOf(sim, 'browser-a')).toBe(remote.key);
    await fetch(`${sim.url}/__sim/tenants/browser-b`, { method: 'DELETE', headers: { 'x-sim-token': TOKEN } });
    expect((await call('/__sim/outbox', other.key)).status).toBe(401);
    expect((await call('/apim/storeflags/v1/stores/1502?zipcode=94611', other.key)).status).toBe(403);
    expect((await fetch(`${sim.url}/__sim/tenants/default/key`, { method: 'POST', headers: { 'x-sim-token': TOKEN } })).status).toBe(400);
    expect((await fetch(`${sim.url}/__sim/tenants/never-made/key`, { method: 'POST', headers: { 'x-sim-token': TOKEN } })).status).toBe(404);
    await call('/__sim/faults', remote.key, { method: 'DELETE' });
  });

  it('answers a dropped connection with a network error and a redirect with a bare 302', async () => {
    const refused = await forwardToRemote(new Request('http://127.0.0.1:4173/__sim/clock'), remote, () => Promise.reject(new TypeError('fetch failed')));
    expect(refused.type).toBe('error');
    const redirected = await forwardToRemote(new Request('http://127.0.0.1:4173/idp/authorize'), remote, () => Promise.resolve(Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' })));
    expect(redirected.status).toBe(302);
  });

  it('names an unknown scenario or a server that refuses the key, and still gives the page a clock', async () => {
    const unknown = await enterRemote(remote, '?scenario=no-such-scenario', new ClockMirror(), fetchImpl);
    expect(unknown.notice).toContain('Unknown scenario: no-such-scenario');
    const clock = new ClockMirror();
    const refused = await enterRemote({ ...remote, key: 'browser-a~not-the-key-00000000000' }, '', clock, fetchImpl);
    expect(refused.notice).toContain('answered 401');
    expect(refused.notice).not.toContain('not-the-key');
    expect(Number.isFinite(clock.now())).toBe(true);
  });

  it('the page clock follows the tenant: frozen stays, running runs with the machine', () => {
    let wall = 1_000;
    const clock = new ClockMirror(() => wall);
    clock.update({ now: 50_000, mode: 'frozen' });
    wall += 700;
    expect(clock.now()).toBe(50_000);
    clock.update({ now: 60_000, mode: 'real' });
    wall += 700;
    expect(clock.now()).toBe(60_700);
    clock.update({ now: 'soon' });
    expect(clock.now()).toBe(60_700);
  });

  it('refuses settings it cannot use, by reason, never echoing the key', () => {
    const key = 'shard-1~abcdefghijklmnopqrstuvwx';
    expect(readRemoteSettings({ url: 'http://127.0.0.1:4011/x', tenant: 'shard-1', key })).toEqual({ url: 'http://127.0.0.1:4011', tenant: 'shard-1', key });
    expect(readRemoteSettings(undefined)).toEqual({ problem: 'the remote simulator has no url' });
    expect(readRemoteSettings({ url: 'ftp://x', tenant: 'shard-1', key })).toMatchObject({ problem: expect.stringContaining('served over http') });
    expect(readRemoteSettings({ url: 'http://127.0.0.1:4011', tenant: '../admin', key })).toMatchObject({ problem: expect.stringContaining('not a tenant name') });
    // Another tenant's key, a bare secret, a short one, the control token in its place: none is this tenant's key.
    for (const given of ['shard-2~abcdefghijklmnopqrstuvwx', 'abcdefghijklmnopqrstuvwx', 'shard-1~short', 'shard-1~has space in it 0000', 'shard-1:abcdefghijklmnopqrstuvwx', undefined]) {
      const refused = readRemoteSettings({ url: 'http://127.0.0.1:4011', tenant: 'shard-1', key: given, token: TOKEN });
      expect(refused, String(given)).toEqual({ problem: "the remote simulator needs tenant shard-1's key (POST /__sim/tenants/shard-1/key with the control token)" });
    }
  });
});

describe('where a page forwards to (the B2B site in the replay)', () => {
  const remote = { url: 'http://127.0.0.1:4011', tenant: 't', key: 't~abcdefghijklmnopqrstuvwx' };
  it('a page on a .test host reaches a loopback server under its own host name, any other page the server as given', () => {
    expect(forwardBase(remote, new URL('http://business.freshway.test:4173/shop'))).toBe('http://business.freshway.test:4011');
    expect(forwardBase(remote, new URL('http://127.0.0.1:4173/'))).toBe('http://127.0.0.1:4011');
    expect(forwardBase(remote, new URL('http://localhost:5173/'))).toBe('http://127.0.0.1:4011');
    expect(forwardBase({ ...remote, url: 'http://sim.example:4011' }, new URL('http://business.freshway.test:4173/'))).toBe('http://sim.example:4011');
  });
});
