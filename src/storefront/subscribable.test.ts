import { describe, expect, it } from 'vitest';
import { subscribable } from './subscribable';

describe('a store\'s listeners', () => {
  it('each listener subscribed is told of every change until it unsubscribes', () => {
    const store = subscribable();
    const told: string[] = [];
    const stopA = store.subscribe(() => told.push('a'));
    store.subscribe(() => told.push('b'));
    store.notify();
    stopA();
    store.notify();
    expect(told).toEqual(['a', 'b', 'b']);
  });

  it('a change tells those subscribed when it happened, once each, even when a listener subscribes or unsubscribes another', () => {
    const store = subscribable();
    const told: string[] = [];
    let stopB = (): void => undefined;
    store.subscribe(() => {
      told.push('a');
      stopB();
      store.subscribe(() => told.push('late'));
    });
    stopB = store.subscribe(() => told.push('b'));
    store.notify();
    expect(told).toEqual(['a', 'b']);
  });

  it('a cleared store tells no one', () => {
    const store = subscribable();
    const told: string[] = [];
    store.subscribe(() => told.push('a'));
    store.clear();
    store.notify();
    expect(told).toEqual([]);
  });
});
