import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSchedule } from './saveSchedule';

describe('the in-page simulator writes its state once per burst of answers, and at once when the page hides', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers within the delay make one write, after the delay', () => {
    const write = vi.fn();
    const schedule = saveSchedule(write, 500);
    for (let i = 0; i < 12; i++) schedule.soon();
    vi.advanceTimersByTime(499);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(1);
    schedule.soon();
    vi.advanceTimersByTime(500);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('hiding writes at once and takes the place of the write asked for', () => {
    const write = vi.fn();
    const schedule = saveSchedule(write, 500);
    schedule.soon();
    schedule.now();
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('whatever the order of answers, hides and waits, every answer is followed by a write, and there are never more writes than asks', () => {
    const step = fc.oneof(fc.constant({ kind: 'answer' as const }), fc.constant({ kind: 'hide' as const }), fc.integer({ min: 1, max: 1_200 }).map((ms) => ({ kind: 'wait' as const, ms })));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let writes = 0;
        let unwritten = false;
        const schedule = saveSchedule(() => {
          writes += 1;
          unwritten = false;
        }, 500);
        let asks = 0;
        for (const s of steps) {
          if (s.kind === 'answer') {
            asks += 1;
            unwritten = true;
            schedule.soon();
          } else if (s.kind === 'hide') {
            asks += 1;
            schedule.now();
          } else vi.advanceTimersByTime(s.ms);
        }
        vi.advanceTimersByTime(500);
        expect(unwritten).toBe(false);
        expect(writes).toBeLessThanOrEqual(asks);
        vi.clearAllTimers();
      }),
    );
  });

  it('a cancelled write is not made', () => {
    const write = vi.fn();
    const schedule = saveSchedule(write, 500);
    schedule.soon();
    schedule.cancel();
    vi.advanceTimersByTime(1_000);
    expect(write).not.toHaveBeenCalled();
  });
});
