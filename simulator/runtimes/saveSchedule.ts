/** The timer functions a schedule uses (the page's own, or a test's). */
export interface Timers {
  set(task: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SaveSchedule {
  /** Asks for a write; writes that many answers ask for within the delay are one write. */
  soon(): void;
  /** Writes now, in place of any write that was asked for (the page is hiding: a timer would not run). */
  now(): void;
  /** Drops a write that was asked for and not yet made. */
  cancel(): void;
}

const pageTimers: Timers = {
  set: (task, ms) => setTimeout(task, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * When the in-page simulator writes its state to the tab's storage. A write is the whole state as JSON (tens of
 * milliseconds of the page's main thread), and a page load gets a dozen answers in a second: writing after each one
 * held the storefront's own work back. Writes asked for by answers are gathered into one after `delayMs`; the page
 * hiding (a reload, a link, closing the tab) writes at once, so the next page always finds the latest state.
 */
export function saveSchedule(write: () => void, delayMs: number, timers: Timers = pageTimers): SaveSchedule {
  let pending: unknown = null;
  const cancel = () => {
    if (pending === null) return;
    timers.clear(pending);
    pending = null;
  };
  return {
    soon() {
      if (pending !== null) return;
      pending = timers.set(() => {
        pending = null;
        write();
      }, delayMs);
    },
    now() {
      cancel();
      write();
    },
    cancel,
  };
}
