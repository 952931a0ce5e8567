import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { SIM_TOKEN_HEADER } from '../../simulator/control/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatorServer, type SimulatorServer } from '../../simulator/runtimes/http';
import { interactionNeeds } from '../interactionNeeds';
import { listInteractions, loadPacts, verifyPacts, type VerifySummary } from '../verify';

/**
 * `contracts verify --base-url` against a server that lacks state set-up: the simulator over HTTP playing a real
 * upstream (its control API is never used, so no provider state is applied). What such a server can honour, the
 * read-only interactions needing no state, must pass; everything else is skipped with its reason, never failed.
 */
let server: SimulatorServer;
let summary: VerifySummary;
const pacts = loadPacts();
const interactions = pacts.flatMap((e) => e.pact.interactions);

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, host: '127.0.0.1' });
  summary = await verifyPacts({ baseUrl: server.url, target: 'real' });
}, 120_000);
afterAll(async () => server.close());

describe('CALLS-01 verification against a real server without provider-state set-up', () => {
  it('runs the read-only interactions that need no provider state, and they pass', () => {
    const runnable = interactions.filter((i) => {
      const n = interactionNeeds(i);
      return n.readOnly && n.need === 'none';
    });
    expect(runnable.length).toBeGreaterThan(10);
    const verified = summary.results.filter((r) => r.outcome === 'verified');
    expect(summary.results.filter((r) => r.outcome === 'failed').map((r) => `${r.description}: ${r.error ?? ''}`)).toEqual([]);
    expect(verified.map((r) => r.description).sort()).toEqual(runnable.map((i) => i.description).sort());
    for (const r of verified) expect(r).toMatchObject({ readOnly: true, need: 'none' });
  });

  it('skips every other interaction with the reason: a state to set up, a state only the simulator can produce, a change of data', () => {
    const skipped = summary.results.filter((r) => r.outcome === 'skipped');
    expect(skipped.length + summary.passed).toBe(listInteractions(pacts).length);
    expect(summary.skipped).toBe(skipped.length);
    for (const r of skipped) expect(r.reason, r.description).toMatch(/needs provider state .*--provider-states-url|a state only the simulator can produce|changes data on the target/);
    const reasons = new Set(skipped.map((r) => (r.reason!.startsWith('changes data') ? 'changing' : r.reason!.includes('only the simulator') ? 'simulator' : 'state')));
    expect([...reasons].sort()).toEqual(['changing', 'simulator', 'state']);
    expect(skipped.find((r) => r.description.startsWith('CALL-24 ERR-42'))?.reason).toMatch(/'the store resolver is failing', a state only the simulator can produce/);
  });
});

describe('CALLS-01 verification against a staging server with a provider-state set-up URL', () => {
  it('sets up the states a real server can be put into and verifies those interactions; skips the simulator-only ones', async () => {
    // A staging team's set-up endpoint in Pact's convention, here in front of the simulator's control API.
    const setups: string[] = [];
    const adapter = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const { state, params, action } = JSON.parse(body) as { state: string; params: Record<string, unknown>; action: string };
        setups.push(`${action} ${state}`);
        const headers = { 'content-type': 'application/json', [SIM_TOKEN_HEADER]: server.token };
        void fetch(`${server.url}/__sim/reset`, { method: 'POST', headers, body: '{}' })
          .then(() => fetch(`${server.url}/__sim/state`, { method: 'POST', headers, body: JSON.stringify({ name: state, params }) }))
          .then((answer) => res.writeHead(answer.ok ? 200 : 500).end());
      });
    });
    await new Promise<void>((ready) => adapter.listen(0, '127.0.0.1', ready));
    try {
      const url = `http://127.0.0.1:${(adapter.address() as AddressInfo).port}/provider-states`;
      const staged = await verifyPacts({ baseUrl: server.url, target: 'states-url', providerStatesUrl: url, providers: ['store-resolver'] });
      expect(staged.results.filter((r) => r.outcome === 'failed').map((r) => `${r.description}: ${r.error ?? ''}`)).toEqual([]);
      const verified = staged.results.filter((r) => r.outcome === 'verified');
      expect(verified.some((r) => r.need === 'state-change')).toBe(true);
      expect(setups).toContain('setup store 1502 is a valid e-commerce store');
      const skipped = staged.results.filter((r) => r.outcome === 'skipped');
      expect(skipped.length).toBeGreaterThan(0);
      for (const r of skipped) expect(r).toMatchObject({ need: 'simulator-only', reason: expect.stringMatching(/a state only the simulator can produce/) as unknown });
    } finally {
      await new Promise((closed) => adapter.close(closed));
    }
  }, 120_000);
});

describe('workbench contracts verify against a real server', () => {
  const cli = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(process.execPath, ['cli/bin.mjs', 'contracts', 'verify', ...args], { env: { ...process.env, SIM_TOKEN: '', NO_COLOR: '1' } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code) => done({ code, stdout, stderr }));
    });

  it('prints per CALL what was verified and what was skipped with the reason, and exits 0', async () => {
    const r = await cli('--base-url', server.url, '--no-states', '--provider', 'store-resolver');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/treated as a real server without state set-up/);
    expect(r.stdout).toMatch(/^VERIFIED CALL-\d+/m);
    expect(r.stdout).toMatch(/^SKIPPED {2}CALL-24 .* — needs 'the store resolver is failing', a state only the simulator can produce/m);
    expect(r.stdout).toMatch(/^CALL-24 {2}\d+ verified, \d+ skipped$/m);
    expect(r.stdout).toMatch(/\d+ verified, \d+ skipped, 0 failed/);
  }, 60_000);

  it('names a network error (host, port, code) without --verbose', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
    const { port } = probe.address() as AddressInfo;
    await new Promise((closed) => probe.close(closed));
    const r = await cli('--base-url', `http://127.0.0.1:${port}`);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`workbench: cannot reach 127.0.0.1 port ${port}: ECONNREFUSED (nothing listens there)`);
  }, 60_000);
});
