/**
 * Code fetched on demand for a shopper's act: `loaded()` is the module once it has arrived (so an act after that runs
 * at once), `load()` fetches it once (a failed fetch is forgotten, so the next act tries again), and `run` runs an act
 * with it, at once when it is there, else once it has arrived (acts started before then run in the order they came).
 */
export interface OnDemand<M> {
  readonly loaded: () => M | null;
  readonly load: () => Promise<M>;
  readonly run: (act: (module: M) => void, unavailable: () => void) => void;
}

export function onDemand<M>(fetchModule: () => Promise<M>): OnDemand<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  const load = (): Promise<M> =>
    (pending ??= fetchModule().then(
      (m) => (module = m),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    loaded: () => module,
    load,
    run: (act, unavailable) => {
      if (module) act(module);
      else void load().then(act, unavailable);
    },
  };
}
