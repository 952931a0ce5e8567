import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { productPath, products } from '../home/catalogue';
import { ProductGrid } from '../product/ProductGrid';
import { useApp } from '../shell/AppContext';
import { Link, useRouter } from '../shell/router';
import { brandIndexTitle, setPasswordAccess, SET_PASSWORD_PATH } from '../../rules/pages';
import { PageTitle } from './PageTitle';

export { NotFoundPage } from './NotFoundPage';
export { PageTitle } from './PageTitle';

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
