import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFocusMove } from './focusMove';
import type { Clock } from './ports';

const clock: Clock = { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) };

describe('focus move (CALLS-04)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('CALLS-04 moves the focus 500 ms after it was asked for, not before', () => {
    const focus = vi.fn();
    createFocusMove(clock).move(focus);
    vi.advanceTimersByTime(499);
    expect(focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('CALLS-04 a newer move replaces one still waiting, and dispose cancels it', () => {
    const moves = createFocusMove(clock);
    const first = vi.fn();
    const second = vi.fn();
    moves.move(first);
    vi.advanceTimersByTime(300);
    moves.move(second);
    vi.advanceTimersByTime(300);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(second).toHaveBeenCalledTimes(1);
    moves.move(first);
    moves.dispose();
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
  });

  it('CALLS-04 a move that has run, or none at all, leaves nothing to cancel', () => {
    const cleared: unknown[] = [];
    const recording: Clock = { ...clock, clearTimeout: (h) => void cleared.push(h) };
    const moves = createFocusMove(recording);
    moves.dispose();
    expect(cleared).toEqual([]);
    const focus = vi.fn();
    moves.move(focus);
    vi.advanceTimersByTime(500);
    expect(focus).toHaveBeenCalledTimes(1);
    moves.dispose();
    moves.move(focus);
    expect(cleared).toEqual([]);
  });
});
