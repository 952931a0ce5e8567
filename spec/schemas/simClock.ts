/**
 * The simulator clock's range (decision 0486). A JavaScript Date holds ±8.64e15 ms around 1970; a time at that edge is
 * valid until the clock runs (mode `real`) or advances past it, and then every answer that prints a date fails. So a
 * time given to the clock (set, advance, a scenario's clock, a repro link's) must stay representable for as long as a
 * run could last: RUN_MARGIN_MS, 100 years, inside the edge.
 */
export const MAX_DATE_MS = 8.64e15;

/** How long a simulator may run (its clock real) after a time is set: 100 years of 365.25 days. */
export const RUN_MARGIN_MS = 100 * 365.25 * 24 * 60 * 60 * 1000;

/** The furthest from 1970 the clock may be set: the Date range less the run margin. */
export const MAX_CLOCK_MS = MAX_DATE_MS - RUN_MARGIN_MS;

/** Whether an epoch-ms value is a time the clock may be set to (finite, and RUN_MARGIN_MS inside the Date range). */
export function isSettableClockTime(ms: number): boolean {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_CLOCK_MS;
}

/** The settable range in words, for messages. */
export const CLOCK_RANGE_TEXT = `epoch ms within ±${MAX_CLOCK_MS} (a date at least 100 years inside the range a Date holds)`;
