import { isAuthorised } from '../../rules/userTypes';
import { CategoryCarousel } from '../carousel/CategoryCarousel';
import { SponsoredIcons } from '../sponsored/SponsoredIcons';
import { PREFERENCE_LABEL } from '../../storefront/fulfilment';
import { useCatalogueLoad } from '../product/catalogueSource';
import { LoadError } from '../product/LoadError';
import { ProductGrid, ProductGridSkeleton } from '../product/ProductGrid';
import { useApp, useShoppingStoreId } from '../shell/AppContext';
import { categories } from './catalogue';
import { Promotions } from './Promotions';

const SHELF_SIZE = 8;

/** The "popular this week" shelf: the first products of the banner's shop at the session's store. */
function PopularShelf({ storeId }: { storeId: string | null }) {
  const shelf = useCatalogueLoad(storeId === null ? null : `popular@${storeId}`, (source, signal) => source.search({ shop: 'grocery', storeId: storeId ?? '', size: SHELF_SIZE }, signal));
  if (shelf.status === 'error') return <LoadError what="popular products" retry={shelf.retry} />;
  if (shelf.status === 'loading') return <ProductGridSkeleton label="Popular products" count={SHELF_SIZE} />;
  return <ProductGrid items={shelf.data.products} label="Popular products" empty="Nothing to show at this store right now." />;
}

export function HomePage() {
  const { session, banner, openModal } = useApp();
  const shoppingStoreId = useShoppingStoreId();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title" className="page-title">
            Fresh groceries from {banner.displayName}
          </h1>
          <p>
            {session ? (
              <>
                You're shopping <strong>{PREFERENCE_LABEL[session.preference].toLowerCase()}</strong> at store #{session.storeId}.
              </>
            ) : (
              'Finding your store…'
            )}
          </p>
          <div className="hero-actions">
            <button type="button" className="button primary" onClick={() => openModal({ kind: 'store', tab: 'pickup' })}>
              Choose pickup or delivery
            </button>
            {session && !isAuthorised(session.userType) && (
              <button type="button" className="button secondary" onClick={() => openModal({ kind: 'signIn' })}>
                Sign in for offers
              </button>
            )}
          </div>
        </div>
      </section>
      <SponsoredIcons />
      <CategoryCarousel tiles={categories} />
      <section aria-labelledby="popular" className="section">
        <h2 id="popular">Popular this week</h2>
        <PopularShelf storeId={shoppingStoreId} />
      </section>
      <Promotions />
    </>
  );
}
