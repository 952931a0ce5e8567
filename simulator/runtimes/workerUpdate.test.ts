import { describe, expect, it } from 'vitest';
import { withUpdatesHandled } from './workerUpdate';

/** A registration class whose update rejects as Chromium's does once the registration is gone. */
function goneRegistration() {
  class Registration {
    update(): Promise<unknown> {
      return Promise.reject(new Error("Failed to update a ServiceWorker for scope ('http://127.0.0.1/'): Not found"));
    }
  }
  return Registration;
}

/** Unhandled rejections seen while `body` runs and the microtasks after it settle. */
async function unhandledDuring(body: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const onUnhandled = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    await body();
    // Node reports unhandled rejections once the microtasks have run, before the event loop's next turn: one turn,
    // not a length of time.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
  return seen;
}

describe('the in-page simulator start and the registration update msw asks for', () => {
  it('an update that rejects during the start is handled: nothing uncaught, and the start still answers', async () => {
    const Registration = goneRegistration();
    const seen = await unhandledDuring(async () => {
      const started = await withUpdatesHandled(async () => {
        // msw's start: fire and forget.
        void new Registration().update();
        return 'started';
      }, Registration.prototype);
      expect(started).toBe('started');
    });
    expect(seen).toEqual([]);
  });

  it('the caller of update still sees its rejection, and the original update is back after the start, even a failed one', async () => {
    const Registration = goneRegistration();
    const updateOf = () => Object.getOwnPropertyDescriptor(Registration.prototype, 'update')?.value as unknown;
    const original = updateOf();
    await withUpdatesHandled(async () => {
      await expect(new Registration().update()).rejects.toThrow('Not found');
    }, Registration.prototype);
    expect(updateOf()).toBe(original);
    await expect(withUpdatesHandled(() => Promise.reject(new Error('worker script missing')), Registration.prototype)).rejects.toThrow('worker script missing');
    expect(updateOf()).toBe(original);
  });

  it('without the control the start is left as it is', async () => {
    const Registration = goneRegistration();
    const seen = await unhandledDuring(async () => {
      void new Registration().update();
    });
    expect(seen).toHaveLength(1);
  });

  it('runs the start alone where the page has no service workers', async () => {
    await expect(withUpdatesHandled(async () => 7, undefined)).resolves.toBe(7);
  });
});
