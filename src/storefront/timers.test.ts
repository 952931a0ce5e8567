import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../tests/support/manualClock';
import type { Clock } from './ports';
import { namedTimers } from './timers';
import type { TimerName } from './timers';

const NAMES: readonly TimerName[] = ['toast', 'expiry', 'profile', 'tooltip', 'reload'];

describe('the core\'s named timers', () => {
  it('TOAST-07 a timer runs once its time has passed, not before', () => {
    const clock = manualClock();
    const timers = namedTimers(clock);
    const ran: string[] = [];
    timers.start('toast', 8000, () => ran.push('toast'));
    clock.advance(7999);
    expect(ran).toEqual([]);
    clock.advance(1);
    expect(ran).toEqual(['toast']);
    clock.advance(10_000);
    expect(ran).toEqual(['toast']);
  });

  it('TOAST-01 a second start of the same name replaces the first: only the newer one runs, at its own time', () => {
    const clock = manualClock();
    const timers = namedTimers(clock);
    const ran: string[] = [];
    timers.start('toast', 8000, () => ran.push('first'));
    clock.advance(5000);
    timers.start('toast', 8000, () => ran.push('second'));
    clock.advance(3000);
    expect(ran, 'the first toast\'s time has passed, but it was replaced').toEqual([]);
    expect(clock.pending(), 'the replaced timer is stopped on the clock').toBe(1);
    clock.advance(5000);
    expect(ran).toEqual(['second']);
  });

  it('timers of different names never replace each other', () => {
    const clock = manualClock();
    const timers = namedTimers(clock);
    const ran: string[] = [];
    timers.start('toast', 10, () => ran.push('toast'));
    timers.start('tooltip', 20, () => ran.push('tooltip'));
    clock.advance(20);
    expect(ran).toEqual(['toast', 'tooltip']);
  });

  it('clear stops only the named timer; clearAll stops every one, and leaves nothing on the clock', () => {
    const clock = manualClock();
    const timers = namedTimers(clock);
    const ran: string[] = [];
    for (const name of NAMES) timers.start(name, 100, () => ran.push(name));
    timers.clear('expiry');
    expect(clock.pending()).toBe(NAMES.length - 1);
    timers.clearAll();
    expect(clock.pending()).toBe(0);
    clock.advance(1000);
    expect(ran).toEqual([]);
  });

  it('a timer can start its own name again from its run (the tooltip re-shown when it hides)', () => {
    const clock = manualClock();
    const timers = namedTimers(clock);
    const ran: number[] = [];
    timers.start('reload', 10, () => {
      ran.push(1);
      timers.start('reload', 10, () => ran.push(2));
    });
    clock.advance(10);
    expect(clock.pending()).toBe(1);
    clock.advance(10);
    expect(ran).toEqual([1, 2]);
  });

  it('a late call of a stopped timer does nothing (a clock that cannot take a timer back)', () => {
    const calls: (() => void)[] = [];
    const clock: Clock = { now: () => 0, setTimeout: (run) => calls.push(run), clearTimeout: () => undefined };
    const timers = namedTimers(clock);
    const ran: string[] = [];
    timers.start('toast', 10, () => ran.push('first'));
    timers.start('toast', 10, () => ran.push('second'));
    for (const call of calls) call();
    expect(ran).toEqual(['second']);
    timers.start('profile', 10, () => ran.push('profile'));
    timers.clearAll();
    calls.at(-1)!();
    expect(ran).toEqual(['second']);
  });

  it('a clock that runs a timer at once runs it once and keeps nothing waiting', () => {
    const clock: Clock = { now: () => 0, setTimeout: (run) => (run(), 1), clearTimeout: () => undefined };
    const timers = namedTimers(clock);
    const ran: string[] = [];
    timers.start('toast', 0, () => ran.push('toast'));
    expect(ran).toEqual(['toast']);
    timers.clearAll();
    expect(ran).toEqual(['toast']);
  });

  it('property: whatever the starts and clears, each name runs at most its last start, and only if not cleared after it', () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('start' as const), name: fc.constantFrom(...NAMES), ms: fc.integer({ min: 0, max: 50 }) }),
      fc.record({ op: fc.constant('clear' as const), name: fc.constantFrom(...NAMES) }),
      fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 30 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const clock = manualClock();
        const timers = namedTimers(clock);
        const ran: number[] = [];
        // The model: per name, the id of the start still waiting and when it is due.
        const due = new Map<TimerName, { id: number; at: number }>();
        const expected: number[] = [];
        let now = 0;
        const runDue = (until: number) => {
          for (;;) {
            const next = [...due.entries()].filter(([, d]) => d.at <= until).sort((a, b) => a[1].at - b[1].at || a[1].id - b[1].id)[0];
            if (!next) break;
            due.delete(next[0]);
            expected.push(next[1].id);
          }
        };
        steps.forEach((s, id) => {
          if (s.op === 'start') {
            timers.start(s.name, s.ms, () => ran.push(id));
            due.set(s.name, { id, at: now + s.ms });
          } else if (s.op === 'clear') {
            timers.clear(s.name);
            due.delete(s.name);
          } else {
            now += s.ms;
            runDue(now);
            clock.advance(s.ms);
          }
        });
        expect(ran).toEqual(expected);
        expect(clock.pending()).toBe(due.size);
      }),
    );
  });
});
