/**
 * CALLS-04's deadline in the in-process driver, kept on the simulator's word instead of a real timer: a call expires
 * the moment the simulator decides its request will never be answered (a hanging fault), which is what the timer
 * would have waited for. A real timer would make a scenario's outcome depend on the machine's speed: on a busy machine
 * an answered call could outlast it. A long backstop still ends a wait the simulator did not report, so a run never
 * hangs.
 */
export const HANG_BACKSTOP_MS = 30_000;

export interface SimulatedDeadlines {
  /** The API environment's `deadline` port: the call's expiry, kept until the call is settled. */
  readonly deadline: (ms: number, signal: AbortSignal, expire: () => void) => () => void;
  /** `simulatorFetch`'s `onHang`: expires the hanging request's call. */
  readonly onHang: (signal: AbortSignal | undefined) => void;
  /** Runs a fetch made outside the clients (the page's own requests) under the same deadline. */
  readonly within: <T>(run: (signal: AbortSignal) => Promise<T>) => Promise<T>;
}

export function simulatedDeadlines(): SimulatedDeadlines {
  const pending = new Map<AbortSignal, () => void>();
  const deadline = (_ms: number, signal: AbortSignal, expire: () => void) => {
    // A referenced timer (AbortSignal.timeout's is not): a hanging upstream must not let the process exit mid-run.
    const backstop = setTimeout(expire, HANG_BACKSTOP_MS);
    pending.set(signal, expire);
    return () => {
      clearTimeout(backstop);
      pending.delete(signal);
    };
  };
  return {
    deadline,
    onHang: (signal) => {
      const expire = signal && pending.get(signal);
      if (expire) expire();
    },
    within: async (run) => {
      const controller = new AbortController();
      const cancel = deadline(HANG_BACKSTOP_MS, controller.signal, () => controller.abort());
      try {
        return await run(controller.signal);
      } finally {
        cancel();
      }
    },
  };
}
