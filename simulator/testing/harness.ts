import type { SimContext } from '../core/context';
import { createNodeSimulator } from '../runtimes/node';
import { startSimulatorServer } from '../runtimes/http';
import { SIM_TOKEN_HEADER } from '../control/token';

/** One simulator behind one runtime, for tests that must hold in every runtime. */
export interface Harness {
  name: 'msw-node' | 'http';
  base: string;
  ctx: SimContext;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startHarness(name: Harness['name'], seed = 1): Promise<Harness> {
  if (name === 'http') {
    const server = await startSimulatorServer({ port: 0, seed });
    // The control API over HTTP needs the server's token; the harness sends it as any client of `sim serve` would.
    const withToken = (path: string, init: RequestInit = {}): RequestInit => {
      const headers = new Headers(init.headers);
      // A tenant named in the header is the token's holder's choice too (a browser has its cookie instead).
      if (!path.startsWith('/__sim') && !headers.has('x-sim-tenant')) return init;
      headers.set(SIM_TOKEN_HEADER, server.token);
      return { ...init, headers };
    };
    return { name, base: server.url, ctx: server.ctx, fetch: (path, init) => fetch(`${server.url}${path}`, withToken(path, init)), close: () => server.close() };
  }
  const { server, ctx } = createNodeSimulator({ seed });
  server.listen({ onUnhandledRequest: 'error' });
  const base = 'http://127.0.0.1:9';
  return { name, base, ctx, fetch: (path, init) => fetch(`${base}${path}`, init), close: async () => server.close() };
}

export const runtimes: Array<Harness['name']> = ['msw-node', 'http'];
