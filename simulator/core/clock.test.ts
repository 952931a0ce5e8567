import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClock, DEFAULT_START, isClockTime, MAX_CLOCK_MS } from './clock';

/** A machine clock the test moves by hand. */
function machine(start = 5_000) {
  let t = start;
  return { now: () => t, move: (ms: number) => void (t += ms) };
}

describe('the simulator clock', () => {
  it('starts frozen at the default start time and stays there while the machine clock runs', () => {
    const m = machine();
    const clock = createClock(undefined, m.now);
    expect(clock.now()).toBe(DEFAULT_START);
    expect(clock.mode()).toBe('frozen');
    m.move(60_000);
    expect(clock.now()).toBe(DEFAULT_START);
  });

  it('set and advance move the frozen clock; advance may go back', () => {
    const clock = createClock(1_000, machine().now);
    clock.set(2_000);
    expect(clock.now()).toBe(2_000);
    clock.advance(30_000);
    expect(clock.now()).toBe(32_000);
    clock.advance(-2_000);
    expect(clock.now()).toBe(30_000);
  });

  it('real mode runs from the current time with the machine clock; frozen again holds the time reached', () => {
    const m = machine();
    const clock = createClock(1_000, m.now);
    m.move(500);
    expect(clock.mode('real')).toBe('real');
    expect(clock.now()).toBe(1_000);
    m.move(250);
    expect(clock.now()).toBe(1_250);
    // Asking again for the mode it is in changes nothing.
    expect(clock.mode('real')).toBe('real');
    expect(clock.now()).toBe(1_250);
    clock.advance(100);
    expect(clock.now()).toBe(1_350);
    m.move(50);
    expect(clock.now()).toBe(1_400);
    clock.set(10_000);
    m.move(5);
    expect(clock.now()).toBe(10_005);
    expect(clock.mode('frozen')).toBe('frozen');
    m.move(1_000);
    expect(clock.now()).toBe(10_005);
  });

  it('reset goes back to the start time, frozen', () => {
    const m = machine();
    const clock = createClock(1_000, m.now);
    clock.mode('real');
    m.move(700);
    clock.reset();
    expect(clock.mode()).toBe('frozen');
    expect(clock.now()).toBe(1_000);
    m.move(700);
    expect(clock.now()).toBe(1_000);
    clock.mode('real');
    m.move(3);
    expect(clock.now()).toBe(1_003);
  });

  it('a time no Date can hold is refused, and the clock keeps its time', () => {
    const clock = createClock(1_000, machine().now);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, MAX_CLOCK_MS + 1, -MAX_CLOCK_MS - 1]) {
      expect(() => clock.set(bad), String(bad)).toThrow(RangeError);
    }
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.advance(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => clock.advance(MAX_CLOCK_MS)).toThrow(RangeError);
    expect(clock.now()).toBe(1_000);
    clock.set(MAX_CLOCK_MS);
    expect(clock.now()).toBe(MAX_CLOCK_MS);
    clock.set(-MAX_CLOCK_MS);
    expect(clock.now()).toBe(-MAX_CLOCK_MS);
  });

  it('a refusal says what was wrong: the time refused, a non-finite advance, or an advance leaving the range', () => {
    const clock = createClock(1_000, machine().now);
    expect(() => clock.set(MAX_CLOCK_MS + 1)).toThrow(String(MAX_CLOCK_MS + 1));
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(/finite/);
    expect(() => clock.advance(MAX_CLOCK_MS)).toThrow(new RegExp(`by ${MAX_CLOCK_MS} ms leaves the range`));
  });

  it('the clock never goes back on its own: frozen it stands, running it follows a machine clock that moves forward', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom('real' as const, 'frozen' as const)), { maxLength: 30 }), (steps) => {
        const m = machine();
        const clock = createClock(1_000, m.now);
        let last = clock.now();
        for (const step of steps) {
          if (typeof step === 'number') m.move(step);
          else clock.mode(step);
          expect(clock.now()).toBeGreaterThanOrEqual(last);
          last = clock.now();
        }
      }),
    );
  });

  it('a clock time is a number within the range of Date, ends included', () => {
    for (const ms of [0, -1, MAX_CLOCK_MS, -MAX_CLOCK_MS, DEFAULT_START]) expect(isClockTime(ms), String(ms)).toBe(true);
    for (const ms of [MAX_CLOCK_MS + 1, -MAX_CLOCK_MS - 1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(isClockTime(ms), String(ms)).toBe(false);
    // What the control API receives is JSON: a numeric string is no clock time.
    expect(isClockTime('5' as unknown as number)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: -MAX_CLOCK_MS, max: MAX_CLOCK_MS }), (ms) => isClockTime(ms) && !Number.isNaN(new Date(ms).getTime())));
  });
});
