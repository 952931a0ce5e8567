import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInteractions, loadPacts, verifyPacts } from '../verify';

/**
 * Every pact the consumer run wrote, verified interaction by interaction against the simulator's HTTP runtime
 * on a free loopback port; each interaction's provider state is applied through the control API first.
 */
const runtime = await import('../../simulator/runtimes/http').then(
  (module) => ({ ok: true as const, module }),
  (error: unknown) => ({ ok: false as const, error }),
);
const rows = listInteractions(loadPacts());
const providers = [...new Set(rows.map((r) => r.provider))];

describe('pact verification against the simulator', () => {
  let server: { url: string; token: string; close(): Promise<void> } | undefined;

  beforeAll(async () => {
    if (!runtime.ok) throw runtime.error instanceof Error ? runtime.error : new Error(String(runtime.error));
    server = await runtime.module.startSimulatorServer({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the consumer run wrote pact files to verify', () => {
    expect(rows.length).toBeGreaterThan(0);
  });

  for (const provider of providers) {
    describe(provider, () => {
      for (const row of rows.filter((r) => r.provider === provider)) {
        it(row.description, async () => {
          const summary = await verifyPacts({ baseUrl: server!.url, stateApi: server!.url, stateToken: server!.token, providers: [provider], description: row.description });
          expect(summary.results).toHaveLength(1);
          expect(summary.results[0]?.error ?? 'verified').toBe('verified');
        });
      }
    });
  }
});
