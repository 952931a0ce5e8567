import { useEffect } from 'react';
import { useApp, useShoppingStoreId } from '../shell/AppContext';
import { Link, useRouter } from '../shell/router';
import { brandIndexTitle } from '../../rules/brandIndex';
import { useCatalogueLoad } from '../product/catalogueSource';
import { LoadError } from '../product/LoadError';
import { ProductGrid, ProductGridSkeleton } from '../product/ProductGrid';
import { PageTitle } from './PageTitle';
import { usePageTitle } from '../shell/documentTitle';

const BRAND_SIZE = 48;

/** The brand a brand page's address names (`/shop/brands/o-organics.html` → `o-organics`), or null on the brands list. */
export function brandSlugOf(pathname: string): string | null {
  return /^\/shop\/brands\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.\d{2,4})?\.html$/.exec(pathname)?.[1] ?? null;
}

/** The brands of the banner's shop, from the catalogue's brand facet (decision 0434), each linking to its page. */
function BrandList({ storeId }: { storeId: string | null }) {
  const brands = useCatalogueLoad(storeId === null ? null : `brands@${storeId}`, (source, signal) => source.search({ shop: 'grocery', storeId: storeId ?? '', size: 1 }, signal));
  if (brands.status === 'error') return <LoadError what="the brands" retry={brands.retry} />;
  if (brands.status === 'loading') return <p className="muted">Loading brands…</p>;
  const list = brands.data.brands ?? [];
  if (list.length === 0) return <p>No brands to show right now.</p>;
  return (
    <ul className="chip-list" aria-label="Brands">
      {list.map((b) => (
        <li key={b.slug} className="chip">
          <Link href={`/shop/brands/${b.slug}.html`}>{b.name}</Link> <span className="muted small">({b.count})</span>
        </li>
      ))}
    </ul>
  );
}

/** One brand's products at the shopping store. */
function BrandProducts({ slug, storeId }: { slug: string; storeId: string | null }) {
  const items = useCatalogueLoad(storeId === null ? null : `brand:${slug}@${storeId}`, (source, signal) => source.search({ shop: 'grocery', brand: slug, storeId: storeId ?? '', size: BRAND_SIZE }, signal));
  const name = (items.status === 'ready' ? items.data.brands?.find((b) => b.slug === slug)?.name : undefined) ?? slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  usePageTitle(name);
  return (
    <>
      <PageTitle>{name}</PageTitle>
      <p>
        <Link href="/shop/brands.html">All brands</Link>
      </p>
      {items.status === 'error' ? (
        <LoadError what={`${name} products`} retry={items.retry} />
      ) : items.status === 'loading' ? (
        <ProductGridSkeleton label={`${name} products`} />
      ) : (
        <ProductGrid items={items.data.products} label={`${name} products`} empty={`There is nothing from ${name} at this store right now.`} />
      )}
    </>
  );
}

export function BrandsPage({ index }: { index: boolean }) {
  const { banner } = useApp();
  const { location } = useRouter();
  const storeId = useShoppingStoreId();
  const slug = index ? null : brandSlugOf(location.pathname);
  const title = index ? brandIndexTitle('Groceries', banner.displayName) : 'Brands';
  // PAGES-09: the brand index's title is the rule's whole title, banner included.
  useEffect(() => {
    if (index) document.title = title;
  }, [index, title]);
  if (slug !== null) return <BrandProducts slug={slug} storeId={storeId} />;
  return (
    <div className="with-nav">
      {index && (
        <nav aria-label="Brand index" className="left-nav">
          <a href="/shop/brand-index.html" aria-current="page">
            Groceries
          </a>
        </nav>
      )}
      <div>
        <PageTitle>{index ? `Shop Groceries By Brand` : 'Shop by brand'}</PageTitle>
        <BrandList storeId={storeId} />
      </div>
    </div>
  );
}
