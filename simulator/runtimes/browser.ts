import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { createSimContext } from '../core/context';
import type { ActiveScenario, SimContext, SimContextOptions } from '../core/context';
import { restoreContext, snapshotContext } from '../core/persist';
import { applyScenario, findScenario } from '../scenarios/apply';
import { createRoutingHandler } from './msw';
import { CLOCK_PARAM, FAULTS_PARAM, readReproParams } from './reproLink';
import { pageControlled } from './pageControlled';
import { withUpdatesHandled } from './workerUpdate';
import { saveSchedule } from './saveSchedule';
import { ClockMirror, createForwardingHandler, enterRemote, remoteSettingsOfPage } from './browserRemote';
import type { RemoteSimSettings } from './browserRemote';

/** Answers within this time of each other are one write of the state (saveSchedule.ts). */
const SAVE_DELAY_MS = 400;

/** How long the start waits for the service worker to control the page (it claims it when it activates). */
const CONTROL_WAIT_MS = 5_000;

/** Where the in-page simulator keeps its state between page loads of the same tab. */
export const SIM_STORAGE_KEY = 'workbench.simulator.v1';

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface BrowserSimulatorOptions extends SimContextOptions {
  /** Where state survives reloads: the tab's sessionStorage unless given; null keeps it in memory only. */
  storage?: StateStorage | null;
  /**
   * The page's query string: `?scenario=<id>` puts the simulator in that scenario before the storefront boots, with
   * the QA panel's `faults` and `clock` on top (reproLink.ts).
   */
  search?: string;
  /** Sets a cookie in the page (a scenario's starting cookies). */
  setCookie?: (name: string, value: string) => void;
  /**
   * A shared `sim serve` tenant to forward the page's simulated calls to instead of an in-page state (browserRemote.ts);
   * default: what the page was given in `window.__workbenchRemoteSim`, if anything.
   */
  remote?: RemoteSimSettings | { problem: string } | null;
}

export interface BrowserSimulator {
  worker: SetupWorker;
  /** The in-page state; null when the page forwards to a shared `sim serve` (the tenant holds the state). */
  ctx: SimContext | null;
  /** The simulator's time, which the storefront runs on (the tenant's, followed, in remote mode). */
  now(): number;
  /** The scenario the simulator is in, if any (its feature toggles configure the storefront). */
  scenario: ActiveScenario | null;
  /** Why the simulator started fresh rather than as asked: an unknown scenario, unreadable saved state. */
  notice: string | null;
  /** Writes the state to storage now (it is also written shortly after answered requests, and when the page hides). */
  save(): void;
  stop(): void;
}

/**
 * User Timing entries of the start (read by the benchmarks and visible in the browser's performance panel):
 * `simulator:state` is the main-thread work of building or restoring the state and the handlers,
 * `simulator:worker` the wait for the service worker to take the page.
 */
export const STATE_MEASURE = 'simulator:state';
export const WORKER_MEASURE = 'simulator:worker';
const START_MARK = 'simulator:start';
const STATE_MARK = 'simulator:state-ready';
const READY_MARK = 'simulator:ready';

function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // Timing is diagnostics only.
  }
}

function measure(name: string, from: string, to: string): void {
  try {
    performance.measure(name, from, to);
  } catch {
    // Timing is diagnostics only.
  }
}

function sessionStore(): StateStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings, sandboxed frames): the simulator then lives in memory only.
    return null;
  }
}

/** The query string without `scenario` (and the link's faults and clock), so the storefront reads the URL as a shopper's link. */
export function withoutScenarioParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('scenario');
  params.delete(FAULTS_PARAM);
  params.delete(CLOCK_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Starts the simulator in the page: the msw service worker answers every simulated path. State is restored from
 * the tab's storage when a previous page saved it, so a reload or a link keeps accounts, tokens and passcodes;
 * `?scenario=<id>` instead resets it to that scenario.
 */
export async function startBrowserSimulator(options: BrowserSimulatorOptions = {}): Promise<BrowserSimulator> {
  mark(START_MARK);
  const remote = options.remote === undefined ? remoteSettingsOfPage() : options.remote;
  // Settings that cannot be used fall back to the in-page simulator, with the reason shown: never a half-remote page.
  if (remote && !('problem' in remote)) return startRemoteSimulator(remote, options);
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  const requested = new URLSearchParams(options.search ?? '').get('scenario');
  const saved = requested === null ? (storage?.getItem(SIM_STORAGE_KEY) ?? null) : null;
  // In the page the simulator keeps the browser's time, running: the storefront's own timers (session
  // expiry, toasts, resend waits) use the same clock as the tokens and passcodes the simulator issues.
  // A scenario (which resets) or a saved state (which replaces everything) comes next: no seed is built for it.
  const ctx = createSimContext({ now: Date.now(), ...options, unseeded: requested !== null || saved !== null });
  ctx.clock.mode('real');
  const reset = ctx.reset.bind(ctx);
  ctx.reset = () => {
    reset();
    ctx.clock.set(Date.now());
    ctx.clock.mode('real');
  };

  let notice: string | null = remote && 'problem' in remote ? `Not forwarded to a shared simulator: ${remote.problem}` : null;
  if (requested !== null) {
    try {
      const scenario = await findScenario(requested.trim());
      await applyScenario(ctx, scenario);
      // A QA panel link: its faults and clock replace the scenario's own, so the page is where the link was copied.
      const link = readReproParams(options.search ?? '');
      if (link.faults !== undefined) {
        ctx.faults.clear();
        for (const fault of link.faults) ctx.faults.add(fault);
      }
      if (link.clock !== undefined) ctx.clock.set(link.clock);
      if (link.problems.length > 0) {
        notice = link.problems.join('; ');
        if (ctx.activeScenario) ctx.activeScenario.notice = notice;
      }
      // A frozen scenario clock would stop the storefront's own timers; it runs from the scenario's time instead.
      ctx.clock.mode('real');
      for (const [name, value] of Object.entries(scenario.cookies)) options.setCookie?.(name, value);
    } catch (error) {
      notice = error instanceof Error ? error.message : `Scenario ${requested} could not be loaded`;
      ctx.reset();
    }
  } else if (saved !== null) {
    try {
      restoreContext(ctx, JSON.parse(saved), Date.now());
      ctx.clock.mode('real');
    } catch (error) {
      notice = `The saved simulator state could not be read and was reset (${error instanceof Error ? error.message.split('\n')[0] : 'unreadable'})`;
      storage?.removeItem(SIM_STORAGE_KEY);
      ctx.reset();
    }
  }

  const write = () => {
    if (!storage) return;
    try {
      storage.setItem(SIM_STORAGE_KEY, JSON.stringify(snapshotContext(ctx, Date.now())));
    } catch {
      // A full storage quota only costs persistence across reloads; the page keeps working.
    }
  };
  // Nothing is written yet: a restored state is already stored, and a scenario's is written with the first answers
  // or when the page hides, whichever comes first.
  const schedule = saveSchedule(write, SAVE_DELAY_MS);

  // One handler for every route (see createRoutingHandler): msw runs the page's every request through it.
  const worker = setupWorker(createRoutingHandler(ctx));
  worker.events.on('response:mocked', () => schedule.soon());
  const onHide = () => schedule.now();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') schedule.now();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onHide);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  notice = await startWorker(worker, notice);
  return {
    worker,
    ctx,
    now: () => ctx.clock.now(),
    get scenario() {
      return ctx.activeScenario;
    },
    notice,
    save: () => schedule.now(),
    stop: () => {
      schedule.cancel();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onHide);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
      worker.stop();
    },
  };
}

/**
 * Starts the service worker and waits until it controls the page; the timing marks of the start. The notice given,
 * with the reason added when the worker did not take the page.
 */
async function startWorker(worker: SetupWorker, notice: string | null): Promise<string | null> {
  mark(STATE_MARK);
  await withUpdatesHandled(() => worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true }));
  const controlled = await pageControlled(CONTROL_WAIT_MS);
  mark(READY_MARK);
  measure(STATE_MEASURE, START_MARK, STATE_MARK);
  measure(WORKER_MEASURE, STATE_MARK, READY_MARK);
  if (controlled) return notice;
  return [notice, `The simulator's service worker did not take this page within ${CONTROL_WAIT_MS} ms: its calls may reach the network unanswered`].filter(Boolean).join('; ');
}

/** The page on a shared `sim serve` tenant: the worker forwards, the tenant holds the state (browserRemote.ts). */
async function startRemoteSimulator(remote: RemoteSimSettings, options: BrowserSimulatorOptions): Promise<BrowserSimulator> {
  const clock = new ClockMirror();
  const fetchImpl = (input: string, init?: RequestInit) => fetch(input, init);
  const entered = await enterRemote(remote, options.search ?? '', clock, fetchImpl, options.setCookie);
  const worker = setupWorker(createForwardingHandler(remote, clock, fetchImpl));
  const notice = await startWorker(worker, entered.notice);
  return {
    worker,
    ctx: null,
    now: () => clock.now(),
    scenario: entered.scenario,
    notice,
    save: () => undefined,
    stop: () => worker.stop(),
  };
}
