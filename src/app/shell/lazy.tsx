import { Component, lazy, Suspense, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';

export interface Deferred<P extends object> {
  /** Renders the component; suspends (to the nearest Suspense) only while its chunk is still on the way. */
  readonly Component: ComponentType<P>;
  /** Starts fetching the chunk (idempotent); resolves once the component can render without suspending. */
  readonly preload: () => Promise<void>;
}

/**
 * A component whose code is fetched on demand. Once its chunk has arrived it renders synchronously, so a page or
 * modal that was preloaded (at boot, on intent or when idle) never flashes a fallback. A failed fetch is forgotten,
 * so the next attempt fetches again. With `options.standalone` the component waits and fails on its own (showing
 * `fallback`) instead of suspending its parent: the shape for modals, which must never blank the page around them.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, options?: { standalone: true; fallback?: ReactNode }): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchOnce().then((component) => ({ default: component })));
  function DeferredComponent(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the subtree.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    if (!options?.standalone) return <Chosen {...props} />;
    const fallback = options.fallback ?? null;
    return (
      <ChunkErrorBoundary fallback={fallback}>
        <Suspense fallback={fallback}>
          <Chosen {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return {
    Component: DeferredComponent,
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/**
 * Marks, once, that the page is shown and the storefront has started fetching code ahead of need (the modals a shopper
 * opens by hand, the cart's code): a measurement tells those fetches apart from the first load by it (decision 0403).
 */
export function markIdlePrefetch(): void {
  if (idlePrefetchMarked) return;
  idlePrefetchMarked = true;
  performance.mark?.('storefront:prefetch-modals');
}
let idlePrefetchMarked = false;

/** Fetches ahead of need once the browser is idle, after marking that it does (`markIdlePrefetch`). */
export function prefetchWhenIdle(task: () => void): void {
  whenIdle(() => {
    markIdlePrefetch();
    task();
  });
}

/** Runs `task` when the browser is idle (or soon, where it has no idle callback). */
export function whenIdle(task: () => void, timeout = 2000): void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(task, { timeout });
  else setTimeout(task, 200);
}

/** Shows `fallback` instead of crashing the storefront when a page's code cannot be fetched (offline, new deploy). */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode; resetKey?: string }, { failed: boolean; key: string | undefined }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { failed: boolean; key: string | undefined }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the storefront could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
