import { categories } from '../home/catalogue';
import { NotFoundPage } from '../pages/NotFoundPage';
import { aisleName } from './aisleName';
import { PageTitle } from '../pages/PageTitle';
import { useCatalogueLoad } from '../product/catalogueSource';
import { LoadError } from '../product/LoadError';
import { ProductGrid, ProductGridSkeleton } from '../product/ProductGrid';
import { aislesStoreId } from '../../rules/aislesStore';
import { useApp, useShoppingStoreId } from '../shell/AppContext';
import { SponsoredIcons } from '../sponsored/SponsoredIcons';

const AISLE_SIZE = 48;

/** An aisle of the banner's shop: its products at the aisle's store (PAGES-05), from the catalogue. */
export function AislesPage({ slug }: { slug: string }) {
  const { session } = useApp();
  // PAGES-05 (decision 0415): the aisle's list and title carry the store of the shopper's user info, else the store the
  // session cookie holds (before the session is established, the one the page load has decided).
  const storeId = aislesStoreId(session?.userInfo?.branchId, useShoppingStoreId());
  const known = categories.find((c) => c.pagePath.includes(`/aisles/${slug}.`));
  const items = useCatalogueLoad(storeId === null ? null : `${slug}@${storeId}`, (source, signal) => source.search({ shop: 'grocery', aisle: slug, storeId: storeId ?? '', size: AISLE_SIZE }, signal));
  const name = (items.status === 'ready' ? items.data.aisle?.name : undefined) ?? known?.name ?? aisleName(slug);
  // An address no aisle of the catalogue answers to (`/shop/aisles/nope.html`) is not an empty aisle called "Nope":
  // once the catalogue has said it knows no such aisle, the page is the not-found page, tab title included.
  const unknown = items.status === 'ready' && !items.data.aisle && !known;
  if (unknown) return <NotFoundPage />;
  return (
    <>
      <PageTitle>{name}</PageTitle>
      {storeId !== null && <p className="muted">Prices and availability for store #{storeId}</p>}
      <SponsoredIcons />
      {items.status === 'error' ? (
        <LoadError what={`the ${name} aisle`} retry={items.retry} />
      ) : items.status === 'loading' ? (
        <ProductGridSkeleton label={`${name} products`} />
      ) : (
        <ProductGrid items={items.data.products} label={`${name} products`} empty={`There is nothing in ${name} at this store right now. Try another aisle or search.`} />
      )}
    </>
  );
}
