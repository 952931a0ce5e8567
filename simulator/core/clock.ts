import type { SimClock } from './contract';

/** 2026-06-01T15:00:00Z: the simulator's default start time. */
export const DEFAULT_START = Date.UTC(2026, 5, 1, 15, 0, 0);

export type ClockMode = 'frozen' | 'real';

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
      if (!Number.isFinite(epochMs)) throw new RangeError('clock time must be a finite number of epoch ms');
      base = epochMs;
      realAt = realNow();
    },
    advance(ms) {
      if (!Number.isFinite(ms)) throw new RangeError('clock advance must be a finite number of ms');
      base = now() + ms;
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
