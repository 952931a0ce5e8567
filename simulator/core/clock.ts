import type { SimClock } from './contract';

/** 2026-06-01T15:00:00Z: the simulator's default start time. */
export const DEFAULT_START = Date.UTC(2026, 5, 1, 15, 0, 0);

export type ClockMode = 'frozen' | 'real';

/** The furthest a JavaScript Date reaches either side of 1970 (ECMAScript's time value range), in ms. */
export const MAX_CLOCK_MS = 8.64e15;

/** Whether an epoch-ms value is a time a Date can hold (anything else makes `toISOString` throw). */
export function isClockTime(ms: number): boolean {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_CLOCK_MS;
}

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
      if (!isClockTime(epochMs)) throw new RangeError(`clock time must be epoch ms within ±${MAX_CLOCK_MS} (a valid date), got ${epochMs}`);
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
      if (next && next !== mode) {
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
