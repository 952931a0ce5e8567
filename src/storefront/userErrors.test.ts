import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../tests/support/manualClock';
import type { ShownUserError } from './userErrors';
import { createUserErrorQueue } from './userErrors';

function setup() {
  const clock = manualClock();
  const shown: (ShownUserError | null)[] = [];
  const queue = createUserErrorQueue(clock, (s) => shown.push(s));
  const last = () => shown[shown.length - 1];
  return { clock, shown, queue, last };
}

describe('user errors (MISC-08)', () => {
  it('CALLS-04 MISC-08 an error is shown with its title and message once the popup wrapper delay of 1000 ms has passed', () => {
    const { clock, shown, queue, last } = setup();
    queue.ask('Store unavailable', 'Please pick another store.');
    clock.advance(999);
    expect(shown).toEqual([]);
    clock.advance(1);
    expect(last()).toMatchObject({ title: 'Store unavailable', message: 'Please pick another store.' });
  });

  it('MISC-08 one error at a time, in the order asked: dismissing the shown one shows the next, then none', () => {
    const { clock, queue, last, shown } = setup();
    queue.ask('First', 'one');
    queue.ask('Second', 'two');
    clock.advance(1000);
    expect(shown).toHaveLength(1);
    const first = last()!;
    expect(first.title).toBe('First');
    queue.dismiss(first.id);
    const second = last()!;
    expect(second).toMatchObject({ title: 'Second', message: 'two' });
    expect(second.id).not.toBe(first.id);
    queue.dismiss(second.id);
    expect(last()).toBeNull();
  });

  it('MISC-08 the callback runs once, when its error is dismissed; dismissing another id, or the same twice, does nothing', () => {
    const { clock, queue, last, shown } = setup();
    const callback = vi.fn();
    queue.ask('Oops', 'again', callback);
    queue.ask('Later', 'next');
    clock.advance(1000);
    const id = last()!.id;
    queue.dismiss(id + 100);
    expect(callback).not.toHaveBeenCalled();
    expect(shown).toHaveLength(1);
    queue.dismiss(id);
    expect(callback).toHaveBeenCalledTimes(1);
    queue.dismiss(id);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(last()?.title).toBe('Later');
  });

  it('MISC-08 dismissing with nothing shown does nothing', () => {
    const { queue, shown } = setup();
    queue.dismiss(1);
    expect(shown).toEqual([]);
  });

  it('MISC-08 an error that arrives while another is shown waits without changing what is shown', () => {
    const { clock, queue, shown } = setup();
    queue.ask('First', 'one');
    clock.advance(1000);
    queue.ask('Second', 'two');
    clock.advance(1000);
    expect(shown.map((s) => s?.title)).toEqual(['First']);
  });

  it('disposing cancels the errors still waiting for their delay', () => {
    const { clock, queue, shown } = setup();
    queue.ask('First', 'one');
    queue.ask('Second', 'two');
    queue.dispose();
    expect(clock.pending()).toBe(0);
    clock.advance(5000);
    expect(shown).toEqual([]);
  });

  it('a shown error no longer counts as waiting: disposing afterwards cancels only the rest', () => {
    const { clock, queue, shown } = setup();
    const cleared = vi.spyOn(clock, 'clearTimeout');
    queue.ask('First', 'one');
    clock.advance(1000);
    queue.dispose();
    expect(cleared).not.toHaveBeenCalled();
    expect(shown).toHaveLength(1);
  });
});
