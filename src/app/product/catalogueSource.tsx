import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createCatalogueClient } from '../../api/catalogue';
import { useApp } from '../shell/AppContext';

import type { CatalogueSource } from '../../storefront/catalogue/pageContent';

/** Where pages get catalogue content from: the catalogue client of the storefront's configuration, or a test's fake. */
export type { CatalogueSource };

const CatalogueContext = createContext<CatalogueSource | null>(null);

export function CatalogueProvider({ source, children }: { source: CatalogueSource; children: ReactNode }) {
  return <CatalogueContext.Provider value={source}>{children}</CatalogueContext.Provider>;
}

/** The provided source, else a client over the page's fetch with the configuration's servlet origin. */
export function useCatalogue(): CatalogueSource {
  const provided = useContext(CatalogueContext);
  const { config, now } = useApp();
  return useMemo(
    () =>
      provided ??
      createCatalogueClient({
        config,
        env: { fetch: (input, init) => window.fetch(input, init), random: () => Math.random(), now, log: (line) => console.info(`[storefront] ${line}`) },
      }),
    [provided, config, now],
  );
}

/** `error`: what the load threw, so a page can decide on it (e.g. a server error's redirect). */
export type Loaded<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: T } | { readonly status: 'error'; readonly retry: () => void; readonly error: unknown };

/**
 * Loads catalogue content for a key (query, store, page…): loading until it answers, then ready or error with
 * a retry. A newer key aborts the older request, so a late answer never replaces a newer one. The request starts
 * while the render that needs it is committed, not in a later task after the browser has painted.
 */
export function useCatalogueLoad<T>(key: string | null, load: (source: CatalogueSource, signal: AbortSignal) => Promise<T>): Loaded<T> {
  const source = useCatalogue();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; loaded: Loaded<T> } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useLayoutEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loadRef
      .current(source, controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ key, attempt, loaded: { status: 'ready', data } });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ key, attempt, loaded: { status: 'error', retry, error } });
      });
    return () => controller.abort();
  }, [key, attempt, source, retry]);
  if (key === null || !state || state.key !== key || state.attempt !== attempt) return { status: 'loading' };
  return state.loaded;
}
