import { sellerAislePage } from '../../rules/search';
import { PageTitle } from '../pages/PageTitle';
import { useCatalogueLoad } from '../product/catalogueSource';
import { LoadError } from '../product/LoadError';
import { ProductGrid, ProductGridSkeleton } from '../product/ProductGrid';
import { useShoppingStoreId } from '../shell/AppContext';
import { Link, useRouter } from '../shell/router';

const AISLE_SIZE = 48;

/** The path of a seller's aisles, or of one aisle of the seller (SEARCH-13: the seller id follows the first dot). */
export const sellerAislePath = (sellerId: string, aisle?: string | null): string =>
  `/shop/marketplace/aisles.${encodeURIComponent(sellerId)}${aisle ? `/${encodeURIComponent(aisle)}` : ''}.html`;

/**
 * A marketplace seller's aisles (`/shop/marketplace/aisles.{sellerId}.html`) or one of them
 * (`…/aisles.{sellerId}/{aisle}.html`): the seller's products from the catalogue, walled to that seller.
 */
export function SellerAislesPage() {
  const { location } = useRouter();
  const found = sellerAislePage(location.pathname);
  const sellerId = found?.sellerId ?? null;
  const aisle = found?.aisle ?? null;
  const storeId = useShoppingStoreId();
  const key = sellerId === null || storeId === null ? null : JSON.stringify([sellerId, aisle, storeId]);
  const items = useCatalogueLoad(key, (source, signal) =>
    source.search({ shop: 'marketplace', sellerId: sellerId ?? '', storeId: storeId ?? '', size: AISLE_SIZE, ...(aisle ? { aisle } : {}) }, signal),
  );
  if (sellerId === null) return <PageTitle>Seller not found</PageTitle>;

  const data = items.status === 'ready' ? items.data : null;
  const sellerName = data?.sellers.find((s) => s.sellerId === sellerId)?.name ?? data?.products[0]?.seller?.name ?? null;
  const aisleName = data?.aisle?.name ?? aisle?.replace(/-/g, ' ') ?? null;
  const shownSeller = sellerName ?? `Seller ${sellerId}`;
  const title = aisle ? `${aisleName} from ${shownSeller}` : shownSeller;
  // The seller's own aisles, from its products (the facet counts every seller's matches).
  const aisles = data ? [...new Map(data.products.map((p) => [p.aisle.id, p.aisle.name])).entries()] : [];

  return (
    <>
      <PageTitle>{data ? title : aisle ? 'Seller aisle' : 'Seller'}</PageTitle>
      {aisle && (
        <p>
          <Link href={sellerAislePath(sellerId)}>All aisles of {shownSeller}</Link>
        </p>
      )}
      {!aisle && aisles.length > 0 && (
        <nav aria-label={`Aisles of ${shownSeller}`}>
          <ul className="chip-list">
            {aisles.map(([id, name]) => (
              <li key={id} className="chip">
                <Link href={sellerAislePath(sellerId, id)}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {items.status === 'error' ? (
        <LoadError what={`${shownSeller}'s products`} retry={items.retry} />
      ) : items.status === 'loading' ? (
        <ProductGridSkeleton label="Seller products" />
      ) : (
        <ProductGrid
          items={items.data.products}
          label="Seller products"
          empty={sellerName ? `${sellerName} has nothing in this aisle right now.` : `There is no marketplace seller “${sellerId}”. Browse the marketplace instead.`}
        />
      )}
    </>
  );
}
