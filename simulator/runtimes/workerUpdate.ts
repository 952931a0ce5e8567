/** The part of a service worker registration the start touches. */
interface Updatable {
  update: (this: Updatable) => Promise<unknown>;
}

/**
 * Runs the worker's start with every registration update it asks for handled. msw's start asks an existing
 * registration to update and does not wait for the answer, while the worker unregisters itself when the last page it
 * served closes: on a navigation, the previous page's close can unregister it while the next page's start asks, and
 * the update then rejects ("Not found") with nothing to catch it, an uncaught error in the shopper's page. Nothing in
 * the start depends on that answer (the worker that serves the page is found by pageControlled), so it is dropped.
 */
export async function withUpdatesHandled<T>(start: () => Promise<T>, registration: Updatable | undefined = globalThis.ServiceWorkerRegistration?.prototype): Promise<T> {
  if (!registration) return start();
  const update = registration.update;
  registration.update = function (this: Updatable) {
    const answer = update.call(this);
    answer.catch(() => undefined);
    return answer;
  };
  try {
    return await start();
  } finally {
    registration.update = update;
  }
}
