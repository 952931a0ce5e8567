import { searchProducts } from '../home/catalogue';
import type { Product } from '../home/catalogue';
import { PageTitle } from '../pages/PageTitle';
import { ProductGrid } from '../product/ProductGrid';
import { useRouter } from '../shell/router';
import { searchTabIndex } from '../../rules/deepLink';

/** Search results: products and recipes tabs; `tab=recipes` selects index 1, anything else products (DEEPLINK-16). */
export function SearchResultsPage({ shop, heading }: { shop?: Product['shop']; heading: string }) {
  const { location, navigate } = useRouter();
  const params = new URLSearchParams(location.search);
  const q = params.get('q') ?? '';
  const tab = searchTabIndex(params.get('tab'));
  const found = searchProducts(q, shop);
  const select = (index: number) => {
    params.set('tab', index === 1 ? 'recipes' : 'products');
    navigate(`${location.pathname}?${params.toString()}`, { replace: true });
  };
  return (
    <>
      <PageTitle>{q ? `${heading} for “${q}”` : heading}</PageTitle>
      {!shop && (
        <div role="tablist" aria-label="Result type" className="tabs">
          {['Products', 'Recipes'].map((name, i) => (
            <button key={name} role="tab" type="button" aria-selected={tab === i} className="tab" onClick={() => select(i)}>
              {name}
            </button>
          ))}
        </div>
      )}
      {tab === 0 ? <ProductGrid items={found} label="Search results" /> : <p className="empty">Recipes for “{q}” are coming soon.</p>}
    </>
  );
}
