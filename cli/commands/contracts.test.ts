import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { SimContext } from '../../simulator/core/context';
import { startSimulatorServer } from '../../simulator/runtimes/http';
import type { SimulatorServer } from '../../simulator/runtimes/http';
import { providerStates } from '../../simulator/states/index';
import { UsageError } from '../lib/output';
import { describeNetworkError, parseBaseUrl, parseHeader, perCall, registerContractsCommands } from './contracts';

describe('workbench contracts arguments', () => {
  it('--header accumulates name: value pairs with lower-case names', () => {
    expect(parseHeader('X-Key: a: b', parseHeader('Ocp-Apim-Subscription-Key: k1', {}))).toEqual({ 'ocp-apim-subscription-key': 'k1', 'x-key': 'a: b' });
  });

  it('a malformed --header or --base-url is a usage error, never a crash', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        for (const parse of [() => parseHeader(raw, {}), () => parseBaseUrl(raw)]) {
          try {
            parse();
          } catch (error) {
            expect(error).toBeInstanceOf(UsageError);
          }
        }
      }),
    );
    expect(() => parseBaseUrl('ftp://127.0.0.1')).toThrow(UsageError);
    expect(parseBaseUrl('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787');
  });

  it('names a network error by host, port and code, whatever depth fetch keeps the cause at', () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:8443'), { code: 'ECONNREFUSED' }) });
    expect(describeNetworkError('https://10.0.0.5:8443/api', refused)).toBe('cannot reach 10.0.0.5 port 8443: ECONNREFUSED (nothing listens there)');
    const dns = new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND staging.example.test'), { code: 'ENOTFOUND' }) });
    expect(describeNetworkError('https://staging.example.test', dns)).toBe('cannot reach staging.example.test port 443: ENOTFOUND (the host name does not resolve)');
    expect(describeNetworkError('http://h.test', Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }))).toBe('cannot reach h.test port 80: TIMEOUT (no answer within 5 s)');
  });

  it('counts per CALL the interactions verified, skipped and failed', () => {
    const row = (ids: string[], outcome: 'verified' | 'skipped' | 'failed') => ({ provider: 'p', description: ids.join(' '), ids, states: [], method: 'GET', path: '/', status: 200, ok: outcome === 'verified', outcome, readOnly: true, need: 'none' as const, ms: 0 });
    expect(perCall([row(['CALL-24', 'ERR-42'], 'skipped'), row(['CALL-24'], 'verified'), row(['CALL-03', 'CALL-24'], 'failed')])).toEqual({
      'CALL-03': { verified: 0, skipped: 0, failed: 1 },
      'CALL-24': { verified: 1, skipped: 1, failed: 1 },
    });
  });
});

describe('workbench contracts verify on a shared sim serve', () => {
  let sim: SimulatorServer;
  beforeAll(async () => {
    // As `sim serve --clock real` runs for a live storefront: the machine's time, running.
    sim = await startSimulatorServer({ port: 0, now: Date.now() });
    sim.ctx.clock.mode('real');
    vi.stubEnv('SIM_TOKEN', sim.token);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await sim.close();
  });

  /** Every record of the default tenant (sessions, tokens, carts, customers, …) as it stands. */
  const records = (ctx: SimContext) =>
    JSON.stringify(Object.entries(ctx.db as unknown as Record<string, { getAll?: () => unknown[] }>).map(([name, model]) => [name, typeof model.getAll === 'function' ? model.getAll() : null]));

  it('runs every provider state in a tenant of its own: a signed-in shopper of the default tenant keeps the session, the cart and the running clock', async () => {
    // A live shopper in the default tenant: signed in (an access token and a servlet session) with a cart.
    const state = (name: string) => providerStates.find((s) => s.name === name)!;
    await state('the customer is signed in with an access token').apply(sim.ctx, { token: 'live-shopper-token' });
    await state('the customer has a servlet session').apply(sim.ctx, { sessionId: 'live-shopper-session' });
    await state('a guest cart holds an item').apply(sim.ctx, { cartId: 'live-shopper-cart' });
    const before = records(sim.ctx);
    expect(before).toContain('live-shopper-token');
    expect(before).toContain('live-shopper-cart');
    const offset = sim.ctx.clock.now() - Date.now();

    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let lines: string[];
    try {
      const program = new Command().exitOverride();
      registerContractsCommands(program);
      // One provider's interactions (the identity provider's: sign-in states, tokens, sessions, an expired passcode) each
      // reset the tenant they run in and set states and the clock: enough to show where they land, in a tenth of the time.
      await program.parseAsync(['node', 'workbench', 'contracts', 'verify', '--base-url', sim.url, '--provider', 'identity']);
      lines = log.mock.calls.map((c) => String(c[0]));
    } finally {
      log.mockRestore();
    }
    expect(process.exitCode ?? 0).toBe(0);
    expect(lines.find((l) => l.startsWith('in tenant '))).toMatch(/^in tenant pact-[0-9a-f]{8} of http:\/\/127\.0\.0\.1:\d+ \(its own, removed afterwards\)/);
    expect(lines.at(-1)?.trim()).toMatch(/^\d+ verified, 0 skipped, 0 failed$/);

    expect(records(sim.ctx)).toBe(before);
    expect(sim.ctx.clock.mode()).toBe('real');
    // Still the machine's time, as before: the clock was neither reset to the seed's time nor stopped.
    expect(Math.abs(sim.ctx.clock.now() - Date.now() - offset)).toBeLessThan(1_000);
    expect(sim.tenants.list().map((t) => t.name)).toEqual(['default']);
  }, 300_000);
});
