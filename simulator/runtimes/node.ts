import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { createSimContext } from '../core/context';
import type { SimContext, SimContextOptions } from '../core/context';
import { createHandlers } from './msw';

export interface NodeSimulator {
  server: SetupServer;
  ctx: SimContext;
}

/**
 * The simulator for Node tests: msw intercepts fetch in-process. Call `server.listen()` in beforeAll and
 * `server.close()` in afterAll; `ctx.reset()` between tests returns to the seed.
 */
export function createNodeSimulator(options: SimContextOptions = {}): NodeSimulator {
  const ctx = createSimContext(options);
  const server = setupServer(...createHandlers(ctx));
  return { server, ctx };
}
