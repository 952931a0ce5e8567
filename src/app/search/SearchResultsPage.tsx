import type { KeyboardEvent } from 'react';
import type { Shop } from '../../../spec/schemas/upstream/catalogue';
import { PageTitle } from '../pages/PageTitle';
import { useCatalogueLoad } from '../product/catalogueSource';
import { LoadError } from '../product/LoadError';
import { ProductGrid, ProductGridSkeleton } from '../product/ProductGrid';
import { useShoppingStoreId } from '../shell/AppContext';
import { Link, useRouter } from '../shell/router';
import { searchTabIndex } from '../../rules/searchTab';
import { sellerIdOf } from '../../storefront/catalogue/search';
import { Promotions } from '../home/Promotions';
import { RecipeResults } from './RecipeResults';
import { PROMO_FILTERS, PROMO_HEADING, promoOf } from './promoFilters';

const PAGE_SIZE = 24;
const TABS = ['Products', 'Recipes'] as const;


/** Which page of results the address asks for; anything but a positive whole number is the first. */
function pageOf(value: string | null): number {
  return value !== null && /^\d{1,4}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/**
 * Search results: products and recipes tabs; `tab=recipes` selects index 1, anything else products (DEEPLINK-16).
 * The recipes tab searches recipes (decision 0406) and makes no product call.
 * Products come from the catalogue for the session's store: the global search is the banner's shop (SEARCH-01),
 * the marketplace searches across sellers (SEARCH-02) or one seller's (SEARCH-03, the seller id of SEARCH-12),
 * the wine shop its wines (SEARCH-04).
 */
export function SearchResultsPage({ shop, heading }: { shop?: Shop; heading: string }) {
  const { location, navigate } = useRouter();
  const params = new URLSearchParams(location.search);
  const q = params.get('q') ?? '';
  // Only the global search has tabs; the shop searches list products whatever `tab` says.
  const tab = shop ? 0 : searchTabIndex(params.get('tab'));
  const page = pageOf(params.get('page'));
  const catalogueShop: Shop = shop ?? 'grocery';
  const sellerId = catalogueShop === 'marketplace' ? sellerIdOf(location.pathname, location.search) : null;
  const storeId = useShoppingStoreId();
  const promo = promoOf(params.get('promo'));
  const key = storeId === null || tab !== 0 ? null : JSON.stringify([catalogueShop, q, sellerId, page, storeId, promo]);
  const results = useCatalogueLoad(key, (source, signal) =>
    source.search({ shop: catalogueShop, q, storeId: storeId ?? '', page, size: PAGE_SIZE, ...(sellerId ? { sellerId } : {}), ...(promo ? { promo } : {}) }, signal),
  );
  const at = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return `${location.pathname}?${next.toString()}`;
  };
  // Each tab pages on its own, so a switch starts at the first page.
  const select = (index: number) => navigate(at({ tab: index === 1 ? 'recipes' : 'products', page: null }), { replace: true });
  // Arrow keys move between the two tabs, selecting the one they reach (the tabs pattern with automatic activation).
  const arrows = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = 1 - tab;
    select(next);
    document.getElementById(`search-tab-${next}`)?.focus();
  };
  const content =
    tab !== 0 ? (
      <RecipeResults q={q} page={page} pageHref={(n) => at({ page: n > 1 ? String(n) : null })} />
    ) : results.status === 'error' ? (
      <LoadError what="search results" retry={results.retry} />
    ) : results.status === 'loading' ? (
      <ProductGridSkeleton label="Search results" />
    ) : (
      <>
        <p className="muted small" aria-live="polite">
          {results.data.total === 1 ? '1 product' : `${results.data.total} products`}
        </p>
        <ProductGrid items={results.data.products} label="Search results" empty={promo ? `No products match “${q}” with this promotion.` : q ? `No products match “${q}”. Try another word, or browse the aisles.` : undefined} />
        {results.data.total > PAGE_SIZE && (
          <nav aria-label="Result pages" className="pager">
            {page > 1 && <Link href={at({ page: page > 2 ? String(page - 1) : null })}>Previous</Link>}
            <span className="muted small">
              Page {page} of {Math.ceil(results.data.total / PAGE_SIZE)}
            </span>
            {page * PAGE_SIZE < results.data.total && <Link href={at({ page: String(page + 1) })}>Next</Link>}
          </nav>
        )}
      </>
    );
  const sellerName = sellerId && results.status === 'ready' ? (results.data.sellers.find((s) => s.sellerId === sellerId)?.name ?? null) : null;

  return (
    <>
      <PageTitle>{q ? `${heading} for “${q}”` : promo ? PROMO_HEADING[promo] : heading}</PageTitle>
      {sellerId && <p className="muted">{sellerName ? `Sold by ${sellerName}` : `Seller ${sellerId}`}</p>}
      {!shop && (
        <div role="tablist" aria-label="Result type" className="tabs">
          {TABS.map((name, i) => (
            <button key={name} id={`search-tab-${i}`} role="tab" type="button" aria-selected={tab === i} aria-controls="search-tabpanel" tabIndex={tab === i ? 0 : -1} className="tab" onClick={() => select(i)} onKeyDown={arrows}>
              {name}
            </button>
          ))}
        </div>
      )}
      {shop ? (
        content
      ) : (
        <div role="tabpanel" id="search-tabpanel" aria-labelledby={`search-tab-${tab}`}>
          {content}
        </div>
      )}
      {/* Below the results, so promotions arriving later never move them (CALL-17 for the search terms). */}
      {q.trim() !== '' && <Promotions searchTerms={q} filter={{ active: promo, filterable: PROMO_FILTERS, toggle: (id) => navigate(at({ promo: promo === id ? null : id, page: null })) }} />}
    </>
  );
}
