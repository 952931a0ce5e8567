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
  // In the page the simulator keeps the browser's time, running: the storefront's own timers (session
  // expiry, toasts, resend waits) use the same clock as the tokens and passcodes the simulator issues.
  const ctx = createSimContext({ now: Date.now(), ...options });
  ctx.clock.mode('real');
  const reset = ctx.reset.bind(ctx);
  ctx.reset = () => {
    reset();
    ctx.clock.set(Date.now());
    ctx.clock.mode('real');
  };
  const worker = setupWorker(...createHandlers(ctx));
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return { worker, ctx, stop: () => worker.stop() };
}
