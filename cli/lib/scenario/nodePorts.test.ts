import { describe, expect, it } from 'vitest';
import { createClock } from '../../../simulator/core/clock';
import { simScheduler, textLocation } from './nodePorts';

describe('the storefront core ports in Node', () => {
  it('fires timers on the simulator clock in order, only when it is advanced past them', () => {
    const clock = createClock(1_000);
    const scheduler = simScheduler(clock);
    const fired: string[] = [];
    scheduler.setTimeout(() => fired.push('b'), 200);
    scheduler.setTimeout(() => fired.push('a'), 100);
    const cancelled = scheduler.setTimeout(() => fired.push('never'), 150);
    scheduler.clearTimeout(cancelled);
    scheduler.advance(99);
    expect(fired).toEqual([]);
    scheduler.advance(150);
    expect(fired).toEqual(['a', 'b']);
    expect(clock.now()).toBe(1_249);
    expect(scheduler.pending()).toBe(0);
  });

  it('keeps the address as path, query and hash; another origin is kept whole', () => {
    const state = { url: '/shop?q=1' };
    const location = textLocation('http://127.0.0.1:4173', '127.0.0.1:4173', state);
    location.replace('/deals#top');
    expect(location.current()).toMatchObject({ pathname: '/deals', hash: '#top' });
    location.assign('https://www.other.test/x');
    expect(state.url).toBe('https://www.other.test/x');
  });
});
