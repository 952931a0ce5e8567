import type { SimClock } from './contract';
import { CLOCK_RANGE_TEXT, isSettableClockTime, MAX_CLOCK_MS } from '../../spec/schemas/simClock';

export { MAX_CLOCK_MS };

/** 2026-06-01T15:00:00Z: the simulator's default start time. */
export const DEFAULT_START = Date.UTC(2026, 5, 1, 15, 0, 0);

export type ClockMode = 'frozen' | 'real';

/**
 * Whether an epoch-ms value is a time the clock may be set or advanced to: a Date can hold it, and still can after
 * the clock has run for a century (spec/schemas/simClock.ts), so no later read of the clock fails.
 */
export const isClockTime = isSettableClockTime;

export interface SimClockControl extends SimClock {
  /** Frozen (the default) keeps time still unless set or advanced; real lets it run from the current value. */
  mode(mode?: ClockMode): ClockMode;
  /** Back to the start time, frozen. */
  reset(): void;
}

export function createClock(start = DEFAULT_START, realNow: () => number = () => Date.now()): SimClockControl {
  let base = start;
  let mode: ClockMode = 'frozen';
  let realAt = realNow();
  const now = () => (mode === 'frozen' ? base : base + (realNow() - realAt));
  return {
    now,
    set(epochMs) {
      if (!isClockTime(epochMs)) throw new RangeError(`clock time must be ${CLOCK_RANGE_TEXT}, got ${epochMs}`);
      base = epochMs;
      realAt = realNow();
    },
    advance(ms) {
      if (!Number.isFinite(ms)) throw new RangeError('clock advance must be a finite number of ms');
      const next = now() + ms;
      if (!isClockTime(next)) throw new RangeError(`clock advance by ${ms} ms leaves the range of valid dates`);
      base = next;
      realAt = realNow();
    },
    mode(next) {
      // Asking for the mode it is in re-bases a running clock at its own time, which changes nothing.
      if (next) {
        base = now();
        realAt = realNow();
        mode = next;
      }
      return mode;
    },
    reset() {
      base = start;
      mode = 'frozen';
      realAt = realNow();
    },
  };
}
