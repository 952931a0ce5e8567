import type { ReactNode } from 'react';
import { HomePage } from '../home/HomePage';
import { ALL_USERS, SIGNED_IN_ONLY } from './access';
import type { PageMeta } from './access';
import { AislesPage } from '../aisles/AislesPage';
import { ProductDetailsPage } from '../product/ProductDetailsPage';
import { SearchResultsPage } from '../search/SearchResultsPage';
import { BrandsPage, DealsPage, InfoPage, NotFoundPage, ServerErrorPage, SetPasswordPage, SignInPage } from './Pages';

export interface RouteMatch {
  readonly name: string;
  readonly title: string;
  readonly meta: PageMeta;
  readonly render: () => ReactNode;
  /** Sign-in pages never show the store modal (PAGES-11). */
  readonly signInPage?: boolean;
}

interface RouteDef {
  readonly name: string;
  readonly pattern: RegExp;
  readonly title: (m: RegExpMatchArray) => string;
  readonly meta?: PageMeta;
  readonly signInPage?: boolean;
  readonly render: (m: RegExpMatchArray) => ReactNode;
}

/** The page paths of 000 §2 (PAGES-01..10, PAGES-19), each with its access metadata (PAGES-17). */
const ROUTES: readonly RouteDef[] = [
  { name: 'home', pattern: /^\/(home\.html)?$/, title: () => 'Groceries delivered, picked up or in store', render: () => <HomePage /> },
  { name: 'product', pattern: /^\/shop\/product-details\.(\d+)\.html$/, title: () => 'Product details', render: (m) => <ProductDetailsPage bpn={m[1]!} shop="grocery" /> },
  { name: 'wine-product', pattern: /^\/shop\/vineandcellar\/product-details\.(\d+)\.html$/, title: () => 'Wine details', render: (m) => <ProductDetailsPage bpn={m[1]!} shop="wine" /> },
  { name: 'marketplace-product', pattern: /^\/shop\/marketplace\/product-details\.(\d+)\.html$/, title: () => 'Marketplace product', render: (m) => <ProductDetailsPage bpn={m[1]!} shop="marketplace" /> },
  { name: 'search', pattern: /^\/shop\/search-results\.html$/, title: () => 'Search results', render: () => <SearchResultsPage heading="Results" /> },
  { name: 'seller-search', pattern: /^\/shop\/marketplace\/search-results\.([^/.]+)\.html$/, title: () => 'Seller search', render: () => <SearchResultsPage heading="Seller results" shop="marketplace" /> },
  { name: 'cross-seller', pattern: /^\/shop\/marketplace\/seller-search\.html$/, title: () => 'Marketplace search', render: () => <SearchResultsPage heading="Marketplace results" shop="marketplace" /> },
  { name: 'wine-search', pattern: /^\/shop\/vineandcellar\/search-results\.html$/, title: () => 'Wine search', render: () => <SearchResultsPage heading="Wine results" shop="wine" /> },
  { name: 'aisles', pattern: /^\/shop\/aisles\/([a-z0-9-]+)(?:\.\d{2,4})?\.html$/, title: (m) => m[1]!.replace(/-/g, ' '), render: (m) => <AislesPage slug={m[1]!} /> },
  { name: 'aisles-content', pattern: /^\/content\/shop\/[a-z]+\/en\/aisles\/([a-z0-9-]+)/, title: (m) => m[1]!.replace(/-/g, ' '), render: (m) => <AislesPage slug={m[1]!} /> },
  { name: 'brands', pattern: /^\/shop\/brands\/?(?:[a-z0-9-]+(?:\.\d{2,4})?\.html)?$/, title: () => 'Brands', render: () => <BrandsPage index={false} /> },
  { name: 'brand-index', pattern: /^\/shop\/brand-index(?:\.\d{2,4})?(?:\.html)?$/, title: () => 'Brand index', render: () => <BrandsPage index /> },
  { name: 'offer-details', pattern: /^\/content\/(?:b2b\/)?(?:shop|www)\/[a-z]+\/en\/(?:foru\/)?offer-details/, title: () => 'Offer details', render: () => <InfoPage title="Offer details"><p>Clip this offer to save on your next order.</p></InfoPage> },
  { name: 'reward-details', pattern: /^\/content\/(?:b2b\/)?www\/[a-z]+\/en\/foru\/rewards\/reward-details/, title: () => 'Reward details', render: () => <InfoPage title="Reward details"><p>Redeem points for savings on groceries and fuel.</p></InfoPage> },
  { name: 'sign-in', pattern: /^(?:\/content\/www\/[a-z]+\/en)?\/account\/sign-in\.html$/, title: () => 'Sign in', signInPage: true, render: () => <SignInPage service={false} /> },
  { name: 'service-sign-in', pattern: /^\/account\/auth\/service\/sign-in\.html$/, title: () => 'Sign in', signInPage: true, render: () => <SignInPage service /> },
  { name: 'set-password', pattern: /^\/account\/setpassword\.html$/, title: () => 'Set password', render: () => <SetPasswordPage /> },
  { name: 'delivery-preference', pattern: /^\/content\/shop\/[a-z]+\/en\/welcome\/delivery-preference/, title: () => 'Delivery preference', render: () => <InfoPage title="How would you like to shop?"><p>Choose delivery, pickup or in-store from the store selector at the top of the page.</p></InfoPage> },
  { name: 'subscription-payment', pattern: /^\/delivery-subscription\/payment\.html$/, title: () => 'Subscription payment', meta: SIGNED_IN_ONLY, render: () => <InfoPage title="Delivery subscription payment" /> },
  { name: 'set-store', pattern: /^\/set-store\.html$/, title: () => 'Set store', render: () => <InfoPage title="Set your store"><p>Use “Change store” above to pick the store you shop.</p></InfoPage> },
  { name: 'contact', pattern: /^\/contact-us\.html$/, title: () => 'Contact us', render: () => <InfoPage title="Contact us"><p>Customer support is available every day from 6 am to 10 pm.</p></InfoPage> },
  { name: 'short-registration', pattern: /^\/account\/short-registration\.html$/, title: () => 'Finish creating your account', render: () => <InfoPage title="Finish creating your account" /> },
  { name: 'communication-preference', pattern: /^\/customer-account\/communication-preference/, title: () => 'Communication preferences', meta: SIGNED_IN_ONLY, render: () => <InfoPage title="Communication preferences" /> },
  { name: 'deals', pattern: /^\/(?:.*\/)?foru\/coupons-deals\.html$/, title: () => 'Coupons & deals', render: () => <DealsPage /> },
  { name: 'error-500', pattern: /^\/error-page\/500\.html$/, title: () => 'Something went wrong', render: () => <ServerErrorPage /> },
  { name: 'health', pattern: /^\/health\/(users\/session|pharmacy\/dashboard)/, title: () => 'Pharmacy', render: () => <InfoPage title="Pharmacy"><p>Taking you to your pharmacy account…</p></InfoPage> },
];

export function matchRoute(pathname: string): RouteMatch {
  for (const r of ROUTES) {
    const m = pathname.match(r.pattern);
    if (m) return { name: r.name, title: r.title(m), meta: r.meta ?? ALL_USERS, render: () => r.render(m), signInPage: r.signInPage ?? false };
  }
  return { name: 'not-found', title: 'Page not found', meta: ALL_USERS, render: () => <NotFoundPage /> };
}

export const routeNames = ROUTES.map((r) => r.name);
