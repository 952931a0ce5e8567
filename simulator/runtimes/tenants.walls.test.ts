import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimContext } from '../core/context';
import { knownCustomers } from '../core/fixtures';
import { CATALOGUE } from '../services/catalogue/products';
import { startSimulatorServer } from './http';
import type { SimulatorServer } from './http';
import { TenantPool } from './tenants';

// Tenants of one `sim serve` are walls: only the token's holder creates, chooses and evicts tenants at will;
// a page of an allowed origin makes tenants of its own, bound to a secret its cookie carries, and reaches no other.
// Each named tenant draws from a stream of its own (its name and the server's secret), so nothing of one predicts another.
const PAGE = 'http://127.0.0.1:4174';
const grocery = CATALOGUE.find((p) => p.shop === 'grocery')!;
let sim: SimulatorServer;
beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0, maxTenants: 3 });
});
afterAll(async () => sim.close());

const asHolder = (tenant: string) => ({ 'x-sim-token': sim.token, 'x-sim-tenant': tenant });
const post = (path: string, body: unknown, headers: Record<string, string>) => fetch(`${sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const fromPage = (name: string, cookie?: string) => fetch(`${sim.url}/__sim/tenant/${name}`, { method: 'POST', headers: { origin: PAGE, ...(cookie ? { cookie } : {}) } });
const cookieOf = (answer: Response) => (answer.headers.get('set-cookie') ?? '').split(';')[0]!;

/** The first passcode, state token and guest cart id a tenant hands out. */
async function firsts(server: SimulatorServer, headers: Record<string, string>) {
  const call = (path: string, body: unknown) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const authn = (await (await call('/idp/api/v1/authn', { username: knownCustomers.shopper.email })).json()) as { stateToken: string };
  await call('/apim/csms/csmsservice/api/csms/signin', { userName: knownCustomers.shopper.phone });
  const outbox = (await (await fetch(`${server.url}/__sim/outbox`, { headers: { 'x-sim-token': server.token, ...headers } })).json()) as { messages: Array<{ passcode: string }> };
  const cart = (await (await call('/bin/wcax/cart/add', { upc: grocery.upc, qty: 1, storeId: '1502' })).json()) as { cartId: string };
  return { stateToken: authn.stateToken, passcode: outbox.messages.at(-1)?.passcode, cartId: cart.cartId };
}

describe('tenants need the token, but for the page\'s own cookie flow', () => {
  it('choosing a tenant without the token and without a page origin is refused; so is x-sim-tenant without the token', async () => {
    expect((await fetch(`${sim.url}/__sim/tenant/victim`)).status).toBe(401);
    expect((await fetch(`${sim.url}/__sim/tenant/victim`, { method: 'POST' })).status).toBe(401);
    const header = await fetch(`${sim.url}/bin/wcax/cart?cartIds=x`, { headers: { 'x-sim-tenant': 'victim' } });
    expect(header.status).toBe(403);
    expect(sim.tenants.list().map((t) => t.name)).not.toContain('victim');
  });

  it('a page cannot evict: when there is no room its new tenants are refused (507), and the victim keeps its state', async () => {
    expect((await post('/__sim/clock', { advance: 60_000 }, asHolder('victim'))).status).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 70; i++) answers.push((await fromPage(`flood-${i}`)).status);
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
    expect(answers.slice(-60).every((s) => s === 507)).toBe(true);
    const clock = await fetch(`${sim.url}/__sim/clock`, { headers: asHolder('victim') });
    expect(clock.status).toBe(200);
    expect(((await clock.json()) as { now: number }).now).toBe(sim.ctx.clock.now() + 60_000);
    for (const name of sim.tenants.list().map((t) => t.name).filter((n) => n.startsWith('flood-'))) await fetch(`${sim.url}/__sim/tenants/${name}`, { method: 'DELETE', headers: { 'x-sim-token': sim.token } });
  });

  it('a page reaches only the tenant it made: another\'s is refused, with or without a forged cookie, and its cart stays whole', async () => {
    const victim = await fromPage('victim-x');
    expect(victim.status).toBe(200);
    const victimCookie = cookieOf(victim);
    const added = (await (await post('/bin/wcax/cart/add', { upc: grocery.upc, qty: 3, storeId: '1502' }, { cookie: victimCookie })).json()) as { cartId: string };
    // Another page names the tenant: refused, and no cookie is set.
    const taken = await fromPage('victim-x');
    expect(taken.status).toBe(403);
    expect(taken.headers.get('set-cookie')).toBeNull();
    for (const cookie of ['sim-tenant=victim-x', 'sim-tenant=victim-x~forged-secret-forged-secret', `${victimCookie.slice(0, -2)}xx`]) {
      expect((await fetch(`${sim.url}/bin/wcax/cart?cartIds=${added.cartId}`, { headers: { cookie } })).status, cookie).toBe(403);
      expect((await post('/bin/wcax/cart/update', { upc: grocery.upc, qty: 0, cartId: added.cartId }, { cookie })).status, cookie).toBe(403);
    }
    // The page that made it chooses it again with its cookie, and its cart is as it left it.
    expect((await fromPage('victim-x', victimCookie)).status).toBe(200);
    const read = (await (await fetch(`${sim.url}/bin/wcax/cart?cartIds=${added.cartId}`, { headers: { cookie: victimCookie } })).json()) as { carts: Array<{ items: Array<{ qty: number }> }> };
    expect(read.carts[0]?.items[0]?.qty).toBe(3);
  });

  it('evicted names stay refused, never reborn: with the list of them full, a tenant needing an eviction is refused instead', () => {
    const pool = new TenantPool(createSimContext(), 1, undefined, undefined, 2);
    for (const name of ['a', 'b', 'c']) expect(pool.use(name), name).toMatchObject({ ok: true });
    expect(pool.evictedCount).toBe(2);
    expect(pool.use('d')).toMatchObject({ ok: false, status: 507, code: 'SIM_TENANTS_FULL' });
    for (const name of ['a', 'b']) expect(pool.use(name), name).toMatchObject({ ok: false, status: 410 });
    expect(pool.claim('e', undefined)).toMatchObject({ ok: false, status: 507 });
    // The token's holder forgets a name on purpose: room again.
    expect(pool.remove('a')).toBe(true);
    expect(pool.use('d')).toMatchObject({ ok: true, created: true });
    expect(pool.use('c')).toMatchObject({ ok: false, status: 410 });
  });
});

describe('each tenant draws from its own stream', () => {
  it('two tenants\' first passcode, state token and guest cart id differ; the default keeps its seed\'s', async () => {
    const [a, b, fallback] = [await firsts(sim, asHolder('stream-a')), await firsts(sim, asHolder('stream-b')), await firsts(sim, {})];
    for (const key of ['passcode', 'stateToken', 'cartId'] as const) {
      expect(a[key], key).toBeTruthy();
      expect(a[key], key).not.toBe(b[key]);
      expect(a[key], key).not.toBe(fallback[key]);
    }
    // The default tenant is the seed's own: another server of the same --seed (and another secret) draws the same.
    const twin = await startSimulatorServer({ port: 0, seed: sim.ctx.seed });
    try {
      expect(await firsts(twin, {})).toEqual(fallback);
    } finally {
      await twin.close();
    }
  });

  it('a tenant\'s draws follow from its name and the server\'s secret alone: another server\'s secret, other draws', async () => {
    const secret = Buffer.alloc(32, 7);
    const [one, two, other] = await Promise.all([startSimulatorServer({ port: 0, tenantSecret: secret }), startSimulatorServer({ port: 0, tenantSecret: secret }), startSimulatorServer({ port: 0, tenantSecret: Buffer.alloc(32, 8) })]);
    try {
      const same = [await firsts(one, { 'x-sim-token': one.token, 'x-sim-tenant': 'shard-1' }), await firsts(two, { 'x-sim-token': two.token, 'x-sim-tenant': 'shard-1' })];
      const elsewhere = await firsts(other, { 'x-sim-token': other.token, 'x-sim-tenant': 'shard-1' });
      expect(same[0]).toEqual(same[1]);
      for (const key of ['passcode', 'stateToken', 'cartId'] as const) expect(elsewhere[key], key).not.toBe(same[0]![key]);
    } finally {
      await Promise.all([one.close(), two.close(), other.close()]);
    }
  });
});
