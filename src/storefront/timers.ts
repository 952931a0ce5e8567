import type { Clock } from './ports';

/** The core's timed behaviours, each by its name: at most one of each waits at a time. */
export type TimerName = 'toast' | 'expiry' | 'profile' | 'tooltip' | 'reload';

export interface NamedTimers {
  /** Runs `run` after `ms` on the core's clock, replacing the timer of that name still waiting. */
  readonly start: (name: TimerName, ms: number, run: () => void) => void;
  /** Stops the timer of that name, if one waits. */
  readonly clear: (name: TimerName) => void;
  /** Stops every timer (the core is disposed): nothing it scheduled runs afterwards. */
  readonly clearAll: () => void;
}

/**
 * One place that starts and stops the core's timers, so a second toast replaces the first one's timer instead of
 * racing it, and a disposed core leaves nothing behind on the page's clock.
 */
export function namedTimers(clock: Clock): NamedTimers {
  const waiting = new Map<TimerName, { handle: unknown }>();
  const clear = (name: TimerName): void => {
    const entry = waiting.get(name);
    if (!entry) return;
    waiting.delete(name);
    clock.clearTimeout(entry.handle);
  };
  return {
    start(name, ms, run) {
      clear(name);
      // Stryker disable next-line ObjectLiteral: the handle is set on the next line, before anything can read it
      const entry: { handle: unknown } = { handle: null };
      waiting.set(name, entry);
      entry.handle = clock.setTimeout(() => {
        // Only the timer still registered under its name runs: a replaced or stopped one's late call does nothing.
        if (waiting.get(name) !== entry) return;
        waiting.delete(name);
        run();
      }, ms);
    },
    clear,
    clearAll() {
      for (const name of [...waiting.keys()]) clear(name);
    },
  };
}
