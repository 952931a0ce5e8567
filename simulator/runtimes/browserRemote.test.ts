import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClockMirror, enterRemote, forwardBase, forwardToRemote } from './browserRemote';
import { readRemoteSettings } from './remoteSettings';
import type { RemoteSimSettings } from './browserRemote';
import { startSimulatorServer } from './http';
import type { SimulatorServer } from './http';

const TOKEN = 'remote-test-token-0123456789';

describe('the simulator build forwarding to a shared sim serve tenant (issue 24)', () => {
  let sim: SimulatorServer;
  let remote: RemoteSimSettings;
  // Node's fetch stands for the page's: the same requests reach the same server.
  const fetchImpl = (input: string, init?: RequestInit) => fetch(input, init);

  beforeAll(async () => {
    sim = await startSimulatorServer({ token: TOKEN, now: Date.UTC(2026, 5, 1, 15, 0, 0) });
    remote = { url: sim.url, tenant: 'browser-a', token: TOKEN };
  });
  afterAll(() => sim.close());

  it('sends a page request to the server in its tenant, with the token on control calls only (ERR-01)', async () => {
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
    await forwardToRemote(new Request(`${page}/__sim/outbox`), remote, spy);
    expect(seen.map((s) => [new URL(s.url).pathname, s.headers.get('x-sim-tenant'), s.headers.get('x-sim-token')])).toEqual([
      ['/apim/storeflags/v1/stores/1502', 'browser-a', null],
      ['/__sim/outbox', 'browser-a', TOKEN],
    ]);
  });

  it('answers a dropped connection with a network error and a redirect with a bare 302', async () => {
    const refused = await forwardToRemote(new Request('http://127.0.0.1:4173/__sim/clock'), remote, () => Promise.reject(new TypeError('fetch failed')));
    expect(refused.type).toBe('error');
    const redirected = await forwardToRemote(new Request('http://127.0.0.1:4173/idp/authorize'), remote, () => Promise.resolve(Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' })));
    expect(redirected.status).toBe(302);
  });

  it('names an unknown scenario or a server that refuses the token, and still gives the page a clock', async () => {
    const unknown = await enterRemote(remote, '?scenario=no-such-scenario', new ClockMirror(), fetchImpl);
    expect(unknown.notice).toContain('Unknown scenario: no-such-scenario');
    const clock = new ClockMirror();
    const refused = await enterRemote({ ...remote, token: 'not-the-token-0000000' }, '', clock, fetchImpl);
    expect(refused.notice).toContain('answered 401');
    expect(refused.notice).not.toContain('not-the-token');
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

  it('refuses settings it cannot use, by reason, never echoing the token', () => {
    expect(readRemoteSettings({ url: 'http://127.0.0.1:4011/x', tenant: 'shard-1', token: TOKEN })).toEqual({ url: 'http://127.0.0.1:4011', tenant: 'shard-1', token: TOKEN });
    expect(readRemoteSettings(undefined)).toEqual({ problem: 'the remote simulator has no url' });
    expect(readRemoteSettings({ url: 'ftp://x', tenant: 'a', token: TOKEN })).toMatchObject({ problem: expect.stringContaining('served over http') });
    expect(readRemoteSettings({ url: 'http://127.0.0.1:4011', tenant: '../admin', token: TOKEN })).toMatchObject({ problem: expect.stringContaining('not a tenant name') });
    const short = readRemoteSettings({ url: 'http://127.0.0.1:4011', tenant: 'a', token: 'short' });
    expect(short).toEqual({ problem: 'the remote simulator needs the control token sim serve printed' });
  });
});

describe('where a page forwards to (issue 24, the B2B site in the replay)', () => {
  const remote = { url: 'http://127.0.0.1:4011', tenant: 't', token: 'remote-test-token-0123456789' };
  it('a page on a .test host reaches a loopback server under its own host name, any other page the server as given', () => {
    expect(forwardBase(remote, new URL('http://business.freshway.test:4173/shop'))).toBe('http://business.freshway.test:4011');
    expect(forwardBase(remote, new URL('http://127.0.0.1:4173/'))).toBe('http://127.0.0.1:4011');
    expect(forwardBase(remote, new URL('http://localhost:5173/'))).toBe('http://127.0.0.1:4011');
    expect(forwardBase({ ...remote, url: 'http://sim.example:4011' }, new URL('http://business.freshway.test:4173/'))).toBe('http://sim.example:4011');
  });
});
