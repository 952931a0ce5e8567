import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimContext } from '../core/context';
import { startSimulatorServer } from './http';
import type { SimulatorServer } from './http';
import { DEFAULT_TENANT, TenantPool } from './tenants';

describe('TenantPool', () => {
  it('makes a tenant on first use, keeps max besides the default, evicts the least recently used and says so with 410', () => {
    const pool = new TenantPool(createSimContext(), 2);
    const a = pool.use('a');
    expect(a).toMatchObject({ ok: true, created: true });
    expect(pool.use('b')).toMatchObject({ ok: true, created: true });
    expect(pool.use('a')).toMatchObject({ ok: true, created: false });
    expect(pool.use('c')).toMatchObject({ ok: true, created: true });
    // b was the least recently used named tenant; the default is never evicted.
    expect(pool.list().map((t) => t.name)).toEqual([DEFAULT_TENANT, 'a', 'c']);
    // The request that made a tenant is its first.
    expect(pool.list().map((t) => t.requests)).toEqual([0, 2, 1]);
    const gone = pool.use('b');
    expect(gone).toMatchObject({ ok: false, status: 410, code: 'SIM_TENANT_EVICTED' });
    expect(gone.ok ? '' : gone.message).toMatch(/Tenant b was removed to make room \(the 2 most recently used/);
    expect(pool.reset('b')).toMatchObject({ name: 'b' });
    expect(pool.use('b')).toMatchObject({ ok: true, created: false });
    expect(pool.use(undefined)).toMatchObject({ ok: true, created: false });
    expect(pool.use('../x')).toMatchObject({ ok: false, status: 400 });
    expect(pool.use('x'.repeat(65))).toMatchObject({ ok: false, status: 400 });
  });

  it('a tenant starts from the seed and is independent; reset and remove act on it alone', () => {
    const base = createSimContext();
    const pool = new TenantPool(base, 4);
    const t = pool.use('t');
    if (!t.ok) throw new Error('no tenant');
    expect(t.ctx).not.toBe(base);
    expect(t.ctx.db.customer.count()).toBe(base.db.customer.count());
    t.ctx.clock.advance(1000);
    expect(base.clock.now()).not.toBe(t.ctx.clock.now());
    pool.reset('t');
    expect(t.ctx.clock.now()).toBe(base.clock.now());
    expect(pool.remove('t')).toBe(true);
    expect(pool.remove('t')).toBe(false);
    expect(pool.use('t')).toMatchObject({ ok: true, created: true });
  });
});

let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0, maxTenants: 3 });
});
afterAll(async () => sim.close());
const control = (path: string, init: RequestInit = {}) => fetch(`${sim.url}${path}`, { ...init, headers: { 'x-sim-token': sim.token, ...(init.headers as Record<string, string> | undefined) } });

describe('tenants over HTTP', () => {
  it('x-sim-tenant picks the state; no name is the default; the control API lists, resets and removes tenants', async () => {
    await control('/__sim/clock', { method: 'POST', headers: { 'content-type': 'application/json', 'x-sim-tenant': 'qa-1' }, body: JSON.stringify({ advance: 60_000 }) });
    const own = (await (await control('/__sim/clock', { headers: { 'x-sim-tenant': 'qa-1' } })).json()) as { now: number };
    const shared = (await (await control('/__sim/clock')).json()) as { now: number };
    expect(own.now - shared.now).toBe(60_000);
    const list = (await (await control('/__sim/tenants')).json()) as { tenants: Array<{ name: string }>; max: number };
    expect(list.tenants.map((t) => t.name)).toEqual(['default', 'qa-1']);
    expect(list.max).toBe(3);
    expect((await control('/__sim/tenants/qa-1/reset', { method: 'POST' })).status).toBe(200);
    expect(((await (await control('/__sim/clock', { headers: { 'x-sim-tenant': 'qa-1' } })).json()) as { now: number }).now).toBe(shared.now);
    expect((await control('/__sim/tenants/qa-1', { method: 'DELETE' })).status).toBe(200);
    expect((await control('/__sim/tenants/qa-1', { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${sim.url}/__sim/tenants`)).status).toBe(401);
    expect((await control('/__sim/clock', { headers: { 'x-sim-tenant': 'no/such' } })).status).toBe(400);
  });

  it('a browser picks its tenant by the cookie /__sim/tenant/<name> sets; an evicted tenant answers 410', async () => {
    const chosen = await fetch(`${sim.url}/__sim/tenant/browser-1`, { method: 'POST', headers: { origin: 'http://127.0.0.1:4174' } });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4174');
    const setCookie = chosen.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sim-tenant=browser-1~[A-Za-z0-9_-]{24}; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;
    await control('/__sim/faults', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ target: { service: 'store-flags' }, fault: { kind: 'status', status: 503 } }) });
    expect((await fetch(`${sim.url}/apim/storeflags/v1/stores/1502?zipcode=94611`, { headers: { cookie } })).status).toBe(503);
    expect((await fetch(`${sim.url}/apim/storeflags/v1/stores/1502?zipcode=94611`)).status).toBe(200);
    // The header wins over the cookie.
    expect((await fetch(`${sim.url}/apim/storeflags/v1/stores/1502?zipcode=94611`, { headers: { cookie, 'x-sim-tenant': 'default' } })).status).toBe(200);
    for (const name of ['x1', 'x2', 'x3']) await control('/__sim/clock', { headers: { 'x-sim-tenant': name } });
    const gone = await fetch(`${sim.url}/apim/storeflags/v1/stores/1502?zipcode=94611`, { headers: { cookie } });
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { message: string }).message).toMatch(/Tenant browser-1 was removed to make room/);
    expect((await fetch(`${sim.url}/__sim/tenant/browser-1`, { headers: { origin: 'http://127.0.0.1:8123' } })).status).toBe(403);
  });
});
