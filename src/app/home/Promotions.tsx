import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useApp } from '../shell/AppContext';
import { promoViews } from './promotions';
import type { PromoView } from './promotions';
import { Link } from '../shell/router';
import { promoOf, promoResultsPath } from '../search/promoFilters';

/** Loads CALL-17 promotions; tests pass a fake. */
export type PromoSource = (input: { includeAds: boolean; searchTerms?: string }, signal: AbortSignal) => Promise<{ promos: readonly unknown[] }>;

const PromoContext = createContext<PromoSource | null>(null);

export function PromoProvider({ source, children }: { source: PromoSource; children: ReactNode }) {
  return <PromoContext.Provider value={source}>{children}</PromoContext.Provider>;
}

/**
 * CALL-17 promotions (`/bin/{provider}/promos.single.json`), loaded after the session like the spec's page-load order
 * puts them (SESSION-EST-07: user info, session init, cart, promotions, search). On search results they are the
 * promotions for the search terms. A failed call shows nothing: promotions are never in the way of the page.
 */
export interface PromoFilter {
  /** The promotion the results are filtered by, if any. */
  readonly active: string | null;
  /** Which promotions can filter the results (the catalogue's own filters). */
  readonly filterable: readonly string[];
  readonly toggle: (promoId: string) => void;
}

export function Promotions({ searchTerms, filter }: { searchTerms?: string; filter?: PromoFilter }) {
  const { config, now, session } = useApp();
  const source = useContext(PromoContext);
  const [views, setViews] = useState<readonly PromoView[]>([]);
  const storeId = session?.storeId ?? null;
  const terms = searchTerms?.trim() || undefined;

  useEffect(() => {
    if (storeId === null) return;
    const controller = new AbortController();
    // The servlets client is fetched with the promotions, so it adds nothing to the page's own chunk.
    const load: PromoSource =
      source ??
      (async (input, signal) => {
        const { createServletsClient } = await import('../../api/servlets');
        const client = createServletsClient({ config, env: { fetch: (i, init) => window.fetch(i, init), random: () => Math.random(), now, log: (line) => console.info(`[storefront] ${line}`) } });
        return client.promos(input, signal);
      });
    load({ includeAds: terms !== undefined, ...(terms ? { searchTerms: terms } : {}) }, controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setViews(promoViews(answer.promos));
      })
      .catch(() => {
        if (!controller.signal.aborted) setViews([]);
      });
    return () => controller.abort();
  }, [storeId, terms, source, config, now]);

  if (views.length === 0) return null;
  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h2 id="promotions-title">{terms ? `Promotions for “${terms}”` : 'Promotions'}</h2>
      <ul className="promo-list">
        {views.map((p) => (
          <li key={p.id} className={p.deal ? 'promo promo-deal' : 'promo'} data-promo={p.id}>
            {p.deal && <span className="promo-badge">Deal</span>}{' '}
            {filter?.filterable.includes(p.id) ? (
              // Decision 0434: a promotion of the results is a filter chip: pressed, the results are only its products.
              <button type="button" className="chip" aria-pressed={filter.active === p.id} onClick={() => filter.toggle(p.id)}>
                {p.text}
              </button>
            ) : promoOf(p.id) ? (
              // Outside the results (home), a promotion the search can filter by leads to its products at the store.
              <Link className="chip" href={promoResultsPath(promoOf(p.id)!)}>
                {p.text}
              </Link>
            ) : (
              p.text
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
