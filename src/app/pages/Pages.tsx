import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { categories, productPath, products, price, searchProducts } from '../home/catalogue';
import type { Product } from '../home/catalogue';
import { ProductCard, ProductImage } from '../product/ProductCard';
import { SponsoredIcons } from '../sponsored/SponsoredIcons';
import { useApp } from '../shell/AppContext';
import { Link, useRouter } from '../shell/router';
import { brandIndexTitle, setPasswordAccess, SET_PASSWORD_PATH } from '../../rules/pages';
import { searchTabIndex } from '../../rules/deepLink';

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="page-title">{children}</h1>;
}

export function ProductGrid({ items, label }: { items: readonly Product[]; label: string }) {
  if (items.length === 0) return <p className="empty">No products match. Try another word, or browse the aisles.</p>;
  return (
    <ul className="product-grid" aria-label={label}>
      {items.map((p) => (
        <ProductCard key={p.bpn} product={p} />
      ))}
    </ul>
  );
}

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

export function ProductDetailsPage({ bpn, shop }: { bpn: string; shop: Product['shop'] }) {
  const product = products.find((p) => p.bpn === bpn && p.shop === shop);
  const { showToast } = useApp();
  if (!product) return <NotFoundPage what="This product" />;
  return (
    <article className="product-details">
      <ProductImage product={product} size={280} />
      <div>
        <p className="muted">{shop === 'wine' ? 'Vine & Cellar' : shop === 'marketplace' ? 'Marketplace' : product.aisle}</p>
        <PageTitle>{product.name}</PageTitle>
        <p className="muted">{product.size}</p>
        <p className="product-price large">{price(product.price)}</p>
        <button type="button" className="button primary" onClick={() => showToast(`${product.name} added to your cart.`)}>
          Add to cart
        </button>
        <p className="muted small">Item {product.bpn}</p>
      </div>
    </article>
  );
}

export function AislesPage({ slug }: { slug: string }) {
  const { session } = useApp();
  const category = categories.find((c) => c.path.includes(`/${slug}.`));
  const name = category?.name ?? slug.replace(/-/g, ' ');
  const items = products.filter((p) => p.aisle.toLowerCase() === name.toLowerCase());
  return (
    <>
      <PageTitle>{name}</PageTitle>
      {session && <p className="muted">Prices and availability for store #{session.storeId}</p>}
      <SponsoredIcons />
      <ProductGrid items={items} label={`${name} products`} />
    </>
  );
}

export function BrandsPage({ index }: { index: boolean }) {
  const { banner } = useApp();
  const title = index ? brandIndexTitle('Groceries', banner.displayName) : 'Brands';
  useEffect(() => {
    document.title = index ? title : `Brands | ${banner.displayName}`;
  }, [index, title, banner.displayName]);
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
        <ul className="chip-list">
          {['Freshway Select', 'Orchard Lane', 'Blue Harbor', 'Golden Crust'].map((b) => (
            <li key={b} className="chip">
              {b}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function SetPasswordPage() {
  const { cookies } = useApp();
  // PAGES-04: reachable only while the one-time cookie exists. The page-load plan spends the cookie (and leaves the
  // page when it is missing); the page remembers what it saw when it opened.
  const [decision] = useState(() => setPasswordAccess(SET_PASSWORD_PATH, cookies.all()));
  const allowed = decision.allowed;
  if (!allowed) {
    return (
      <>
        <PageTitle>Set your password</PageTitle>
        <p>This link has expired or was already used. Sign in to request a new one.</p>
      </>
    );
  }
  return (
    <>
      <PageTitle>Set your password</PageTitle>
      <form className="narrow-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="new-password">New password</label>
        <input id="new-password" type="password" autoComplete="new-password" minLength={8} />
        <button type="submit" className="button primary">
          Save password
        </button>
      </form>
    </>
  );
}

export function InfoPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {children ?? <p>This page is part of your account and store experience.</p>}
    </>
  );
}

export function SignInPage({ service }: { service: boolean }) {
  const { openModal } = useApp();
  const { location } = useRouter();
  const q = new URLSearchParams(location.search);
  return (
    <>
      <PageTitle>{service ? 'Sign in to continue' : 'Sign in'}</PageTitle>
      {service && q.get('clientId') && <p className="muted">An app is asking you to sign in.</p>}
      <button type="button" className="button primary" onClick={() => openModal({ kind: 'signIn' })}>
        Sign in or create an account
      </button>
    </>
  );
}

export function ServerErrorPage() {
  return (
    <>
      <PageTitle>Something went wrong</PageTitle>
      <p>We're having trouble loading this page. Please try again in a moment.</p>
      <Link href="/" className="button primary">
        Back to the home page
      </Link>
    </>
  );
}

export function NotFoundPage({ what = 'This page' }: { what?: string }) {
  return (
    <>
      <PageTitle>{what} could not be found</PageTitle>
      <p>
        Try searching, or go back to the <Link href="/">home page</Link>.
      </p>
    </>
  );
}

export function DealsPage() {
  const deals = products.slice(0, 6);
  return (
    <>
      <PageTitle>Coupons &amp; deals</PageTitle>
      <ProductGrid items={deals} label="Deals" />
    </>
  );
}

export { productPath };
