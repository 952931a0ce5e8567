import { describe, expect, it, vi } from 'vitest';
import { pageControlled } from './pageControlled';

/** A service worker container whose controller is set when the test claims the page. */
function container(controlled: boolean) {
  const target = new EventTarget();
  const box = Object.assign(target, { controller: controlled ? ({} as ServiceWorker) : null });
  return {
    sw: box as unknown as ServiceWorkerContainer,
    claim() {
      box.controller = {} as ServiceWorker;
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
}

describe('the in-page simulator waits for its service worker to control the page', () => {
  it('answers at once for a page already controlled', async () => {
    await expect(pageControlled(5_000, container(true).sw)).resolves.toBe(true);
  });

  it('waits for the claim of an uncontrolled page, and no longer', async () => {
    vi.useFakeTimers();
    try {
      const c = container(false);
      const answer = pageControlled(5_000, c.sw);
      await vi.advanceTimersByTimeAsync(100);
      c.claim();
      await expect(answer).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the wait when nothing claims the page, and without service workers', async () => {
    vi.useFakeTimers();
    try {
      const answer = pageControlled(5_000, container(false).sw);
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(answer).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
    await expect(pageControlled(5_000, undefined)).resolves.toBe(false);
  });
});
