import { isAuthorised } from '../../rules/userTypes';
import { CategoryCarousel } from '../carousel/CategoryCarousel';
import { SponsoredIcons } from '../sponsored/SponsoredIcons';
import { PREFERENCE_LABEL } from '../header/preferenceLabel';
import { ProductGrid } from '../product/ProductGrid';
import { useApp } from '../shell/AppContext';
import { categories, products } from './catalogue';

export function HomePage() {
  const { session, banner, openModal } = useApp();
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
        <ProductGrid items={products.filter((p) => p.shop === 'grocery').slice(0, 8)} label="Popular products" />
      </section>
    </>
  );
}
