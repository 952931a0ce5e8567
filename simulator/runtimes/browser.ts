import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { createSimContext } from '../core/context';
import type { SimContext, SimContextOptions } from '../core/context';
import { createHandlers } from './msw';

export interface BrowserSimulator {
  worker: SetupWorker;
  ctx: SimContext;
  stop(): void;
}

/** Starts the simulator in the page: the msw service worker answers every simulated path; state lives in the page's memory. */
export async function startBrowserSimulator(options: SimContextOptions = {}): Promise<BrowserSimulator> {
  const ctx = createSimContext(options);
  const worker = setupWorker(...createHandlers(ctx));
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return { worker, ctx, stop: () => worker.stop() };
}
