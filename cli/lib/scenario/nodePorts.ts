import type { Clock, LocationPort } from '../../../src/storefront/ports';

/** The storefront core's ports in Node: the simulator's clock with timers it fires, and an address kept as text. */

/** Timers on the simulator's clock: nothing fires by itself; `advance` moves the clock and fires what fell due, in order. */
export interface SimScheduler extends Clock {
  advance(ms: number): void;
  /** Timers still waiting (for a run's report and for tests). */
  pending(): number;
}

export function simScheduler(clock: { now(): number; advance(ms: number): unknown }): SimScheduler {
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => clock.now(),
    setTimeout(run, ms) {
      const id = next++;
      timers.set(id, { at: clock.now() + Math.max(0, ms), run });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const end = clock.now() + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        if (due[1].at > clock.now()) clock.advance(due[1].at - clock.now());
        due[1].run();
      }
      if (end > clock.now()) clock.advance(end - clock.now());
    },
    pending: () => timers.size,
  };
}

/** The page address of a Node run: replacing keeps it inside the storefront; leaving records where the page went. */
export function textLocation(origin: string, host: string, state: { url: string }): LocationPort {
  return {
    current() {
      const url = new URL(state.url, origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash, host, href: url.href };
    },
    replace: (path) => {
      const url = new URL(path, origin);
      state.url = `${url.pathname}${url.search}${url.hash}`;
    },
    assign: (target) => {
      const url = new URL(target, origin);
      state.url = url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : target;
    },
  };
}
