/**
 * Whether the service worker controls the page, waiting for it to claim the page when it does not yet. The worker
 * unregisters itself when the last page it served closes, so a page that navigated in the meantime starts
 * uncontrolled: the worker registered again answers the start before it claims the page, and calls made until the
 * claim would go to the network instead of the simulator.
 */
export function pageControlled(timeoutMs: number, container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker): Promise<boolean> {
  if (!container) return Promise.resolve(false);
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve(container.controller !== null);
    };
    const timer = setTimeout(done, timeoutMs);
    container.addEventListener('controllerchange', done);
  });
}
